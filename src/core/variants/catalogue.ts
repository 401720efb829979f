// The catalogue of variants: plain data with fixed ids, which tree files and the HTTP API use;
// a new variant is one entry here.
import type { VariantSpec } from '../game.ts';

/**
 * The catalogue of variants: plain data, ids fixed (tree files and the HTTP API use them). A new
 * variant is one entry here; a board of the grammar with the same rules answers as its alias.
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

/** True when two specs describe the same game (ids and titles aside). */
export function sameBoard(a: VariantSpec, b: VariantSpec): boolean {
  return (
    a.family === b.family &&
    a.pegs === b.pegs &&
    a.symbols === b.symbols &&
    a.secrets === b.secrets &&
    a.guesses === b.guesses &&
    a.maxGuesses === b.maxGuesses &&
    a.feedbackStyle === b.feedbackStyle
  );
}

/** The catalogue's spec of the game a spec describes, when the catalogue has it (so `mm-4x6` is `mastermind`), else the spec. */
export function catalogueSpecOf(spec: VariantSpec): VariantSpec {
  return VARIANTS.find((v) => sameBoard(v, spec)) ?? spec;
}
