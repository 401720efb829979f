/** Why the task pool refused or ended a task; callers map these to their own answers (a 503, an exit). */
export type TaskErrorCode = 'queue-full' | 'closed' | 'timeout' | 'cancelled' | 'failed' | 'unavailable' | 'out-of-memory';

/** A task the pool refused, or one that did not end with an output. */
export class TaskError extends Error {
  constructor(
    readonly code: TaskErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TaskError';
  }
}
