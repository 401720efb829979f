/**
 * The Quordle family (games/quordle/): its ids, the count of its secrets, the judge of its
 * histories (one feedback a board joined by /, solved boards written -----, the boards' answers
 * different, a board beyond its list) and its chooser, checked against Wordle's own where a
 * position has one board left, and against the committed openings where every board is fresh.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WordleGame } from '../../../src/core/games/wordle/game.ts';
import { createQuordleGame } from '../../../src/core/games/quordle/game.ts';
import type { QuordleBoard } from '../../../src/core/games/quordle/grammar.ts';
import { countTuples } from '../../../src/core/games/quordle/tuples.ts';
import type { LiveGame, LiveVerdict } from '../../../src/core/live-game.ts';
import { createScorer } from '../../../src/core/scorer.ts';
import { createGreedyChooser } from '../../../src/core/strategies/greedy.ts';
import { findObjective, OBJECTIVES } from '../../../src/core/strategies/objectives.ts';
import { createGame } from '../../../src/core/variants/games.ts';
import { LiveVariantError, VARIANT_GRAMMAR, VariantIdError } from '../../../src/core/variants/grammar.ts';
import { QUORDLE_FAMILY } from '../../../src/core/variants/families.ts';
import { findLiveBoard } from '../../../src/core/variants/live-games.ts';
import { parseVariant, resolveVariant } from '../../../src/core/variants/parse.ts';
import { storeLists } from '../../../src/store/word-lists.ts';
import { colours } from '../../helpers/wordle-rule.ts';

const dataDir = join(import.meta.dirname, '..', '..', '..', 'data');
const lists = storeLists(dataDir);
const parseQuordleId = QUORDLE_FAMILY.parse;
const wordle = createGame(resolveVariant('wordle', lists)) as WordleGame;
const all = createGame(resolveVariant('wordle-all', lists));

function game(id: string): LiveGame {
  return createQuordleGame(parseQuordleId(id) as QuordleBoard, wordle, all);
}

/** The history of guesses against a secret tuple, as the API writes it (solved boards -----), by the rule of test/helpers. */
function played(secret: readonly string[], guesses: readonly string[]): Array<{ guess: string; feedback: string }> {
  const solved = secret.map(() => false);
  return guesses.map((guess) => {
    const feedback = secret.map((answer, b) => (solved[b] ? '-----' : colours(guess, answer))).join('/');
    secret.forEach((answer, b) => {
      if (answer === guess) solved[b] = true;
    });
    return { guess, feedback };
  });
}

function open(verdict: LiveVerdict): Extract<LiveVerdict, { kind: 'open' | 'solved' }> {
  if (verdict.kind !== 'open' && verdict.kind !== 'solved')
    throw new Error(`${verdict.kind}: ${'message' in verdict ? verdict.message : ''}`);
  return verdict;
}

