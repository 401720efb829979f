import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findGreedyStrategy } from '../../src/core/strategies/index.ts';
import { findChild } from '../../src/core/tree.ts';
import { chooseLive, liveObjective } from '../../src/core/live.ts';
import { consistentSecrets, playedState } from '../../src/core/history.ts';

const game = getGame('mastermind');
const scorer = createScorer(game);

describe('chooseLive', () => {
  it("on the tree's own history it chooses what the builder chose", async () => {
    const root = findGreedyStrategy('minimax')!.build(scorer);
    const all = consistentSecrets(game, []).secrets;
    expect(chooseLive(scorer, liveObjective('minimax'), game.initialPlayed, all)).toMatchObject({ guess: root.guess, fast: false });
    const steps = [{ guess: root.guess, feedback: game.parseFeedback('1B1W') }];
    const child = findChild(root, steps[0]!.feedback)!;
    const rem = consistentSecrets(game, steps).secrets;
    expect(chooseLive(scorer, liveObjective('minimax'), playedState(game, steps), rem).guess).toBe(child.guess);
  });

  it('over budget it uses the cheaper rule, still a sensible guess, and says so', () => {
    const all = consistentSecrets(game, []).secrets;
    const r = chooseLive(scorer, liveObjective('entropy'), game.initialPlayed, all, 1296 * 3);
    expect(r.fast).toBe(true);
    expect(r.evaluated).toBe(3);
    expect(game.guessSecret[r.guess]).toBeGreaterThanOrEqual(0);
  });

  it('exact strategies fall back to entropy', () => {
    expect(liveObjective('optimal').id).toBe('entropy');
    expect(liveObjective('most-parts').id).toBe('most-parts');
  });
});
