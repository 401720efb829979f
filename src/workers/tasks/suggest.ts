// The suggestions task: the guesses worth playing at a position, computed off the server's
// event loop.
import type { VariantSpec } from '../../core/game.ts';
import { consistentSecrets, unpackSteps } from '../../core/history.ts';
import { liveTableLimit } from '../../core/live.ts';
import type { TreeGrade } from '../../core/review-tree.ts';
import { suggestGuesses, type Suggestions } from '../../core/suggest.ts';
import { gameOf, scorerOf } from './scorers.ts';

/** Suggestions to compute: the history (open, consistent) as flat (guess, feedback) pairs. */
export interface SuggestInput {
  readonly spec: VariantSpec;
  readonly steps: Int32Array;
  readonly limit: number;
  readonly answersOnly: boolean;
  /** The board's own guess here, or -1 for none. */
  readonly choice: number;
  /** The board's tree of the least total at this position, when the history follows it. */
  readonly known: TreeGrade | null;
  /** Largest score table this thread may build for the variant (none where the family scores by columns, as for live answers). */
  readonly tableLimit: number;
}

/** The same pure computation as the server's inline path (core/suggest.ts), off its event loop. */
export function suggestTask(input: SuggestInput): Suggestions {
  const game = gameOf(input.spec);
  const scorer = scorerOf(input.spec, undefined, liveTableLimit(input.spec, input.tableLimit));
  const steps = unpackSteps(input.steps);
  const { secrets } = consistentSecrets(game, steps);
  if (secrets.length === 0) throw new Error('no secret fits the history');
  return suggestGuesses(scorer, steps, secrets, {
    limit: input.limit,
    answersOnly: input.answersOnly,
    choice: input.choice < 0 ? undefined : input.choice,
    known: input.known,
  });
}
