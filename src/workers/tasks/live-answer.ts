// The live-answer task: the next guess off the tree, the same pure computation as the server's
// inline path, off its event loop.
import type { VariantSpec } from '../../core/game.ts';
import { consistentSecrets, playedState, unpackSteps } from '../../core/history.ts';
import { chooseLive, liveObjective, liveTableLimit } from '../../core/live.ts';
import { scorerOf, gameOf } from './scorers.ts';

/** A live (off-tree) answer to compute: the history as flat (guess, feedback) pairs. */
export interface LiveAnswerInput {
  readonly spec: VariantSpec;
  readonly strategy: string;
  readonly steps: Int32Array;
  /** Work budget in guess x secret evaluations (above it, the cheaper rule). */
  readonly budget: number;
  /** Largest score table this thread may build for the variant. */
  readonly tableLimit: number;
}

/** The guess, and whether the budget forced the cheaper rule. */
export interface LiveAnswerOutput {
  readonly guess: number;
  readonly fast: boolean;
}

/** The same pure computation as the server's inline path, off its event loop. */
export function liveAnswer(input: LiveAnswerInput): LiveAnswerOutput {
  const game = gameOf(input.spec);
  const scorer = scorerOf(input.spec, undefined, liveTableLimit(input.spec, input.tableLimit));
  const steps = unpackSteps(input.steps);
  const { secrets } = consistentSecrets(game, steps);
  if (secrets.length === 0) throw new Error('no secret fits the history');
  const choice = chooseLive(scorer, liveObjective(input.strategy), playedState(game, steps), secrets, input.budget);
  return { guess: choice.guess, fast: choice.fast };
}
