// The openings task: a Wordle board's openings computed on a thread, the first guesses sent on
// as soon as they are known.
import type { VariantSpec } from '../../core/game.ts';
import type { WordleGame } from '../../core/games/wordle/game.ts';
import { computeWordleOpenings, openingsFile, type OpeningsFile } from '../../core/games/wordle/openings.ts';
import { gameOf } from './scorers.ts';

/** The openings of a Wordle board's lists to compute. */
export interface OpeningsInput {
  readonly spec: VariantSpec;
}

/** Sent once the first guesses are known (guess indices by objective), before the second guesses. */
export interface OpeningsFirst {
  readonly first: Record<string, number>;
}

/** The openings of a board's lists (core/games/wordle/openings.ts), as their file holds them. */
export function wordleOpenings(input: OpeningsInput, emit: (event: OpeningsFirst) => void): OpeningsFile {
  const game = gameOf(input.spec) as WordleGame;
  const openings = computeWordleOpenings(game, (first) => emit({ first: Object.fromEntries(first) }));
  return openingsFile(game, openings);
}
