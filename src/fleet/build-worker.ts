// Works a build queue of the fleet: each job builds, verifies and encodes one tree on a thread of
// the pool and keeps it in the fleet's tree store; closing hands the builds in flight back.
import { hostname } from 'node:os';
import { UnrecoverableError, WaitingError, Worker as QueueWorker, type Job } from 'bullmq';
import type { RedisOptions } from 'bullmq';
import { keptTreeName } from '../builder/engine-stamp.ts';
import { DEFAULT_DATA_DIR } from '../store/paths.ts';
import { resolveVariant } from '../core/variants/parse.ts';
import { UserListStore, userListsKeyOf } from '../store/user-lists.ts';
import { BuildVerificationError, runBuildTask, type BuildResult } from '../builder/build-tree/run.ts';
import { TaskError } from '../workers/errors.ts';
import { findStrategy } from '../core/strategies/index.ts';
import type { BuilderTasks } from '../builder/tasks.ts';
import type { TaskPool } from '../workers/pool.ts';
import { BUILD_QUEUE, type BuildJobData, type BuildJobResult } from './build-queue.ts';
import { FLEET_PREFIX } from './config.ts';
import type { FleetTreeStore } from './tree-store.ts';
import { closeWorker, type CloseBound } from './close-worker.ts';
import { FleetWordListStore } from './word-list-store.ts';

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
  readonly worker: QueueWorker<BuildJobData, BuildJobResult>;
  #handingBack = false;
  /** Users' lists, read from the fleet's store for the builds of their boards. */
  readonly #lists: UserListStore;

  constructor(readonly options: BuildWorkerOptions) {
    this.#lists = new UserListStore({ remote: new FleetWordListStore(options.store.client), inMemory: 4 });
    const lockDuration = options.lockDurationMs ?? 30_000;
    const queue = options.queue ?? BUILD_QUEUE;
    this.worker = new QueueWorker<BuildJobData, BuildJobResult>(queue, (job, token, signal) => this.#process(job, token, signal), {
      connection: options.connection,
      prefix: FLEET_PREFIX,
      concurrency: options.concurrency,
      name: `codebreaker-${options.role}@${hostname()}:${process.pid}`,
      lockDuration,
      stalledInterval: options.stalledIntervalMs ?? lockDuration,
      // A job taken back from a dead worker once is not failed for it: jobs are idempotent.
      maxStalledCount: 2,
    });
    this.worker.on('error', () => {}); // outages are reported by the process's FleetConnection
  }

  /**
   * Stops taking jobs: waits up to `graceMs` for the builds in flight to finish, then cancels them
   * and puts them back in the queue for another worker. With `bound`, it does not wait for an
   * unreachable Redis (see closeWorker), and resolves false when it could not hand them back.
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

  async #process(
    job: Job<BuildJobData, BuildJobResult>,
    token: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<BuildJobResult> {
    const { variant, strategy } = job.data;
    const key = userListsKeyOf(variant);
    if (key !== undefined && !(await this.#lists.load(key))) throw new UnrecoverableError(`the fleet keeps no word lists ${variant}`);
    const spec = resolveVariant(variant, this.#lists.lists(this.options.dataDir ?? DEFAULT_DATA_DIR));
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
      if (this.#handingBack && err instanceof TaskError && err.code === 'cancelled') {
        // Back to the queue without using an attempt: another worker builds it.
        await job.moveToWait(token);
        throw new WaitingError();
      }
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
