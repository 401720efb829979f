import { getGame } from '../core/games/catalogue.ts';
import { createScorer, type Scorer } from '../core/scorer.ts';
import { buildTree, createGreedyChooser } from '../core/strategies/greedy.ts';
import { findObjective } from '../core/strategies/objectives.ts';
import type { TreeNode } from '../core/tree.ts';

/** One greedy tree of a forest build. */
export interface ForestJob {
  readonly variant: string;
  readonly strategy: string;
}

/** A built tree of a forest: the index of its job, the tree, and how long its thread took. */
export interface ForestTree {
  readonly index: number;
  readonly root: TreeNode;
  readonly ms: number;
}

/** Score tables by variant id (shared memory); undefined for a variant too large to table. */
export type ForestTables = Readonly<Record<string, Uint8Array | undefined>>;

/** What the main thread sends a forest worker once the tables are built. */
export interface ForestStart {
  readonly type: 'start';
  readonly jobs: readonly ForestJob[];
  readonly tables: ForestTables;
  /** control[0] is the index of the next job to take, shared by every thread. */
  readonly control: Int32Array;
}

/** What a forest worker sends back. */
export type ForestReply =
  | { readonly type: 'tree'; readonly tree: ForestTree }
  | { readonly type: 'error'; readonly message: string };

/**
 * Takes jobs from the shared counter until none is left and builds each (the same code on the
 * main thread and on the workers): a thread that is free takes the next job, so the threads stay
 * busy until the last tree, whatever each tree costs.
 */
export function takeJobs(start: Omit<ForestStart, 'type'>, onTree: (tree: ForestTree) => void): void {
  const { jobs, tables, control } = start;
  const scorers = new Map<string, Scorer>();
  for (let index = Atomics.add(control, 0, 1); index < jobs.length; index = Atomics.add(control, 0, 1)) {
    const job = jobs[index]!;
    const started = performance.now();
    const objective = findObjective(job.strategy);
    if (objective === undefined) throw new Error(`${job.strategy} is not a greedy strategy`);
    let scorer = scorers.get(job.variant);
    if (scorer === undefined) {
      const table = tables[job.variant];
      // No table means the variant is too large for one: score on the fly, do not build one here.
      scorer = table === undefined ? createScorer(getGame(job.variant), 0) : createScorer(getGame(job.variant), undefined, table);
      scorers.set(job.variant, scorer);
    }
    const root = buildTree(scorer, createGreedyChooser(scorer, objective));
    onTree({ index, root, ms: performance.now() - started });
  }
}
