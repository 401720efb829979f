// Works the fleet's queue of exact-search units: each job runs one unit on a thread under the
// bound it carries and keeps its answer in Redis; threads keep one search's memo across jobs.
import { UnrecoverableError, type Job, type RedisOptions, type Worker as QueueWorker } from 'bullmq';
import type { Redis } from 'ioredis';
import { NO_INDEX, offerBest, shared0 } from '../builder/exact/run-tasks.ts';
import { staleEngine } from '../builder/engine-stamp.ts';
import { EXACT_ENGINE_VERSION } from '../core/strategies/exact/version.ts';
import type { TaskPool } from '../workers/pool.ts';
import { answerFrom, EXACT_QUEUE, ExactPartStore, reviveTask, type ExactJobData, type UnitReturn } from './exact-parts.ts';
import type { CloseBound } from './close-worker.ts';
import { PoolWorker, threadsWorkerName } from './pool-worker.ts';

/** Spread sets whose best total a worker keeps: a search has a few in flight at once. */
const SPREADS_KEPT = 64;

/** How a worker process works the exact queue. */
export interface ExactWorkerOptions {
  readonly connection: RedisOptions;
  /** The fail-fast client the answers are written with. */
  readonly client: Redis;
  readonly pool: TaskPool;
  readonly concurrency: number;
  readonly dataDir?: string;
  readonly lockDurationMs?: number;
  /** Called with each job's duration in milliseconds (the scale simulation reads them). */
  readonly onDone?: (job: ExactJobData, ms: number) => void;
}

/**
 * Works the queue of exact-search units (build-trees --queue): each job runs one unit on a thread
 * of the pool under the bound it carries and keeps its answer in the search's part store; a unit
 * already answered returns at once (jobs are idempotent). The threads keep one search (and memo)
 * per search across jobs, as the threads of one machine do. Closing hands the units in flight
 * back to the queue once the grace time has passed.
 */
export class ExactWorker {
  readonly #jobs: PoolWorker<ExactJobData, UnitReturn>;
  readonly #searchIds = new Map<string, number>();
  /** Each spread set's [best total, its index] among this process's units, by name (the latest SPREADS_KEPT). */
  readonly #spreads = new Map<string, Int32Array>();
  #sessions = 0;

  constructor(readonly options: ExactWorkerOptions) {
    this.#jobs = new PoolWorker(
      {
        queue: EXACT_QUEUE,
        connection: options.connection,
        client: options.client,
        concurrency: options.concurrency,
        name: threadsWorkerName(options.concurrency),
        ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
        ...(options.lockDurationMs !== undefined ? { lockDurationMs: options.lockDurationMs } : {}),
      },
      (job, signal) => this.#process(job, signal),
    );
  }

  /** The queue worker (its events: ready, completed, failed). */
  get worker(): QueueWorker<ExactJobData, UnitReturn> {
    return this.#jobs.worker;
  }

  /** The shared [best total, index] of a spread set, made when its first unit arrives. */
  #spread(name: string): Int32Array {
    let best = this.#spreads.get(name);
    if (best === undefined) {
      best = shared0();
      this.#spreads.set(name, best);
      if (this.#spreads.size > SPREADS_KEPT) this.#spreads.delete(this.#spreads.keys().next().value!);
    }
    return best;
  }

  /**
   * Stops taking units: waits up to `graceMs` for those in flight, then hands them back. With
   * `bound`, it does not wait for an unreachable Redis (see closeWorker), and resolves false when
   * it could not hand them back.
   */
  async close(graceMs = 0, bound?: CloseBound): Promise<boolean> {
    return this.#jobs.close(graceMs, bound);
  }

  async #process(job: Job<ExactJobData, UnitReturn>, signal: AbortSignal | undefined): Promise<UnitReturn> {
    const begun = performance.now();
    const data = job.data;
    // A unit of a search run by another engine version: its answer would mix two engines' proofs.
    if (staleEngine(data.engine) !== null) {
      const theirs =
        data.engine === undefined ? 'a coordinator from before engine versions' : `a coordinator of exact engine version ${data.engine}`;
      throw new UnrecoverableError(
        `this worker runs exact engine version ${EXACT_ENGINE_VERSION} and the unit of ${data.search} comes from ${theirs}: one search never mixes two engines' answers`,
      );
    }
    const store = new ExactPartStore(this.options.client, data.search);
    const task = reviveTask(data.task);
    // A user's lists come from the fleet's store (loaded before the session is made: its source reads memory).
    const spec = await this.#jobs.spec(data.variant);
    const known = await store.get(data.key);
    const answered = answerFrom(task, data.ub, known.solved, known.cut);
    if (answered !== undefined) return { cost: answered.cost, ms: Math.round(performance.now() - begun) };
    const started = performance.now();
    let searchId = this.#searchIds.get(data.search);
    if (searchId === undefined) this.#searchIds.set(data.search, (searchId = this.#searchIds.size + 1));
    // A unit of a spread set runs under its bound and under the best total that this process's
    // units of the same set have found, read live, as one machine's threads share it; other units
    // under their bound alone ([ub - 1, no index] makes it exactly ub).
    const spread = data.spread === undefined ? undefined : this.#spread(data.spread);
    const shared = spread ?? new Int32Array(new SharedArrayBuffer(8));
    if (spread === undefined) {
      shared[0] = (data.ub ?? 0x3fffffff) - 1;
      shared[1] = NO_INDEX;
    } else if (data.ub !== null) task.cap = data.ub;
    const session = {
      id: ++this.#sessions,
      search: searchId,
      spec,
      memoLimit: data.memoLimit ?? undefined,
      table: undefined,
      shared: shared.buffer as SharedArrayBuffer,
    };
    // (A unit cancelled while the worker closes goes back to the queue: PoolWorker.)
    const result = await this.options.pool.run('exact', { session, task }, signal !== undefined ? { signal } : {});
    if (spread !== undefined) offerBest(spread, result);
    await store.put(data.key, task, result.cutAt ?? data.ub, result);
    this.options.onDone?.(data, performance.now() - started);
    return { cost: result.cost, ms: Math.round(performance.now() - begun) };
  }
}
