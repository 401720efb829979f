/**
 * Feasibility for the smallest worst case (`solutionExists` of the Stack Overflow question on a
 * general framework for guessing games): does some tree find every secret within d guesses?
 * Parts go largest first, the one most likely to fail.
 */
import { scan } from './scan.ts';
import { separator } from './shortcuts.ts';
import { split } from './partition.ts';
import { capacity, level, type SearchState } from './state.ts';
import type { PartProgress } from './types.ts';

/** True when some tree finds every secret of S (at level k) within d guesses; sets st.lastGuess (-1 when none). */
export function feasibleAt(st: SearchState, k: number, S: Int32Array, d: number): boolean {
  const n = S.length;
  const { secretGuess, G, hist, playedAt, game, feasMemo } = st;
  if (n === 1) {
    st.lastGuess = secretGuess[S[0]!]!;
    return d >= 1;
  }
  if (d < 2 || n > capacity(st, d)) return false;
  if (n === 2) {
    st.lastGuess = secretGuess[S[0]!]!;
    return true;
  }
  const sep = separator(st, k, S);
  if (sep >= 0) {
    st.lastGuess = sep;
    return true;
  }
  st.stats.nodes++;
  const known = feasMemo.get(S, d);
  if (known !== undefined) {
    st.lastGuess = known.guess;
    return known.guess >= 0;
  }
  const count = scan(st, k, S, d, Infinity);
  const L = level(st, k);
  const keys = L.keys;
  let found = -1;
  for (let i = 0; i < count && found < 0; i++) {
    const g = keys[i]! % G;
    const m = split(st, L, S, g);
    hist[k] = g;
    playedAt[k + 1] = game.play(playedAt[k]!, g);
    let all = true;
    for (let j = 0; j < m && all; j++) {
      const f = L.partOrder[j]!;
      if (L.start[f + 1]! - L.start[f]! <= 2) break; // fits: the scan checked d-1 >= 2 for pairs
      all = feasibleAt(st, k + 1, L.parts.subarray(L.start[f], L.start[f + 1]), d - 1);
    }
    if (all) found = g;
  }
  feasMemo.entry(S, d).guess = found;
  st.lastGuess = found;
  return found >= 0;
}

/** True when playing g first on S (at level k) leaves parts that all fit in d-1 more guesses (largest first). */
export function guessFeasibleAt(st: SearchState, k: number, S: Int32Array, d: number, g: number, onPart?: PartProgress): boolean {
  const L = level(st, k);
  const n = S.length;
  const m = split(st, L, S, g);
  const cap = capacity(st, d - 1);
  for (let j = 0; j < m; j++) {
    const size = L.start[L.partOrder[j]! + 1]! - L.start[L.partOrder[j]!]!;
    if (size > cap || size === n) return false;
  }
  st.hist[k] = g;
  st.playedAt[k + 1] = st.game.play(st.playedAt[k]!, g);
  for (let j = 0; j < m; j++) {
    const f = L.partOrder[j]!;
    if (!feasibleAt(st, k + 1, L.parts.subarray(L.start[f], L.start[f + 1]), d - 1)) return false;
    onPart?.(j + 1, m, 0, f, L.start[f + 1]! - L.start[f]!, 0, undefined);
  }
  return true;
}
