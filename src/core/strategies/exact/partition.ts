/** How one guess splits a node's secrets: their feedbacks, the parts' sizes and the parts themselves. */
import type { Level, SearchState } from './state.ts';
import type { FeedbackArray } from '../../feedback-array.ts';

/** fb[i] = feedback of g against S[i], and counts[f] += 1 for each. */
export function gather(st: SearchState, g: number, S: Int32Array, fb: FeedbackArray, counts: Int32Array): void {
  counts.fill(0);
  const n = S.length;
  const table = st.table;
  if (table !== null) {
    const base = g * st.N;
    for (let i = 0; i < n; i++) {
      const f = table[base + S[i]!]!;
      fb[i] = f;
      counts[f]!++;
    }
  } else {
    st.scorer.feedbacks(g, S, fb);
    for (let i = 0; i < n; i++) counts[fb[i]!]!++;
  }
}

/** Splits S by g into L.parts; L.partOrder[0..count) lists the non-winning feedbacks, largest part first. */
export function split(st: SearchState, L: Level, S: Int32Array, g: number): number {
  const n = S.length;
  const { F, WIN } = st;
  const { fb, counts, start, parts, partOrder } = L;
  gather(st, g, S, fb, counts);
  start[0] = 0;
  for (let f = 0; f < F; f++) start[f + 1] = start[f]! + counts[f]!;
  for (let f = 0; f < F; f++) counts[f] = start[f]!;
  for (let i = 0; i < n; i++) parts[counts[fb[i]!]!++] = S[i]!;
  let m = 0;
  for (let f = 0; f < F; f++) {
    if (f === WIN || start[f + 1] === start[f]) continue;
    // insertion by size, descending; equal sizes keep feedback order
    const size = start[f + 1]! - start[f]!;
    let j = m++;
    while (j > 0 && start[partOrder[j - 1]! + 1]! - start[partOrder[j - 1]!]! < size) {
      partOrder[j] = partOrder[j - 1]!;
      j--;
    }
    partOrder[j] = f;
  }
  return m;
}
