// Trees built on demand by the fleet (REDIS_URL set): one job per tree, whichever servers ask, its
// file kept in Redis for every server; this server works the build queues too.
import type { VariantSpec } from '../../core/game.ts';
import { BuildQueue, EXACT_BUILD_QUEUE, SMALL_BUILD_QUEUE } from '../../fleet/build-queue.ts';
import { BuildWorker } from '../../fleet/build-worker.ts';
import type { FleetConnection } from '../../fleet/connection.ts';
import { FleetTreeStore } from '../../fleet/tree-store.ts';
import { TaskPool, type PoolOptions } from '../../workers/pool.ts';
import type { BuildTreeProgress } from '../../builder/build-tree/task.ts';
import { BUILDER_TASK_MODULE } from '../../builder/task-module.ts';
import type { BuilderTasks } from '../../builder/tasks.ts';
import { fleetUnavailable } from './fleet-unavailable.ts';
import { BACKGROUND_NICE, busyError, type BuildOrder, type BuildResult, type ExactBuildRequest, type TreeBuilder } from './tree-builder.ts';
import { THREAD_IDLE_MS, type ThreadPlan } from './memory-plan.ts';

/** How often a waiting server looks whether the fleet's build is done. */
const POLL_MS = 200;

/** How long a closing server waits for Redis to take its builds in flight back (milliseconds while it answers). */
const HAND_BACK_MS = 2000;

/** Settings of a server in a fleet. */
export interface FleetBuilderOptions {
  /** Threads this server builds greedy trees on (it works the build queue too). */
  readonly workers: number;
  /** Threads this server runs exact searches on (it works their queue too: a lane of its own). */
  readonly exactWorkers?: number;
  /** Builds this server may wait for at once; beyond, 503 busy. */
  readonly queue: number;
  /** The longest one build may run on a thread here. */
  readonly timeoutMs: number;
  /** Where word lists are read. */
  readonly dataDir?: string;
  /** Job lock time (tests shorten it so a dead worker's job is taken over sooner). */
  readonly lockDurationMs?: number;
  readonly stalledIntervalMs?: number;
  /** What each lane's threads may take (the memory plan's), and the largest score table of a greedy build here. */
  readonly threads?: { readonly build: ThreadPlan; readonly smallBuild: ThreadPlan; readonly exact: ThreadPlan };
  readonly tableLimit?: number;
}

/**
 * Builds on the fleet (REDIS_URL set): a build is a job whose id is the tree, so however many
 * servers are asked, the fleet builds it once; the file is kept in Redis (bytes and sha256) and
 * every server reads it from there. This server also works the build queues on its own threads
 * (greedy trees and exact searches each on threads of their own, as on one machine), so servers
 * and one Redis are a complete fleet. Waiting follows the stored file, not job events
 * (events sent while a server was cut off are lost), and survives outages: a build asked for
 * before Redis went away is still served once it is back.
 */
export class FleetTreeBuilder implements TreeBuilder {
  builds = 0;
  readonly queue: BuildQueue;
  readonly store: FleetTreeStore;
  readonly #pools: Array<TaskPool<BuilderTasks>>;
  readonly #workers: BuildWorker[];
  #closed = false;

