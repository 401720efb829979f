// The fleet's worker side of a family's proof over every first word: it settles the first words
// a coordinator sends through the family's queue, by the same search as a local proof, on its own
// threads (what a unit carries and how it is settled are the family's: FamilyProofs.units).
import { UnrecoverableError, type Job, type RedisOptions, type Worker as QueueWorker } from 'bullmq';
import type { Redis } from 'ioredis';
import { UnitRefusedError, type FirstWordUnit, type FirstWordUnits } from '../builder/proofs/units.ts';
import type { BuilderTasks } from '../builder/tasks.ts';
import type { TaskKind } from '../workers/task-table.ts';
import type { TaskPool } from '../workers/pool.ts';
import type { CloseBound } from './close-worker.ts';
import { PoolWorker, threadsWorkerName } from './pool-worker.ts';

/** How a worker process works the queue of a family's proof units. */
export interface FirstWordProofWorkerOptions {
  /** The family's units (FamilyProofs.units): their queue and how one is settled. */
  readonly units: FirstWordUnits;
  readonly connection: RedisOptions;
  /** The client users' lists are read with. */
  readonly client: Redis;
  /** Threads with the builder's tasks (the search runs there: the event loop stays free, so job locks keep renewing). */
  readonly pool: TaskPool<BuilderTasks>;
  readonly concurrency: number;
  readonly dataDir?: string;
  readonly lockDurationMs?: number;
  /** The search version this worker runs and stamps its answers with (default the family's; tests act as another build's worker). */
  readonly engine?: number;
  /** Called with each unit settled, its duration in milliseconds and the family's answer. */
  readonly onDone?: (data: FirstWordUnit, ms: number, answer: object) => void;
}

/**
 * Works the queue of a family's proof units (a proof script run with --queue): each job settles one
 * first word under the cutoff it carries, on a thread of the pool, as the family's units say, and
 * answers the record the local proof would write, with the time it took. A unit the family
 * refuses (another search version, other lists than this machine's) fails for good. Closing hands
 * the units in flight back to the queue once the grace time has passed.
 */
export class FirstWordProofWorker {
  readonly #jobs: PoolWorker<FirstWordUnit, object>;

  constructor(readonly options: FirstWordProofWorkerOptions) {
    this.#jobs = new PoolWorker(
      {
        queue: options.units.queue,
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
  get worker(): QueueWorker<FirstWordUnit, object> {
    return this.#jobs.worker;
  }

  /** Stops taking units: waits up to `graceMs` for those in flight, then hands them back (see closeWorker). */
  async close(graceMs = 0, bound?: CloseBound): Promise<boolean> {
    return this.#jobs.close(graceMs, bound);
  }

  async #process(job: Job<FirstWordUnit, object>, signal: AbortSignal | undefined): Promise<object> {
    const begun = performance.now();
    const { units, pool } = this.options;
    let answer;
    try {
      answer = await units.settle(job.data, {
        engine: this.options.engine ?? units.engine,
        board: (variant) => this.#jobs.spec(variant),
        // (A unit cancelled while the worker closes goes back to the queue: PoolWorker.)
        run: (kind, input) => pool.run(kind as TaskKind<BuilderTasks>, input as never, signal !== undefined ? { signal } : {}),
      });
    } catch (err) {
      if (err instanceof UnitRefusedError) throw new UnrecoverableError(err.message);
      throw err;
    }
    const ms = Math.round(performance.now() - begun);
    this.options.onDone?.(job.data, ms, answer);
    return { ...answer, ms };
  }
}
