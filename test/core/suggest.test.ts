import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game.ts';
import { createWordleGame, wordleSpec } from '../../src/core/games/wordle/game.ts';
import { consistentSecrets, parseHistory, type Step, type TextStep } from '../../src/core/history.ts';
import { DEFAULT_REVIEW_BUDGETS, reviewGame } from '../../src/core/review.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { DEFAULT_SUGGEST_BUDGETS, suggestGuesses, type SuggestOptions } from '../../src/core/suggest.ts';
import { getGame } from '../../src/core/variants/games.ts';
import { colours } from '../helpers/wordle-rule.ts';

/*
 * Suggestions checked against brute force written here: a game's rule as a function of two words
 * or codes, the least total by trying every guess at every position, and the ranking by sorting
 * every allowed guess by it.
 */

/** Mastermind's feedback by the rule: blacks, then whites as common colours less blacks. */
function blackWhite(guess: string, secret: string): string {
  let black = 0;
  let common = 0;
  for (let p = 0; p < guess.length; p++) if (guess[p] === secret[p]) black++;
  for (const c of new Set(guess)) common += Math.min([...guess].filter((x) => x === c).length, [...secret].filter((x) => x === c).length);
  return `${black}B${common - black}W`;
}

type History = Array<{ guess: string; feedback: string }>;

/** A game written as words: secrets, guesses, its rule, the winning feedback, and (hard mode) the guesses a history allows. */
interface Brute {
  readonly secrets: readonly string[];
  readonly guesses: readonly string[];
  readonly rule: (guess: string, secret: string) => string;
  readonly won: string;
  readonly allowed?: (history: History) => readonly string[];
}

/** Part sizes of a guess by feedback (the win included). */
function sizesOf(b: Brute, guess: string, set: readonly string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const s of set) sizes.set(b.rule(guess, s), (sizes.get(b.rule(guess, s)) ?? 0) + 1);
  return sizes;
}

