// Reads and judges the history of several boards of a word game at once (one feedback a board
// per step): the words each board has left, different answers on different boards, or what is wrong.
import type { SeveralBoards } from '../../family.ts';
import type { Game } from '../../game.ts';
import { quote, type TextStep } from '../../history.ts';
import type { LiveBoardState, LiveVerdict } from '../../live-game.ts';
import { count } from '../../count.ts';
import { countTuples } from './tuples.ts';

/**
 * The histories of several boards of a word game at once. A step is a guess and one feedback a
 * board, in board order, joined by `/` (`BYBBG/GGGGG/-----/YBBBB`); a board solved at an earlier step is
 * written `-----`, or with the true colours the guess gets against its answer. Each board keeps
 * the words its colours allow; beyond its list when none of the answers does but accepted words
 * do (its `-all` twin's rule: no dead end when an answer is new to the list). The boards' answers
 * are different, so a board left with one word takes it from the others. Judged in the order of
 * core/history.ts's judgeHistory: a step that cannot be read, then a contradiction (naming the
 * step and the board), then a board full without every board solved, then solved or open.
 */

/** What the judge reads: the boards' game and its twin whose secrets are every guess, in the same order. */
export interface BoardsRules {
  /** The game of each board (its answers are the list's). */
  readonly game: Game;
  /** The twin whose secrets are every accepted word, secret index = guess index. */
  readonly all: Game;
  readonly boards: number;
  readonly maxGuesses: number;
  readonly title: string;
  /** What the board game's family says of its boards in messages. */
  readonly of: SeveralBoards;
}

/** One step read: the guess and each board's feedback (-1 for a board written solved). */
interface ReadStep {
  readonly guess: number;
  readonly feedbacks: readonly number[];
}

/** Judges a history (see the header). */
export function judgeBoards(rules: BoardsRules, raw: readonly TextStep[]): LiveVerdict {
  const read = readSteps(rules, raw);
  if (!Array.isArray(read)) return read;
  const { game, all, boards: k } = rules;
  const win = game.winFeedback;
  const G = game.guessCount;
  // Each board's words by its colours alone (guess indices), whether they went beyond the list,
  // and the step that solved it (0 while it is open).
  const answers = Int32Array.from(game.secretGuess);
  const colour: Int32Array[] = Array.from({ length: k }, () => answers);
  const beyond = new Array<boolean>(k).fill(false);
  const solvedAt = new Array<number>(k).fill(0);
  for (let i = 0; i < read.length; i++) {
    const n = i + 1;
    const { guess, feedbacks } = read[i]!;
    for (let b = 0; b < k; b++) {
      const f = feedbacks[b]!;
      const at = solvedAt[b]!;
      if (at > 0) {
        // A board solved before: written solved, or with the colours the guess truly gets.
        const answer = colour[b]![0]!;
        const truth = all.score(guess, answer);
        if (f >= 0 && f !== truth) {
          return contradiction(
            n,
            `Step ${n}, board ${b + 1}: the board was solved at step ${at} (${game.formatGuess(answer)}), so ${game.formatGuess(guess)} gets ${game.feedbackLabel(truth)} there (or write -----), not ${game.feedbackLabel(f)}.`,
          );
        }
        continue;
      }
      if (f < 0) {
        return contradiction(
          n,
          `Step ${n}, board ${b + 1}: ----- says the board was solved, but no step before gave it ${game.feedbackLabel(win)}.`,
        );
      }
      let words = keep(all, colour[b]!, guess, f, win);
      if (words.length === 0 && !beyond[b]) {
        // None of the list's answers fits: the accepted words the colours allow, from the first step.
        words = Int32Array.from({ length: G }, (_, w) => w);
        for (let j = 0; j <= i; j++) words = keep(all, words, read[j]!.guess, read[j]!.feedbacks[b]!, win);
        beyond[b] = words.length > 0;
      }
      if (words.length === 0) {
        return contradiction(
          n,
          `Step ${n}, board ${b + 1}: no accepted word fits the colours of board ${b + 1} (${boardHistory(game, read, b, n)}).`,
        );
      }
      colour[b] = words;
      if (f === win) solvedAt[b] = n;
    }
    // Different boards, different answers: a board left with one word takes it from the others.
    const left = distinct(colour);
    if (typeof left === 'number') {
      return contradiction(
        n,
        `Step ${n}, board ${left + 1}: the words its colours allow are all the answers of other boards, and the boards' answers are different.`,
      );
    }
  }
  const steps = read.length;
  const solved = solvedAt.every((at) => at > 0);
  if (steps > rules.maxGuesses) {
    return {
      kind: 'board-full',
      message: `The history has ${count(steps, 'guess', 'guesses')}; ${rules.title} allows ${rules.maxGuesses}.`,
    };
  }
  if (steps === rules.maxGuesses && !solved) {
    const open = solvedAt.flatMap((at, b) => (at === 0 ? [b + 1] : []));
    return {
      kind: 'board-full',
      message: `The history fills the board (${count(steps, 'guess', 'guesses')}) with ${open.length === 1 ? 'board' : 'boards'} ${open.join(', ')} unsolved: the game is lost, there is no next guess.`,
    };
  }
  const sets = distinct(colour) as Int32Array[];
  const boards: LiveBoardState[] = sets.map((remaining, b) => ({ solved: solvedAt[b]! > 0, remaining, beyondList: beyond[b]! }));
  const unsolved = boards.filter((b) => !b.solved).map((b) => b.remaining);
  return {
    kind: solved ? ('solved' as const) : ('open' as const),
    steps,
    key: historyKey(game, read),
    boards,
    remaining: countTuples(unsolved, G),
    position: { boards: unsolved, guessesLeft: rules.maxGuesses - steps },
  };
}