describe('the ids of the family', () => {
  it('names 2, 4 and 8 boards with 7, 9 and 13 guesses, -g{N} for others', () => {
    expect(parseQuordleId('dordle')).toMatchObject({ id: 'dordle', boards: 2, maxGuesses: 7 });
    expect(parseQuordleId('quordle')).toMatchObject({ id: 'quordle', boards: 4, maxGuesses: 9 });
    expect(parseQuordleId('octordle')).toMatchObject({ id: 'octordle', boards: 8, maxGuesses: 13 });
    expect(parseQuordleId('quordle-g12')).toMatchObject({ id: 'quordle-g12', maxGuesses: 12 });
    expect(parseQuordleId('quordle-g9')).toMatchObject({ id: 'quordle' });
    expect(parseQuordleId('quordle-g3')).toMatch(/from 4 \(one a board\) to 50, not 3/);
    expect(parseQuordleId('wordle')).toBeUndefined();
    expect(findLiveBoard('QUORDLE')).toMatchObject({ board: { id: 'quordle' } });
  });

  it('is a board of the grammar without a spec: reading it as one says it is played live', () => {
    expect(VARIANT_GRAMMAR).toContain('dordle|quordle|octordle');
    expect(() => parseVariant('Octordle')).toThrow(LiveVariantError);
    expect(() => parseVariant('octordle')).toThrow(/octordle is a live game/i);
    // An id of the family that breaks its rule is an id error like any other, with the grammar.
    const wrong = ((): unknown => {
      try {
        return parseVariant('dordle-g1');
      } catch (err) {
        return err;
      }
    })();
    expect(wrong).toBeInstanceOf(VariantIdError);
    expect(wrong).not.toBeInstanceOf(LiveVariantError);
  });

  it('describes its boards and counts its secrets exactly', () => {
    const d = game('quordle').describe();
    expect(d).toMatchObject({ boards: 4, board: 'wordle', maxGuesses: 9, guessCount: 12947 });
    expect(d.secretCount).toBe(2309n * 2308n * 2307n * 2306n);
    expect(game('octordle').describe().secretCount).toBe([...Array(8).keys()].reduce((p, i) => p * BigInt(2309 - i), 1n));
    expect(d.boardFeedbacks).toHaveLength(wordle.feedbackCount);
    expect(d.boardFeedbacks.at(-1)).toBe('GGGGG');
  });
});

describe('countTuples', () => {
  it('counts the tuples of different words as enumerating them does', () => {
    let seed = 7;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let trial = 0; trial < 60; trial++) {
      const k = 1 + rand(4);
      const sets = Array.from({ length: k }, () => Int32Array.from(new Set(Array.from({ length: 1 + rand(6) }, () => rand(9)))).sort());
      let brute = 0;
      const pick = (b: number, used: number[]): void => {
        if (b === k) {
          brute++;
          return;
        }
        for (const w of sets[b]!) if (!used.includes(w)) pick(b + 1, [...used, w]);
      };
      pick(0, []);
      expect(countTuples(sets, 9)).toBe(BigInt(brute));
    }
  });
});

