// The openings task: a board's openings (its family's, GameFamily.openingsFile) computed on a
// thread, the first guesses sent on as soon as they are known.
import type { VariantSpec } from '../../core/game.ts';
import { familyOfSpec } from '../../core/variants/families.ts';
import { gameOf } from './scorers.ts';

/** The openings of a board's lists to compute. */
export interface OpeningsInput {
  readonly spec: VariantSpec;
}

/** Sent once the first guesses are known (guess indices by objective), before the second guesses. */
export interface OpeningsFirst {
  readonly first: Record<string, number>;
}

/** The openings of a board's lists, as their file holds them (its family's openingsFile). */
export function openingsTask(input: OpeningsInput, emit: (event: OpeningsFirst) => void): unknown {
  const compute = familyOfSpec(input.spec)?.openingsFile;
  if (compute === undefined) throw new Error(`${input.spec.id} is of no family with openings`);
  return compute(gameOf(input.spec), (first) => emit({ first: Object.fromEntries(first) }));
}
