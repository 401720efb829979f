/**
 * Mastermind and Bulls and Cows from their rules, for the reference solver: codes are strings of
 * symbols, written here from scratch (nothing of src/ is imported), so that a fault in the game's
 * packed scoring or its tables cannot hide in the reference too.
 */

/** A board as its rules state it. */
export interface Rules {
  /** Pegs (Mastermind) or digits (Bulls and Cows) in a code. */
  readonly pegs: number;
  /** The symbols in order, one character each. */
  readonly symbols: string;
  /** Secrets of different symbols only (Bulls and Cows, Mastermind `-distinct`). */
  readonly distinctSecrets: boolean;
  /** Guesses of different symbols only (Bulls and Cows). */
  readonly distinctGuesses: boolean;
}

/** Every code of `pegs` symbols, in symbol order with the first peg most significant; of different symbols when `distinct`. */
export function allCodes(pegs: number, symbols: string, distinct: boolean): string[] {
  const out: string[] = [];
  const grow = (prefix: string): void => {
    if (prefix.length === pegs) {
      out.push(prefix);
      return;
    }
    for (const c of symbols) if (!distinct || !prefix.includes(c)) grow(prefix + c);
  };
  grow('');
  return out;
}

/**
 * Blacks and whites (bulls and cows) of a guess against a secret. A black is a symbol in its
 * place. Each peg of the guess takes a peg of the secret of its symbol that no earlier peg took,
 * if one is left, so a symbol matches min(times in the guess, times in the secret) times in all;
 * the matches that are not blacks are whites. (Bulls and Cows counts the same: its codes never
 * repeat a digit, so a digit matches at most once.)
 */
export function mark(guess: string, secret: string): { blacks: number; whites: number } {
  let blacks = 0;
  for (let i = 0; i < guess.length; i++) if (guess[i] === secret[i]) blacks++;
  let matches = 0;
  let taken = 0; // bit j: peg j of the secret is taken
  for (let i = 0; i < guess.length; i++) {
    for (let j = 0; j < secret.length; j++) {
      if ((taken & (1 << j)) === 0 && secret[j] === guess[i]) {
        taken |= 1 << j;
        matches++;
        break;
      }
    }
  }
  return { blacks, whites: matches - blacks };
}
