// How a worker of the fleet's queues stops: no new jobs, a grace time for those in flight, then
// handed back, without waiting forever on a Redis that does not answer.
import type { Worker } from 'bullmq';

/**
 * How a closing worker that must not wait for Redis (a server: its shutdown has a time limit)
 * bounds its close. BullMQ's close waits for Redis (to hand the jobs back, to end the worker's
 * blocking command, even for its clients' first connection), so while Redis is unreachable it
 * never ends.
 */
export interface CloseBound {
  /** Whether Redis answers now (the process's FleetConnection): while it does not, nothing can be handed back. */
  readonly reachable: () => boolean;
  /** How long to wait for Redis to take the jobs back once they are cancelled (milliseconds while it answers). */
  readonly settleMs: number;
}

/**
 * Closes a queue worker the way every worker process of the fleet stops: it takes no new job,
 * waits up to `graceMs` for the jobs in flight, then cancels them; `handBack` is called first, so
 * their processors put them back in the queue for another worker (without using an attempt).
 *
 * With `bound`, it never waits for Redis beyond it: a worker whose Redis is unreachable is closed
 * at once, its clients disconnected (neither QUIT nor a wait for them to connect) and its jobs
 * cancelled; one whose Redis goes away while it hands the jobs back has its clients disconnected
 * after `settleMs`. It then resolves false: the jobs it could not hand back keep their lock until
 * it expires, and the queue's stalled check gives them to another worker (without failing them).
 */
export async function closeWorker(worker: Worker, graceMs: number, handBack: () => void, bound?: CloseBound): Promise<boolean> {
  if (bound !== undefined && !bound.reachable()) {
    // A forced close stops the worker's lock renewals and disconnects its clients; the builds'
    // threads are stopped after it, so their jobs are left as they are (nothing could be written).
    await worker.close(true);
    worker.cancelAllJobs('the worker is shutting down');
    return false;
  }
  const closing = worker.close();
  if (await settles(closing, graceMs)) return true;
  handBack();
  worker.cancelAllJobs('the worker is shutting down');
  if (bound === undefined) {
    await closing;
    return true;
  }
  if (await settles(closing, bound.settleMs)) return true;
  // Redis went away while the jobs were handed back: disconnect the worker's own clients (made
  // from connection options, so nothing else uses them) rather than wait for it.
  await worker.backend.close(true).catch(() => {});
  return false;
}

/** True once `promise` has resolved, false if `ms` passes first. */
async function settles(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  const settled = promise.then(() => true);
  settled.catch(() => {}); // a rejection after the time is up is nobody's to handle
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}
