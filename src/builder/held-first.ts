/**
 * A tree built with its first guess held (codebreaker build --first) says so in its strategy's
 * description: it is the best tree that opens with that guess, which is the board's best only
 * where a proof over every first word says so. One phrase, written and read here.
 */

const HELD = / Its first guess is held to (\S+)\.$/;

/** The description of a strategy's tree whose first guess is held to `guess`. */
export function heldDescription(description: string, guess: string): string {
  return `${description} Its first guess is held to ${guess}.`;
}

/** The first guess a tree's description says it is held to, or undefined for a tree whose search chose it. */
export function heldFirstGuess(description: string): string | undefined {
  return HELD.exec(description)?.[1];
}
