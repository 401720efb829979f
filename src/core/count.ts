/**
 * Counts in messages: "1 letter", "5 letters". A message that writes a count the code does not
 * know in advance takes its noun from here, so that one is singular ("has 1 letter", "at most 1
 * guess"), never "1 letters".
 */

/** The noun for n of a thing: `one` for exactly one, else `many` (the noun and an s by default). */
export function noun(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** A count and its noun: "1 peg", "4 pegs", "1 guess", "6 guesses". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${noun(n, one, many)}`;
}
