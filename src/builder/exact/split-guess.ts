/**
 * One first guess solved part by part, each part a task on the threads: how the exact search
 * keeps every thread busy when there are fewer first guesses than threads (Bulls and Cows has
 * one).
 */
import type { Scorer } from '../../core/scorer.ts';
import { FAIL, type ExactSearch } from '../../core/strategies/exact/search.ts';
import type { WorkerResult, WorkerTask } from '../../core/strategies/exact/tasks.ts';
import type { TreeNode } from '../../core/tree.ts';
import { partsOf, searchOrder, smallTree } from './parts.ts';
import { runTasks, type ExactRunner } from './run-tasks.ts';

/** A part solved by splitGuess: its feedback, size, optimal total and optimal tree. */
export interface SolvedPart {
  f: number;
  size: number;
  cost: number;
  tree: TreeNode;
}
import { DEEP_FROM_SECRETS, solveDeep, solveSpread, type SpreadContext } from './spread.ts';

/**
 * The total of first guess g (index i) when below ub, its parts solved as separate tasks on the
 * threads, smallest first. Each part is given the slack known when it starts (the parts still
 * running count at their lower bounds), so a part that fails proves the guess cannot beat ub.
 * The largest part comes last, with the exact slack left: its candidate guesses spread over the
 * threads (solveSpread), or from DEEP_FROM_SECRETS secrets on, one after another with the
 * candidates of each of their parts spread (solveDeep). The subtrees are the ones guessCost and
 * buildChildren would give (first optimal guess in order). Parts `known` with their trees (from a
 * checkpoint) are not searched; each part solved here is told to onPart with its tree.
 */
export async function splitGuess(
  scorer: Scorer,
  search: ExactSearch,
  pool: ExactRunner | undefined,
  memoLimit: number | undefined,
  shared: Int32Array,
  i: number,
  g: number,
  depth: number,
  ub: number,
  known: ReadonlyArray<readonly [number, number] | readonly [number, number, TreeNode]> | undefined,
  onPart: (done: number, parts: number, total: number, solved: SolvedPart) => void,
): Promise<WorkerResult> {
  const game = scorer.game;
  const LB = search.bounds.lowerBound;
  const cap = search.bounds.capacity[Math.max(0, depth - 1)] ?? 0;
  const parts = partsOf(
    scorer,
    g,
    Int32Array.from({ length: game.secretCount }, (_, s) => s),
  ).map((p) => ({ ...p, cost: -1 }));
  const failed: WorkerResult = { type: 'result', index: i, guess: g, cost: FAIL, children: undefined };
  if (parts.some((p) => p.P.length > cap || p.P.length === game.secretCount)) return failed;
  let total = game.secretCount;
  for (const p of parts) total += LB[p.P.length]!;
  for (const [f, cost, tree] of known ?? []) {
    const p = parts.find((q) => q.f === f);
    if (p === undefined || tree === undefined) continue;
    p.cost = cost;
    p.tree = tree;
    total += cost - LB[p.P.length]!;
  }
  // Parts of 1 or 2 secrets cost exactly their bound; the rest go smallest first, as tasks,
  // except the largest, which is searched last with the exact slack left, its own candidate
  // guesses spread over the threads.
  const order = searchOrder(parts).filter((j) => parts[j]!.tree === undefined);
  const partCount = order.length;
  // The largest part, and any other of pool.spreadPartsFrom secrets or more, are searched after the
  // others, one after another (smallest first) with the exact slack, their candidates spread.
  const spreadFrom = pool?.spreadPartsFrom ?? Infinity;
  const isLate = (j: number, k: number): boolean => k === order.length - 1 || parts[j]!.P.length >= spreadFrom;
  const late = order.filter(isLate);
  const early = order.filter((j, k) => !isLate(j, k));
  let nextPart = 0;
  let done = 0;
  let fail = false as boolean; // set by the callbacks below
  const next = (): WorkerTask | null => {
    if (fail || nextPart >= early.length) return null;
    const j = early[nextPart++]!;
    const slack = ub - total;
    if (slack <= 0) {
      fail = true;
      return null;
    }
    return { mode: 'part', index: j, guess: g, depth: depth - 1, secrets: parts[j]!.P, ub: LB[parts[j]!.P.length]! + slack };
  };
  await runTasks(
    scorer,
    search,
    pool,
    memoLimit,
    shared,
    next,
    (r) => {
      if (r.cost === FAIL) {
        fail = true;
        return true;
      }
      const p = parts[r.index]!;
      p.cost = r.cost;
      p.tree = r.tree;
      total += r.cost - LB[p.P.length]!;
      onPart(++done, partCount, total, { f: p.f, size: p.P.length, cost: r.cost, tree: r.tree! });
      return false;
    },
    () => {},
  );
  const ctx: SpreadContext = { scorer, search, pool, memoLimit };
  for (const j of late) {
    if (fail) break;
    const p = parts[j]!;
    const partUb = LB[p.P.length]! + ub - total;
    // A very large part: its candidates one after another, each of their parts in turn with the
    // exact slack and the candidates of each spread over the threads (solveDeep); else the
    // part's own candidates spread over the threads.
    const solved =
      partUb <= LB[p.P.length]!
        ? null
        : p.P.length >= DEEP_FROM_SECRETS
          ? await solveDeep(ctx, [g], p.P, depth - 1, partUb)
          : await solveSpread(ctx, [g], p.P, depth - 1, partUb);
    if (solved === null) fail = true;
    else {
      p.cost = solved.cost;
      p.tree = solved.tree;
      total += p.cost - LB[p.P.length]!;
      onPart(++done, partCount, total, { f: p.f, size: p.P.length, cost: solved.cost, tree: solved.tree });
    }
  }
  if (fail || total >= ub) return failed;
  const children: Array<[number, TreeNode]> = parts.map((p) => [p.f, p.tree ?? smallTree(game.secretGuess, game.score, p.P)]);
  return { type: 'result', index: i, guess: g, cost: total, children };
}
