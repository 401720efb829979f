import { describe, expect, it } from 'vitest';
import { greedyUpperBound } from '../../src/builder/exact/upper-bound.ts';
import { runExact } from '../../src/builder/exact.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { EXACT_THREADS_FROM } from '../../src/core/strategies/index.ts';
import { getGame } from '../../src/core/variants/games.ts';

describe("the exact search's starting upper bound", () => {
  it('is not built for the smallest total on a board too small for threads; the search finds the optimum without it', async () => {
    const scorer = createScorer(getGame('mastermind'));
    expect(scorer.game.secretCount).toBeLessThan(EXACT_THREADS_FROM);
    expect(greedyUpperBound(scorer, 'total', scorer.game.spec.maxGuesses)).toBeNull();
    const found = await runExact(scorer, { objective: 'total', workers: 0, log: () => {} });
    expect([found.total, found.greedyTotal]).toEqual([5625, null]);
  });

  it("is entropy's tree on a larger board, and the greedy trees within the depth for the smallest worst case", () => {
    const royale = createScorer(getGame('royale'));
    expect(royale.game.secretCount).toBeGreaterThanOrEqual(EXACT_THREADS_FROM);
    // Above Royale's optimum, 13496.
    expect(greedyUpperBound(royale, 'total', royale.game.spec.maxGuesses)).toBeGreaterThan(13496);
    const mastermind = createScorer(getGame('mastermind'));
    // Mastermind's optimum within 5 guesses is 5626; the greedy trees that fit do worse.
    expect(greedyUpperBound(mastermind, 'worst', 5)).toBeGreaterThan(5626);
  });
});
