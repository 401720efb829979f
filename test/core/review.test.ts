import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game.ts';
import { createWordleGame, wordleSpec } from '../../src/core/games/wordle/game.ts';
import { parseHistory, type TextStep } from '../../src/core/history.ts';
import { DEFAULT_REVIEW_BUDGETS, reviewGame, type StepReview } from '../../src/core/review.ts';
import { treeGrades } from '../../src/core/review-tree.ts';
import { flattenTree, pathOf } from '../../src/core/flat-tree.ts';
import { findStrategy } from '../../src/core/strategies/index.ts';
import { buildTreeFile } from '../../src/builder/build-tree/file.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { createGame, getGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { storeLists } from '../../src/store/word-lists.ts';
import { colours, playedAgainst, wordsOf } from '../helpers/wordle-rule.ts';

/*
 * The review checked against brute force written here, apart from the searches: a game's rule as
 * a function of two words or codes, and the least total by trying every guess at every position.
 */

/** Mastermind's feedback by the rule: blacks, then whites as common colours less blacks. */
function blackWhite(guess: string, secret: string): string {
  let black = 0;
  let common = 0;
  for (let p = 0; p < guess.length; p++) if (guess[p] === secret[p]) black++;
  for (const c of new Set(guess)) common += Math.min([...guess].filter((x) => x === c).length, [...secret].filter((x) => x === c).length);
  return `${black}B${common - black}W`;
}

/** A game written as words: its secrets, its guesses and its rule; `won` is the winning feedback. */
interface Brute {
  readonly secrets: readonly string[];
  readonly guesses: readonly string[];
  readonly rule: (guess: string, secret: string) => string;
  readonly won: string;
  /** Hard mode: the guesses allowed after a history (all of them without it). */
  readonly allowed?: (history: ReadonlyArray<{ guess: string; feedback: string }>) => readonly string[];
}

/** The parts of a guess by feedback, the win left out. */
function partsOf(b: Brute, guess: string, set: readonly string[]): string[][] {
  const parts = new Map<string, string[]>();
  for (const s of set) {
    const f = b.rule(guess, s);
    if (f === b.won) continue;
    parts.set(f, [...(parts.get(f) ?? []), s]);
  }
  return [...parts.values()];
}

