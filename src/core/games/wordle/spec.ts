// The spec of a Wordle game, and its place in VariantSpec (core/game.ts's FamilySpecs).
import type { SpecFields, WordList } from '../../game.ts';

/** The spec of a Wordle game: a VariantSpec of family 'wordle' with both word lists and the mode. */
export interface WordleSpec extends SpecFields {
  readonly family: 'wordle';
  readonly secrets: 'words';
  readonly guesses: 'words';
  readonly feedbackStyle: 'GYB';
  readonly answers: WordList;
  readonly accepted: WordList;
  readonly hard: boolean;
}

declare module '../../game.ts' {
  /** Wordle's member of VariantSpec. */
  interface FamilySpecs {
    readonly wordle: WordleSpec;
  }
}
