// The game of any spec or variant id: the one dispatch over the game families, each game made
// once and shared by its aliases.
import type { Game, VariantSpec } from '../game.ts';
import { familyOfSpec } from './families.ts';
import { resolveVariant } from './parse.ts';

/** A game from any spec (catalogue, grammar or word list), by its family: the one dispatch over game files. */
export function createGame(spec: VariantSpec): Game {
  const registered = familyOfSpec(spec);
  if (registered !== undefined) return registered.createGame(spec);
  throw new Error(`${spec.id}: no game of the family ${spec.family}`);
}

const games = new Map<string, Game>();

/**
 * The game a variant id names, built once and shared by its canonical id (so aliases share it).
 * Word games need their lists: give the store's or the caller's source.
 */
export function getGame(id: string): Game {
  const spec = resolveVariant(id);
  let game = games.get(spec.id);
  if (game === undefined) {
    game = createGame(spec);
    games.set(spec.id, game);
  }
  return game;
}
