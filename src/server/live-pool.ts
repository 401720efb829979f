import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HttpError } from './errors.ts';
import type { LiveReply, LiveTask } from './live-worker.ts';

/** Worker failures in a row after which the pool refuses live work instead of respawning. */
const MAX_FAILURES = 3;

/** A queued or running live computation. */
interface Job {
  readonly task: LiveTask;
  resolve(reply: { guess: number; fast: boolean }): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | undefined;
}

// The worker is TypeScript, and Node 20 applies no loader hooks to a worker's entry file, so a
// small bootstrap imports it through tsx's API (the same way under npm start and under tests).
const TSX_API = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
const WORKER_URL = new URL('./live-worker.ts', import.meta.url).href;
const BOOTSTRAP = `import(${JSON.stringify(TSX_API)}).then((api) => api.tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(import.meta.url)}));`;

/**
 * A fixed set of worker threads for live answers, with a bounded wait queue: beyond `size`
 * running and `maxQueue` waiting, a request is refused at once with 503 and Retry-After, so
 * costly requests can never pile up without bound.
 */
export class LivePool {
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;
  /** Worker failures in a row; a pool whose workers keep failing stops replacing them. */
  #failures = 0;

  /**
   * `jobTimeoutMs` bounds one computation (the work budget keeps them far shorter): a worker that
   * exceeds it is replaced and its request answered 503, so nothing can hold a worker for long.
   */
  constructor(readonly size: number, readonly maxQueue: number, readonly retryAfterSeconds = 1, readonly jobTimeoutMs = 10_000) {}

  /** Jobs running plus waiting. */
  get pending(): number {
    return this.#slots.filter((s) => s.job !== null).length + this.#queue.length;
  }

  /** Runs a task on a worker; rejects with a 503 HttpError when the pool and its queue are full. */
  run(task: Omit<LiveTask, 'id'>): Promise<{ guess: number; fast: boolean }> {
    if (this.#closed) return Promise.reject(new HttpError(503, 'unavailable', 'The server is shutting down.'));
    if (this.#failures > MAX_FAILURES) {
      return Promise.reject(new HttpError(503, 'unavailable', 'Off-tree answers are unavailable on this server at the moment; answers on the tree still work.', { 'Retry-After': '60' }));
    }
    this.#startWorkers();
    const free = this.#slots.find((s) => s.job === null);
    if (free === undefined && this.#queue.length >= this.maxQueue) {
      return Promise.reject(new HttpError(503, 'busy', 'Too many off-tree answers are being computed; retry shortly.', { 'Retry-After': String(this.retryAfterSeconds) }));
    }
    return new Promise((resolve, reject) => {
      const job: Job = { task: { ...task, id: this.#nextId++ }, resolve, reject };
      if (free !== undefined) this.#start(free, job);
      else this.#queue.push(job);
    });
  }

  /** Stops the workers; waiting jobs are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.reject(new HttpError(503, 'unavailable', 'The server is shutting down.'));
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
    this.#slots.length = 0;
  }

  // Workers start on the first live request: most traffic stays on the trees and never needs them.
  #startWorkers(): void {
    while (this.#slots.length < this.size) this.#slots.push(this.#spawn());
  }

  #spawn(): Slot {
    const worker = new Worker(BOOTSTRAP, { eval: true });
    const slot: Slot = { worker, job: null, timer: undefined };
    worker.unref();
    worker.on('message', (reply: LiveReply) => {
      const job = slot.job;
      slot.job = null;
      clearTimeout(slot.timer);
      this.#failures = 0;
      if (job !== null) {
        if ('error' in reply) job.reject(new Error(`live computation failed: ${reply.error}`));
        else job.resolve({ guess: reply.guess, fast: reply.fast });
      }
      this.#next(slot);
    });
    // A crashed worker fails its job and is replaced, so one bad request cannot take the pool down.
    // A worker that cannot even start (say, a broken install) is not replaced in a loop.
    worker.on('error', (err) => {
      clearTimeout(slot.timer);
      slot.job?.reject(new Error(`live worker failed: ${err.message}`));
      slot.job = null;
      this.#failures++;
      const i = this.#slots.indexOf(slot);
      if (i < 0 || this.#closed) return;
      if (this.#failures > MAX_FAILURES) {
        this.#slots.splice(i, 1);
        for (const job of this.#queue.splice(0)) job.reject(new HttpError(503, 'unavailable', 'Off-tree answers are unavailable on this server at the moment.', { 'Retry-After': '60' }));
        return;
      }
      this.#slots[i] = this.#spawn();
      this.#next(this.#slots[i]!);
    });
    return slot;
  }

  #start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.postMessage(job.task);
    slot.timer = setTimeout(() => this.#timeOut(slot), this.jobTimeoutMs);
    slot.timer.unref();
  }

  // The job is refused and the worker replaced: terminating is the only way to stop a computation.
  #timeOut(slot: Slot): void {
    const job = slot.job;
    slot.job = null;
    job?.reject(new HttpError(503, 'busy', 'This off-tree answer took too long to compute; retry shortly.', { 'Retry-After': String(this.retryAfterSeconds) }));
    void slot.worker.terminate();
    const i = this.#slots.indexOf(slot);
    if (i < 0 || this.#closed) return;
    this.#slots[i] = this.#spawn();
    this.#next(this.#slots[i]!);
  }

  #next(slot: Slot): void {
    const job = this.#queue.shift();
    if (job !== undefined) this.#start(slot, job);
  }
}
