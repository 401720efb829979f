// Worker threads do not inherit the TypeScript loader of the main thread: register it, then load
// the real worker module named in workerData.entry.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
