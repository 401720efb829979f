/**
 * Column pre-pass (as in the greedy builder): for a small S and many candidates, every
 * candidate's bound, largest part and win flag at once, one secret's column at a time, into the
 * state's colBound, colMax and colWins. A candidate survives it exactly when the row loop of scan
 * would keep it (that loop only stops early on a guess it then drops), so the search visits the
 * same guesses in the same order.
 */
import type { SearchState } from './state.ts';
import type { FeedbackArray } from '../../feedback-array.ts';

/** Fills colBound, colMax and colWins for the candidates at S, from the score table by secret (cols). */
export function columnPass(st: SearchState, candidates: Int32Array, S: Int32Array, cols: FeedbackArray): void {
  const m = candidates.length;
  const n = S.length;
  const { F, G, kernel } = st;
  if (n <= F && F <= 32) {
    if (kernel !== undefined) kernel.smallPass(candidates, S, m === G);
    else smallColumnPass(st, candidates, S, cols);
    return;
  }
  if (kernel !== undefined) {
    kernel.pass(candidates, S, m === G);
    return;
  }
  const parts = st.colParts;
  const bound = st.colBound;
  const maxPart = st.colMax;
  const wins = st.colWins;
  const sh = st.shift;
  const win = st.WIN;
  // The inner loop only counts (one byte load and one increment per pair; n < 4096 fits the
  // 16-bit counts); the bound, the largest part and the win flag are read off each candidate's
  // F counts afterwards, which also clears them. Measured on the pass alone, about 1.5 times as
  // fast as keeping the bound and largest part up to date in the inner loop.
  if (m === G) {
    // Every guess (an ascending subset of size G): no indirection. Four candidates a step,
    // their feedbacks read before any count is written, so the reads overlap.
    const m4 = m - (m % 4);
    for (let j = 0; j < n; j++) {
      const row = S[j]! * G;
      let c = 0;
      for (; c < m4; c += 4) {
        const ia = (c << sh) | cols[row + c]!;
        const ib = ((c + 1) << sh) | cols[row + c + 1]!;
        const ic = ((c + 2) << sh) | cols[row + c + 2]!;
        const id = ((c + 3) << sh) | cols[row + c + 3]!;
        parts[ia]!++;
        parts[ib]!++;
        parts[ic]!++;
        parts[id]!++;
      }
      for (; c < m; c++) parts[(c << sh) | cols[row + c]!]!++;
    }
  } else {
    for (let j = 0; j < n; j++) {
      const row = S[j]! * G;
      for (let c = 0; c < m; c++) parts[(c << sh) | cols[row + candidates[c]!]!]!++;
    }
  }
  const lb = st.LB;
  const feedbacks = F;
  for (let c = 0; c < m; c++) {
    const base = c << sh;
    let b = n;
    let big = 0;
    let w = 0;
    for (let f = 0; f < feedbacks; f++) {
      const v = parts[base + f]!;
      if (v === 0) continue;
      parts[base + f] = 0;
      if (f === win) w = 1;
      else {
        b += lb[v]!;
        if (v > big) big = v;
      }
    }
    bound[c] = b;
    maxPart[c] = big;
    wins[c] = w;
  }
}

/**
 * When n <= F, every part is at most F secrets, and LB[s] = 2s - 1 up to F (one secret on the
 * first level, F - 1 on the second): a candidate's bound n + sum of LB over its non-winning
 * parts is 3n - 2 * wins - (non-winning parts). Only which feedbacks occur matters, a bit set
 * per candidate (F <= 32) instead of F counts. The largest part's size is known exactly only
 * where it decides something: n (one part holds all) or 1 (all apart); otherwise it is at
 * least 2, which a depth that allows parts of n <= F secrets never cuts.
 */
function smallColumnPass(st: SearchState, candidates: Int32Array, S: Int32Array, cols: FeedbackArray): void {
  const m = candidates.length;
  const n = S.length;
  const { G, colBound, colMax, colWins } = st;
  const masks = st.colMask;
  masks.fill(0, 0, m);
  if (m === G) {
    for (let j = 0; j < n; j++) {
      const row = S[j]! * G;
      for (let c = 0; c < m; c++) masks[c] = masks[c]! | (1 << cols[row + c]!);
    }
  } else {
    for (let j = 0; j < n; j++) {
      const row = S[j]! * G;
      for (let c = 0; c < m; c++) masks[c] = masks[c]! | (1 << cols[row + candidates[c]!]!);
    }
  }
  const winBit = 1 << st.WIN;
  for (let c = 0; c < m; c++) {
    const v = masks[c]!;
    const w = v & winBit ? 1 : 0;
    let x = v & ~winBit;
    x = x - ((x >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    const parts = (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
    colBound[c] = 3 * n - 2 * w - parts;
    // The largest part: all of S (no progress), 1 (all apart), or at least 2 (its exact size
    // matters only against a depth that allows 1, so 2 stands for it).
    colMax[c] = parts === 1 && w === 0 ? n : parts + w === n ? 1 : 2;
    colWins[c] = w;
  }
}
