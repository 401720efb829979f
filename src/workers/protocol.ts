/**
 * Messages between the task pool and its threads. A task is one call of a task handler; while it
 * runs, its handler may send events (progress, partial results); it ends with its output or an
 * error message.
 */

/** What a thread keeps of its games and score tables, at most, in bytes (the least recently used go beyond). */
export interface ThreadMemory {
  readonly gameBytes: number;
  readonly scorerBytes: number;
}

/**
 * What a thread is started with: the URL of the compiled table module it loads (its TASKS export),
 * its memory bounds, and how much lower than the process it runs (`nice`: added to its nice value).
 */
export interface ThreadData {
  readonly tasks: string;
  readonly memory?: Partial<ThreadMemory>;
  readonly nice?: number;
}

/** Main thread to worker: run a task. */
export interface TaskMessage {
  readonly id: number;
  readonly kind: string;
  readonly input: unknown;
}

/** Worker to main thread: an event of a running task, its output, or its failure. */
export type WorkerMessage =
  | { readonly type: 'event'; readonly id: number; readonly event: unknown }
  | { readonly type: 'done'; readonly id: number; readonly output: unknown }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
