import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { BUILDER_TASK_MODULE } from '../src/builder/task-module.ts';
import { BuildWorker } from '../src/fleet/build-worker.ts';
import { FleetConfigError, fleetUrl, redisOptions } from '../src/fleet/config.ts';
import { FleetConnection } from '../src/fleet/connection.ts';
import { ExactWorker } from '../src/fleet/exact-worker.ts';
import { FleetTreeStore } from '../src/fleet/tree-store.ts';
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { TaskPool } from '../src/workers/pool.ts';

/**
 * npm run worker -- [--threads N] [--data-dir DIR]: a worker process of the fleet at REDIS_URL.
 * It takes units of exact searches (build-trees --queue) and on-demand tree builds from the queues,
 * one per thread, until SIGTERM or SIGINT; then it finishes the jobs in flight (or, past the grace
 * time, hands them back to the queue) and exits 0.
 */

const USAGE = `usage: npm run worker -- [--threads N] [--data-dir DIR]
  Works the fleet's queue at REDIS_URL (for example redis://127.0.0.1:6379/0) on N threads
  (default: this machine's cores) until SIGTERM or SIGINT.
  WORKER_GRACE_MS: how long a stop waits for the jobs in flight before handing them back (default 10000).`;

const { values } = parseArgs({
  options: { threads: { type: 'string', short: 't' }, 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help === true) {
  console.log(USAGE);
  process.exit(0);
}
let url: string | undefined;
try {
  url = fleetUrl();
} catch (err) {
  if (!(err instanceof FleetConfigError)) throw err;
  console.error(`worker: ${err.message}`);
  process.exit(2);
}
if (url === undefined) {
  console.error("worker: set REDIS_URL to the fleet's Redis (for example REDIS_URL=redis://127.0.0.1:6379/0 npm run worker)");
  process.exit(2);
}
const threads = values.threads === undefined ? availableParallelism() : Number(values.threads);
if (!Number.isInteger(threads) || threads < 1 || threads > 256) {
  console.error(`worker: --threads must be an integer from 1 to 256, not ${JSON.stringify(values.threads)}`);
  process.exit(2);
}
const graceMs = Number(process.env.WORKER_GRACE_MS ?? 10_000);
// Tests shorten the lock so a killed worker's jobs are taken over within seconds.
const lockDurationMs = process.env.WORKER_LOCK_MS === undefined ? undefined : Number(process.env.WORKER_LOCK_MS);

const connection = new FleetConnection(redisOptions(url));
const pool = new TaskPool({ size: threads, tasks: BUILDER_TASK_MODULE }).start();
let built = 0;
const worker = new BuildWorker({
  connection: connection.options,
  store: new FleetTreeStore(connection.client),
  pool,
  concurrency: threads,
  role: 'worker',
  dataDir: values['data-dir'] ?? DEFAULT_DATA_DIR,
  ...(lockDurationMs !== undefined ? { lockDurationMs } : {}),
  onBuild: (file) => {
    built++;
    console.log(`building ${file}`);
  },
});
let units = 0;
const exact = new ExactWorker({
  connection: connection.options,
  client: connection.client,
  pool,
  concurrency: threads,
  dataDir: values['data-dir'] ?? DEFAULT_DATA_DIR,
  ...(lockDurationMs !== undefined ? { lockDurationMs } : {}),
  onDone: () => units++,
});
exact.worker.on('failed', (job, err) => console.log(`unit failed ${job?.id ?? '?'}: ${err.message}`));
worker.worker.on('completed', (job) => console.log(`done ${job.id}`));
worker.worker.on('failed', (job, err) => console.log(`failed ${job?.id ?? '?'}: ${err.message}`));
connection.onChange((up) => console.log(up ? 'Redis reachable' : `Redis unreachable (${connection.reason}); waiting for it`));
worker.worker.on('ready', () => console.log(`worker ready: ${threads} threads on the queue at ${new URL(url).host}`));

let stopping = false;
const stop = (signal: NodeJS.Signals): void => {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: finishing the jobs in flight (at most ${graceMs} ms, then handing them back)`);
  void (async () => {
    await Promise.all([worker.close(graceMs), exact.close(graceMs)]);
    await pool.close();
    await connection.close();
    console.log(`stopped after ${built} builds and ${units} exact units`);
    process.exit(0);
  })();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