describe('histories of several boards', () => {
  const q = game('quordle');
  const secret = ['cigar', 'rebut', 'sissy', 'humph'];

  it('keeps each board to the words its colours allow, and solved boards written ----- or with their colours', () => {
    const history = played(secret, ['crane', 'rebut', 'sissy']);
    expect(history[2]!.feedback).toMatch(/^[BYG]{5}\/-----\/GGGGG\/[BYG]{5}$/);
    const verdict = open(q.judge(history));
    expect(verdict.kind).toBe('open');
    expect(verdict.boards.map((b) => b.solved)).toEqual([false, true, true, false]);
    for (const [b, board] of verdict.boards.entries()) {
      expect(board.remaining.length).toBeGreaterThan(0);
      expect([...board.remaining].map((w) => q.formatGuess(w))).toContain(secret[b]);
    }
    // Board 2's true colours for sissy in place of its dashes: the same position, the same key.
    const truly = history.map((s, i) => (i === 2 ? { ...s, feedback: s.feedback.replace('-----', colours('sissy', 'rebut')) } : s));
    expect(open(q.judge(truly)).key).toBe(verdict.key);
    // Lower case and squares read too.
    const squares = history.map((s) => ({ guess: s.guess.toUpperCase(), feedback: s.feedback.replaceAll('G', '🟩').toLowerCase() }));
    expect(open(q.judge(squares)).key).toBe(verdict.key);
    expect(verdict.position.boards).toHaveLength(2);
    expect(verdict.position.guessesLeft).toBe(6);
    // The tuples left: every pair of different words of boards 1 and 4.
    const [a, d] = [verdict.boards[0]!.remaining, verdict.boards[3]!.remaining];
    const both = [...a].filter((w) => d.includes(w)).length;
    expect(verdict.remaining).toBe(BigInt(a.length * d.length - both));
  });

  it('is solved once every board is, and over after it', () => {
    const history = played(secret, ['crane', ...secret]);
    const verdict = open(q.judge(history));
    expect(verdict).toMatchObject({ kind: 'solved', steps: 5, remaining: 1n });
    expect(q.judge([...history, { guess: 'crane', feedback: '-----/-----/-----/-----' }])).toMatchObject({
      kind: 'malformed',
      step: 6,
      message: expect.stringMatching(/after step 5 solved the last board/) as unknown,
    });
  });

  it('names the step and the board of what cannot be read', () => {
    expect(q.judge([{ guess: 'crane', feedback: 'BBBBB/BBBBB/BBBBB' }])).toMatchObject({
      kind: 'malformed',
      step: 1,
      message: expect.stringMatching(/gives 3 feedbacks; .* has 4 boards/) as unknown,
    });
    expect(q.judge([{ guess: 'crane', feedback: 'BBBBB/BBBBB/BBXBB/BBBBB' }])).toMatchObject({
      kind: 'malformed',
      message: expect.stringMatching(/^Step 1, board 3: "BBXBB" is not a Wordle feedback/) as unknown,
    });
    expect(q.judge([{ guess: 'qqqqq', feedback: 'BBBBB/BBBBB/BBBBB/BBBBB' }])).toMatchObject({ kind: 'malformed', step: 1 });
  });

  it('names the step and the board of a contradiction', () => {
    const history = played(secret, ['crane', 'rebut']);
    // ----- for a board not solved.
    expect(q.judge([{ guess: 'crane', feedback: '-----/BBBBB/BBBBB/BBBBB' }])).toMatchObject({
      kind: 'contradiction',
      message: expect.stringMatching(/^Step 1, board 1: ----- says the board was solved/) as unknown,
    });
    // Colours no accepted word has on board 4 at step 2 (crane left no R on it).
    const impossible = [history[0]!, { ...history[1]!, feedback: history[1]!.feedback.replace(/[BYG]{5}$/, 'GGGBB') }];
    expect(q.judge(impossible)).toMatchObject({
      kind: 'contradiction',
      step: 2,
      message: expect.stringMatching(/^Step 2, board 4: no accepted word fits/) as unknown,
    });
    // A solved board's colours must be the true ones.
    const solvedTwice = played(secret, ['crane', 'rebut', 'sissy']);
    expect(q.judge(solvedTwice).kind).toBe('open');
    const bad = [...solvedTwice.slice(0, 2), { ...solvedTwice[2]!, feedback: solvedTwice[2]!.feedback.replace('-----', 'GBBBB') }];
    expect(q.judge(bad)).toMatchObject({
      kind: 'contradiction',
      step: 3,
      message: expect.stringMatching(/board 2: the board was solved at step 2 \(rebut\), so sissy gets BBBBB there/) as unknown,
    });
  });

  it('keeps the answers different: two boards solved by one guess contradict', () => {
    const d = game('dordle');
    expect(d.judge([{ guess: 'cigar', feedback: 'GGGGG/GGGGG' }])).toMatchObject({
      kind: 'contradiction',
      step: 1,
      message: expect.stringMatching(/board 2: .*answers of other boards/) as unknown,
    });
    // A board left with one word takes it from the others.
    const verdict = open(d.judge(played(['cigar', 'rebut'], ['cigar'])));
    expect([...verdict.boards[1]!.remaining].map((w) => d.formatGuess(w))).not.toContain('cigar');
  });

  it('fills the board: a history as long as the board without every board solved is lost', () => {
    const d = game('dordle');
    const guesses = ['crane', 'sloth', 'dumpy', 'vigor', 'fjeld', 'qajaq', 'cigar'];
    expect(d.judge(played(['cigar', 'rebut'], guesses))).toMatchObject({
      kind: 'board-full',
      message: expect.stringMatching(/board 2 unsolved/) as unknown,
    });
  });

  it('goes beyond the list on the board whose colours no answer fits, and on that board alone', () => {
    // "fjeld" is accepted but no answer of the 2022 list.
    const d = game('dordle');
    const verdict = open(d.judge(played(['fjeld', 'cigar'], ['crane', 'sloth', 'fjeld'])));
    expect(verdict.boards.map((b) => [b.solved, b.beyondList])).toEqual([
      [true, true],
      [false, false],
    ]);
    const early = open(d.judge(played(['fjeld', 'cigar'], ['crane', 'field'])));
    expect(early.boards[0]!.beyondList).toBe(true);
    expect([...early.boards[0]!.remaining].map((w) => d.formatGuess(w))).toContain('fjeld');
  });
});

