// Builds many small greedy trees at once (a forest): the score tables built here in shared memory,
// then every thread takes jobs, costliest first, from one shared counter.
import { availableParallelism } from 'node:os';
import { getGame } from '../core/variants/games.ts';
import { fillScoreTable, newScoreTable } from '../core/scorer.ts';
import { findGreedyStrategy } from '../core/strategies/index.ts';
import { TaskPool } from '../workers/pool.ts';
import { takeJobs, type ForestJob, type ForestStart, type ForestTables, type ForestTree } from '../workers/tasks/greedy-forest.ts';

export type { ForestJob, ForestTree } from '../workers/tasks/greedy-forest.ts';

/** The trees of a forest build, in job order, with the time of each score table. */
export interface Forest {
  readonly trees: readonly ForestTree[];
  /** Milliseconds to build each variant's score table (on this thread, while the workers start). */
  readonly tableMs: ReadonlyMap<string, number>;
}

/** How a forest is built. */
export interface ForestOptions {
  /** Threads in all, this one included (default: one per core, or the pool's threads and this one). */
  readonly threads?: number;
  /** The threads to use beside this one (started already, ideally); without it, a pool is started and closed here. */
  readonly pool?: TaskPool;
  /** False leaves every tree to the workers (this thread then only builds the tables); for tests. */
  readonly mainThreadBuilds?: boolean;
  /** Called for each tree as it arrives (worker trees arrive while this thread is free). */
  readonly onTree?: (tree: ForestTree) => void;
}

/**
 * Builds many greedy trees at once, on `threads` threads: this one and threads - 1 pool threads.
 * The score tables are built here first, in shared memory, while the threads start (a thread that
 * is up early begins as soon as the table of its first job is ready); then every thread takes jobs
 * from one shared counter until none is left, costliest first. Each tree is the one the
 * single-threaded builder gives, whoever builds it; the trees come back in the order of the jobs given.
 */
export async function buildForest(jobs: readonly ForestJob[], options: ForestOptions = {}): Promise<Forest> {
  for (const job of jobs) {
    getGame(job.variant); // throws, naming the known variants
    if (findGreedyStrategy(job.strategy) === undefined) throw new Error(`"${job.strategy}" is not a greedy strategy`);
  }
  const mainThreadBuilds = options.mainThreadBuilds ?? true;
  const threads = Math.max(1, options.threads ?? (options.pool !== undefined ? options.pool.size + 1 : availableParallelism()));
  // No more threads than jobs; at least one worker when this thread leaves them the jobs.
  const wanted = mainThreadBuilds ? Math.max(0, Math.min(threads, jobs.length) - 1) : Math.max(1, Math.min(threads - 1, jobs.length));
  const pool = wanted === 0 ? undefined : (options.pool ?? new TaskPool({ size: wanted }).start());
  const workerCount = pool === undefined ? 0 : Math.min(wanted, pool.size);
  // Costliest first (a tree's work grows with guesses x secrets, times the first guesses a
  // look-ahead tries), so no thread is left with a long job at the end; the sort is stable, so
  // equal jobs keep the order given.
  const size = (j: ForestJob): number =>
    getGame(j.variant).guessCount * getGame(j.variant).secretCount * (findGreedyStrategy(j.strategy)!.firstGuesses ?? 1);
  const order = jobs.map((_, i) => i).sort((a, b) => size(jobs[b]!) - size(jobs[a]!));
  const control = new Int32Array(new SharedArrayBuffer(4));
  const trees = new Array<ForestTree>(jobs.length);
  const take = (tree: ForestTree): void => {
    trees[tree.index] = tree;
    options.onTree?.(tree);
  };

  try {
    // The tables are allocated now and filled in job order below, so a thread that starts early
    // can begin the first jobs as soon as their table is ready.
    const variants = [...new Set(order.map((i) => jobs[i]!.variant))];
    const tables: ForestTables = {
      variants,
      tables: variants.map((id) => newScoreTable(getGame(id))),
      ready: new Int32Array(new SharedArrayBuffer(4 * variants.length)),
    };
    const start: ForestStart = { jobs, order, tables, control };
    // Worker trees arrive while this thread builds its own.
    const shares = Array.from({ length: workerCount }, (_, i) =>
      pool!.run('greedy-forest', { ...start, thread: i + 1 }, { onEvent: take }),
    );
    // A failed share is seen below; until then, do not let it surface as unhandled.
    for (const share of shares) share.catch(() => {});
    const tableMs = new Map<string, number>();
    variants.forEach((id, i) => {
      const started = performance.now();
      const table = tables.tables[i];
      if (table !== undefined) fillScoreTable(getGame(id), table);
      tableMs.set(id, performance.now() - started);
      Atomics.store(tables.ready, i, 1);
      Atomics.notify(tables.ready, i);
    });
    if (mainThreadBuilds) takeJobs(start, 0, take);
    // Every job is taken now (or left to the workers); wait for those the workers took.
    await Promise.all(shares);
    return { trees, tableMs };
  } finally {
    if (options.pool === undefined) await pool?.close();
  }
}
