// How good one guess is against the secrets still possible: its parts, largest part (Knuth 1976),
// expected part size (Irving 1978) and entropy (Neuwirth 1982).
import type { Game } from './game.ts';

/** How good a guess is against the secrets still possible: its parts and the usual measures of them. */
export interface GuessEvaluation {
  readonly guess: number;
  /** Part sizes by feedback index (the winning feedback included when the guess can win). */
  readonly parts: ReadonlyMap<number, number>;
  /** The largest part (Knuth 1976's measure). */
  readonly worst: number;
  /** Expected size of the part the secret falls in: sum of n^2 / N (Irving 1978). */
  readonly expectedSize: number;
  /** Information the feedback gives, in bits (the entropy of the partition, Neuwirth 1982). */
  readonly entropy: number;
  /** True when the guess is one of the remaining secrets. */
  readonly canWin: boolean;
}

/** Splits the remaining secrets by the feedback `guess` gets from each, and measures the split. */
export function evaluateGuess(game: Game, guess: number, remaining: Int32Array): GuessEvaluation {
  const counts = new Int32Array(game.feedbackCount);
  for (let i = 0; i < remaining.length; i++) counts[game.score(guess, remaining[i]!)]!++;
  const n = remaining.length;
  const parts = new Map<number, number>();
  let worst = 0;
  let squares = 0;
  let entropy = 0;
  for (let f = 0; f < counts.length; f++) {
    const c = counts[f]!;
    if (c === 0) continue;
    parts.set(f, c);
    worst = Math.max(worst, c);
    squares += c * c;
    entropy -= (c / n) * Math.log2(c / n);
  }
  return {
    guess,
    parts,
    worst,
    expectedSize: n === 0 ? 0 : squares / n,
    entropy: Math.abs(entropy),
    canWin: (counts[game.winFeedback] ?? 0) > 0,
  };
}
