// The catalogue's games of the Mastermind family: plain data with fixed ids, which tree files and
// the HTTP API use; a board of the grammar with the same rules answers as the catalogue's game.
import type { VariantSpec } from '../../game.ts';
import { sameBoard } from '../../same-board.ts';

/**
 * The catalogue's Mastermind specs (Mastermind's registration lists them): Mastermind, Royale and
 * Super Mastermind, Bulls and Cows, and Mastermind with secrets of different colours. Ids fixed; a
 * new game of the family is one entry here.
 */
export const MASTERMIND_CATALOGUE: readonly VariantSpec[] = [
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
];

/** The catalogue's spec of the game a Mastermind spec describes, when the catalogue has it (so `mm-4x6` is `mastermind`), else the spec. */
export function catalogueSpecOf(spec: VariantSpec): VariantSpec {
  return MASTERMIND_CATALOGUE.find((v) => sameBoard(v, spec)) ?? spec;
}
