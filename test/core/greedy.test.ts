import { describe, expect, it } from 'vitest';
import { createGame, getGame } from '../../src/core/variants/games.ts';
import type { Game } from '../../src/core/game.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findGreedyStrategy } from '../../src/core/strategies/index.ts';
import { OBJECTIVES } from '../../src/core/strategies/objectives.ts';
import { buildTree, createGreedyChooser } from '../../src/core/strategies/greedy.ts';
import { verifyTree, type TreeNode, type TreeStats } from '../../src/core/tree.ts';

/** Builds a greedy tree and returns its verified stats. */
async function build(variant: string, strategy: string): Promise<{ root: TreeNode; stats: TreeStats; game: Game }> {
  const game = getGame(variant);
  const root = findGreedyStrategy(strategy)!.build(createScorer(game));
  const v = verifyTree(game, root);
  expect(v.problems).toEqual([]);
  return { root, stats: v.stats, game };
}

describe('greedy strategies reproduce the published figures', () => {
  it("mastermind / minimax is Knuth's tree: first guess 1122, total 5801, 1/6/62/533/694", async () => {
    const { root, stats, game } = await build('mastermind', 'minimax');
    expect(game.formatGuess(root.guess)).toBe('1122');
    expect(stats.total).toBe(5801);
    expect(stats.max).toBe(5);
    expect(stats.histogram.slice(1)).toEqual([1, 6, 62, 533, 694]);
  });

  it('mastermind / expected-size totals 5696 with max 6 (Irving 1978)', async () => {
    const { stats } = await build('mastermind', 'expected-size');
    expect([stats.total, stats.max]).toEqual([5696, 6]);
  });

  it('mastermind / most-parts totals 5668 with max 6 (Kooi 2005)', async () => {
    const { stats } = await build('mastermind', 'most-parts');
    expect([stats.total, stats.max]).toEqual([5668, 6]);
  });

  it('mastermind / entropy totals between 5683 and 5733 (ties decide where)', async () => {
    const { stats } = await build('mastermind', 'entropy');
    expect(stats.total).toBeGreaterThanOrEqual(5683);
    expect(stats.total).toBeLessThanOrEqual(5733);
  });

  // "Stack Overflow framework": the Stack Overflow question on a general framework for guessing
  // games; "Tsinghua paper": the Tsinghua Bulls-and-Cows paper.
  it("mastermind-distinct / entropy gives the Stack Overflow framework's distribution: 7, 55, 229, 69 in 2..5 guesses", async () => {
    const { stats } = await build('mastermind-distinct', 'entropy');
    expect(stats.histogram).toEqual([0, 0, 7, 55, 229, 69]);
  });

  it("bulls-and-cows / most-parts gives the Tsinghua paper's histogram 1, 11, 80, 556, 2277, 1929, 183, 3", async () => {
    const { stats } = await build('bulls-and-cows', 'most-parts');
    expect(stats.histogram.slice(1)).toEqual([1, 11, 80, 556, 2277, 1929, 183, 3]);
  });

  it('bulls-and-cows / expected-size totals 26551 (the Tsinghua paper: average 5.268)', async () => {
    const { stats } = await build('bulls-and-cows', 'expected-size');
    expect(stats.total).toBe(26551);
    expect(stats.average.toFixed(3)).toBe('5.268');
  });

  it('bulls-and-cows / minimax needs at most 7 guesses; expected-steps averages 5.24 to 5.25', async () => {
    expect((await build('bulls-and-cows', 'minimax')).stats.max).toBe(7);
    const { stats } = await build('bulls-and-cows', 'expected-steps');
    expect(stats.average).toBeGreaterThanOrEqual(5.24);
    expect(stats.average).toBeLessThanOrEqual(5.25);
  });

  it('royale: every greedy strategy finds every secret within the six guesses of Mastermind Royale (5 pegs, 5 colours)', async () => {
    for (const o of OBJECTIVES) {
      const { stats } = await build('royale', o.id);
      expect(stats.secrets).toBe(3125);
      expect(stats.max, o.id).toBeLessThanOrEqual(6);
    }
  });

  it('twod / entropy has a worst case of 5 (as in the Stack Overflow framework)', async () => {
    expect((await build('twod', 'entropy')).stats.max).toBe(5);
  });
});

describe('greedy choice', () => {
  it('is the same with and without symmetry reduction (free colours, history symmetries), for every objective', () => {
    for (const variant of ['mastermind', 'mastermind-distinct', 'twod']) {
      const game = getGame(variant);
      const everyGuess = Int32Array.from({ length: game.guessCount }, (_, i) => i);
      const plain: Game = { ...game, candidateGuesses: () => everyGuess };
      for (const o of OBJECTIVES) {
        const reduced = buildTree(createScorer(game), createGreedyChooser(createScorer(game), o));
        const full = buildTree(createScorer(plain), createGreedyChooser(createScorer(plain), o, { historySymmetry: false }));
        expect(reduced, `${variant}/${o.id}`).toEqual(full);
      }
    }
  });

  it('is the same with the score table and with scoring on the fly', () => {
    const game = getGame('mastermind');
    for (const o of OBJECTIVES) {
      const tabled = createScorer(game);
      const live = createScorer(game, 0);
      expect(buildTree(live, createGreedyChooser(live, o))).toEqual(buildTree(tabled, createGreedyChooser(tabled, o)));
    }
  });

  it('is the same read by columns (small sets) and by rows only, to the last bit', () => {
    // mastermind-distinct has more guesses than secrets, so its columns are a transposed copy.
    for (const variant of ['mastermind', 'mastermind-distinct', 'twod']) {
      const scorer = createScorer(getGame(variant));
      expect(scorer.columns).toBeDefined();
      const rowsOnly = { ...scorer, columns: undefined };
      for (const o of OBJECTIVES) {
        expect(buildTree(scorer, createGreedyChooser(scorer, o)), `${variant}/${o.id}`).toEqual(
          buildTree(rowsOnly, createGreedyChooser(rowsOnly, o)),
        );
      }
    }
  });

  it('breaks ties toward a possible secret, then the smallest code', () => {
    // 2 pegs, symbols 0-3, distinct secrets, any guess.
    const game = createGame({
      id: 'tiny',
      title: 'tiny',
      family: 'mastermind',
      pegs: 2,
      symbols: '0123',
      secrets: 'distinct',
      guesses: 'any',
      maxGuesses: 5,
      feedbackStyle: 'BW',
    });
    const scorer = createScorer(game);
    const set = (...codes: string[]) => Int32Array.from(codes.map((t) => game.guessSecret[game.parseGuess(t) as number]!));
    // Sets like these arise only after every symbol has been played, so no symbol is free.
    const played = game.play(game.play(game.initialPlayed, game.parseGuess('01') as number), game.parseGuess('23') as number);
    for (const o of OBJECTIVES) {
      const chooser = createGreedyChooser(scorer, o);
      // {01, 02, 03}: no secret separates them all; 12 and 23 do, and 12 is the smaller code.
      expect(game.formatGuess(chooser.choose(played, set('01', '02', '03'))), o.id).toBe('12');
      // {12, 13, 21}: 02 and 12 both separate them all; 12 can be the secret, so it wins the tie.
      expect(game.formatGuess(chooser.choose(played, set('12', '13', '21'))), o.id).toBe('12');
    }
  });
});
