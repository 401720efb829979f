// When two specs are the same game: a board of the grammar with a catalogue game's rules answers as
// that game (its trees, its id).
import type { VariantSpec } from './game.ts';

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
