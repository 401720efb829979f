import { describe, expect, it } from 'vitest';
import { buildForest, type ForestJob } from '../../src/builder/forest.ts';
import { getGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findGreedyStrategy } from '../../src/core/strategies/index.ts';

const JOBS: ForestJob[] = [
  { variant: 'mastermind', strategy: 'entropy' },
  { variant: 'mastermind', strategy: 'minimax' },
  { variant: 'mastermind-distinct', strategy: 'expected-size' },
  { variant: 'twod', strategy: 'most-parts' },
  { variant: 'mastermind-distinct', strategy: 'entropy' },
];

describe('forest build (many greedy trees on every thread)', () => {
  it('gives, in job order, the trees the single-threaded builder gives, on 1 and on 2 threads', async () => {
    const expected = JOBS.map((j) => findGreedyStrategy(j.strategy)!.build(createScorer(getGame(j.variant))));
    for (const threads of [1, 2]) {
      const seen: number[] = [];
      const forest = await buildForest(JOBS, { threads, onTree: (t) => seen.push(t.index) });
      expect(forest.trees.map((t) => t.index)).toEqual([0, 1, 2, 3, 4]);
      expect(forest.trees.map((t) => t.root)).toEqual(expected);
      expect(seen.sort()).toEqual([0, 1, 2, 3, 4]);
      expect([...forest.tableMs.keys()]).toEqual(['mastermind', 'mastermind-distinct', 'twod']);
      for (const t of forest.trees) expect(t.ms).toBeGreaterThanOrEqual(0);
      if (threads === 1) for (const t of forest.trees) expect(t.thread).toBe(0);
    }
  });

  it('gives the same trees when the workers build them all', async () => {
    const jobs = JOBS.slice(2);
    const expected = jobs.map((j) => findGreedyStrategy(j.strategy)!.build(createScorer(getGame(j.variant))));
    const forest = await buildForest(jobs, { threads: 3, mainThreadBuilds: false });
    expect(forest.trees.map((t) => t.root)).toEqual(expected);
    for (const t of forest.trees) expect([1, 2]).toContain(t.thread);
  });

  it('refuses unknown variants and strategies that are not greedy, before starting any thread', async () => {
    await expect(buildForest([{ variant: 'chess', strategy: 'entropy' }])).rejects.toThrow(/"chess" is not a variant id/);
    await expect(buildForest([{ variant: 'mastermind', strategy: 'optimal' }])).rejects.toThrow(/"optimal" is not a greedy strategy/);
  });

  it('builds nothing for no jobs', async () => {
    expect((await buildForest([], { threads: 2 })).trees).toEqual([]);
  });
});
