/**
 * Exhaustive depth-first branch and bound over decision trees (the method of Koyama and Lai 1993
 * and of the C++ solver widmaN/mastermind-strategy, `book/optimal.tex`): for a set S of remaining
 * secrets and a depth limit d, find the guess whose tree has the smallest total number of guesses.
 *
 * Every cut follows from a bound:
 * - counting bound (bounds.ts): a set of n secrets costs at least lowerBound[n], and needs n <=
 *   capacity[d]; a guess costs at least n + the sum of lowerBound over its non-winning parts;
 * - candidates are visited by that bound, so once it reaches the best total found, all the rest
 *   are cut; inside a guess each part is solved with the slack the others leave (smallest part
 *   first, see costOf in solve.ts), so a branch fails as soon as it cannot beat the best; the
 *   feasibility search (as in the Stack Overflow question on a general framework for guessing
 *   games) visits the largest part first, the one most likely to fail;
 * - exact shortcuts: 1 secret costs 1, 2 cost 3, a remaining secret that separates all n costs
 *   2n-1 (equal to the counting bound, so nothing beats it); failing that, when n <= F nothing
 *   costs less than 2n, so a guess that reaches 2n ends the node (see twoN in shortcuts.ts);
 * - symmetry: game.candidateGuesses keeps one guess per colour-symmetry class, and symmetry.ts
 *   drops guesses that a position and colour symmetry of the history maps onto a smaller one.
 *   Guesses that split S into the same parts cost the same; they are not looked for (comparing
 *   partitions cost more than it saved: royale's optimal search took twice as long), since the
 *   memo answers the parts of a repeated partition at once and ties keep the first guess;
 * - memo (memo.ts): exact results and proven lower bounds of subsets, compared in full.
 *
 * The parts, plain functions over one shared state (state.ts): the candidates, their cuts and
 * their order (scan.ts, with the column pre-pass in column-pass.ts and column-kernel.ts), how a
 * guess splits a node (partition.ts), the exact shortcuts (shortcuts.ts), branch and bound
 * (solve.ts), feasibility (feasible.ts) and the trees rebuilt from totals (rebuild.ts).
 *
 * Ties go to the first guess in the visiting order (bound, then a guess that can win, then the
 * smallest code), which makes the trees deterministic whatever the bounds passed in.
 */
import type { TreeNode } from '../../tree.ts';
import type { Scorer } from '../../scorer.ts';
import type { Bounds } from './bounds.ts';
import { feasibleAt, guessFeasibleAt } from './feasible.ts';
import { build, buildFeasible, childrenOf, feasibleChildren } from './rebuild.ts';
import { boundOf, scan } from './scan.ts';
import { costOf, solveAt } from './solve.ts';
import { createSearchState, enter, level } from './state.ts';
import type { ExactSearchOptions, History, KnownParts, KnownTrees, PartProgress, SearchStats } from './types.ts';

export { ExactStopped, FAIL } from './types.ts';
export type { ExactSearchOptions, History, KnownParts, KnownTrees, PartProgress, SearchStats } from './types.ts';

/** The exact search over one game; not reentrant (scratch buffers per tree level). */
export interface ExactSearch {
  readonly bounds: Bounds;
  /** The smallest total for S within d guesses when it is below ub, else FAIL; sets lastGuess. */
  solve(history: History, S: Int32Array, d: number, ub: number): number;
  /** The first guess of the last successful solve or feasible. */
  readonly lastGuess: number;
  /** The candidate guesses at a node worth trying under ub, in visiting order, with their bounds. */
  choices(history: History, S: Int32Array, d: number, ub: number): Array<{ guess: number; bound: number }>;
  /**
   * The total of playing g first on S, then optimally, when below the bound; else FAIL.
   * `ub` is asked again between parts, so a caller may tighten it while this runs. Parts whose
   * totals are `known` are not searched. With `partTrees`, each part searched has its optimal
   * tree built as soon as it is solved, for onPart (a checkpoint keeps it).
   */
  guessCost(
    history: History,
    S: Int32Array,
    d: number,
    g: number,
    ub: () => number,
    onPart?: PartProgress,
    known?: KnownParts,
    partTrees?: boolean,
  ): number;
  /** The optimal tree for S within d guesses, given that its total is below ub. */
  buildTree(history: History, S: Int32Array, d: number, ub: number): TreeNode;
  /** The children of guess g on S, optimal, given that the total of g is `cost`; parts in `given` are not searched again. */
  buildChildren(history: History, S: Int32Array, d: number, g: number, cost: number, given?: KnownTrees): Array<[number, TreeNode]>;
  /**
   * True when some tree finds every secret of S within d guesses (`solutionExists` of the Stack
   * Overflow question on a general framework for guessing games).
   */
  feasible(history: History, S: Int32Array, d: number): boolean;
  /** True when playing g first on S leaves parts that all fit in d-1 more guesses (largest first). */
  guessFeasible(history: History, S: Int32Array, d: number, g: number, onPart?: PartProgress): boolean;
  /** The subtrees of a first guess g that fits depth d (guessFeasible was true). */
  buildFeasibleChildren(history: History, S: Int32Array, d: number, g: number): Array<[number, TreeNode]>;
  /** A tree of depth at most d for S, given that one exists. */
  buildFeasibleTree(history: History, S: Int32Array, d: number): TreeNode;
  readonly stats: SearchStats;
}

/** Creates the exact search for a scorer's game. */
export function createExactSearch(scorer: Scorer, options: ExactSearchOptions = {}): ExactSearch {
  const st = createSearchState(scorer, options);
  const { G, memo, feasMemo, stats } = st;
  const buildTree = (history: History, S: Int32Array, d: number, ub: number): TreeNode => build(st, history, S, d, ub);
  return {
    bounds: st.bounds,
    get lastGuess() {
      return st.lastGuess;
    },
    get stats() {
      stats.memoHits = memo.hits + feasMemo.hits;
      stats.memoSize = memo.size + feasMemo.size;
      return stats;
    },
    solve: (history, S, d, ub) => solveAt(st, enter(st, history), S, d, ub),
    choices(history, S, d, ub) {
      const k = enter(st, history);
      const count = scan(st, k, S, d, ub);
      const keys = level(st, k).keys;
      const out: Array<{ guess: number; bound: number }> = [];
      for (let i = 0; i < count; i++) out.push({ guess: keys[i]! % G, bound: boundOf(keys[i]!, G) });
      return out;
    },
    guessCost: (history, S, d, g, ub, onPart, known, partTrees) =>
      costOf(st, enter(st, history), S, d, g, ub, onPart, known, partTrees === true ? buildTree : undefined),
    buildTree,
    buildChildren: (history, S, d, g, cost, given) => childrenOf(st, history, S, d, g, cost, given),
    feasible: (history, S, d) => feasibleAt(st, enter(st, history), S, d),
    guessFeasible: (history, S, d, g, onPart) => guessFeasibleAt(st, enter(st, history), S, d, g, onPart),
    buildFeasibleTree: (history, S, d) => buildFeasible(st, history, S, d),
    buildFeasibleChildren: (history, S, d, g) => feasibleChildren(st, history, S, d, g),
  };
}
