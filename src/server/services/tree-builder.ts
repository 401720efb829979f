// Where on-demand trees are built: on this process's threads (LocalTreeBuilder) or by the fleet;
// what is common to both stays in the on-demand service.
import type { VariantSpec } from '../../core/game.ts';
import { runBuildTask, type BuildResult, type ExactBuildRequest } from '../../builder/build-tree/run.ts';
import type { BuildTreeProgress } from '../../builder/build-tree/task.ts';
import { BUILDER_TASK_MODULE } from '../../builder/task-module.ts';
import type { BuilderTasks } from '../../builder/tasks.ts';
import { TaskError } from '../../workers/errors.ts';
import { TaskPool, type PoolOptions } from '../../workers/pool.ts';
import { SMALL_BUILD_WORK } from '../../builder/build-size.ts';
import { THREAD_IDLE_MS, type ThreadPlan } from './memory-plan.ts';
import { HttpError } from '../errors/http-error.ts';

/**
 * Where on-demand trees are built: on this process's threads (LocalTreeBuilder), or by the fleet
 * (FleetTreeBuilder: a job on the shared queue, the file in Redis). OnDemandTrees keeps what is
 * common (one build per tree here, checks, memory and cache directory) and asks its builder only this.
 */
export interface TreeBuilder {
  /** Builds this process started (a counter, for /metrics). */
  readonly builds: number;
  /** A file (or an outcome) built elsewhere and kept where every server reads it, or undefined (none, or no shared store). */
  stored(spec: VariantSpec, strategy: string, file: string): Promise<BuildResult | undefined>;
  /** Forgets a kept file that failed its checks, so it is built again. */
  discard(file: string): Promise<void>;
  /**
   * Throws a 503 when no build of this kind (`exact`: an exact search, else a greedy tree of this
   * `work`, buildWork) can start now (its lane full, the fleet unreachable); `pending` builds are
   * waited for here.
   */
  admit(pending: number, exact: boolean, work: number): void;
  /** Throws a 503 when the builds cannot be followed now (the fleet unreachable). */
  check(): void;
  /** Builds the tree (or waits for its build): the verified file or an outcome; rejects with the reason it failed. */
  build(
    spec: VariantSpec,
    strategy: string,
    file: string,
    exact: ExactBuildRequest | undefined,
    onProgress: (progress: BuildTreeProgress) => void,
    order?: BuildOrder,
  ): Promise<BuildResult>;
  /** Stops building; builds under way are abandoned. */
  close(): Promise<void>;
}

/**
 * How a build is ordered and bounded: its work (buildWork: smaller runs first, and small ones in a
 * lane of their own), the largest score table it makes, and a signal that stops it (the memory
 * guard's, past the ceiling; a fleet's build is not stopped from here).
 */
export interface BuildOrder {
  readonly work: number;
  readonly tableLimit?: number | undefined;
  readonly signal?: AbortSignal;
}

/**
 * How much lower than the server's other threads the builds of large boards and exact searches run
 * (added to their threads' nice value, on Linux): seconds to minutes of work that nobody waits on
 * at once, they leave the cores to what a request waits for (live answers, reviews, the event loop,
 * small boards' builds) whenever those need them, and take the rest.
 */
export const BACKGROUND_NICE = 10;

/** An error that is not the tree's fault (a full queue, a shutdown, the fleet unreachable): the next request tries again. */
export function isTransientBuildError(err: unknown): boolean {
  return (
    (err instanceof TaskError && (err.code === 'queue-full' || err.code === 'closed')) ||
    (err instanceof HttpError && err.statusCode === 503)
  );
}

export type { BuildResult, BuiltFile, ExactBuildRequest } from '../../builder/build-tree/run.ts';

/** How a server builds on its own threads: the lanes of greedy trees and of exact searches. */
export interface LocalBuilderOptions {
  /** Threads building greedy trees, and builds allowed to wait for them. */
  readonly workers: number;
  readonly queue: number;
  /** The longest one greedy build may run, in milliseconds (an exact one: its budget, see hardStopMs). */
  readonly timeoutMs: number;
  /** Threads running exact searches, and searches allowed to wait for them. */
  readonly exactWorkers: number;
  readonly exactQueue: number;
  /** What each lane's threads may take (heap limits, kept games and tables): the memory plan's; none by default. */
  readonly threads?: { readonly build: ThreadPlan; readonly smallBuild: ThreadPlan; readonly exact: ThreadPlan };
  /** How long a thread stays without work before it is stopped (default THREAD_IDLE_MS). */
  readonly idleMs?: number;
}

