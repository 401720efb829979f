// The fleet's build queues in Redis (BullMQ): on-demand greedy trees, small boards and exact
// searches in lanes of their own, with the producer side that servers use to ask for a build.
import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { BuildTreeProgress } from '../builder/build-tree/task.ts';
import { findStrategy } from '../core/strategies/index.ts';
import { buildPriority, SMALL_BUILD_WORK } from '../builder/build-size.ts';
import { FLEET_PREFIX, withTimeout } from './config.ts';

/** The queue of on-demand greedy tree builds. */
export const BUILD_QUEUE = 'builds';

/**
 * The queue of on-demand exact searches: a lane of its own, worked by threads of their own, so
 * that a search (up to its budget, over a minute) never holds a thread a greedy build waits for.
 */
export const EXACT_BUILD_QUEUE = 'builds-exact';

/**
 * The queue of greedy builds of small boards (work at most SMALL_BUILD_WORK): a lane of its own,
 * worked by every server's small-build thread, so that a small board's tree never waits behind
 * large boards' builds however many are queued or running.
 */
export const SMALL_BUILD_QUEUE = 'builds-small';

/** The queue a build goes to: exact searches, small boards' greedy trees (by their work, buildWork), the others. */
export function buildQueueOf(strategy: string, work?: number): string {
  if (findStrategy(strategy)?.onDemand === 'search') return EXACT_BUILD_QUEUE;
  return work !== undefined && work <= SMALL_BUILD_WORK ? SMALL_BUILD_QUEUE : BUILD_QUEUE;
}

/** A build job's data: small (ids only); a worker resolves the board itself. */
export interface BuildJobData {
  readonly variant: string;
  readonly strategy: string;
  /** Exact strategies: the longest the search may run, in milliseconds. */
  readonly budgetMs?: number;
  /** Exact strategies: most secret indices each memo of the search keeps (the asking server's EXACT_MEMORY_MB). */
  readonly memoLimit?: number;
}

/** What a build job returns: a summary only; the file (or the outcome without a tree) is in the tree store. */
export interface BuildJobResult {
  readonly file: string;
  readonly sha256?: string;
  readonly bytes?: number;
  /** The kind of outcome, for a build that ended without a tree. */
  readonly outcome?: string;
}

/** A build's progress as the job reports it: secrets placed of all, and for an exact search how far it has got. */
export type BuildProgress = BuildTreeProgress;

/** Where a build job stands, read from the queue. */
export type BuildJobState =
  | { readonly kind: 'missing' }
  | { readonly kind: 'pending'; readonly progress: BuildProgress }
  | { readonly kind: 'completed' }
  | { readonly kind: 'failed'; readonly reason: string };

/** The job id of a tree: `<variant>.<strategy>`, one build per tree in the whole fleet (BullMQ ignores a second add of an id). */
export function buildJobId(variant: string, strategy: string): string {
  return `${variant}.${strategy}`;
}

/**
 * Finished build jobs (completed, failed) kept in Redis: an hour at most, and the latest 1,000 of
 * each queue, removed by BullMQ as later builds finish. Nothing needs them long: the file or the
 * outcome is in the tree store, and a server waiting for a build reads the store, then the job's
 * state, every 200 ms (a failed job's reason is read then); a job gone before is asked for again,
 * and its worker answers at once from the store (or fails again, saying why).
 */
export const FINISHED_BUILDS_KEPT = { age: 3600, count: 1000 } as const;

/** Fleet calls made while serving a request give up after this long. */
const CALL_TIMEOUT_MS = 2000;

/**
 * The producer side of the build queues (greedy trees, exact searches), on a fail-fast client:
 * adds a tree's build once (its id deduplicates across servers), retries a build that failed for
 * good, and reads a job's state and progress. Every call has a time limit, so a request never
 * waits on Redis blindly.
 */
export class BuildQueue {
  /** The greedy builds' queue. */
  readonly queue: Queue<BuildJobData, BuildJobResult>;
  /** The exact searches' queue. */
  readonly exact: Queue<BuildJobData, BuildJobResult>;
  /** The small boards' queue. */
  readonly small: Queue<BuildJobData, BuildJobResult>;

  constructor(client: Redis) {
    this.queue = new Queue<BuildJobData, BuildJobResult>(BUILD_QUEUE, { connection: client, prefix: FLEET_PREFIX });
    this.exact = new Queue<BuildJobData, BuildJobResult>(EXACT_BUILD_QUEUE, { connection: client, prefix: FLEET_PREFIX });
    this.small = new Queue<BuildJobData, BuildJobResult>(SMALL_BUILD_QUEUE, { connection: client, prefix: FLEET_PREFIX });
    // The connection's owner reports outages.
    for (const q of [this.queue, this.exact, this.small]) q.on('error', () => {});
  }

