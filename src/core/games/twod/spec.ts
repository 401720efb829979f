// The spec of a twoD game, and its place in VariantSpec (core/game.ts's FamilySpecs).
import type { SpecFields } from '../../game.ts';

/** The spec of a twoD game: a VariantSpec of family 'twod', a point of `pegs` coordinates each one of `symbols`. */
export interface TwodSpec extends SpecFields {
  readonly family: 'twod';
  readonly feedbackStyle: 'LGE';
}

declare module '../../game.ts' {
  /** twoD's member of VariantSpec. */
  interface FamilySpecs {
    readonly twod: TwodSpec;
  }
}

/** The catalogue's twoD game: a point of a 5 x 5 grid, found within 10 guesses. */
export const TWOD: TwodSpec = {
  id: 'twod',
  title: 'twoD: guess a point of a 5 x 5 grid',
  family: 'twod',
  pegs: 2,
  symbols: '01234',
  secrets: 'repeat',
  guesses: 'any',
  maxGuesses: 10,
  feedbackStyle: 'LGE',
};
