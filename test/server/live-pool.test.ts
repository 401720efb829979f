import { afterAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/games/catalogue.ts';
import { consistentSecrets } from '../../src/core/history.ts';
import { chooseLive, liveObjective } from '../../src/core/live.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { HttpError } from '../../src/server/errors.ts';
import { LivePool } from '../../src/server/live-pool.ts';

const pool = new LivePool(1, 0);
afterAll(() => pool.close());
const game = getGame('mastermind');
const steps = [{ guess: game.parseGuess('1234') as number, feedback: game.parseFeedback('1B1W') }];
const task = { variant: 'mastermind', strategy: 'entropy', steps: new Int32Array([steps[0]!.guess, steps[0]!.feedback]), budget: 10_000_000, tableLimit: 1 << 26 };

describe('LivePool', () => {
  it('computes on a worker what the inline rule computes; beyond its bound it refuses with 503 and Retry-After', async () => {
    const first = pool.run(task);
    const second = pool.run({ ...task, strategy: 'minimax' });
    await expect(second).rejects.toMatchObject({ statusCode: 503, code: 'busy', headers: { 'Retry-After': '1' } });
    await expect(second).rejects.toBeInstanceOf(HttpError);
    const inline = chooseLive(createScorer(game), liveObjective('entropy'), game.play(game.initialPlayed, steps[0]!.guess), consistentSecrets(game, steps).secrets);
    expect(await first).toEqual({ guess: inline.guess, fast: inline.fast });
    expect(pool.pending).toBe(0);
  });
  it('a task the worker cannot compute fails alone; the pool keeps working', async () => {
    await expect(pool.run({ ...task, variant: 'nope' })).rejects.toThrow(/live computation failed: unknown variant "nope"/);
    expect((await pool.run(task)).guess).toBeGreaterThanOrEqual(0);
  });
  it('a computation over its time limit is answered 503 and its worker replaced', async () => {
    const strict = new LivePool(1, 1, 1, 1);
    try {
      await expect(strict.run(task)).rejects.toMatchObject({ statusCode: 503, code: 'busy', message: expect.stringMatching(/took too long/) });
      expect(strict.pending).toBe(0);
    } finally {
      await strict.close();
    }
  });
});
