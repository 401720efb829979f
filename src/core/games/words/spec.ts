// The spec of a Word Mastermind game, and its place in VariantSpec (core/game.ts's FamilySpecs).
import type { SpecFields } from '../../game.ts';

/** The spec of a Word Mastermind game: the words of one list (`words`) as secrets and guesses, bulls and cows. */
export interface WordsSpec extends SpecFields {
  readonly family: 'words';
}

declare module '../../game.ts' {
  /** Word Mastermind's member of VariantSpec. */
  interface FamilySpecs {
    readonly words: WordsSpec;
  }
}