/** The least total over `set` within `left` guesses (Infinity when none fits), every allowed guess tried, with a memo. */
function leastTotal(b: Brute, set: readonly string[], left: number, history: History, memo: Map<string, number>): number {
  if (set.length === 0) return 0;
  if (left === 0) return Infinity;
  if (set.length === 1) return 1;
  const key = `${left}|${b.allowed === undefined ? '' : history.map((h) => `${h.guess}${h.feedback}`).join()}|${set.join()}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = Infinity;
  for (const g of b.allowed?.(history) ?? b.guesses) best = Math.min(best, guessTotal(b, set, left, g, history, memo));
  memo.set(key, best);
  return best;
}

/** The total of guess g at `set`, then the least total of each part. */
function guessTotal(b: Brute, set: readonly string[], left: number, g: string, history: History, memo: Map<string, number>): number {
  const parts = new Map<string, string[]>();
  for (const s of set) {
    const f = b.rule(g, s);
    if (f !== b.won) parts.set(f, [...(parts.get(f) ?? []), s]);
  }
  let total = set.length;
  for (const [f, part] of parts) total += leastTotal(b, part, left - 1, [...history, { guess: g, feedback: f }], memo);
  return total;
}

/** Every allowed guess ranked as the suggestions are: total, then a guess that can win, then alphabetically. */
function bruteRanking(
  b: Brute,
  history: History,
  left: number,
): Array<{ guess: string; total: number; canWin: boolean; largestPart: number }> {
  const set = b.secrets.filter((s) => history.every((h) => b.rule(h.guess, s) === h.feedback));
  const memo = new Map<string, number>();
  return (b.allowed?.(history) ?? b.guesses)
    .map((g) => ({
      guess: g,
      total: guessTotal(b, set, left, g, history, memo),
      canWin: set.includes(g),
      largestPart: Math.max(...sizesOf(b, g, set).values()),
    }))
    .sort((x, y) => x.total - y.total || Number(y.canWin) - Number(x.canWin) || (x.guess < y.guess ? -1 : x.guess > y.guess ? 1 : 0));
}

function stepsOf(game: Game, history: TextStep[]): Step[] {
  const parsed = parseHistory(game, history);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.steps;
}

/** The suggestions at a history, as words with their figures. */
function suggest(game: Game, history: History, options: Partial<SuggestOptions> = {}) {
  const steps = stepsOf(game, history);
  const { secrets } = consistentSecrets(game, steps);
  const found = suggestGuesses(createScorer(game), steps, secrets, { limit: 5, answersOnly: false, ...options });
  return { ...found, words: found.suggestions.map((s) => ({ ...s, word: game.formatGuess(s.guess) })) };
}

const ANSWERS = ['caret', 'cater', 'crane', 'crate', 'leant', 'react', 'slate', 'trace'];
const GUESSES = ['caret', 'cater', 'crane', 'crate', 'leant', 'react', 'roate', 'salet', 'slate', 'trace'];
/** Hard mode by the rule: greens in place, each revealed letter used as often as revealed. */
const hardAllowed = (history: History): string[] =>
  GUESSES.filter((w) =>
    history.every(({ guess, feedback }) => {
      for (let p = 0; p < 5; p++) if (feedback[p] === 'G' && w[p] !== guess[p]) return false;
      for (const c of new Set(guess)) {
        const shown = [...guess].filter((x, p) => x === c && feedback[p] !== 'B').length;
        if ([...w].filter((x) => x === c).length < shown) return false;
      }
      return true;
    }),
  );

function smallWordle(hard: boolean): Game {
  const list = (entries: string[]) => ({ list: 'test', count: entries.length, sha256: 'test', entries });
  return createWordleGame(wordleSpec({ id: 'wordle-test', title: 'test', answers: list(ANSWERS), accepted: list(GUESSES), hard }));
}

describe('suggestions against brute force', () => {
  for (const hard of [false, true]) {
    it(`Wordle on small lists (${hard ? 'hard' : 'normal'} mode): every allowed guess ranked, its exact figures, its worst part, whether it can win`, () => {
      const game = smallWordle(hard);
      const brute: Brute = { secrets: ANSWERS, guesses: GUESSES, rule: colours, won: 'GGGGG', ...(hard ? { allowed: hardAllowed } : {}) };
      for (const words of [[], ['salet'], ['roate'], ['salet', 'react']]) {
        const history = words.map((g) => ({ guess: g, feedback: colours(g, 'trace') }));
        const expected = bruteRanking(brute, history, game.spec.maxGuesses - history.length);
        const got = suggest(game, history, { limit: 20 }).words;
        expect(
          got.map((s) => ({ guess: s.word, total: s.grade.total, canWin: s.canWin, largestPart: s.largestPart })),
          `${hard} ${words.join()}`,
        ).toEqual(expected);
        for (const s of got) {
          expect(s).toMatchObject({ method: 'exact', grade: { exact: true, withinBoard: true } });
          expect(s.grade.expected).toBeCloseTo(
            s.grade.total / ANSWERS.filter((a) => history.every((h) => colours(h.guess, a) === h.feedback)).length,
            12,
          );
        }
      }
    });
  }

  it('Mastermind of 3 pegs and 3 colours: one guess of each symmetry class, ranked, the first reaching the least total, each figure the brute one', () => {
    const game = getGame('mm-3x3');
    const codes = Array.from({ length: 27 }, (_, i) => `${1 + Math.floor(i / 9)}${1 + (Math.floor(i / 3) % 3)}${1 + (i % 3)}`);
    const brute: Brute = { secrets: codes, guesses: codes, rule: blackWhite, won: '3B0W' };
    for (const history of [[], [{ guess: '112', feedback: '1B1W' }], [{ guess: '123', feedback: '0B2W' }]]) {
      const expected = bruteRanking(brute, history, game.spec.maxGuesses - history.length);
      const all = suggest(game, history, { limit: 20 });
      const got = all.words.map((s) => ({ guess: s.word, total: s.grade.total, canWin: s.canWin, largestPart: s.largestPart }));
      // The game's candidates: one code of each class of codes alike by the symmetries of the history (Mastermind's colours and places).
      expect(got).toHaveLength(Math.min(20, all.screened));
      for (const s of got) expect(s).toEqual(expected.find((e) => e.guess === s.guess));
      // In the brute ranking's order, and the first is a best guess.
      expect(got).toEqual(expected.filter((e) => got.some((s) => s.guess === e.guess)));
      expect(got[0]!.total).toBe(expected[0]!.total);
      // Five asked: the screen's best eight and the search's best guess graded, the five best of them in the same order.
      const five = suggest(game, history).words.map((s) => ({
        guess: s.word,
        total: s.grade.total,
        canWin: s.canWin,
        largestPart: s.largestPart,
      }));
      expect(five).toHaveLength(5);
      expect(five).toEqual(expected.filter((e) => five.some((s) => s.guess === e.guess)));
      expect(five[0]!.total).toBe(expected[0]!.total);
    }
  });

  it('answersOnly: only the answers left, ranked by the same figures', () => {
    const game = smallWordle(false);
    const brute: Brute = { secrets: ANSWERS, guesses: GUESSES, rule: colours, won: 'GGGGG' };
    const history = [{ guess: 'roate', feedback: colours('roate', 'crate') }];
    const left = ANSWERS.filter((a) => colours('roate', a) === history[0]!.feedback);
    const expected = bruteRanking(brute, history, 5).filter((e) => left.includes(e.guess));
    const got = suggest(game, history, { limit: 20, answersOnly: true }).words;
    expect(got.map((s) => [s.word, s.grade.total])).toEqual(expected.map((e) => [e.guess, e.total]));
    expect(got.every((s) => s.canWin)).toBe(true);
  });
});

describe('suggestions: the choice, the budgets, the greedy estimates', () => {
  const game = getGame('mm-3x3');

  it("keeps the board's choice among them, last when it ranks below the others", () => {
    // 111 is the worst first guess of mm-3x3 (it splits 27 codes into four parts).
    const choice = game.parseGuess('111') as number;
    const got = suggest(game, [], { limit: 3, choice }).words;
    expect(got.map((s) => [s.word, s.choice])).toEqual([
      [got[0]!.word, false],
      [got[1]!.word, false],
      ['111', true],
    ]);
    expect(got[2]!.grade.total).toBeGreaterThan(got[1]!.grade.total);
    expect(suggest(game, [], { limit: 3 }).words.map((s) => s.word)).not.toContain('111');
  });

  it('screens against an even sample of the answers beyond its cells, the same every time', () => {
    const game = smallWordle(false);
    const budgets = { ...DEFAULT_SUGGEST_BUDGETS, screenCells: 10 * 3 };
    const a = suggest(game, [], { budgets });
    expect(a.sampled).toBe(3);
    expect(a.screened).toBe(10);
    expect(suggest(game, [], { budgets }).words.map((s) => [s.word, s.grade.total])).toEqual(a.words.map((s) => [s.word, s.grade.total]));
    expect(suggest(game, []).sampled).toBe(8);
  });

  it("beyond the exact budget, the review's greedy figure of each guess, its depth, an estimate; no extra guess graded", () => {
    const budgets = { ...DEFAULT_SUGGEST_BUDGETS, review: { ...DEFAULT_REVIEW_BUDGETS, exactAnswers: 0 } };
    const got = suggest(game, [], { budgets, limit: 4 });
    expect(got.graded).toBe(4);
    for (const s of got.words) {
      expect(s).toMatchObject({ method: 'greedy', grade: { exact: false } });
      expect(s.depth).toBeGreaterThanOrEqual(2);
      // The review of a game that opens with this guess grades it alike.
      const secret = s.word === '123' ? '231' : '123';
      const review = reviewGame(
        createScorer(game),
        stepsOf(game, [
          { guess: s.word, feedback: blackWhite(s.word, secret) },
          { guess: secret, feedback: '3B0W' },
        ]),
        budgets.review,
      );
      expect(review[0]!.played.total).toBe(s.grade.total);
    }
    // An estimate is never below the least total.
    const exact = suggest(game, [], { limit: 27 }).words;
    for (const s of got.words) expect(s.grade.total).toBeGreaterThanOrEqual(exact.find((e) => e.guess === s.guess)!.grade.total);
  });

  it("grades the tree's guess by the tree's figures when it is known", () => {
    const guess = game.parseGuess('122') as number;
    const got = suggest(game, [], { limit: 27, known: { guess, total: 70, depth: 3 } }).words;
    expect(got.find((s) => s.guess === guess)).toMatchObject({ grade: { total: 70, exact: true }, depth: 3, method: 'exact' });
  });
});
