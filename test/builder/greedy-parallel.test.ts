import { afterAll, describe, expect, it } from 'vitest';
import { buildGreedyParallel, buildLookaheadParallel } from '../../src/builder/greedy-parallel.ts';
import { getGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findGreedyStrategy } from '../../src/core/strategies/index.ts';
import { TaskPool } from '../../src/workers/pool.ts';

describe('greedy tree split over threads', () => {
  const pool = new TaskPool({ size: 2 }).start();
  afterAll(() => pool.close());

  it('gives the same tree as the single-threaded builder, and reports progress to the end', async () => {
    const game = getGame('royale');
    const scorer = createScorer(game);
    for (const id of ['minimax', 'entropy']) {
      const strategy = findGreedyStrategy(id)!;
      let last = 0;
      const parallel = await buildGreedyParallel(pool, strategy.id, strategy.objective, scorer, (done, total) => {
        expect(done).toBeGreaterThanOrEqual(last);
        expect(total).toBe(game.secretCount);
        last = done;
      });
      expect(last).toBe(game.secretCount);
      expect(parallel).toEqual(strategy.build(scorer));
    }
  });

  it('builds a look-ahead tree as the single-threaded builder does, its progress ending at every secret', async () => {
    const game = getGame('mastermind');
    const scorer = createScorer(game);
    const strategy = findGreedyStrategy('entropy-lookahead')!;
    let last = 0;
    const parallel = await buildLookaheadParallel(pool, strategy, scorer, (done) => {
      expect(done).toBeGreaterThanOrEqual(last);
      last = done;
    });
    expect(last).toBe(game.secretCount);
    expect(game.formatGuess(parallel.guess)).toBe('1123');
    expect(parallel).toEqual(strategy.build(scorer));
  });
});
