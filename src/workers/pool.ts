// The one place that starts worker threads: a pool running one task table's tasks with a bounded
// queue, time limits, cancellation and a clean shutdown.
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { TaskError } from './errors.ts';
import type { TaskMessage, ThreadData, ThreadMemory, WorkerMessage } from './protocol.ts';
import type { TaskEvent, TaskInput, TaskKind, TaskModule, TaskOutput, TaskTable } from './task-table.ts';
import type { CoreTasks } from './tasks/index.ts';
import { count } from '../core/count.ts';

/** How a pool runs its tasks. */
export interface PoolOptions<T extends TaskTable = CoreTasks> {
  /** Worker threads. */
  readonly size: number;
  /** The table module its threads load (default: the core's tasks, src/workers/tasks). */
  readonly tasks?: TaskModule<T>;
  /**
   * Tasks allowed to wait for a thread; beyond, run() is refused with 'queue-full' (default: no
   * limit), unless the task comes before the last one waiting (a lower priority), which is refused instead.
   */
  readonly maxQueue?: number;
  /** Longest a task may run, in milliseconds, unless run() says otherwise (default: no limit). */
  readonly timeoutMs?: number;
  /**
   * Longest from run() to a task's end, in milliseconds, waiting for a thread included (default: no
   * limit): a task still waiting then is refused, a running one stopped, both with 'timeout'. What
   * bounds the time a caller waits, however many tasks are ahead of it.
   */
  readonly deadlineMs?: number;
  /** Thread crashes in a row after which the pool refuses work instead of starting new threads (default 3). */
  readonly maxFailures?: number;
  /**
   * Milliseconds a thread may stay idle before it is stopped, which gives back all its memory (its
   * heap, and the games and tables it kept); the next task starts it again (default: never).
   */
  readonly idleMs?: number;
  /**
   * The V8 heap limits of each thread (node:worker_threads' resourceLimits): a task whose thread
   * needs more fails with 'out-of-memory' (not counted as a crash), and its thread is replaced.
   */
  readonly resourceLimits?: ResourceLimits;
  /** What each thread keeps of games and score tables, in bytes (default: DEFAULT_THREAD_MEMORY of tasks/scorers.ts). */
  readonly memory?: Partial<ThreadMemory>;
  /**
   * Added to each thread's nice value (Linux; default 0): a pool of background work (builds) gives
   * the cores to the process's other threads (live answers, reviews) when they need them.
   */
  readonly nice?: number;
}

/** Per task: events while it runs, a signal that cancels it, its own time limit. */
export interface RunOptions<E> {
  readonly onEvent?: (event: E) => void;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /** Among the tasks waiting for a thread, lower runs first (default 0); equal ones in the order they came. */
  readonly priority?: number;
}

interface Job {
  readonly message: TaskMessage;
  readonly options: RunOptions<unknown>;
  readonly resolve: (output: unknown) => void;
  readonly reject: (err: Error) => void;
  onAbort?: () => void;
  /** When run() took it (performance.now()), and the timer of its deadline while it waits. */
  readonly takenAt: number;
  waiting?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | undefined;
  /** While it has no job and the pool stops idle threads: the timer that stops it. */
  idle: NodeJS.Timeout | undefined;
}

/**
 * The one place that starts worker threads: a fixed set of threads that run the tasks of one
 * table (the core's, src/workers/tasks, unless the pool is given another module), with a bounded
 * queue, per-task time limits, cancellation, and a clean shutdown. Threads run compiled
 * JavaScript from dist/, so they start in tens of milliseconds. A thread is stopped only by
 * terminating it, so a cancelled or timed-out task costs its thread, which is replaced at once.
 */
