/**
 * Branch and bound for the smallest total: a node's candidates in visiting order, each guess's
 * parts solved under the slack the best total leaves, cut as soon as it cannot beat it.
 */
import type { TreeNode } from '../../tree.ts';
import { boundOf, scan } from './scan.ts';
import { separator, twoN } from './shortcuts.ts';
import { split } from './partition.ts';
import { capacity, level, type SearchState } from './state.ts';
import { FAIL, type History, type KnownParts, type PartProgress } from './types.ts';

/**
 * Parts of a guess from this size on count at the least bound of their best guess, found before
 * any part is solved (see costOf). Royale optimal, one thread: 4.4 to 4.7 s of CPU without, 3.8 s
 * from 100 or 150 secrets on, 4.0 to 4.3 s from 400; from 50 on, the extra passes cost what they save.
 */
const LOOKAHEAD_FROM = 150;

/** Builds the optimal tree of a part whose total is below ub, for costOf's part trees (rebuild.ts's build). */
export type PartTree = (history: History, S: Int32Array, d: number, ub: number) => TreeNode;

/**
 * The total of playing g first on S at level k, then optimally, when below ub(); else FAIL.
 * Parts whose totals are `known` are not searched; with partTree, each part searched has its
 * optimal tree built as soon as it is solved, for onPart.
 */
export function costOf(
  st: SearchState,
  k: number,
  S: Int32Array,
  d: number,
  g: number,
  ub: () => number,
  onPart?: PartProgress,
  known?: KnownParts,
  partTree?: PartTree,
): number {
  const { LB, hist, playedAt } = st;
  const L = level(st, k);
  const n = S.length;
  const m = split(st, L, S, g);
  const { start, parts, partOrder } = L;
  const cap = capacity(st, d - 1);
  let bound = n;
  for (let j = 0; j < m; j++) {
    const size = start[partOrder[j]! + 1]! - start[partOrder[j]!]!;
    if (size > cap || size === n) return FAIL; // too big for the depth left, or no progress
    bound += LB[size]!;
  }
  let total = bound;
  hist[k] = g;
  playedAt[k + 1] = st.game.play(playedAt[k]!, g);
  // Parts of LOOKAHEAD_FROM secrets or more count at the least bound of their own best guess
  // (one column pass each, the one their search starts with) instead of their counting bound:
  // a guess that cannot beat ub is then often cut before any part is solved, and the others
  // are searched under tighter slack. The trees are the same (a bound, never a choice).
  let lookahead: Map<number, number> | undefined;
  for (let j = 0; j < m; j++) {
    const f = partOrder[j]!;
    const size = start[f + 1]! - start[f]!;
    if (size < LOOKAHEAD_FROM || known?.get(f) !== undefined) continue;
    const slack = ub() - total;
    if (slack <= 0) return FAIL;
    if (scan(st, k + 1, parts.subarray(start[f], start[f + 1]), d - 1, LB[size]! + slack) === 0) return FAIL;
    const least = boundOf(level(st, k + 1).keys[0]!, st.G);
    if (least > LB[size]!) {
      total += least - LB[size]!;
      (lookahead ??= new Map()).set(f, least);
    }
  }
  if (total >= ub()) return FAIL;
  // Smallest part first (as widmaN/mastermind-strategy does): small parts are solved quickly and
  // their exact costs use up slack, so the large part is searched under the tightest bound.
  // Measured on mastermind / optimal, one thread: 2.6 s smallest first, 14 s largest first.
  // (The feasibility search goes largest first instead: there a failure ends the guess.)
  for (let step = 0; step < m; step++) {
    const j = m - 1 - step;
    const f = partOrder[j]!;
    const size = start[f + 1]! - start[f]!;
    if (size <= 2) continue; // sizes 1 and 2 cost exactly their bound
    const slack = ub() - total; // total must stay below ub
    if (slack <= 0) return FAIL;
    const given = known?.get(f);
    const base = lookahead?.get(f) ?? LB[size]!;
    const c = given ?? solveAt(st, k + 1, parts.subarray(start[f], start[f + 1]), d - 1, base + slack);
    if (c === FAIL || c >= base + slack) return FAIL;
    total += c - base;
    // The part's tree, from the memo mostly; the builder walks deeper levels only (this level's
    // parts stay), and the path it enters is this node's own.
    const tree =
      partTree !== undefined && given === undefined
        ? partTree(Array.from(hist.subarray(0, k + 1)), parts.subarray(start[f], start[f + 1]), d - 1, c + 1)
        : undefined;
    onPart?.(step + 1, m, total, f, size, c, tree);
  }
  return total < ub() ? total : FAIL;
}

/** The smallest total for S at level k within d guesses when it is below ub, else FAIL; sets st.lastGuess. */
export function solveAt(st: SearchState, k: number, S: Int32Array, d: number, ub: number): number {
  const n = S.length;
  const { secretGuess, LB, F, G, stats, memo } = st;
  if (n === 1) {
    if (d < 1 || ub <= 1) return FAIL;
    st.lastGuess = secretGuess[S[0]!]!;
    return 1;
  }
  if (d < 2 || n > capacity(st, d) || LB[n]! >= ub) return FAIL;
  if (n === 2) {
    st.lastGuess = secretGuess[S[0]!]!;
    return 3;
  }
  const sep = separator(st, k, S);
  if (sep >= 0) {
    st.lastGuess = sep;
    return 2 * n - 1; // the counting bound for n <= F, so optimal; below ub as LB[n] < ub
  }
  // From here on, when n <= F, nothing costs less than 2n.
  const small = n <= F;
  if (small) {
    if (2 * n >= ub) return FAIL;
    const two = twoN(st, k, S, d);
    if (two >= 0) {
      st.lastGuess = two;
      return 2 * n;
    }
  }
  stats.nodes++;
  const known = memo.get(S, d);
  if (known !== undefined) {
    if (known.exact >= 0) {
      if (known.exact >= ub) return FAIL;
      st.lastGuess = known.guess;
      return known.exact;
    }
    if (known.lower >= ub) return FAIL;
  }
  st.separatorWins = small;
  const count = scan(st, k, S, d, ub);
  st.separatorWins = false;
  if (st.scanSeparator >= 0) {
    st.lastGuess = st.scanSeparator;
    return 2 * n;
  }
  const keys = level(st, k).keys;
  let best = ub;
  let bestGuess = -1;
  const bestNow = (): number => best;
  for (let i = 0; i < count; i++) {
    const key = keys[i]!;
    const g = key % G;
    const bound = boundOf(key, G);
    if (bound >= best) break;
    const c = costOf(st, k, S, d, g, bestNow);
    if (c !== FAIL && c < best) {
      best = c;
      bestGuess = g;
    }
  }
  const e = memo.entry(S, d);
  if (bestGuess >= 0) {
    e.exact = best;
    e.guess = bestGuess;
    e.lower = best;
    st.lastGuess = bestGuess;
    return best;
  }
  if (ub > e.lower) e.lower = ub;
  return FAIL;
}
