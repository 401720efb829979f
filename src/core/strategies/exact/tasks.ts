/**
 * The units of work the exact search hands to threads, and how one thread executes them: a first
 * guess (its optimal total under the shared bound, or whether it fits a depth), or one part of a
 * first guess (its optimal total under a given bound) when there are too few first guesses to
 * keep every thread busy.
 */
import type { TreeNode } from '../../tree.ts';
import { FAIL, type ExactSearch, type PartProgress } from './search.ts';

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
  /**
   * 'total' below the root: the guesses above the node; 'part' below the first guess: the guesses
   * above `guess` (the part's own history is these and `guess`).
   */
  history?: number[];
  /**
   * 'total' below the root, without `known`: more candidate guesses after `guess`, with the next
   * indexes, tried in order in the same task. The answer is the best of them (ties go to the
   * earlier), exactly what one task per guess would have given.
   */
  guesses?: number[];
  /** 'part' only: the bound the part's total must stay below. */
  ub?: number;
  /** 'total' only: a bound the total must stay below besides the shared one (a queue unit's, when `shared` is its worker's). */
  cap?: number;
  /**
   * 'total' only: [feedback, optimal total] of parts solved by an earlier run, with the part's
   * optimal tree where it was kept (then the part is not searched again, even to rebuild it).
   */
  known?: Array<[number, number] | [number, number, TreeNode]>;
  /** 'total' only: send each part's optimal tree with its note, as soon as it is solved (for a checkpoint). */
  partTrees?: boolean;
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
  /** Nodes the thread's search visited for this task (its SearchStats.nodes). */
  nodes?: number;
  /** 'total', when cost is FAIL: a bound it was cut under (the least, if the shared bound tightened while it ran). */
  cutAt?: number;
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
  /** The part's optimal tree, when the task asked for part trees. */
  tree?: TreeNode;
}

/** Runs one task on a search over all secrets; `shared` is [best total, index of its first guess]. */
export function executeTask(
  search: ExactSearch,
  all: Int32Array,
  task: WorkerTask,
  shared: Int32Array,
  note: (n: WorkerPartNote) => void,
): WorkerResult {
  const nodesBefore = search.stats.nodes;
  // Part trees built as parts are solved, or given by the task: buildChildren does not rebuild them.
  const trees = new Map<number, { cost: number; tree: TreeNode }>();
  const onPart: PartProgress = (done, parts, total, feedback, size, cost, tree) => {
    if (tree !== undefined) trees.set(feedback, { cost, tree });
    note({ type: 'part', index: task.index, done, parts, total, feedback, size, cost, ...(tree !== undefined ? { tree } : {}) });
  };
  const result: WorkerResult = { type: 'result', index: task.index, guess: task.guess, cost: FAIL, children: undefined };
  if (task.mode === 'feasible') {
    if (search.guessFeasible([], all, task.depth, task.guess, onPart)) {
      result.cost = 0;
      result.children = search.buildFeasibleChildren([], all, task.depth, task.guess);
    }
  } else if (task.mode === 'part') {
    const secrets = task.secrets!;
    const history = [...(task.history ?? []), task.guess];
    result.cost = search.solve(history, secrets, task.depth, task.ub!);
    if (result.cost !== FAIL) result.tree = search.buildTree(history, secrets, task.depth, result.cost + 1);
  } else {
    const history = task.history ?? [];
    const S = task.secrets ?? all;
    const known = task.known === undefined ? undefined : new Map(task.known.map(([f, cost]) => [f, cost]));
    for (const [f, cost, tree] of task.known ?? []) if (tree !== undefined) trees.set(f, { cost, tree });
    const guesses = task.guesses === undefined ? [task.guess] : [task.guess, ...task.guesses];
    let cutAt = Infinity;
    for (const [j, guess] of guesses.entries()) {
      const index = task.index + j;
      // A later guess of the task must beat the best one before it: ties go to the earlier.
      const ub = (): number => {
        const global = Math.min(Atomics.load(shared, 0) + (index < Atomics.load(shared, 1) ? 1 : 0), task.cap ?? Infinity);
        return result.cost === FAIL ? global : Math.min(global, result.cost);
      };
      const cost = search.guessCost(history, S, task.depth, guess, ub, onPart, known, task.partTrees === true);
      // The bound only tightens, so its value now is one the guess was cut under.
      if (cost === FAIL) cutAt = Math.min(cutAt, ub());
      if (cost !== FAIL && (result.cost === FAIL || cost < result.cost)) {
        result.cost = cost;
        result.index = index;
        result.guess = guess;
      }
    }
    if (result.cost !== FAIL) result.children = search.buildChildren(history, S, task.depth, result.guess, result.cost, trees);
    else result.cutAt = cutAt;
  }
  result.nodes = search.stats.nodes - nodesBefore;
  return result;
}
