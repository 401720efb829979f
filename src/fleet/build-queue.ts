import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { BuildTreeProgress } from '../builder/build-tree-task.ts';
import { FLEET_PREFIX, withTimeout } from './config.ts';

/** The queue of on-demand tree builds. */
export const BUILD_QUEUE = 'builds';

/** A build job's data: small (ids only); a worker resolves the board itself. */
export interface BuildJobData {
  readonly variant: string;
  readonly strategy: string;
  /** Exact strategies: the longest the search may run, in milliseconds. */
  readonly budgetMs?: number;
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

/** Fleet calls made while serving a request give up after this long. */
const CALL_TIMEOUT_MS = 2000;

/**
 * The producer side of the build queue, on a fail-fast client: adds a tree's build once (its id
 * deduplicates across servers), retries a build that failed for good, and reads a job's state and
 * progress. Every call has a time limit, so a request never waits on Redis blindly.
 */
export class BuildQueue {
  readonly queue: Queue<BuildJobData, BuildJobResult>;

  constructor(client: Redis) {
    this.queue = new Queue<BuildJobData, BuildJobResult>(BUILD_QUEUE, { connection: client, prefix: FLEET_PREFIX });
    this.queue.on('error', () => {}); // the connection's owner reports outages
  }

  /**
   * Adds the build of a tree unless a job of that id exists; a job that failed for good is tried
   * again (an operator may have fixed its cause). Finished jobs are kept an hour, so late
   * readers find them; the built file itself stays in the tree store.
   */
  async request(variant: string, strategy: string, budgetMs?: number): Promise<void> {
    const id = buildJobId(variant, strategy);
    const existing = await withTimeout(this.queue.getJob(id), CALL_TIMEOUT_MS, 'reading a build job');
    if (existing !== undefined) {
      if ((await withTimeout(existing.getState(), CALL_TIMEOUT_MS, 'reading a build job')) === 'failed') {
        // Another server may retry it at the same time: then this one's retry finds it no longer failed.
        await existing.retry('failed').catch(() => {});
      }
      return;
    }
    await withTimeout(
      this.queue.add(
        'build',
        { variant, strategy, ...(budgetMs !== undefined ? { budgetMs } : {}) },
        {
          jobId: id,
          attempts: 2,
          backoff: { type: 'fixed', delay: 1000 },
          removeOnComplete: { age: 3600, count: 1000 },
          removeOnFail: { age: 3600, count: 1000 },
        },
      ),
      CALL_TIMEOUT_MS,
      'adding a build job',
    );
  }

  /** Where the build of a tree stands. */
  async state(variant: string, strategy: string): Promise<BuildJobState> {
    const job: Job<BuildJobData, BuildJobResult> | undefined = await withTimeout(
      this.queue.getJob(buildJobId(variant, strategy)),
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

  /** Jobs by state and the workers connected to the queue (for /metrics and progress lines). */
  async counts(): Promise<{ jobs: Record<string, number>; workers: number }> {
    const [jobs, workers] = await withTimeout(
      Promise.all([
        this.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized'),
        this.queue.getWorkersCount(),
      ]),
      CALL_TIMEOUT_MS,
      'reading the queue counts',
    );
    return { jobs, workers };
  }

  /** Closes the queue (not the shared client). */
  async close(): Promise<void> {
    await this.queue.close().catch(() => {});
  }
}