/** The words of `words` that give `guess` the feedback f (the guess alone for the winning one). */
function keep(all: Game, words: Int32Array, guess: number, f: number, win: number): Int32Array {
  if (f === win) return words.includes(guess) ? Int32Array.of(guess) : new Int32Array(0);
  return words.filter((w) => all.score(guess, w) === f);
}

/**
 * The boards' words once the answers are different: every board left with one word takes it from
 * the others, until none changes; the index of a board left with none, if one is.
 */
function distinct(sets: readonly Int32Array[]): Int32Array[] | number {
  const out = [...sets];
  for (let changed = true; changed;) {
    changed = false;
    for (let b = 0; b < out.length; b++) {
      if (out[b]!.length !== 1) continue;
      const w = out[b]![0]!;
      for (let c = 0; c < out.length; c++) {
        if (c === b || !out[c]!.includes(w)) continue;
        out[c] = out[c]!.filter((x) => x !== w);
        if (out[c]!.length === 0) return c;
        changed = true;
      }
    }
  }
  return out;
}

/**
 * The steps read: every guess an accepted word and one feedback a board; or the malformed verdict
 * naming the step (and the board) that cannot be read.
 */
function readSteps(rules: BoardsRules, raw: readonly TextStep[]): ReadStep[] | LiveVerdict {
  const { game, boards: k } = rules;
  const L = game.spec.pegs;
  const example = exampleFeedback(rules.of.feedbackExamples, k, L);
  const out: ReadStep[] = [];
  // Boards given the winning colours so far: once every one has been, the game is over.
  const won = new Set<number>();
  for (let i = 0; i < raw.length; i++) {
    const n = i + 1;
    if (won.size === k) return malformed(n, `Step ${n} comes after step ${i} solved the last board; the game was over.`);
    const { guess: text, feedback } = raw[i]!;
    const guess = game.parseGuess(text.trim());
    if (typeof guess === 'string') return malformed(n, `Step ${n}: ${guess}.`);
    const parts = feedback.split('/');
    if (parts.length !== k) {
      return malformed(
        n,
        `Step ${n}: ${quote(feedback)} gives ${count(parts.length, 'feedback')}; ${rules.title} has ${k} boards: one feedback a board, joined by / (${example}).`,
      );
    }
    const feedbacks: number[] = [];
    for (let b = 0; b < k; b++) {
      const part = parts[b]!.trim();
      if (/^-+$/.test(part) && part.length === L) {
        feedbacks.push(-1);
        continue;
      }
      const f = game.parseFeedback(part);
      if (f < 0) {
        return malformed(
          n,
          `Step ${n}, board ${b + 1}: ${quote(part)} is not a ${rules.of.name} feedback; write each board's ${rules.of.feedbackHelp}, ${'-'.repeat(L)} for a board solved before.`,
        );
      }
      feedbacks.push(f);
      if (f === game.winFeedback) won.add(b);
    }
    out.push({ guess, feedbacks });
  }
  return out;
}

/** A feedback of k boards for messages: the board game's examples (BYBBG/GGGGG/-----/YBBBB), as many as the boards. */
function exampleFeedback(examples: readonly string[], k: number, L: number): string {
  const shapes = examples.map((s) => (s.length >= L ? s.slice(0, L) : s.padEnd(L, 'B')));
  return Array.from({ length: k }, (_, b) => (b === 2 && k > 2 ? '-'.repeat(L) : shapes[b % shapes.length]!)).join('/');
}

/** Board b's part of the history up to step n, for a message: "crane:BYBBG, sloth:BBGBY". */
function boardHistory(game: Game, read: readonly ReadStep[], b: number, n: number): string {
  return read
    .slice(0, n)
    .map((s) => `${game.formatGuess(s.guess)}:${game.feedbackLabel(s.feedbacks[b]!)}`)
    .join(', ');
}

/** The canonical text of a history: lower-case guesses, upper-case colours, solved boards written -----. */
function historyKey(game: Game, read: readonly ReadStep[]): string {
  const L = game.spec.pegs;
  const solved = new Set<number>();
  return read
    .map(({ guess, feedbacks }) => {
      const labels = feedbacks.map((f, b) => (solved.has(b) || f < 0 ? '-'.repeat(L) : game.feedbackLabel(f)));
      feedbacks.forEach((f, b) => {
        if (f === game.winFeedback) solved.add(b);
      });
      return `${game.formatGuess(guess)}:${labels.join('/')}`;
    })
    .join(',');
}

function malformed(step: number, message: string): LiveVerdict {
  return { kind: 'malformed', step, message };
}

function contradiction(step: number, message: string): LiveVerdict {
  return { kind: 'contradiction', step, message };
}
