/**
 * The terminal assistant on a live game (core/live-game.ts: several word boards at once): no
 * tree, every guess computed here by the family's chooser, as the server's next computes it. The
 * person answers each guess with one feedback a board joined by / (BYBBG/GGGGG/-----/YBBBB, a
 * board solved before written -----, or with its colours); a step the game cannot take is
 * explained (its step and board named) and can be typed again; "undo" takes back the last answer,
 * "play WORD" plays a word of the person's own. With --secret (the boards' answers separated by
 * commas) the game plays itself and is printed.
 */
import { createInterface } from 'node:readline';
import type { TextStep } from '../../../core/history.ts';
import type { LiveGame, LiveVerdict } from '../../../core/live-game.ts';
import { findObjective, OBJECTIVES, type Objective } from '../../../core/strategies/objectives.ts';
import { createGame } from '../../../core/variants/games.ts';
import type { FoundLiveBoard } from '../../../core/variants/live-games.ts';
import { resolveVariant } from '../../../core/variants/parse.ts';
import { count } from '../../../core/count.ts';
import { storeLists } from '../../../store/word-lists.ts';
import { EXIT, UsageError } from '../../errors.ts';

/** Plays a live game: by itself against --secret, else with the person typing the feedbacks. */
export async function assistLive(found: FoundLiveBoard, strategyId: string, dataDir: string, secret: string | undefined): Promise<number> {
  const objective = findObjective(strategyId);
  if (objective === undefined) {
    throw new UsageError(
      `${found.board.id} is a live game, played by the greedy strategies alone (${OBJECTIVES.map((o) => o.id).join(', ')}), not ${strategyId}`,
    );
  }
  const lists = storeLists(dataDir);
  const game = found.family.create(
    found.board,
    found.board.games.map((id) => createGame(resolveVariant(id, lists))),
  );
  return secret === undefined ? interactive(game, objective) : autoplay(game, objective, secret);
}

/** The guess after an open history. */
function nextGuess(game: LiveGame, verdict: Extract<LiveVerdict, { kind: 'open' }>, objective: Objective): number {
  return game.choose(verdict.position, objective);
}

/** What each board has left, for a prompt: "board 1: 12, board 2: solved". */
function boardsLeft(verdict: Extract<LiveVerdict, { kind: 'open' | 'solved' }>): string {
  return verdict.boards
    .map((b, i) => `board ${i + 1}: ${b.solved ? 'solved' : `${b.remaining.length}${b.beyondList ? ' accepted' : ''}`}`)
    .join(', ');
}

/** Plays the strategy against the answers of --secret and prints the game. */
function autoplay(game: LiveGame, objective: Objective, text: string): number {
  const secret = game.parseSecret(text);
  if (typeof secret === 'string') throw new UsageError(`--secret ${text}: ${secret}`);
  console.log(`${game.title}, strategy ${objective.id} (computed live), secret ${secret.map((w) => game.formatGuess(w)).join(',')}`);
  const steps: TextStep[] = [];
  const solved = secret.map(() => false);
  for (;;) {
    const verdict = game.judge(steps);
    if (verdict.kind === 'solved') {
      console.log(`Solved in ${count(steps.length, 'guess', 'guesses')}.`);
      return EXIT.ok;
    }
    if (verdict.kind !== 'open') {
      console.log(`Lost: ${verdict.message}`);
      return EXIT.failed;
    }
    const guess = nextGuess(game, verdict, objective);
    const feedback = game.feedbackOf(guess, secret, solved);
    secret.forEach((w, b) => {
      if (w === guess) solved[b] = true;
    });
    steps.push({ guess: game.formatGuess(guess), feedback });
    console.log(`${String(steps.length).padStart(3)}  ${game.formatGuess(guess)}  ${feedback}`);
  }
}

/** Asks for the feedback of each guess until every board is solved or input ends. */
async function interactive(game: LiveGame, objective: Objective): Promise<number> {
  const d = game.describe();
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (prompt: string): Promise<string | null> => {
    process.stdout.write(prompt);
    const next = await lines.next();
    if (!process.stdin.isTTY && !next.done) process.stdout.write(`${next.value}\n`);
    return next.done ? null : next.value.trim();
  };
  const example = Array.from({ length: d.boards }, (_, b) => (b === 1 ? 'GGGGG' : 'BYBBG')).join('/');
  console.log(`${game.title}: think of ${d.boards} different answers, one a board; I guess with the ${objective.id} strategy, live.`);
  console.log(
    `Answer each guess with one feedback a board, in order, joined by /, for example ${example}; ----- for a board solved before.`,
  );
  console.log('"play WORD" if you played another word, "undo" takes back your last answer, "help" lists this, "quit" stops.');
  const steps: TextStep[] = [];
  let pending: { guess: string; own: boolean } | null = null;
  let code: number = EXIT.ok;
  for (;;) {
    const verdict = game.judge(steps);
    if (verdict.kind === 'solved') {
      console.log(`Every board solved in ${count(steps.length, 'guess', 'guesses')}.`);
      break;
    }
    if (verdict.kind !== 'open') {
      // Only a board full can stop here: each step was judged before it was kept.
      console.log(`${verdict.message} "undo" to correct an answer, or "quit".`);
      pending = null;
    } else {
      pending ??= { guess: game.formatGuess(nextGuess(game, verdict, objective)), own: false };
    }
    const prompt =
      pending === null || verdict.kind !== 'open'
        ? '> '
        : `Guess ${steps.length + 1}: ${pending.guess}   (${boardsLeft(verdict)}${pending.own ? ', your guess' : ''})\nFeedback? `;
    const answer = await ask(prompt);
    if (answer === null) {
      console.log('\nInput ended before every board was solved.');
      code = EXIT.failed;
      break;
    }
    if (answer === '') continue;
    if (/^(q|quit|exit)$/i.test(answer)) break;
    if (/^(h|help|\?)$/i.test(answer)) {
      console.log(`Feedback: one a board joined by /, ${example}; ----- for a board solved before. "play WORD", "undo", "quit".`);
      continue;
    }
    if (/^undo$/i.test(answer)) {
      if (pending?.own === true) pending = null;
      else if (steps.length === 0) console.log('Nothing to undo yet.');
      else {
        const st = steps.pop()!;
        console.log(`Took back guess ${steps.length + 1} (${st.guess}: ${st.feedback}).`);
        pending = null;
      }
      continue;
    }
    const own = /^(?:i\s+)?(?:play(?:ed)?|guess(?:ed)?|p)\s+(.+)$/i.exec(answer);
    if (own !== null) {
      const g = game.parseGuess(own[1]!.trim());
      if (typeof g === 'string') console.log(`${g}.`);
      else {
        pending = { guess: game.formatGuess(g), own: true };
        console.log(`You played ${pending.guess}: give its feedback; my next guesses are computed for your history.`);
      }
      continue;
    }
    if (pending === null) continue;
    const tried = [...steps, { guess: pending.guess, feedback: answer }];
    const judged = game.judge(tried);
    if (judged.kind === 'malformed' || judged.kind === 'contradiction') {
      console.log(`${judged.message} Type it again, or "undo" to correct an earlier answer.`);
      continue;
    }
    steps.push({ guess: pending.guess, feedback: answer });
    pending = null;
  }
  rl.close();
  return code;
}
