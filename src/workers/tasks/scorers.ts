import type { Game, VariantSpec } from '../../core/game.ts';
import { createGame } from '../../core/variants/games.ts';
import { createScorer, type Scorer } from '../../core/scorer.ts';

// A thread keeps the games and scorers it has built, so a variant's tables are made once per thread.
const games = new Map<string, Game>();
const scorers = new Map<string, Scorer>();

/** The game of a spec, built once per thread. */
export function gameOf(spec: VariantSpec): Game {
  let game = games.get(spec.id);
  if (game === undefined) games.set(spec.id, (game = createGame(spec)));
  return game;
}

/**
 * A scorer over the main thread's score table when one is given (shared memory, so no thread
 * builds it again), else over a table of its own up to `tableLimit` entries.
 */
export function scorerOf(spec: VariantSpec, table: Uint8Array | undefined, tableLimit?: number): Scorer {
  const key = table !== undefined ? `${spec.id}/shared` : `${spec.id}/${tableLimit ?? 'default'}`;
  let scorer = scorers.get(key);
  if (scorer === undefined) {
    const game = gameOf(spec);
    scorer = table !== undefined ? createScorer(game, undefined, table) : createScorer(game, tableLimit);
    scorers.set(key, scorer);
  }
  return scorer;
}
