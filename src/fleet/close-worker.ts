import type { Worker } from 'bullmq';

/**
 * Closes a queue worker the way every worker process of the fleet stops: it takes no new job,
 * waits up to `graceMs` for the jobs in flight, then cancels them; `handBack` is called first, so
 * their processors put them back in the queue for another worker (without using an attempt).
 */
export async function closeWorker(worker: Worker, graceMs: number, handBack: () => void): Promise<void> {
  const closing = worker.close();
  const finished = await Promise.race([closing.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), graceMs).unref())]);
  if (!finished) {
    handBack();
    worker.cancelAllJobs('the worker is shutting down');
    await closing;
  }
}