export class TaskPool<T extends TaskTable = CoreTasks> {
  readonly #options: Required<Omit<PoolOptions<T>, 'timeoutMs' | 'deadlineMs' | 'tasks' | 'idleMs' | 'resourceLimits' | 'memory'>> & {
    timeoutMs: number | undefined;
    deadlineMs: number | undefined;
    idleMs: number | undefined;
    resourceLimits: ResourceLimits | undefined;
    memory: Partial<ThreadMemory> | undefined;
  };
  readonly #tasks: string;
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;
  #failures = 0;
  #lastFailure = '';

  constructor(options: PoolOptions<T>) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new RangeError(`a pool needs at least one thread, not ${options.size}`);
    this.#options = {
      size: options.size,
      maxQueue: options.maxQueue ?? Infinity,
      timeoutMs: options.timeoutMs,
      deadlineMs: options.deadlineMs,
      maxFailures: options.maxFailures ?? 3,
      idleMs: options.idleMs,
      resourceLimits: options.resourceLimits,
      memory: options.memory,
      nice: options.nice ?? 0,
    };
    this.#tasks = options.tasks?.url ?? CORE_TABLE;
  }

  /** Threads of the pool. */
  get size(): number {
    return this.#options.size;
  }

  /** Tasks running now. */
  get running(): number {
    return this.#slots.filter((s) => s.job !== null).length;
  }

  /** Tasks waiting for a thread. */
  get queued(): number {
    return this.#queue.length;
  }

  /** Threads started now (idle ones stopped after idleMs are not). */
  get threads(): number {
    return this.#slots.length;
  }

  /** Stops the threads that have no task now, giving back their memory (the next task starts one again). */
  stopIdle(): void {
    for (const slot of this.#slots.filter((s) => s.job === null)) this.#stop(slot);
  }

  /**
   * Starts the threads now (otherwise the first task starts them): call it before serial work
   * on this thread, so the threads boot while it runs.
   */
  start(): this {
    if (!this.#closed) while (this.#slots.length < this.#options.size) this.#slots.push(this.#spawn());
    return this;
  }

  /** Runs a task on a thread; rejects with a TaskError when refused, cancelled, timed out or failed. */
  run<K extends TaskKind<T>>(kind: K, input: TaskInput<T, K>, options: RunOptions<TaskEvent<T, K>> = {}): Promise<TaskOutput<T, K>> {
    if (this.#closed) return Promise.reject(new TaskError('closed', 'the worker pool is shut down'));
    if (this.#failures > this.#options.maxFailures) {
      return Promise.reject(
        new TaskError(
          'unavailable',
          `worker threads failed ${count(this.#failures, 'time')} in a row (last: ${this.#lastFailure}); the pool takes no more work`,
        ),
      );
    }
    if (options.signal?.aborted === true) return Promise.reject(new TaskError('cancelled', 'the task was cancelled'));
    this.start();
    const free = this.#slots.find((s) => s.job === null);
    if (free === undefined && this.#queue.length >= this.#options.maxQueue) {
      const full = (): TaskError =>
        new TaskError('queue-full', `${this.running} tasks are running and ${this.#queue.length} waiting, the most this pool allows`);
      // A full queue takes a task before the last one waiting (a lower priority) in its place: that one is refused.
      const last = this.#queue.at(-1);
      if (last === undefined || (last.options.priority ?? 0) <= (options.priority ?? 0)) return Promise.reject(full());
      this.#queue.pop();
      this.#settle(last, full());
    }
    return new Promise<TaskOutput<T, K>>((resolve, reject) => {
      const job: Job = {
        message: { id: this.#nextId++, kind, input },
        options: options as RunOptions<unknown>,
        resolve: resolve as (output: unknown) => void,
        reject,
        takenAt: performance.now(),
      };
      if (options.signal !== undefined) {
        job.onAbort = () => this.#cancel(job, new TaskError('cancelled', 'the task was cancelled'));
        options.signal.addEventListener('abort', job.onAbort, { once: true });
      }
      if (free !== undefined) this.#begin(free, job);
      else {
        // Behind the waiting tasks of its priority or a lower one, before those of a higher one.
        const priority = options.priority ?? 0;
        const at = this.#queue.findIndex((waiting) => (waiting.options.priority ?? 0) > priority);
        this.#queue.splice(at < 0 ? this.#queue.length : at, 0, job);
        const { deadlineMs } = this.#options;
        if (deadlineMs !== undefined) {
          job.waiting = setTimeout(
            () => this.#cancel(job, new TaskError('timeout', `the task waited ${deadlineMs} ms for a thread, its whole time`)),
            deadlineMs,
          );
          job.waiting.unref();
        }
      }
    });
  }

  /** Refuses waiting tasks, stops every thread (running tasks are rejected), and resolves once they are gone. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    for (const job of this.#queue.splice(0)) this.#settle(job, new TaskError('closed', 'the worker pool is shutting down'));
    const slots = this.#slots.splice(0);
    for (const slot of slots) {
      clearTimeout(slot.timer);
      clearTimeout(slot.idle);
      if (slot.job !== null) this.#settle(slot.job, new TaskError('closed', 'the worker pool is shutting down'));
      slot.job = null;
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  #spawn(): Slot {
    // Threads inherit Node's options, except those that apply to the main entry alone.
    const execArgv = process.execArgv.filter((a) => !a.startsWith('--input-type') && !a.startsWith('--eval'));
    const { memory, nice } = this.#options;
    const workerData: ThreadData = {
      tasks: compiled(this.#tasks).href,
      ...(memory !== undefined ? { memory } : {}),
      ...(nice > 0 ? { nice } : {}),
    };
    const { resourceLimits } = this.#options;
    const worker = new Worker(compiled(THREAD), { execArgv, workerData, ...(resourceLimits !== undefined ? { resourceLimits } : {}) });
    const slot: Slot = { worker, job: null, timer: undefined, idle: undefined };
    // An idle thread does not keep the process alive; a busy one does (see #begin).
    worker.unref();
    worker.on('message', (reply: WorkerMessage) => {
      const job = slot.job;
      if (job === null || reply.id !== job.message.id) return;
      if (reply.type === 'event') {
        job.options.onEvent?.(reply.event);
        return;
      }
      this.#failures = 0;
      this.#finish(slot);
      if (reply.type === 'done') this.#settle(job, undefined, reply.output);
      else this.#settle(job, new TaskError('failed', reply.message));
      this.#next(slot);
    });
    // A crashed thread fails its task alone and is replaced, unless threads keep crashing. A task
    // that ran out of the thread's heap is the task's size, not a fault of the threads.
    const onCrash = (err: Error): void => {
      if (this.#closed || !this.#slots.includes(slot)) return;
      // (A thread that runs out of memory before any task is a fault of the limits: counted.)
      const outOfMemory = (err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' && slot.job !== null;
      if (!outOfMemory) {
        this.#failures++;
        this.#lastFailure = err.message;
      }
      const job = slot.job;
      this.#finish(slot);
      if (job !== null) {
        const heap = this.#options.resourceLimits?.maxOldGenerationSizeMb;
        this.#settle(
          job,
          outOfMemory
            ? new TaskError(
                'out-of-memory',
                `the task needed more memory than its thread may use${heap === undefined ? '' : ` (a heap of ${heap} MB)`}`,
              )
            : new TaskError('failed', `a worker thread failed: ${err.message}`),
        );
      }
      this.#replace(slot);
    };
    worker.on('error', onCrash);
    worker.on('exit', (code) => onCrash(new Error(`it exited with code ${code}`)));
    this.#idle(slot);
    return slot;
  }

  /** Arms the timer that stops a thread left without a task for idleMs. */
  #idle(slot: Slot): void {
    const { idleMs } = this.#options;
    if (idleMs === undefined || slot.job !== null) return;
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => {
      if (slot.job === null) this.#stop(slot);
    }, idleMs);
    slot.idle.unref();
  }

  /** Stops a thread without a task and forgets it (the next task starts a new one). */
  #stop(slot: Slot): void {
    const i = this.#slots.indexOf(slot);
    if (i < 0 || slot.job !== null) return;
    clearTimeout(slot.idle);
    this.#slots.splice(i, 1);
    slot.worker.removeAllListeners('exit');
    slot.worker.removeAllListeners('error');
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
  }

  #begin(slot: Slot, job: Job): void {
    clearTimeout(slot.idle);
    slot.job = job;
    slot.worker.ref();
    slot.worker.postMessage(job.message);
    clearTimeout(job.waiting);
    const { deadlineMs } = this.#options;
    const runMs = job.options.timeoutMs ?? this.#options.timeoutMs;
    // The run limit, or what is left of the deadline after the wait for a thread if that is sooner.
    const left = deadlineMs === undefined ? undefined : Math.max(1, deadlineMs - (performance.now() - job.takenAt));
    const timeoutMs = runMs === undefined ? left : left === undefined ? runMs : Math.min(runMs, left);
    if (timeoutMs !== undefined) {
      const reason =
        timeoutMs === runMs ? `the task ran over its ${runMs} ms` : `the task did not end within ${deadlineMs} ms of its request`;
      slot.timer = setTimeout(() => this.#cancel(job, new TaskError('timeout', reason)), timeoutMs);
      slot.timer.unref();
    }
  }

  #finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = null;
    slot.worker.unref();
  }

  #settle(job: Job, err: Error | undefined, output?: unknown): void {
    clearTimeout(job.waiting);
    if (job.onAbort !== undefined) job.options.signal?.removeEventListener('abort', job.onAbort);
    if (err !== undefined) job.reject(err);
    else job.resolve(output);
  }

  // A waiting task leaves the queue; a running one takes its thread with it (terminating is the
  // only way to stop a computation), and a new thread takes its place.
  #cancel(job: Job, err: TaskError): void {
    const queued = this.#queue.indexOf(job);
    if (queued >= 0) {
      this.#queue.splice(queued, 1);
      this.#settle(job, err);
      return;
    }
    const slot = this.#slots.find((s) => s.job === job);
    if (slot === undefined) return;
    this.#finish(slot);
    this.#settle(job, err);
    this.#replace(slot);
  }

  #replace(slot: Slot): void {
    const i = this.#slots.indexOf(slot);
    if (i < 0) return;
    slot.worker.removeAllListeners('exit');
    slot.worker.removeAllListeners('error');
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
    if (this.#closed) return;
    if (this.#failures > this.#options.maxFailures) {
      this.#slots.splice(i, 1);
      for (const job of this.#queue.splice(0)) {
        this.#settle(
          job,
          new TaskError(
            'unavailable',
            `worker threads failed ${count(this.#failures, 'time')} in a row (last: ${this.#lastFailure}); the pool takes no more work`,
          ),
        );
      }
      return;
    }
    const fresh = this.#spawn();
    this.#slots[i] = fresh;
    this.#next(fresh);
  }

  #next(slot: Slot): void {
    const job = this.#queue.shift();
    if (job !== undefined) this.#begin(slot, job);
    else this.#idle(slot);
  }
}

// The thread entry and the core's table, named by their sources (compiled() finds the code to run).
const THREAD = new URL('./thread.ts', import.meta.url).href;
const CORE_TABLE = new URL('./tasks/index.ts', import.meta.url).href;
// The package root: two folders up from src/workers/pool.ts, three from dist/src/workers/pool.js.
const ROOT = fileURLToPath(new URL(import.meta.url.endsWith('.js') ? '../../../' : '../../', import.meta.url));

/**
 * The compiled module a thread runs for a module's URL: a .js URL as it is, a source .ts URL its
 * .js in dist/ (under the package root, in the same place), since threads always run compiled
 * code, whether the main thread runs compiled (npm start) or from the sources (tests, development).
 */
function compiled(url: string): URL {
  const path = fileURLToPath(url);
  if (!path.endsWith('.ts')) return new URL(url);
  const inRoot = relative(ROOT, path).replace(/\.ts$/, '.js');
  const target = join(ROOT, inRoot.startsWith(`dist${sep}`) ? '' : 'dist', inRoot);
  if (!existsSync(target))
    throw new TaskError('unavailable', `${target} is missing: run npm run build (npm install does it) to compile the worker threads`);
  return pathToFileURL(target);
}
