import { afterAll, describe, expect, it } from 'vitest';
import { BuildPool } from '../../src/builder/pool.ts';
import { getGame } from '../../src/core/games/catalogue.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findStrategy } from '../../src/core/strategies/index.ts';

describe('parallel build', () => {
  const pool = new BuildPool(2);
  afterAll(() => pool.close());

  it('gives the same tree as the single-threaded builder, and reports progress to the end', async () => {
    const game = getGame('royale');
    const scorer = createScorer(game);
    for (const id of ['minimax', 'entropy']) {
      const strategy = findStrategy(id)!;
      let last = 0;
      const parallel = await pool.build(strategy, scorer, (done, total) => {
        expect(done).toBeGreaterThanOrEqual(last);
        expect(total).toBe(game.secretCount);
        last = done;
      });
      expect(last).toBe(game.secretCount);
      expect(parallel).toEqual(await strategy.build(scorer));
    }
  });
});
