import type { Game, VariantSpec } from '../game.ts';
import { createMastermindGame } from '../games/mastermind.ts';
import { createTwodGame } from '../games/twod.ts';
import { createWordsGame } from '../games/words.ts';
import { createWordleGame, type WordleSpec } from '../games/wordle/game.ts';
import { createNerdleGame, type NerdleSpec } from '../games/nerdle/game.ts';
import { resolveVariant } from './parse.ts';

/** A game from any spec (catalogue, grammar or word list), by its family: the one dispatch over game files. */
export function createGame(spec: VariantSpec): Game {
  switch (spec.family) {
    case 'twod':
      return createTwodGame(spec);
    case 'words':
      return createWordsGame(spec);
    case 'mastermind':
      return createMastermindGame(spec);
    case 'wordle':
      return createWordleGame(spec as WordleSpec);
    case 'nerdle':
      return createNerdleGame(spec as NerdleSpec);
  }
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