  /** The queue of a build (its strategy, and its work: buildQueueOf). */
  of(strategy: string, work?: number): Queue<BuildJobData, BuildJobResult> {
    const name = buildQueueOf(strategy, work);
    return name === EXACT_BUILD_QUEUE ? this.exact : name === SMALL_BUILD_QUEUE ? this.small : this.queue;
  }

  /**
   * Adds the build of a tree unless a job of that id exists; a job that failed for good is tried
   * again (an operator may have fixed its cause). Finished jobs are kept FINISHED_BUILDS_KEPT; the
   * built file itself stays in the tree store. With its `work` (buildWork), a greedy build goes to
   * its lane's queue (small boards' or the others') with a BullMQ priority by that work (smaller
   * first); without, it is a large board's.
   */
  async request(variant: string, strategy: string, budgetMs?: number, memoLimit?: number, work?: number): Promise<void> {
    const id = buildJobId(variant, strategy);
    const queue = this.of(strategy, work);
    const existing = await withTimeout(queue.getJob(id), CALL_TIMEOUT_MS, 'reading a build job');
    if (existing !== undefined) {
      if ((await withTimeout(existing.getState(), CALL_TIMEOUT_MS, 'reading a build job')) === 'failed') {
        // Another server may retry it at the same time: then this one's retry finds it no longer failed.
        await existing.retry('failed').catch(() => {});
      }
      return;
    }
    await withTimeout(
      queue.add(
        'build',
        { variant, strategy, ...(budgetMs !== undefined ? { budgetMs } : {}), ...(memoLimit !== undefined ? { memoLimit } : {}) },
        {
          jobId: id,
          ...(work !== undefined ? { priority: buildPriority(work) } : {}),
          attempts: 2,
          backoff: { type: 'fixed', delay: 1000 },
          removeOnComplete: FINISHED_BUILDS_KEPT,
          removeOnFail: FINISHED_BUILDS_KEPT,
        },
      ),
      CALL_TIMEOUT_MS,
      'adding a build job',
    );
  }

  /** Where the build of a tree stands (`work`: as requested, which names its queue). */
  async state(variant: string, strategy: string, work?: number): Promise<BuildJobState> {
    const job: Job<BuildJobData, BuildJobResult> | undefined = await withTimeout(
      this.of(strategy, work).getJob(buildJobId(variant, strategy)),
      CALL_TIMEOUT_MS,
      'reading a build job',
    );
    if (job === undefined) return { kind: 'missing' };
    const state = await withTimeout(job.getState(), CALL_TIMEOUT_MS, 'reading a build job');
    if (state === 'completed') return { kind: 'completed' };
    if (state === 'failed') return { kind: 'failed', reason: job.failedReason };
    if (state === 'unknown') return { kind: 'missing' };
    const p = job.progress;
    // Progress is a number or an object in BullMQ's type; build jobs report {done, total}.
    const progress = typeof p === 'object' && 'done' in p && 'total' in p ? (p as BuildProgress) : { done: 0, total: 0 };
    return { kind: 'pending', progress };
  }

  /** Removes a tree's job (one done without its file, so that it is asked again). */
  async remove(variant: string, strategy: string, work?: number): Promise<void> {
    await this.of(strategy, work).remove(buildJobId(variant, strategy));
  }

  /** Jobs by state and the workers connected, for each queue by name (for /metrics and progress lines). */
  async counts(): Promise<Record<string, { jobs: Record<string, number>; workers: number }>> {
    const read = async (q: Queue<BuildJobData, BuildJobResult>): Promise<{ jobs: Record<string, number>; workers: number }> => {
      const [jobs, workers] = await Promise.all([
        q.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized'),
        q.getWorkersCount(),
      ]);
      return { jobs, workers };
    };
    const [greedy, exact, small] = await withTimeout(
      Promise.all([read(this.queue), read(this.exact), read(this.small)]),
      CALL_TIMEOUT_MS,
      'reading the queue counts',
    );
    return { [BUILD_QUEUE]: greedy, [EXACT_BUILD_QUEUE]: exact, [SMALL_BUILD_QUEUE]: small };
  }

  /** Closes the queues (not the shared client). */
  async close(): Promise<void> {
    await Promise.all([this.queue, this.exact, this.small].map((q) => q.close().catch(() => {})));
  }
}