describe('the chooser of several boards', () => {
  it('plays the word of a board left with one', () => {
    const d = game('dordle');
    const verdict = open(d.judge(played(['cigar', 'rebut'], ['cigar'])));
    expect(verdict.position.boards).toHaveLength(1);
    const q = game('quordle');
    // After two guesses some boards of this secret have one word left: one of those is played.
    const secret = ['cigar', 'rebut', 'sissy', 'humph'];
    const position = open(q.judge(played(secret, ['soare', 'clint', 'dumpy']))).position;
    const singles = position.boards.filter((b) => b.length === 1).map((b) => b[0]!);
    expect(singles.length).toBeGreaterThan(0);
    expect(singles).toContain(q.choose(position, findObjective('entropy')!));
  });

  it("chooses as Wordle's own chooser does when one board is left", () => {
    const d = game('dordle');
    for (const [objective, guesses] of [
      ['entropy', ['cigar', 'crane']],
      ['minimax', ['cigar', 'sloth']],
      ['most-parts', ['cigar', 'tried']],
      ['expected-size', ['cigar', 'pouty']],
      ['expected-steps', ['cigar', 'lemon']],
    ] as const) {
      const verdict = open(d.judge(played(['cigar', 'shake'], guesses)));
      const [board] = verdict.position.boards;
      expect(board!.length).toBeGreaterThan(2);
      const secrets = Int32Array.from(board!, (w) => wordle.guessSecret[w]!);
      const own = createGreedyChooser(createScorer(wordle, 0), findObjective(objective)!).choose(0, secrets);
      expect(d.formatGuess(d.choose(verdict.position, findObjective(objective)!)), objective).toBe(wordle.formatGuess(own));
    }
  });

  it('opens, every board fresh, with the Wordle opening committed for the objective', () => {
    const openings = JSON.parse(readFileSync(join(dataDir, 'openings', 'wordle.json'), 'utf8')) as {
      openings: Record<string, { first: string }>;
    };
    const q = game('quordle');
    const position = open(q.judge([])).position;
    expect(q.fresh(position)).toBe(true);
    for (const objective of ['most-parts', 'entropy']) {
      expect(q.formatGuess(q.choose(position, findObjective(objective)!)), objective).toBe(openings.openings[objective]!.first);
    }
    expect(OBJECTIVES.map((o) => o.id).every((id) => openings.openings[id] !== undefined)).toBe(true);
  });

  it("tries only the boards' words when no more guesses are left than boards to solve", () => {
    const d = game('dordle-g3');
    const position = open(d.judge(played(['cigar', 'rebut'], ['crane']))).position;
    expect(position.guessesLeft).toBe(2);
    const guess = d.choose(position, findObjective('entropy')!);
    expect(position.boards.some((b) => b.includes(guess))).toBe(true);
    // So the opening (soare: no answer) is not taken with as many guesses as boards.
    const octordle8 = game('octordle-g8');
    const start = open(octordle8.judge([])).position;
    expect(octordle8.fresh(start)).toBe(false);
    expect(game('octordle').fresh(open(game('octordle').judge([])).position)).toBe(true);
  });
});
