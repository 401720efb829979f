// The spec of a Mastermind-family game (Mastermind, Bulls and Cows), and its place in VariantSpec
// (core/game.ts's FamilySpecs).
import type { SpecFields } from '../../game.ts';

/** The spec of a Mastermind or Bulls-and-Cows game: codes of `pegs` of `symbols`, blacks and whites (or bulls and cows). */
export interface MastermindSpec extends SpecFields {
  readonly family: 'mastermind';
}

declare module '../../game.ts' {
  /** The Mastermind family's member of VariantSpec. */
  interface FamilySpecs {
    readonly mastermind: MastermindSpec;
  }
}
