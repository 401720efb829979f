import type { VariantSpec } from '../../core/game.ts';
import { runBuildTask, type BuildResult, type ExactBuildRequest } from '../../builder/build-tree-run.ts';
import type { BuildTreeProgress } from '../../builder/build-tree-task.ts';
import { BUILDER_TASK_MODULE } from '../../builder/task-module.ts';
import type { BuilderTasks } from '../../builder/tasks.ts';
import { TaskError } from '../../workers/errors.ts';
import { TaskPool } from '../../workers/pool.ts';
import { HttpError } from '../plugins/errors.ts';

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
   * Throws a 503 when no build of this kind (`exact`: an exact search, else a greedy tree) can
   * start now (its lane full, the fleet unreachable); `pending` builds are waited for here.
   */
  admit(pending: number, exact: boolean): void;
  /** Throws a 503 when the builds cannot be followed now (the fleet unreachable). */
  check(): void;
  /** Builds the tree (or waits for its build): the verified file or an outcome; rejects with the reason it failed. */
  build(
    spec: VariantSpec,
    strategy: string,
    file: string,
    exact: ExactBuildRequest | undefined,
    onProgress: (progress: BuildTreeProgress) => void,
  ): Promise<BuildResult>;
  /** Stops building; builds under way are abandoned. */
  close(): Promise<void>;
}

/** An error that is not the tree's fault (a full queue, a shutdown, the fleet unreachable): the next request tries again. */
export function isTransientBuildError(err: unknown): boolean {
  return (
    (err instanceof TaskError && (err.code === 'queue-full' || err.code === 'closed')) ||
    (err instanceof HttpError && err.statusCode === 503)
  );
}

export type { BuildResult, BuiltFile, ExactBuildRequest } from '../../builder/build-tree-run.ts';

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
}

/**
 * Builds on this process's own build threads (one machine, no REDIS_URL), in two lanes of their
 * own threads: greedy trees (milliseconds to seconds each) and exact searches (each up to its
 * budget, over a minute by default). A greedy build never waits behind an exact search, however
 * many are asked for: exact searches wait only for each other.
 */
export class LocalTreeBuilder implements TreeBuilder {
  builds = 0;
  readonly #greedy: TaskPool<BuilderTasks>;
  readonly #exact: TaskPool<BuilderTasks>;
  /** Builds under way, so close() waits for their checkpoints to be written. */
  readonly #running = new Set<Promise<unknown>>();

  constructor(readonly options: LocalBuilderOptions) {
    // Threads start with the first build of their lane; most boards are asked for rarely.
    const { workers, queue, timeoutMs, exactWorkers, exactQueue } = options;
    this.#greedy = new TaskPool({ size: workers, maxQueue: queue, timeoutMs, tasks: BUILDER_TASK_MODULE });
    this.#exact = new TaskPool({ size: exactWorkers, maxQueue: exactQueue, tasks: BUILDER_TASK_MODULE });
  }

  async stored(): Promise<undefined> {
    return undefined;
  }

  async discard(): Promise<void> {}

  admit(_pending: number, exact: boolean): void {
    // A flood of different boards waits in a bounded queue per lane; beyond it, clients retry later.
    const pool = exact ? this.#exact : this.#greedy;
    const o = this.options;
    const held = pool.running + pool.queued;
    if (held >= (exact ? o.exactWorkers + o.exactQueue : o.workers + o.queue)) throw busyError(held, exact ? 'exact searches' : 'trees');
  }

  check(): void {}

  async build(
    spec: VariantSpec,
    strategy: string,
    _file: string,
    exact: ExactBuildRequest | undefined,
    onProgress: (progress: BuildTreeProgress) => void,
  ): Promise<BuildResult> {
    this.builds++;
    const run = runBuildTask(exact === undefined ? this.#greedy : this.#exact, spec, strategy, exact, onProgress);
    this.#running.add(run);
    return run.finally(() => this.#running.delete(run));
  }

  async close(): Promise<void> {
    await Promise.all([this.#greedy.close(), this.#exact.close()]);
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
