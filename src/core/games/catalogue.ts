import type { Game, VariantSpec } from '../game.ts';
import { createMastermindGame } from './mastermind.ts';
import { createTwodGame } from './twod.ts';
import { createWordsGame } from './words.ts';
import { resolveVariant } from './resolve.ts';
import { VariantIdError } from './variant-id.ts';

/**
 * The catalogue of variants; ids are fixed (tree files and the HTTP API use them). A new variant is
 * one entry here.
 */
export const VARIANTS: readonly VariantSpec[] = [
  {
    id: 'mastermind',
    title: 'Mastermind (4 pegs, 6 colours)',
    family: 'mastermind',
    pegs: 4,
    symbols: '123456',
    secrets: 'repeat',
    guesses: 'any',
    maxGuesses: 10,
    feedbackStyle: 'BW',
  },
  {
    id: 'royale',
    title: 'Royale Mastermind (5 pegs, 5 colours, 6 guesses)',
    family: 'mastermind',
    pegs: 5,
    symbols: '12345',
    secrets: 'repeat',
    guesses: 'any',
    maxGuesses: 6,
    feedbackStyle: 'BW',
  },
  {
    id: 'super',
    title: 'Super Mastermind (5 pegs, 8 colours)',
    family: 'mastermind',
    pegs: 5,
    symbols: '12345678',
    secrets: 'repeat',
    guesses: 'any',
    maxGuesses: 12,
    feedbackStyle: 'BW',
  },
  {
    id: 'bulls-and-cows',
    title: 'Bulls and Cows (4 distinct digits)',
    family: 'mastermind',
    pegs: 4,
    symbols: '0123456789',
    secrets: 'distinct',
    guesses: 'distinct',
    maxGuesses: 10,
    feedbackStyle: 'AB',
  },
  {
    id: 'mastermind-distinct',
    title: 'Mastermind, 4 distinct of 6 colours',
    family: 'mastermind',
    pegs: 4,
    symbols: '123456',
    secrets: 'distinct',
    guesses: 'any',
    maxGuesses: 10,
    feedbackStyle: 'BW',
  },
  {
    id: 'twod',
    title: 'twoD: guess a point of a 5 x 5 grid',
    family: 'twod',
    pegs: 2,
    symbols: '01234',
    secrets: 'repeat',
    guesses: 'any',
    maxGuesses: 10,
    feedbackStyle: 'LGE',
  },
];

const games = new Map<string, Game>();

/** The spec a variant id names (a catalogue id, or any Mastermind or Bulls-and-Cows id of the grammar), or undefined. */
export function findVariant(id: string): VariantSpec | undefined {
  try {
    return resolveVariant(id);
  } catch (err) {
    if (err instanceof VariantIdError) return undefined;
    throw err;
  }
}

/** The game a variant id names, built once and shared (by its canonical id, so aliases share it). */
export function getGame(id: string): Game {
  const spec = findVariant(id);
  if (spec === undefined && /^words-/i.test(id)) {
    throw new Error(`"${id}" is a word game: its spec needs the word list (the store's resolveAnyVariant), then createGame`);
  }
  if (spec === undefined)
    throw new Error(`unknown variant "${id}"; known: ${VARIANTS.map((v) => v.id).join(', ')}, or an id such as mm-4x7 or bc-4x9`);
  let game = games.get(spec.id);
  if (game === undefined) {
    game = createGame(spec);
    games.set(spec.id, game);
  }
  return game;
}

/** A game from any spec (catalogue or not), by its family. */
export function createGame(spec: VariantSpec): Game {
  switch (spec.family) {
    case 'twod':
      return createTwodGame(spec);
    case 'words':
      return createWordsGame(spec);
    case 'mastermind':
      return createMastermindGame(spec);
  }
}
