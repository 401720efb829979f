/**
 * The trees themselves: the search keeps only totals and first guesses (in the memos), so a tree
 * is rebuilt node by node from its known total, each part solved again under the slack that total
 * leaves, which the memo usually answers at once.
 */
import type { TreeNode } from '../../tree.ts';
import { feasibleAt } from './feasible.ts';
import { solveAt } from './solve.ts';
import { enter, type SearchState } from './state.ts';
import { FAIL, type History, type KnownTrees } from './types.ts';

/** Non-winning parts of S under g, in feedback order, as fresh arrays. */
function partsOf(st: SearchState, S: Int32Array, g: number): Array<[number, Int32Array]> {
  const { game, WIN } = st;
  const byF = new Map<number, number[]>();
  for (let i = 0; i < S.length; i++) {
    const f = game.score(g, S[i]!);
    if (f === WIN) continue;
    let list = byF.get(f);
    if (list === undefined) byF.set(f, (list = []));
    list.push(S[i]!);
  }
  return [...byF.entries()].sort((a, b) => a[0] - b[0]).map(([f, l]) => [f, Int32Array.from(l)]);
}

/** The children of guess g on S, optimal, given that the total of g is `cost`; parts in `given` are not searched again. */
export function childrenOf(
  st: SearchState,
  history: History,
  S: Int32Array,
  d: number,
  g: number,
  cost: number,
  given?: KnownTrees,
): Array<[number, TreeNode]> {
  const LB = st.LB;
  const parts = partsOf(st, S, g);
  // The parts' totals add up to cost - n; solve them (largest first, as the search did) with the
  // slack that leaves, which the memo usually answers at once.
  const order = parts.map((_, i) => i).sort((a, b) => parts[b]![1].length - parts[a]![1].length || a - b);
  let excess = cost - S.length;
  for (const [, P] of parts) excess -= LB[P.length]!;
  const child = [...history, g];
  const costs = new Array<number>(parts.length);
  for (const i of order) {
    const [f, P] = parts[i]!;
    const c = given?.get(f)?.cost ?? solveAt(st, enter(st, child), P, d - 1, LB[P.length]! + excess + 1);
    if (c === FAIL) throw new Error('exact search: a part could not be rebuilt within its known cost');
    costs[i] = c;
    excess -= c - LB[P.length]!;
  }
  return parts.map(([f, P], i) => [f, given?.get(f)?.tree ?? build(st, child, P, d - 1, costs[i]! + 1)]);
}

/** The optimal tree for S within d guesses, given that its total is below ub. */
export function build(st: SearchState, history: History, S: Int32Array, d: number, ub: number): TreeNode {
  const c = solveAt(st, enter(st, history), S, d, ub);
  if (c === FAIL) throw new Error('exact search: no tree within the stated bound');
  const g = st.lastGuess;
  if (S.length === 1) return { guess: g, next: [] };
  return { guess: g, next: childrenOf(st, history, S, d, g, c) };
}

/** A tree of depth at most d for S, given that one exists. */
export function buildFeasible(st: SearchState, history: History, S: Int32Array, d: number): TreeNode {
  if (!feasibleAt(st, enter(st, history), S, d)) throw new Error('exact search: no tree within the depth');
  const g = st.lastGuess;
  return { guess: g, next: feasibleChildren(st, history, S, d, g) };
}

/** The subtrees of a first guess g that fits depth d. */
export function feasibleChildren(st: SearchState, history: History, S: Int32Array, d: number, g: number): Array<[number, TreeNode]> {
  const child = [...history, g];
  return partsOf(st, S, g).map(([f, P]) => [f, buildFeasible(st, child, P, d - 1)]);
}
