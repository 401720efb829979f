import { parentPort, workerData } from 'node:worker_threads';
import { takeJobs, type ForestReply, type ForestStart } from './forest-jobs.ts';

// A forest worker: waits for the tables, then takes jobs from the shared counter until none is
// left. It stays alive (listening) until the main thread stops it, so an exit means a crash.
const port = parentPort!;
port.on('message', (start: ForestStart) => {
  const reply = (message: ForestReply): void => port.postMessage(message);
  try {
    takeJobs(start, (workerData as { thread: number }).thread, (tree) => reply({ type: 'tree', tree }));
  } catch (err) {
    reply({ type: 'error', message: (err as Error).message });
  }
});