/**
 * Builds on this process's own build threads (one machine, no REDIS_URL), in three lanes of their
 * own threads: greedy trees of large boards (up to seconds each), greedy trees of small ones
 * (SMALL_BUILD_WORK: milliseconds each) and exact searches (each up to its budget, over a minute by
 * default). A small board's tree never waits behind a large board's, nor a greedy build behind an
 * exact search; within a lane, the builds waiting run smaller first (buildWork), those of one size
 * in the order they were asked for. Threads start with their lane's first build and stop when left
 * idle (THREAD_IDLE_MS), giving back their memory.
 */
export class LocalTreeBuilder implements TreeBuilder {
  builds = 0;
  readonly #greedy: TaskPool<BuilderTasks>;
  readonly #small: TaskPool<BuilderTasks>;
  readonly #exact: TaskPool<BuilderTasks>;
  /** Builds under way, so close() waits for their checkpoints to be written. */
  readonly #running = new Set<Promise<unknown>>();

  constructor(readonly options: LocalBuilderOptions) {
    // Threads start with the first build of their lane; most boards are asked for rarely.
    const { workers, queue, timeoutMs, exactWorkers, exactQueue, threads, idleMs = THREAD_IDLE_MS } = options;
    const lane = (plan: ThreadPlan | undefined): Partial<PoolOptions<BuilderTasks>> =>
      plan === undefined ? { idleMs } : { idleMs, resourceLimits: plan.resourceLimits, memory: plan.memory };
    // Large boards' builds and exact searches run below live answers, reviews and small builds (BACKGROUND_NICE).
    const background = { nice: BACKGROUND_NICE };
    this.#greedy = new TaskPool({
      size: workers,
      maxQueue: queue,
      timeoutMs,
      tasks: BUILDER_TASK_MODULE,
      ...lane(threads?.build),
      ...background,
    });
    this.#small = new TaskPool({ size: 1, maxQueue: queue, timeoutMs, tasks: BUILDER_TASK_MODULE, ...lane(threads?.smallBuild) });
    this.#exact = new TaskPool({
      size: exactWorkers,
      maxQueue: exactQueue,
      tasks: BUILDER_TASK_MODULE,
      ...lane(threads?.exact),
      ...background,
    });
  }

  /** The lane of a build: exact searches, small boards' greedy trees, the others. */
  #lane(exact: boolean, work: number): TaskPool<BuilderTasks> {
    return exact ? this.#exact : work <= SMALL_BUILD_WORK ? this.#small : this.#greedy;
  }

  async stored(): Promise<undefined> {
    return undefined;
  }

  async discard(): Promise<void> {}

  admit(_pending: number, exact: boolean, work: number): void {
    // A flood of different boards waits in a bounded queue per lane; beyond it, clients retry later.
    const pool = this.#lane(exact, work);
    const o = this.options;
    const held = pool.running + pool.queued;
    if (held >= (exact ? o.exactWorkers + o.exactQueue : pool.size + o.queue)) throw busyError(held, exact ? 'exact searches' : 'trees');
  }

  check(): void {}

  async build(
    spec: VariantSpec,
    strategy: string,
    _file: string,
    exact: ExactBuildRequest | undefined,
    onProgress: (progress: BuildTreeProgress) => void,
    order: BuildOrder = { work: 0 },
  ): Promise<BuildResult> {
    this.builds++;
    const run = runBuildTask(this.#lane(exact !== undefined, order.work), spec, strategy, exact, onProgress, order.signal, {
      priority: order.work,
      ...(order.tableLimit !== undefined ? { tableLimit: order.tableLimit } : {}),
    });
    this.#running.add(run);
    return run.finally(() => this.#running.delete(run));
  }

  /** Stops the build threads that have no build now (memory pressure). */
  stopIdle(): void {
    for (const pool of [this.#greedy, this.#small, this.#exact]) pool.stopIdle();
  }

  async close(): Promise<void> {
    await Promise.all([this.#greedy.close(), this.#small.close(), this.#exact.close()]);
    // The builds stopped now settle once their checkpoints hold what their threads had solved.
    await Promise.allSettled([...this.#running]);
  }
}

/** The 503 of a build refused because this server builds as many trees (or runs as many exact searches) as it may. */
export function busyError(pending: number, what = 'trees'): HttpError {
  return new HttpError(
    503,
    'busy',
    `${pending} ${what} are being built or waiting, the most this server takes at once; retry shortly. Meanwhile .../next answers live.`,
    { 'Retry-After': '5' },
  );
}
