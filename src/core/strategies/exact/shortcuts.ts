/**
 * Exact shortcuts of small nodes, tried before any candidate is scanned: a remaining secret that
 * separates all n secrets costs 2n-1, the counting bound for n <= F, so nothing beats it; failing
 * that, when n <= F nothing costs less than 2n, and a remaining secret that reaches 2n ends the node.
 */
import { gather } from './partition.ts';
import { level, type SearchState } from './state.ts';

/** A remaining secret that splits S into singletons, or -1 (only possible when |S| <= F). */
export function separator(st: SearchState, k: number, S: Int32Array): number {
  const n = S.length;
  const { F, secretGuess } = st;
  if (n > F) return -1;
  const { counts, fb } = level(st, k);
  const table = st.table;
  for (let i = 0; i < n; i++) {
    const g = secretGuess[S[i]!]!;
    let ok = true;
    if (table !== null) {
      // From the score table, stopping at the first feedback given twice (most guesses fail early).
      counts.fill(0);
      const base = g * st.N;
      for (let j = 0; j < n && ok; j++) if (counts[table[base + S[j]!]!]!++ !== 0) ok = false;
    } else {
      gather(st, g, S, fb, counts);
      for (let f = 0; f < F && ok; f++) if (counts[f]! > 1) ok = false;
    }
    if (ok) return g;
  }
  return -1;
}

/**
 * When |S| <= F and no remaining secret separates all, every tree costs at least 2n (a guess
 * that can win leaves n-1 secrets, not all alone; one that cannot win leaves n). A guess that
 * reaches 2n is then optimal: a remaining secret that leaves one pair and singletons (the pair
 * needs two more guesses), or any candidate that separates all (found by scan). Returns the
 * first, or -1.
 */
export function twoN(st: SearchState, k: number, S: Int32Array, d: number): number {
  const n = S.length;
  const { F, secretGuess } = st;
  const { counts, fb } = level(st, k);
  if (d >= 3) {
    for (let i = 0; i < n; i++) {
      const g = secretGuess[S[i]!]!;
      gather(st, g, S, fb, counts);
      let pairs = 0;
      for (let f = 0; f < F && pairs < 2; f++) {
        if (counts[f]! > 2) pairs = 2;
        else if (counts[f] === 2) pairs++;
      }
      if (pairs === 1) return g;
    }
  }
  return -1;
}