  constructor(
    readonly connection: FleetConnection,
    readonly options: FleetBuilderOptions,
  ) {
    this.queue = new BuildQueue(connection.client);
    this.store = new FleetTreeStore(connection.client);
    const exactWorkers = options.exactWorkers ?? 1;
    // The lanes of one machine (LocalTreeBuilder), each working its own queue; threads stop when idle.
    const lane = (plan: ThreadPlan | undefined): Partial<PoolOptions<BuilderTasks>> =>
      plan === undefined
        ? { idleMs: THREAD_IDLE_MS }
        : { idleMs: THREAD_IDLE_MS, resourceLimits: plan.resourceLimits, memory: plan.memory };
    const { threads } = options;
    const greedy = new TaskPool({
      size: options.workers,
      timeoutMs: options.timeoutMs,
      tasks: BUILDER_TASK_MODULE,
      ...lane(threads?.build),
      nice: BACKGROUND_NICE,
    });
    const small = new TaskPool({ size: 1, timeoutMs: options.timeoutMs, tasks: BUILDER_TASK_MODULE, ...lane(threads?.smallBuild) });
    const exact = new TaskPool({ size: exactWorkers, tasks: BUILDER_TASK_MODULE, ...lane(threads?.exact), nice: BACKGROUND_NICE });
    this.#pools = [greedy, small, exact];
    const worker = (pool: TaskPool<BuilderTasks>, concurrency: number, queue?: string): BuildWorker =>
      new BuildWorker({
        connection: connection.options,
        store: this.store,
        pool,
        concurrency,
        role: 'server',
        ...(queue !== undefined ? { queue } : {}),
        ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
        ...(options.lockDurationMs !== undefined ? { lockDurationMs: options.lockDurationMs } : {}),
        ...(options.stalledIntervalMs !== undefined ? { stalledIntervalMs: options.stalledIntervalMs } : {}),
        ...(options.tableLimit !== undefined ? { tableLimit: options.tableLimit } : {}),
        onBuild: () => this.builds++,
      });
    this.#workers = [worker(greedy, options.workers), worker(small, 1, SMALL_BUILD_QUEUE), worker(exact, exactWorkers, EXACT_BUILD_QUEUE)];
  }

  check(): void {
    if (!this.connection.up) throw fleetUnavailable(`the fleet's Redis is unreachable: ${this.connection.reason}`);
  }

  async stored(_spec: VariantSpec, _strategy: string, file: string): Promise<BuildResult | undefined> {
    this.check();
    try {
      return await this.#read(file);
    } catch (err) {
      throw fleetUnavailable(err);
    }
  }

  /** The file or the outcome the fleet keeps for a tree, or undefined. */
  async #read(file: string): Promise<BuildResult | undefined> {
    const kept = await this.store.get(file);
    if (kept !== undefined) return { kind: 'tree', file: kept };
    const outcome = await this.store.getOutcome(file);
    return outcome === undefined ? undefined : { kind: 'outcome', outcome };
  }

  async discard(file: string): Promise<void> {
    await this.store.remove(file).catch(() => {});
  }

  admit(pending: number): void {
    this.check();
    if (pending >= this.options.workers + this.options.queue) throw busyError(pending);
  }

  async build(
    spec: VariantSpec,
    strategy: string,
    file: string,
    exact: ExactBuildRequest | undefined,
    onProgress: (progress: BuildTreeProgress) => void,
    order?: BuildOrder,
  ): Promise<BuildResult> {
    // Its work names its queue (small boards' or the others') and its priority there (smaller first).
    const work = exact === undefined ? order?.work : undefined;
    try {
      await this.queue.request(spec.id, strategy, exact?.budgetMs, exact?.memoLimit, work);
    } catch (err) {
      throw fleetUnavailable(err);
    }
    for (;;) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      if (this.#closed) throw new Error('the server is shutting down');
      if (!this.connection.up) continue;
      let state;
      try {
        const kept = await this.#read(file);
        if (kept !== undefined) return kept;
        state = await this.queue.state(spec.id, strategy, work);
        // A job gone (removed, or Redis emptied) or done without its file: ask again.
        if (state.kind === 'missing' || state.kind === 'completed') {
          if (state.kind === 'completed') await this.queue.remove(spec.id, strategy, work);
          await this.queue.request(spec.id, strategy, exact?.budgetMs, exact?.memoLimit, work);
        }
      } catch {
        continue; // an outage in the middle: the next round finds out
      }
      if (state.kind === 'failed') throw new Error(state.reason);
      if (state.kind === 'pending') onProgress(state.progress);
    }
  }

  /**
   * Stops working the queues: the builds in flight are cancelled and handed back to the queue,
   * which takes milliseconds while Redis answers. While it is unreachable they cannot be (their
   * files could not be kept in Redis either), and BullMQ's close would wait for Redis as long as
   * it stays away: the workers' clients are then disconnected at once, and the jobs go back to
   * the queue when their locks expire.
   */
  async close(): Promise<void> {
    this.#closed = true;
    const bound = { reachable: () => this.connection.up, settleMs: HAND_BACK_MS };
    await Promise.all(this.#workers.map((w) => w.close(0, bound)));
    await Promise.all([...this.#pools.map((p) => p.close()), this.queue.close()]);
  }
}
