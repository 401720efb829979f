// The openings task: the openings of a board's lists (its family's liveOpenings) computed on a
// thread, the first guesses sent on as soon as they are known.
import type { VariantSpec } from '../../core/game.ts';
import type { OpeningsFileLists } from '../../core/family.ts';
import { familyOfSpec } from '../../core/variants/families.ts';
import { gameOf } from './scorers.ts';

/** The openings of a board's lists to compute: a board of a family with openings. */
export interface OpeningsInput {
  readonly spec: VariantSpec;
}

/** Sent once the first guesses are known (guess indices by objective), before the second guesses. */
export interface OpeningsFirst {
  readonly first: Record<string, number>;
}

/** The openings of a board's lists (its family's liveOpenings), as their file holds them. */
export function openingsTask(input: OpeningsInput, emit: (event: OpeningsFirst) => void): OpeningsFileLists {
  const openings = familyOfSpec(input.spec)?.liveOpenings;
  if (openings === undefined) throw new Error(`${input.spec.id} is a board without openings`);
  const game = gameOf(input.spec);
  return openings.file(
    game,
    openings.compute(game, (first) => emit({ first: Object.fromEntries(first) })),
  );
}