/** The least total over `set` within `left` guesses (Infinity when none fits), every guess tried: brute force with a memo. */
function leastTotal(
  b: Brute,
  set: readonly string[],
  left: number,
  history: Array<{ guess: string; feedback: string }> = [],
  memo = new Map<string, number>(),
): number {
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

/** The total of guess g at `set`, then the least total of each part (a guess that splits nothing off costs one more guess). */
function guessTotal(
  b: Brute,
  set: readonly string[],
  left: number,
  g: string,
  history: Array<{ guess: string; feedback: string }> = [],
  memo = new Map<string, number>(),
): number {
  const parts = partsOf(b, g, set);
  let total = set.length;
  for (const part of parts) total += leastTotal(b, part, left - 1, [...history, { guess: g, feedback: b.rule(g, part[0]!) }], memo);
  return total;
}

/** Replays a text history through the game. */
function stepsOf(game: Game, history: TextStep[]) {
  const parsed = parseHistory(game, history);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.steps;
}

/** Checks every step of a review against brute force: sizes, luck, and both totals. */
function checkAgainstBrute(game: Game, review: StepReview[], b: Brute, history: TextStep[]): void {
  let set = [...b.secrets];
  const memo = new Map<string, number>();
  history.forEach(({ guess, feedback }, i) => {
    const step = review[i]!;
    const left = game.spec.maxGuesses - i;
    const prefix = history.slice(0, i);
    const sizes = new Map<string, number>();
    for (const s of set) sizes.set(b.rule(guess, s), (sizes.get(b.rule(guess, s)) ?? 0) + 1);
    const after = set.filter((s) => b.rule(guess, s) === feedback);
    expect(step, `step ${i + 1}`).toMatchObject({
      step: i + 1,
      before: set.length,
      after: after.length,
      method: 'exact',
      strategy: 'optimal',
    });
    expect(step.luck.after).toBe(after.length);
    expect(step.luck.expectedAfter).toBeCloseTo([...sizes.values()].reduce((a, n) => a + n * n, 0) / set.length, 12);
    const best = leastTotal(b, set, left, prefix, memo);
    expect(step.best.total, `step ${i + 1} best`).toBe(best);
    expect(step.best.expected).toBeCloseTo(best / set.length, 12);
    // The best guess reaches the least total.
    expect(guessTotal(b, set, left, game.formatGuess(step.best.guess), prefix, memo)).toBe(best);
    expect(step.played.total, `step ${i + 1} played`).toBe(guessTotal(b, set, left, guess, prefix, memo));
    set = after;
  });
}

describe('review: exact steps against brute force', () => {
  it('Mastermind of 3 pegs and 3 colours: every step exact, its totals those of trying every guess', () => {
    const game = getGame('mm-3x3');
    const codes = Array.from({ length: 27 }, (_, i) => `${1 + Math.floor(i / 9)}${1 + (Math.floor(i / 3) % 3)}${1 + (i % 3)}`);
    const brute: Brute = { secrets: codes, guesses: codes, rule: blackWhite, won: '3B0W' };
    for (const [secret, guesses] of [
      ['231', ['112', '123', '231']],
      ['333', ['111', '222', '333']],
      ['212', ['122', '212']],
    ] as const) {
      const history = guesses.map((g) => ({ guess: g, feedback: blackWhite(g, secret) }));
      const review = reviewGame(createScorer(game), stepsOf(game, history));
      expect(review).toHaveLength(guesses.length);
      checkAgainstBrute(game, review, brute, history);
    }
  });

  it('counts the guesses beyond the board where it is too short, and says so', () => {
    // Two guesses cannot find every one of 27 codes; a player who won in two was lucky.
    const game = getGame('mm-3x3-g2');
    const codes = Array.from({ length: 27 }, (_, i) => `${1 + Math.floor(i / 9)}${1 + (Math.floor(i / 3) % 3)}${1 + (i % 3)}`);
    const brute: Brute = { secrets: codes, guesses: codes, rule: blackWhite, won: '3B0W' };
    const history = ['123', '231'].map((g) => ({ guess: g, feedback: blackWhite(g, '231') }));
    const [first] = reviewGame(createScorer(game), stepsOf(game, history));
    expect(first).toMatchObject({ method: 'exact', played: { withinBoard: false }, best: { withinBoard: false } });
    expect(first!.best.total).toBe(leastTotal(brute, codes, 27));
    expect(first!.played.total).toBe(guessTotal(brute, codes, 27, '123'));
  });

  it('Wordle on small lists, in normal and hard mode', () => {
    const answers = ['caret', 'cater', 'crane', 'crate', 'leant', 'react', 'slate', 'trace'];
    const guesses = ['caret', 'cater', 'crane', 'crate', 'leant', 'react', 'roate', 'salet', 'slate', 'trace'];
    for (const hard of [false, true]) {
      const list = (entries: string[]) => ({ list: 'test', count: entries.length, sha256: 'test', entries });
      const game = createWordleGame(
        wordleSpec({ id: 'wordle-test', title: 'test', answers: list(answers), accepted: list(guesses), hard }),
      );
      // Hard mode by the rule: greens in place, each revealed letter used as often as revealed.
      const allowed = (history: ReadonlyArray<{ guess: string; feedback: string }>): string[] =>
        guesses.filter((w) =>
          history.every(({ guess, feedback }) => {
            for (let p = 0; p < 5; p++) if (feedback[p] === 'G' && w[p] !== guess[p]) return false;
            for (const c of new Set(guess)) {
              const shown = [...guess].filter((x, p) => x === c && feedback[p] !== 'B').length;
              if ([...w].filter((x) => x === c).length < shown) return false;
            }
            return true;
          }),
        );
      const brute: Brute = { secrets: answers, guesses, rule: colours, won: 'GGGGG', ...(hard ? { allowed } : {}) };
      for (const [answer, words] of [
        ['crate', ['salet', 'caret', 'crate']],
        ['leant', ['roate', 'leant']],
        ['trace', ['slate', 'crane', 'trace']],
      ] as const) {
        const history = playedAgainst(answer, [...words]);
        const review = reviewGame(createScorer(game), stepsOf(game, history));
        checkAgainstBrute(game, review, brute, history);
      }
    }
  });
});

describe("review: a board's optimal tree grades the steps that follow it", async () => {
  const game = getGame('mm-3x3');
  const codes = Array.from({ length: 27 }, (_, i) => `${1 + Math.floor(i / 9)}${1 + (Math.floor(i / 3) % 3)}${1 + (i % 3)}`);
  const brute: Brute = { secrets: codes, guesses: codes, rule: blackWhite, won: '3B0W' };
  const built = await buildTreeFile(game, findStrategy('optimal')!, createScorer(game), { exactWorkers: 0 });
  const tree = flattenTree(game, built.root);
  // No search at all: every figure exact is the tree's.
  const noSearch = { ...DEFAULT_REVIEW_BUDGETS, exactAnswers: 0 };

  it("on the tree's own games, every step exact by the tree's figures, the least totals of brute force", () => {
    for (const secret of ['231', '333', '112']) {
      const steps = pathOf(tree, codes.indexOf(secret));
      const history = steps.map((s) => ({ guess: game.formatGuess(s.guess), feedback: game.feedbackLabel(s.feedback) }));
      const review = reviewGame(createScorer(game), steps, noSearch, undefined, treeGrades(tree, steps));
      checkAgainstBrute(game, review, brute, history);
      for (const step of review) {
        expect(step).toMatchObject({ optimalTree: true, played: { exact: true }, best: { exact: true } });
        expect(step.best.guess).toBe(step.guess);
      }
    }
  });

  it("off the tree: the tree's best where the game left it, the guess played graded as before (an estimate here), then as before", () => {
    const first = game.formatGuess(tree.guess[0]!);
    const other = codes.find((c) => c !== first && c !== '231')!;
    const history = [other, '231'].map((g) => ({ guess: g, feedback: blackWhite(g, '231') }));
    const steps = stepsOf(game, history);
    const known = treeGrades(tree, steps);
    expect(known[1]).toBeNull();
    const [one, two] = reviewGame(createScorer(game), steps, noSearch, undefined, known);
    expect(one).toMatchObject({
      optimalTree: true,
      method: 'greedy',
      played: { exact: false },
      best: { exact: true, guess: tree.guess[0] },
    });
    expect(one!.best.total).toBe(leastTotal(brute, codes, 10));
    expect(one!.played.total).toBeGreaterThanOrEqual(guessTotal(brute, codes, 10, other));
    const without = reviewGame(createScorer(game), steps, noSearch);
    expect(two).toEqual({ ...without[1], optimalTree: false });
    expect(without.every((s) => !s.optimalTree && !s.best.exact && !s.played.exact)).toBe(true);
  });

  it("treeGrades: the tree's guess, total and depth at each node, none once the game has left it", () => {
    const steps = pathOf(tree, codes.indexOf('333'));
    const grades = treeGrades(tree, steps);
    let left = [...codes];
    steps.forEach((s, i) => {
      const depths = left.map((c) => tree.depthOf[codes.indexOf(c)]! - i);
      expect(grades[i]).toEqual({ guess: s.guess, total: depths.reduce((a, d) => a + d, 0), depth: Math.max(...depths) });
      left = left.filter((c) => blackWhite(game.formatGuess(s.guess), c) === game.feedbackLabel(s.feedback));
    });
    expect(grades[0]!.total).toBe(built.verification.stats.total);
  });
});

describe('review: the budgets of work', () => {
  it('grades greedily a step whose exact search passes its limit of cells, the same on every machine', () => {
    const game = getGame('mastermind');
    const steps = stepsOf(game, [
      { guess: '1122', feedback: '1B0W' },
      { guess: '1344', feedback: '0B1W' },
      { guess: '3526', feedback: '4B0W' },
    ]);
    const methods = (budgets: Partial<typeof DEFAULT_REVIEW_BUDGETS>) =>
      reviewGame(createScorer(game), steps, { ...DEFAULT_REVIEW_BUDGETS, ...budgets }).map((s) => s.method);
    expect(methods({})).toEqual(['greedy', 'exact', 'exact']);
    // 256 answers x 1,296 guesses is 331,776 cells for the first scan alone; 44 x 1,296 is 57,024.
    expect(methods({ exactCells: 300_000 })).toEqual(['greedy', 'greedy', 'exact']);
    expect(methods({ exactCells: 1000 })).toEqual(['greedy', 'greedy', 'greedy']);
    expect(methods({ exactAnswers: 40 })).toEqual(['greedy', 'greedy', 'greedy']);
  });
});

describe('review: greedy steps', () => {
  it("grade by the entropy trees, every guess a candidate: the guess the rule plays and the trees' totals, as written here", () => {
    const game = getGame('mm-3x3');
    const codes = Array.from({ length: 27 }, (_, i) => `${1 + Math.floor(i / 9)}${1 + (Math.floor(i / 3) % 3)}${1 + (i % 3)}`);
    // Entropy by the rule: the smallest sum of n ln n over the parts (the win a part too), ties to a
    // code that can be the secret, then the smallest code.
    const choose = (set: readonly string[]): string => {
      let best = '';
      let bestCost = Infinity;
      for (const g of codes) {
        const sizes = new Map<string, number>();
        for (const s of set) sizes.set(blackWhite(g, s), (sizes.get(blackWhite(g, s)) ?? 0) + 1);
        let cost = 0;
        for (const n of sizes.values()) cost += n * Math.log(n);
        const tol = 1e-9 * Math.max(1, Math.abs(bestCost));
        if (cost < bestCost - tol || (Math.abs(cost - bestCost) <= tol && set.includes(g) && !set.includes(best)))
          [best, bestCost] = [g, cost];
      }
      return best;
    };
    const brute: Brute = { secrets: codes, guesses: codes, rule: blackWhite, won: '3B0W' };
    const treeTotal = (set: readonly string[]): number =>
      set.length === 1 ? 1 : set.length + partsOf(brute, choose(set), set).reduce((t, part) => t + treeTotal(part), 0);
    const history = ['113', '221', '232'].map((g) => ({ guess: g, feedback: blackWhite(g, '232') }));
    const review = reviewGame(createScorer(game), stepsOf(game, history), { ...DEFAULT_REVIEW_BUDGETS, exactAnswers: 0 });
    let set = [...codes];
    history.forEach(({ guess, feedback }, i) => {
      const step = review[i]!;
      expect(step).toMatchObject({ method: 'greedy', strategy: 'entropy', fast: false, before: set.length });
      const played = set.length + partsOf(brute, guess, set).reduce((t, part) => t + treeTotal(part), 0);
      const rule = { guess: choose(set), total: treeTotal(set) };
      expect(step.played.total).toBe(played);
      // The rule's guess, unless the guess played does better by the same measure.
      expect({ guess: game.formatGuess(step.best.guess), total: step.best.total }).toEqual(
        played < rule.total ? { guess, total: played } : rule,
      );
      set = set.filter((s) => blackWhite(guess, s) === feedback);
    });
  });
});

describe('review: the New York Times lists, salet first', () => {
  const game = createGame(resolveVariant('wordle', storeLists()));
  const scorer = createScorer(game, 32 * 1024 * 1024);
  const answers = wordsOf('wordle-answers.txt');

  it('grades the first step greedily (2,309 answers are beyond the exact budget), the small ones after it exactly', () => {
    const history = playedAgainst('adapt', ['salet', 'crane', 'adapt']);
    const review = reviewGame(scorer, stepsOf(game, history));
    const [first, second, last] = review;
    // 2,309 answers x 12,947 guesses is beyond the exact budget, and the full rule's: the cheaper rule.
    expect(first).toMatchObject({ before: 2309, after: 20, method: 'greedy', strategy: 'entropy', fast: true });
    const sizes = new Map<string, number>();
    for (const a of answers) sizes.set(colours('salet', a), (sizes.get(colours('salet', a)) ?? 0) + 1);
    expect(first!.luck.expectedAfter).toBeCloseTo([...sizes.values()].reduce((s, n) => s + n * n, 0) / 2309, 9);
    expect(first!.best.total).toBeLessThanOrEqual(first!.played.total);
    // Selby's least total after salet is 7,897: no tree of the entropy rule does better.
    expect(first!.played.total).toBeGreaterThanOrEqual(7897);
    expect(second).toMatchObject({ before: 20, after: 2, method: 'exact', strategy: 'optimal' });
    expect(second!.best.total).toBeLessThanOrEqual(second!.played.total);
    expect(last).toMatchObject({ before: 2, after: 1, method: 'exact', played: { total: 3, expected: 1.5 } });
  });
});
