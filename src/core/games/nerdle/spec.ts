// The spec of a Nerdle game, and its place in VariantSpec (core/game.ts's FamilySpecs).
import type { SpecFields } from '../../game.ts';

/** The spec of a Nerdle game: a VariantSpec of family 'nerdle', the equations of `pegs` symbols. */
export interface NerdleSpec extends SpecFields {
  readonly family: 'nerdle';
  readonly secrets: 'equations';
  readonly guesses: 'equations';
  readonly feedbackStyle: 'GYB';
}

declare module '../../game.ts' {
  /** Nerdle's member of VariantSpec. */
  interface FamilySpecs {
    readonly nerdle: NerdleSpec;
  }
}
