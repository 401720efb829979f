/**
 * The units of work the exact search hands to threads, and how one thread executes them: a first
 * guess (its optimal total under the shared bound, or whether it fits a depth), or one part of a
 * first guess (its optimal total under a given bound) when there are too few first guesses to
 * keep every thread busy.
 */
import type { TreeNode } from '../../tree.ts';
import { FAIL, type ExactSearch } from './search.ts';

/** One unit of work. `index` orders first guesses (ties go to the smaller) or names a part. */
export interface WorkerTask {
  mode: 'total' | 'feasible' | 'part';
  index: number;
  /** The first guess ('total', 'feasible'), or the guess above the part ('part'). */
  guess: number;
  /** Guesses allowed from the task's node on. */
  depth: number;
  /** The node's secrets ('part'; 'total' below the root), all secrets when absent. */
  secrets?: Int32Array;
  /** 'total' below the root: the guesses above the node. */
  history?: number[];
  /** 'part' only: the bound the part's total must stay below. */
  ub?: number;
  /** 'total' only: [feedback, optimal total] of parts solved by an earlier run. */
  known?: Array<[number, number]>;
}

/**
 * The answer: the total (FAIL when it cannot beat the bound) and the subtrees under the guess; in
 * 'feasible' mode cost is 0 and the subtrees fit the depth, or FAIL; in 'part' mode `tree` is the
 * part's optimal tree.
 */
export interface WorkerResult {
  type: 'result';
  index: number;
  guess: number;
  cost: number;
  children: Array<[number, TreeNode]> | undefined;
  tree?: TreeNode;
}

/**
 * Progress inside one task: parts solved, parts in all, the guess's total so far, and the part
 * just solved (feedback -1 when the note is not about one part).
 */
export interface WorkerPartNote {
  type: 'part';
  index: number;
  done: number;
  parts: number;
  total: number;
  feedback: number;
  size: number;
  cost: number;
}

/** Runs one task on a search over all secrets; `shared` is [best total, index of its first guess]. */
export function executeTask(
  search: ExactSearch,
  all: Int32Array,
  task: WorkerTask,
  shared: Int32Array,
  note: (n: WorkerPartNote) => void,
): WorkerResult {
  const onPart = (done: number, parts: number, total: number, feedback: number, size: number, cost: number): void =>
    note({ type: 'part', index: task.index, done, parts, total, feedback, size, cost });
  const result: WorkerResult = { type: 'result', index: task.index, guess: task.guess, cost: FAIL, children: undefined };
  if (task.mode === 'feasible') {
    if (search.guessFeasible([], all, task.depth, task.guess, onPart)) {
      result.cost = 0;
      result.children = search.buildFeasibleChildren([], all, task.depth, task.guess);
    }
  } else if (task.mode === 'part') {
    const secrets = task.secrets!;
    result.cost = search.solve([task.guess], secrets, task.depth, task.ub!);
    if (result.cost !== FAIL) result.tree = search.buildTree([task.guess], secrets, task.depth, result.cost + 1);
  } else {
    const ub = (): number => Atomics.load(shared, 0) + (task.index < Atomics.load(shared, 1) ? 1 : 0);
    const history = task.history ?? [];
    const S = task.secrets ?? all;
    const known = task.known === undefined ? undefined : new Map(task.known);
    result.cost = search.guessCost(history, S, task.depth, task.guess, ub, onPart, known);
    if (result.cost !== FAIL) result.children = search.buildChildren(history, S, task.depth, task.guess, result.cost);
  }
  return result;
}
