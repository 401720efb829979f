import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { runExact } from '../../src/builder/exact.ts';
import { createExactSearch } from '../../src/core/strategies/exact/search.ts';
import { findStrategy } from '../../src/core/strategies/index.ts';
import { verifyTree, type TreeStats } from '../../src/core/tree.ts';
import { decodeMsgpack, encodeTreeFile, fromFileNode, makeTreeFile, parseTreeFile } from '../../src/store/tree-file.ts';

const dataDir = join(import.meta.dirname, '..', '..', 'data');

/** Decodes a committed tree file and plays every secret through it. */
function verified(variant: string, strategy: string): TreeStats {
  const game = getGame(variant);
  const file = parseTreeFile(decodeMsgpack(readFileSync(join(dataDir, `${variant}.${strategy}.msgpack`))));
  expect(file.variant.id).toBe(variant);
  expect(file.strategy.id).toBe(strategy);
  const v = verifyTree(game, fromFileNode(game, file.root));
  expect(v.problems).toEqual([]);
  expect(v.ok).toBe(true);
  expect(file.stats).toEqual(v.stats);
  return v.stats;
}

describe('committed exact trees', () => {
  it('mastermind / optimal: total 5625, max 6 (Koyama and Lai 1993)', () => {
    const s = verified('mastermind', 'optimal');
    expect(s.total).toBe(5625);
    expect(s.average.toFixed(4)).toBe('4.3403');
    expect(s.max).toBe(6);
  });

  it('mastermind / optimal-worst: max 5, total 5626 (Koyama and Lai 1993)', () => {
    const s = verified('mastermind', 'optimal-worst');
    expect(s.max).toBe(5);
    expect(s.total).toBe(5626);
  });

  it('twod / optimal-worst: max 4 (as in the Stack Overflow question on a general framework for guessing games), where greedy entropy needs 5', () => {
    expect(verified('twod', 'optimal-worst').max).toBe(4);
    expect(verified('twod', 'entropy').max).toBe(5);
    expect(verified('twod', 'optimal').total).toBeLessThanOrEqual(verified('twod', 'optimal-worst').total);
  });

  it('mastermind-distinct / optimal and optimal-worst: at most 1446, no worse than greedy entropy', () => {
    const best = verified('mastermind-distinct', 'optimal');
    const worst = verified('mastermind-distinct', 'optimal-worst');
    const entropy = verified('mastermind-distinct', 'entropy');
    expect(best.total).toBeLessThanOrEqual(1446);
    expect(best.total).toBeLessThanOrEqual(entropy.total);
    expect(best.total).toBe(1435);
    expect(worst.max).toBe(5);
    expect(worst.total).toBe(1435);
  });

  it('royale / optimal: within 6 guesses, total 13496 (the figure of widmaN/mastermind-strategy)', () => {
    const s = verified('royale', 'optimal');
    expect(s.max).toBeLessThanOrEqual(6);
    expect(s.total).toBe(13496);
  });

  it('royale / optimal-worst: max 5, total 13531', () => {
    const s = verified('royale', 'optimal-worst');
    expect(s.max).toBe(5);
    expect(s.total).toBe(13531);
  });

  it('bulls-and-cows / optimal: total 26274, average 5.2131, max 7 (Tanaka 1996)', () => {
    const s = verified('bulls-and-cows', 'optimal');
    expect(s.total).toBe(26274);
    expect(s.average.toFixed(4)).toBe('5.2131');
    expect(s.max).toBe(7);
  });

  it('mm-4x7 / optimal: total 11228, average 4.6764 (Ville 2013)', () => {
    const s = verified('mm-4x7', 'optimal');
    expect(s.total).toBe(11228);
    expect(s.average.toFixed(4)).toBe('4.6764');
    expect(s.max).toBe(6);
  });

  it('mm-4x7 / optimal-worst: max 6, and the optimal total 11228 fits it', () => {
    const s = verified('mm-4x7', 'optimal-worst');
    expect(s.max).toBe(6);
    expect(s.total).toBe(11228);
  });

  it('mm-4x8 / optimal: total 20471, average 4.9978 (the optimum the Mastermind solver arfst23/Mastermind reports)', () => {
    const s = verified('mm-4x8', 'optimal');
    expect(s.total).toBe(20471);
    expect(s.average.toFixed(4)).toBe('4.9978');
    expect(s.max).toBe(7);
  });

  it('mm-4x8 / optimal-worst: max 6, total 20473', () => {
    const s = verified('mm-4x8', 'optimal-worst');
    expect(s.max).toBe(6);
    expect(s.total).toBe(20473);
  });

  it('bc-4x9 / optimal: total 14914 (the figure of widmaN/mastermind-strategy for 4 distinct of 9); optimal-worst: max 6, total 14916', () => {
    const best = verified('bc-4x9', 'optimal');
    expect(best.total).toBe(14914);
    expect(best.average.toFixed(3)).toBe('4.932');
    const worst = verified('bc-4x9', 'optimal-worst');
    expect(worst.max).toBe(6);
    expect(worst.total).toBe(14916);
  });

  it('no tree is shallower than the optimal-worst trees (the feasibility search says so)', () => {
    for (const [variant, depth] of [['mastermind', 5], ['royale', 5], ['mastermind-distinct', 5], ['twod', 4], ['mm-4x7', 6], ['mm-4x8', 6], ['bc-4x9', 6]] as const) {
      const game = getGame(variant);
      const search = createExactSearch(createScorer(game));
      const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
      expect(search.feasible([], all, depth - 1), `${variant} within ${depth - 1}`).toBe(false);
      expect(verified(variant, 'optimal-worst').max).toBe(depth);
    }
  });

  it('mm-5x6 / optimal-worst: max 6 with total 36721, the least total of all (optimal: 36721 with max 7); no tree finds every secret within 5', () => {
    const best = verified('mm-5x6', 'optimal');
    expect([best.total, best.max]).toEqual([36721, 7]);
    const worst = verified('mm-5x6', 'optimal-worst');
    expect([worst.total, worst.max]).toEqual([36721, 6]);
    const game = getGame('mm-5x6');
    const search = createExactSearch(createScorer(game));
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    expect(search.feasible([], all, 5)).toBe(false);
  });

  it('bulls-and-cows / optimal-worst: max 7, total 26274; no tree finds every secret within 6 (Slovesnov)', () => {
    const s = verified('bulls-and-cows', 'optimal-worst');
    expect(s.max).toBe(7);
    expect(s.total).toBe(26274);
    const game = getGame('bulls-and-cows');
    const search = createExactSearch(createScorer(game));
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    expect(search.feasible([], all, 6)).toBe(false);
  });

  it('the exact strategies are registered after the greedy ones, and super is declined', () => {
    for (const id of ['optimal', 'optimal-worst']) {
      const strategy = findStrategy(id)!;
      if (strategy.kind !== 'exact') throw new Error(`${id} should be exact`);
      expect(strategy.unsupported('super')).toMatch(/out of reach/);
      expect(strategy.unsupported('mastermind')).toBeNull();
    }
  });
});

describe('rebuilding exact trees from scratch', () => {
  it.each([
    ['mastermind', 'optimal', 5625],
    ['mastermind', 'optimal-worst', 5626],
    ['mastermind-distinct', 'optimal-worst', 1435],
    ['twod', 'optimal-worst', 83],
    ['mm-4x7', 'optimal', 11228],
  ] as const)('%s / %s: total %i, the committed bytes (single thread, deterministic)', async (variant, strategy, total) => {
    const game = getGame(variant);
    const objective = strategy === 'optimal' ? 'total' : 'worst';
    const result = await runExact(createScorer(game), { objective, workers: 0, log: () => {} });
    expect(result.total).toBe(total);
    const v = verifyTree(game, result.tree);
    const bytes = encodeTreeFile(makeTreeFile(game, findStrategy(strategy)!, result.tree, v.stats));
    const committed = readFileSync(join(dataDir, `${variant}.${strategy}.msgpack`));
    expect(Buffer.from(bytes).equals(committed)).toBe(true);
  }, 120_000);
});
