/**
 * The candidates of a node and their visiting order: each candidate's counting bound (n + the sum
 * of lowerBound over its non-winning parts), the cuts by bound, depth and progress, and the sort
 * by bound, then a guess that can win, then the smallest code.
 */
import { columnPass } from './column-pass.ts';
import { gather } from './partition.ts';
import { capacity, level, type SearchState } from './state.ts';
import { ExactStopped } from './types.ts';

/** The column pre-pass of scan is used up to this many secrets (its counts are 16-bit), with at least this many candidates. */
const COLUMN_MAX_SECRETS = 4095;
const COLUMN_MIN_CANDIDATES = 64;

/** The bound of a candidate from its key in scan's list ((bound * 2 + cannot-win) * G + guess). */
export function boundOf(key: number, G: number): number {
  return Math.floor(key / G / 2);
}

/**
 * Fills L.keys[0..count) with the candidates worth trying at S, as numbers that sort in visiting
 * order: (bound * 2 + cannot-win) * G + guess. Skips guesses whose bound reaches ub, whose
 * largest part exceeds what d-1 guesses can tell apart, or which make no progress. Returns the
 * count. With st.separatorWins, a candidate that separates all and cannot win ends the scan:
 * st.scanSeparator is then that guess and the count 0.
 */
export function scan(st: SearchState, k: number, S: Int32Array, d: number, ub: number): number {
  st.scanSeparator = -1;
  const { F, WIN, G, N, LB, DELTA, table, columns, kernel, symmetry, separatorWins } = st;
  const L = level(st, k);
  const n = S.length;
  const { counts, fb, keys, orders } = L;
  const cap = capacity(st, d - 1);
  let candidates = st.game.candidateGuesses(st.playedAt[k]!, S);
  if (symmetry !== null) candidates = L.candidates.subarray(0, symmetry.filter(st.hist, k, candidates, S, L.candidates));
  if ((st.stats.cells += candidates.length * n) > st.cellLimit) throw new ExactStopped(st.stats.cells);
  counts.fill(0); // other users of this level leave counts filled
  let kept = 0;
  let lowOrder = Infinity;
  let highOrder = -Infinity;
  // Also where the depth left cuts guesses for their size: the row loop would drop most of them
  // after a few secrets, but each of its reads lands in another row of the table, while the
  // column pass reads memory in order (royale optimal-worst's search of 11223: 90.7 s to 40.2 s).
  const byColumns = columns !== undefined && table !== null && n <= COLUMN_MAX_SECRETS && candidates.length >= COLUMN_MIN_CANDIDATES;
  if (byColumns) {
    columnPass(st, candidates, S, columns);
    if (kernel !== undefined) {
      // The kernel applies the cuts below and sorts the keys itself.
      const r = kernel.ordered(candidates, n, cap, ub, candidates.length === G, separatorWins);
      if (r < 0) {
        st.scanSeparator = candidates[-1 - r]!;
        return 0;
      }
      keys.set(kernel.keys.subarray(0, r));
      return r;
    }
  }
  const { colBound, colMax, colWins } = st;
  for (let c = 0; c < candidates.length; c++) {
    const g = candidates[c]!;
    // bound = n + sum of LB over the non-winning parts, grown one secret at a time (LB's
    // increments), so a guess is dropped as soon as it reaches ub. counts is all zero here.
    let bound = n;
    let maxPart = 0;
    let wins = 0;
    let i = 0;
    if (byColumns) {
      bound = colBound[c]!;
      maxPart = colMax[c]!;
      wins = colWins[c]!;
      if (maxPart > cap || maxPart === n || bound >= ub) continue;
    } else if (table !== null) {
      const base = g * N;
      for (; i < n && bound < ub; i++) {
        const f = table[base + S[i]!]!;
        fb[i] = f;
        if (f === WIN) {
          wins = 1;
          continue;
        }
        const m = counts[f]!;
        bound += DELTA[m]!;
        counts[f] = m + 1;
        if (m >= maxPart) {
          maxPart = m + 1;
          if (maxPart > cap) {
            i++; // a part too big for the depth left: drop the guess now
            break;
          }
        }
      }
      for (let j = 0; j < i; j++) counts[fb[j]!] = 0;
    } else {
      gather(st, g, S, fb, counts);
      for (let f = 0; f < F; f++) {
        const m = counts[f]!;
        if (f === WIN) wins = m;
        else if (m > 0) {
          bound += LB[m]!;
          if (m > maxPart) maxPart = m;
        }
      }
      counts.fill(0);
    }
    // Too big for the depth left, no progress, or no better than ub.
    if (maxPart > cap || maxPart === n || bound >= ub) continue;
    if (separatorWins && bound === 2 * n) {
      // Separates all and cannot win (a consistent separator was ruled out): optimal, stop here.
      st.scanSeparator = g;
      return 0;
    }
    const order = bound * 2 + (wins > 0 ? 0 : 1);
    if (order < lowOrder) lowOrder = order;
    if (order > highOrder) highOrder = order;
    keys[kept] = order * G + g;
    orders[kept] = order;
    kept++;
  }
  sortKeys(st, keys, orders, kept, lowOrder, highOrder);
  return kept;
}

/**
 * Counting sort of scan's keys by their order (bound and win flag): candidates arrive in
 * ascending guess order, so a stable pass by order gives the full sort, in time linear in the
 * keys and the span of orders (a comparison sort took a fifth of the search).
 */
function sortKeys(st: SearchState, keys: Float64Array, orders: Int32Array, count: number, low: number, high: number): void {
  if (count < 2) return;
  const span = high - low + 1;
  if (span > 4 * count + 1024) {
    keys.subarray(0, count).sort();
    return;
  }
  if (st.bucketStart.length < span + 1) st.bucketStart = new Int32Array(Math.max(span + 1, st.bucketStart.length * 2));
  if (st.sortScratch.length < count) st.sortScratch = new Float64Array(count);
  const start = st.bucketStart;
  start.fill(0, 0, span + 1);
  // Each key's order is read from orders, not computed by dividing the key by G.
  for (let i = 0; i < count; i++) start[orders[i]! - low + 1]!++;
  for (let b = 1; b <= span; b++) start[b] = start[b]! + start[b - 1]!;
  const out = st.sortScratch;
  for (let i = 0; i < count; i++) out[start[orders[i]! - low]!++] = keys[i]!;
  keys.set(out.subarray(0, count));
}
