/**
 * The candidate guesses of one large set of secrets spread over the threads (solveSpread), or,
 * one level deeper, the parts of each candidate in turn with their own candidates spread
 * (solveDeep): how a split first guess keeps every thread busy inside its largest part.
 */
import type { Scorer } from '../../core/scorer.ts';
import { FAIL, type ExactSearch } from '../../core/strategies/exact/search.ts';
import type { TreeNode } from '../../core/tree.ts';
import { partsOf, searchOrder, smallTree } from './parts.ts';
import { NO_INDEX, offerBest, runTasks, type ExactRunner } from './run-tasks.ts';

/** What solveSpread and solveDeep need: the threads and the main thread's search. */
export interface SpreadContext {
  readonly scorer: Scorer;
  readonly search: ExactSearch;
  readonly pool: ExactRunner | undefined;
  readonly memoLimit: number | undefined;
}

/** A solved set of secrets: its smallest total and its tree. */
export interface Solved {
  cost: number;
  tree: TreeNode;
}

/** Parts of a split first guess from this size on are searched by solveDeep. */
export const DEEP_FROM_SECRETS = 1000;
/**
 * Candidates of sets smaller than this go `pool.batch` to a task; those of larger sets one to a
 * task, as each may take a second or more alone (Bulls and Cows: candidates of a part of 720
 * secrets eight to a unit made units of 4.4 s).
 */
const BATCH_BELOW_SECRETS = 500;
/** Inside solveDeep, parts from this size on have their candidates spread over the threads; smaller ones are solved here. */
const SPREAD_FROM_SECRETS = 100;

/**
 * The smallest total for S (after `history`) within depth guesses when below ub, with its tree,
 * else null: S's candidate guesses (all of them, or those given, in visiting order) are tasks on
 * the threads, sharing the best total (ties go to the earlier guess, as in the search itself).
 */
export async function solveSpread(
  ctx: SpreadContext,
  history: number[],
  S: Int32Array,
  depth: number,
  ub: number,
  choices = ctx.search.choices(history, S, depth, ub),
): Promise<Solved | null> {
  const best = new Int32Array(new SharedArrayBuffer(8));
  best[0] = ub - 1; // the bound for a task is best + 1 until some task finds a total
  best[1] = NO_INDEX;
  const ubAt = (k: number): number => Atomics.load(best, 0) + (k < Atomics.load(best, 1) ? 1 : 0);
  let nextChoice = 0;
  const batch = S.length < BATCH_BELOW_SECRETS ? (ctx.pool?.batch ?? 1) : 1;
  let children: Array<[number, TreeNode]> | undefined;
  await runTasks(
    ctx.scorer,
    ctx.search,
    ctx.pool,
    ctx.memoLimit,
    best,
    () => {
      if (nextChoice >= choices.length || choices[nextChoice]!.bound >= ubAt(nextChoice)) return null;
      // A task takes up to `batch` candidates in a row. No task has answered for any of them, so
      // the best index lies outside the batch, and one bound holds for them all.
      const index = nextChoice++;
      while (nextChoice < index + batch && nextChoice < choices.length && choices[nextChoice]!.bound < ubAt(nextChoice)) nextChoice++;
      const guesses = choices.slice(index + 1, nextChoice).map((c) => c.guess);
      return { mode: 'total', index, guess: choices[index]!.guess, ...(guesses.length > 0 ? { guesses } : {}), depth, history, secrets: S };
    },
    (r) => {
      if (offerBest(best, r)) children = r.children;
      return false;
    },
    () => {},
  );
  if (best[1] === NO_INDEX || children === undefined) return null;
  return { cost: best[0], tree: { guess: choices[best[1]]!.guess, next: children } };
}

/**
 * Like solveSpread, one level deeper: S's candidate guesses one after another (the bound
 * tightening as in the search), each guess's parts in turn, smallest first, with the exact slack
 * the parts before leave, and each large part's candidates spread over the threads. Both threads
 * then work inside the best guess too, where solveSpread gives it to one thread.
 */
export async function solveDeep(ctx: SpreadContext, history: number[], S: Int32Array, depth: number, ub: number): Promise<Solved | null> {
  const { scorer, search } = ctx;
  const game = scorer.game;
  const LB = search.bounds.lowerBound;
  let best = ub;
  let tree: TreeNode | null = null;
  const choices = search.choices(history, S, depth, ub);
  for (const [k, { guess: g, bound }] of choices.entries()) {
    if (bound >= best) break;
    if (k > 0 && ctx.pool?.spreadYounger === true) {
      // The candidates after the first, under the first one's total, each a unit of its own:
      // only a better total takes the first one's place (ties go to it), as in the loop.
      const younger = await solveSpread(ctx, history, S, depth, best, choices.slice(k));
      if (younger !== null) ({ cost: best, tree } = younger);
      break;
    }
    const parts = partsOf(scorer, g, S);
    let total = bound;
    const child = [...history, g];
    const order = searchOrder(parts);
    let ok = true;
    for (const j of order) {
      const P = parts[j]!.P;
      const slack = best - total;
      if (slack <= 0) {
        ok = false;
        break;
      }
      const partUb = LB[P.length]! + slack;
      let solved: Solved | null;
      if (P.length >= SPREAD_FROM_SECRETS) solved = await solveSpread(ctx, child, P, depth - 1, partUb);
      else {
        const cost = search.solve(child, P, depth - 1, partUb);
        solved = cost === FAIL ? null : { cost, tree: search.buildTree(child, P, depth - 1, cost + 1) };
      }
      if (solved === null) {
        ok = false;
        break;
      }
      parts[j]!.tree = solved.tree;
      total += solved.cost - LB[P.length]!;
    }
    if (ok && total < best) {
      best = total;
      tree = { guess: g, next: parts.map((p) => [p.f, p.tree ?? smallTree(game.secretGuess, game.score, p.P)]) };
    }
  }
  return tree === null ? null : { cost: best, tree };
}
