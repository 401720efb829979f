// The grammar's bounds and default number of guesses, shared by the grammar (variants/grammar.ts)
// and the families' parts of it: a leaf below both, so that a family's folder reads them without
// importing the grammar that lists the families.
import { count } from './count.ts';

/** Guesses allowed when an id does not say (`-gN`). */
export const DEFAULT_MAX_GUESSES = 10;

/** Bounds of the grammar itself (servers set tighter limits on size). */
export const GRAMMAR_BOUNDS = {
  mmPegs: [1, 8],
  mmColours: [2, 16],
  bcPegs: [1, 10],
  bcDigits: [2, 10],
  wordsLength: [3, 6],
  maxGuesses: [1, 50],
} as const;

/**
 * The clause naming a number of an id out of its bounds, or undefined when it is within them. The
 * number as written (leading zeros left out), even past what a double holds exactly: one out of its
 * bounds is named with them (-g999999 is "from 1 to 50"), not refused as an id of no form at all.
 */
export function outOfBounds(digits: string, [lo, hi]: readonly [number, number], what: string): string | undefined {
  const value = Number(digits);
  return value < lo || value > hi ? `${what} must be from ${lo} to ${hi}, not ${digits.replace(/^0+(?=\d)/, '')}` : undefined;
}

/** What a board's title adds for its number of guesses: nothing for the default, else ", N guesses". */
export function guessesTitle(maxGuesses: number): string {
  return maxGuesses === DEFAULT_MAX_GUESSES ? '' : `, ${count(maxGuesses, 'guess', 'guesses')}`;
}

/** Reads the numbers of an id a pattern matched, guesses first: the values, or the clause naming the first out of its bounds. */
export function idNumbers(
  g: string | undefined,
  guesses: readonly [number, number],
  rest: ReadonlyArray<readonly [string, readonly [number, number], string]>,
): { readonly maxGuesses: number; readonly values: number[] } | string {
  if (g !== undefined) {
    const out = outOfBounds(g, guesses, 'the guesses allowed');
    if (out !== undefined) return out;
  }
  const values: number[] = [];
  for (const [digits, bounds, what] of rest) {
    const out = outOfBounds(digits, bounds, what);
    if (out !== undefined) return out;
    values.push(Number(digits));
  }
  return { maxGuesses: g === undefined ? DEFAULT_MAX_GUESSES : Number(g), values };
}

/** The `-gN` suffix of a canonical id: none for the default. */
export function guessesSuffix(maxGuesses: number): string {
  return maxGuesses === DEFAULT_MAX_GUESSES ? '' : `-g${maxGuesses}`;
}
