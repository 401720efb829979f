/**
 * Worker thread of the exact search: builds its own game, scorer and search, then answers
 * top-level tasks (one first guess each) with the guess's optimal total under the shared bound,
 * and the guess's subtrees when it beats that bound.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { VariantSpec } from '../../game.ts';
import { createGame } from '../../games/catalogue.ts';
import { createScorer } from '../../scorer.ts';
import type { TreeNode } from '../../tree.ts';
import { createExactSearch, FAIL } from './search.ts';

/** What a worker is started with. */
export interface WorkerInput {
  spec: VariantSpec;
  memoLimit: number | undefined;
  /** The main thread's score table (shared memory), when the game has one. */
  table: Uint8Array | undefined;
  /** Int32 [best total, index of its first guess], shared with the main thread. */
  shared: SharedArrayBuffer;
}

/** One first guess to evaluate: its optimal total, or whether it fits the depth at all. */
export interface WorkerTask {
  mode: 'total' | 'feasible';
  index: number;
  guess: number;
  depth: number;
}

/**
 * The answer: the guess's total (FAIL when it cannot beat the bound) and its subtrees; in
 * feasibility mode, cost is 0 and children a tree of the depth, or FAIL when there is none.
 */
export interface WorkerResult {
  type: 'result';
  index: number;
  guess: number;
  cost: number;
  children: Array<[number, TreeNode]> | undefined;
}

/** Progress inside one first guess: parts solved, parts in all, the guess's total so far. */
export interface WorkerPartNote {
  type: 'part';
  index: number;
  done: number;
  parts: number;
  total: number;
}

if (parentPort !== null && workerData !== null && typeof workerData === 'object' && 'spec' in workerData) {
  const input = workerData as WorkerInput;
  const port = parentPort;
  const game = createGame(input.spec);
  const scorer = createScorer(game, undefined, input.table);
  const search = createExactSearch(scorer, { memoLimit: input.memoLimit });
  const shared = new Int32Array(input.shared);
  const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
  port.on('message', (task: WorkerTask) => {
    const onPart = (done: number, parts: number, total: number): void => {
      const note: WorkerPartNote = { type: 'part', index: task.index, done, parts, total };
      port.postMessage(note);
    };
    let cost = FAIL;
    let children: Array<[number, TreeNode]> | undefined;
    if (task.mode === 'feasible') {
      if (search.guessFeasible([], all, task.depth, task.guess, onPart)) {
        cost = 0;
        children = search.buildFeasibleChildren([], all, task.depth, task.guess);
      }
    } else {
      const ub = (): number => Atomics.load(shared, 0) + (task.index < Atomics.load(shared, 1) ? 1 : 0);
      cost = search.guessCost([], all, task.depth, task.guess, ub, onPart);
      if (cost !== FAIL) children = search.buildChildren([], all, task.depth, task.guess, cost);
    }
    const result: WorkerResult = { type: 'result', index: task.index, guess: task.guess, cost, children };
    port.postMessage(result);
  });
}
