// The forest task: a thread's share of a forest build, greedy trees taken from one shared job
// counter over score tables filled in shared memory.
import { getGame } from '../../core/variants/games.ts';
import { createScorer, type Scorer } from '../../core/scorer.ts';
import { findGreedyStrategy } from '../../core/strategies/index.ts';
import type { TreeNode } from '../../core/tree.ts';
import type { FeedbackArray } from '../../core/feedback-array.ts';

/** One greedy tree of a forest build. */
export interface ForestJob {
  readonly variant: string;
  readonly strategy: string;
}

/** A built tree of a forest: the index of its job, the tree, how long its thread took, and which thread (0 is the main one). */
export interface ForestTree {
  readonly index: number;
  readonly root: TreeNode;
  readonly ms: number;
  readonly thread: number;
}

/**
 * The score tables of a forest, in shared memory: the main thread fills them one after another
 * while the workers start, and marks each ready. A variant too large to table has none.
 */
export interface ForestTables {
  /** The variants, in the order their tables are filled. */
  readonly variants: readonly string[];
  /** tables[i] is variants[i]'s table, or undefined. */
  readonly tables: ReadonlyArray<FeedbackArray | undefined>;
  /** ready[i] becomes 1 once tables[i] is filled (Atomics.notify wakes those waiting). */
  readonly ready: Int32Array;
}

/** What every thread of a forest build shares: the jobs, their order, the tables and the job counter. */
export interface ForestStart {
  readonly jobs: readonly ForestJob[];
  /** The job indices in the order they are taken: costliest first. */
  readonly order: readonly number[];
  readonly tables: ForestTables;
  /** control[0] is the index of the next job to take, shared by every thread. */
  readonly control: Int32Array;
}

/**
 * Takes jobs from the shared counter until none is left and builds each (the same code on the
 * main thread and on the workers): a thread that is free takes the next job, so the threads stay
 * busy until the last tree, whatever each tree costs.
 */
export function takeJobs(start: ForestStart, thread: number, onTree: (tree: ForestTree) => void): void {
  const { jobs, order, tables, control } = start;
  const scorers = new Map<string, Scorer>();
  for (let next = Atomics.add(control, 0, 1); next < order.length; next = Atomics.add(control, 0, 1)) {
    const index = order[next]!;
    const job = jobs[index]!;
    const strategy = findGreedyStrategy(job.strategy);
    if (strategy === undefined) throw new Error(`${job.strategy} is not a greedy strategy`);
    let scorer = scorers.get(job.variant);
    if (scorer === undefined) {
      const v = tables.variants.indexOf(job.variant);
      const table = tables.tables[v];
      // A worker can get here first: wait until the main thread has filled the table.
      while (Atomics.load(tables.ready, v) === 0) Atomics.wait(tables.ready, v, 0);
      // No table means the variant is too large for one: score on the fly, do not build one here.
      scorer = table === undefined ? createScorer(getGame(job.variant), 0) : createScorer(getGame(job.variant), undefined, table);
      scorers.set(job.variant, scorer);
    }
    const started = performance.now();
    const root = strategy.build(scorer);
    onTree({ index, root, ms: performance.now() - started, thread });
  }
}

/** A forest build's share for one worker thread: its number (0 is the main thread) and the shared start. */
export interface GreedyForestInput extends ForestStart {
  readonly thread: number;
}

/** The worker side of a forest build: takes jobs until none is left, sending each tree; answers how many it built. */
export function greedyForest(input: GreedyForestInput, emit: (tree: ForestTree) => void): number {
  let built = 0;
  takeJobs(input, input.thread, (tree) => {
    built++;
    emit(tree);
  });
  return built;
}
