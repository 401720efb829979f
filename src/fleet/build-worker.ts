// Works a build queue of the fleet: each job builds, verifies and encodes one tree on a thread of
// the pool and keeps it in the fleet's tree store; closing hands the builds in flight back.
import { hostname } from 'node:os';
import { UnrecoverableError, type Job, type RedisOptions, type Worker as QueueWorker } from 'bullmq';
import { keptTreeName } from '../builder/engine-stamp.ts';
import { BuildVerificationError, runBuildTask, type BuildResult } from '../builder/build-tree/run.ts';
import { findStrategy } from '../core/strategies/index.ts';
import type { BuilderTasks } from '../builder/tasks.ts';
import type { TaskPool } from '../workers/pool.ts';
import { BUILD_QUEUE, type BuildJobData, type BuildJobResult } from './build-queue.ts';
import type { FleetTreeStore } from './tree-store.ts';
import type { CloseBound } from './close-worker.ts';
import { PoolWorker } from './pool-worker.ts';

/** How a process works a build queue. */
export interface BuildWorkerOptions {
  /** The queue it works: BUILD_QUEUE (greedy trees, the default) or EXACT_BUILD_QUEUE (exact searches). */
  readonly queue?: string;
  /** Redis connection options (BullMQ makes its own blocking clients from them). */
  readonly connection: RedisOptions;
  readonly store: FleetTreeStore;
  /** The threads builds run on (src/workers): the event loop stays free, so job locks keep renewing. */
  readonly pool: TaskPool<BuilderTasks>;
  /** Builds at once (one per thread of the pool). */
  readonly concurrency: number;
  /** Who works the queue, as the queue lists its workers ("server", "worker"). */
  readonly role: string;
  /** Where word lists are read (data/words/). */
  readonly dataDir?: string;
  /** Called when this process starts a build (not for a tree already stored). */
  readonly onBuild?: (file: string) => void;
  /** Lock time of a job; a job whose worker died is taken over within about twice this (tests shorten it). */
  readonly lockDurationMs?: number;
  /** How often stalled jobs are looked for. */
  readonly stalledIntervalMs?: number;
  /** The largest score table a greedy build makes here (this process's memory plan; default: the scorer's). */
  readonly tableLimit?: number;
}

/**
 * Works the queue of on-demand builds: each job builds, verifies and encodes one tree on a thread
 * of the pool and keeps the file in the tree store; a job whose tree is already stored returns at
 * once (jobs run at least once, so they are idempotent). A file that fails verification fails its
 * job for good. Closing hands back the builds in flight (they wait for another worker, without
 * using an attempt) once the grace time has passed.
 */
export class BuildWorker {
  readonly #jobs: PoolWorker<BuildJobData, BuildJobResult>;

  constructor(readonly options: BuildWorkerOptions) {
    this.#jobs = new PoolWorker(
      {
        queue: options.queue ?? BUILD_QUEUE,
        connection: options.connection,
        client: options.store.client,
        concurrency: options.concurrency,
        name: `codebreaker-${options.role}@${hostname()}:${process.pid}`,
        ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
        ...(options.lockDurationMs !== undefined ? { lockDurationMs: options.lockDurationMs } : {}),
        ...(options.stalledIntervalMs !== undefined ? { stalledIntervalMs: options.stalledIntervalMs } : {}),
      },
      (job, signal) => this.#process(job, signal),
    );
  }

  /** The queue worker (its events: ready, completed, failed). */
  get worker(): QueueWorker<BuildJobData, BuildJobResult> {
    return this.#jobs.worker;
  }

  /**
   * Stops taking jobs: waits up to `graceMs` for the builds in flight to finish, then cancels them
   * and puts them back in the queue for another worker. With `bound`, it does not wait for an
   * unreachable Redis (see closeWorker), and resolves false when it could not hand them back.
   */
  async close(graceMs = 0, bound?: CloseBound): Promise<boolean> {
    return this.#jobs.close(graceMs, bound);
  }

  async #process(job: Job<BuildJobData, BuildJobResult>, signal: AbortSignal | undefined): Promise<BuildJobResult> {
    const { variant, strategy } = job.data;
    const spec = await this.#jobs.spec(variant);
    // An exact strategy's file is kept under a name that carries the engine's version: an older engine's is never read as this one's.
    const file = keptTreeName(spec.id, strategy);
    const kept = await this.options.store.get(file);
    if (kept !== undefined) return { file, sha256: kept.sha256, bytes: kept.bytes.length };
    const settled = await this.options.store.getOutcome(file);
    if (settled !== undefined) return { file, outcome: settled.kind };
    this.options.onBuild?.(file);
    // Exact trees within the budget and memory the server asked for (no checkpoint: a too-long search is stated, and built offline).
    const { budgetMs, memoLimit } = job.data;
    const exact =
      findStrategy(strategy)?.onDemand === 'search' && budgetMs !== undefined
        ? { budgetMs, ...(memoLimit !== undefined ? { memoLimit } : {}) }
        : undefined;
    let result: BuildResult;
    try {
      result = await runBuildTask(
        this.options.pool,
        spec,
        strategy,
        exact,
        (progress) => void job.updateProgress({ ...progress }).catch(() => {}),
        signal,
        exact === undefined && this.options.tableLimit !== undefined ? { tableLimit: this.options.tableLimit } : {},
      );
    } catch (err) {
      // (A build cancelled while the worker closes goes back to the queue: PoolWorker.)
      if (err instanceof BuildVerificationError) throw new UnrecoverableError(err.message);
      throw err;
    }
    if (result.kind === 'outcome') {
      await this.options.store.putOutcome(file, result.outcome);
      return { file, outcome: result.outcome.kind };
    }
    const sha256 = await this.options.store.put(file, result.file.bytes);
    return { file, sha256, bytes: result.file.bytes.length };
  }
}
