// The loop every worker of the fleet's queues shares: a queue worker whose jobs each run on a
// thread of the process's pool, users' lists read from the fleet's store, and the jobs in flight
// handed back to the queue when the worker closes past its grace time.
import { hostname } from 'node:os';
import { UnrecoverableError, WaitingError, Worker as QueueWorker, type Job, type RedisOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { VariantSpec } from '../core/game.ts';
import { resolveVariant } from '../core/variants/parse.ts';
import { DEFAULT_DATA_DIR } from '../store/paths.ts';
import { UserListStore, userListsKeyOf } from '../store/user-lists.ts';
import { TaskError } from '../workers/errors.ts';
import { closeWorker, type CloseBound } from './close-worker.ts';
import { FLEET_PREFIX } from './config.ts';
import { FleetWordListStore } from './word-list-store.ts';

/** How a worker of one queue works it. */
/** The name of a worker of `threads` threads, as coordinators read it back (workerThreads): they send that many units at once, plus one. */
export function threadsWorkerName(threads: number): string {
  return `codebreaker-worker@${hostname()}:${process.pid}:threads=${threads}`;
}

export interface PoolWorkerOptions {
  /** The queue it works. */
  readonly queue: string;
  /** Redis connection options (BullMQ makes its own blocking clients from them). */
  readonly connection: RedisOptions;
  /** The client users' lists are read with. */
  readonly client: Redis;
  /** Jobs at once (one per thread of the pool). */
  readonly concurrency: number;
  /** Its name, as the queue lists its workers (coordinators read a worker's threads from it). */
  readonly name: string;
  /** Where word lists are read (data/words/). */
  readonly dataDir?: string;
  /** Lock time of a job; a job whose worker died is taken over within about twice this (tests shorten it). */
  readonly lockDurationMs?: number;
  /** How often stalled jobs are looked for (default the lock time). */
  readonly stalledIntervalMs?: number;
}

/**
 * A queue worker whose jobs run on threads: `process` runs each job (its signal cancels the job's
 * task). Closing waits for the jobs in flight up to the grace time, then cancels their tasks: a
 * job whose task is cancelled so goes back to the queue for another worker, without using an
 * attempt (jobs run at least once, so they are idempotent).
 */
export class PoolWorker<D, R> {
  readonly worker: QueueWorker<D, R>;
  #handingBack = false;
  /** Users' lists, read from the fleet's store for the jobs of their boards. */
  readonly #lists: UserListStore;

  constructor(
    readonly options: PoolWorkerOptions,
    process: (job: Job<D, R>, signal: AbortSignal | undefined) => Promise<R>,
  ) {
    this.#lists = new UserListStore({ remote: new FleetWordListStore(options.client), inMemory: 4 });
    const lockDuration = options.lockDurationMs ?? 30_000;
    this.worker = new QueueWorker<D, R>(
      options.queue,
      async (job, token, signal) => {
        try {
          return await process(job, signal);
        } catch (err) {
          if (this.#handingBack && err instanceof TaskError && err.code === 'cancelled') {
            // Back to the queue without using an attempt: another worker runs it.
            await job.moveToWait(token);
            throw new WaitingError();
          }
          throw err;
        }
      },
      {
        connection: options.connection,
        prefix: FLEET_PREFIX,
        concurrency: options.concurrency,
        name: options.name,
        lockDuration,
        stalledInterval: options.stalledIntervalMs ?? lockDuration,
        // A job taken back from a dead worker once is not failed for it: jobs are idempotent.
        maxStalledCount: 2,
      },
    );
    this.worker.on('error', () => {}); // outages are reported by the process's FleetConnection
  }

  /**
   * The spec of a variant: a user's lists are read from the fleet's store first (a job of lists
   * the fleet does not keep fails for good).
   */
  async spec(variant: string): Promise<VariantSpec> {
    const key = userListsKeyOf(variant);
    if (key !== undefined && !(await this.#lists.load(key))) throw new UnrecoverableError(`the fleet keeps no word lists ${variant}`);
    return resolveVariant(variant, this.#lists.lists(this.options.dataDir ?? DEFAULT_DATA_DIR));
  }

  /**
   * Stops taking jobs: waits up to `graceMs` for those in flight, then hands them back. With
   * `bound`, it does not wait for an unreachable Redis (see closeWorker), and resolves false when
   * it could not hand them back.
   */
  async close(graceMs = 0, bound?: CloseBound): Promise<boolean> {
    return closeWorker(
      this.worker,
      graceMs,
      () => {
        this.#handingBack = true;
      },
      bound,
    );
  }
}
