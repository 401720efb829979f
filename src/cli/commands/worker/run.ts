/**
 * codebreaker worker [--threads N] [--data-dir DIR] (npm run worker): a worker process of the
 * fleet at REDIS_URL. It takes units of exact searches (codebreaker build --queue), first words of
 * the families' proofs over every first word (each family's queue, FamilyProofs.units) and
 * on-demand tree builds from the queues, one per thread, and on-demand exact searches on one
 * thread of their own (so that none holds a thread a greedy build waits for), until SIGTERM or
 * SIGINT; then it finishes the jobs in flight (or, past the grace time, hands them back to the
 * queue) and exits 0, at once while Redis is unreachable (nothing can be handed back then).
 */
import { availableParallelism } from 'node:os';
import { BUILDER_TASK_MODULE } from '../../../builder/task-module.ts';
import { EXACT_BUILD_QUEUE, SMALL_BUILD_QUEUE } from '../../../fleet/build-queue.ts';
import { BuildWorker } from '../../../fleet/build-worker.ts';
import { FleetConfigError, fleetUrl, redisOptions } from '../../../fleet/config.ts';
import { FleetConnection } from '../../../fleet/connection.ts';
import { ExactWorker } from '../../../fleet/exact-worker.ts';
import { FirstWordProofWorker } from '../../../fleet/proof-worker.ts';
import { FAMILY_PROOFS } from '../../../builder/proofs/families.ts';
import { FleetTreeStore } from '../../../fleet/tree-store.ts';
import { DEFAULT_DATA_DIR } from '../../../store/paths.ts';
import type { BuilderTasks } from '../../../builder/tasks.ts';
import { TaskPool } from '../../../workers/pool.ts';
import { command } from '../../command.ts';
import type { Runner } from '../../spec.ts';
import { spec } from './spec.ts';
import { CliError, EXIT } from '../../errors.ts';
import { count } from '../../../core/count.ts';

/** How long a stopping worker waits for Redis to take its jobs back once they are cancelled (milliseconds while it answers). */
const HAND_BACK_MS = 2000;

/** How long past the grace time a stopping worker may take in all before the process ends anyway. */
const STOP_MARGIN_MS = 5_000;

/** Runs codebreaker worker: resolves never; a signal stops the process (exit 0, or 1 on a second signal). */
export const run: Runner = command(spec, async ({ values, out }) => {
  let url: string | undefined;
  try {
    url = fleetUrl();
  } catch (err) {
    if (!(err instanceof FleetConfigError)) throw err;
    throw new CliError(err.message);
  }
  if (url === undefined) {
    throw new CliError("set REDIS_URL to the fleet's Redis (for example REDIS_URL=redis://127.0.0.1:6379/0 codebreaker worker)");
  }
  const threads = values.threads ?? availableParallelism();
  const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
  const graceMs = Number(process.env.WORKER_GRACE_MS ?? 10_000);
  // Tests shorten the lock so a killed worker's jobs are taken over within seconds.
  const lockDurationMs = process.env.WORKER_LOCK_MS === undefined ? undefined : Number(process.env.WORKER_LOCK_MS);

  const connection = new FleetConnection(redisOptions(url));
  const pool = new TaskPool({ size: threads, tasks: BUILDER_TASK_MODULE }).start();
  // On-demand exact searches (each up to its budget) on a thread of their own, started with the first.
  const exactPool = new TaskPool({ size: 1, tasks: BUILDER_TASK_MODULE });
  // Small boards' greedy trees (their own queue: never behind a large board's build) on a thread of their own too.
  const smallPool = new TaskPool({ size: 1, tasks: BUILDER_TASK_MODULE });
  let built = 0;
  const store = new FleetTreeStore(connection.client);
  const builds = (queuePool: TaskPool<BuilderTasks>, concurrency: number, queue?: string): BuildWorker =>
    new BuildWorker({
      connection: connection.options,
      store,
      pool: queuePool,
      concurrency,
      role: 'worker',
      dataDir,
      ...(queue !== undefined ? { queue } : {}),
      ...(lockDurationMs !== undefined ? { lockDurationMs } : {}),
      onBuild: (file) => {
        built++;
        out.note(`building ${file}`);
      },
    });
  const worker = builds(pool, threads);
  const exactBuilds = builds(exactPool, 1, EXACT_BUILD_QUEUE);
  const smallBuilds = builds(smallPool, 1, SMALL_BUILD_QUEUE);
  let units = 0;
  const exact = new ExactWorker({
    connection: connection.options,
    client: connection.client,
    pool,
    concurrency: threads,
    dataDir,
    ...(lockDurationMs !== undefined ? { lockDurationMs } : {}),
    onDone: () => units++,
  });
  exact.worker.on('failed', (job, err) => out.error(`unit failed ${job?.id ?? '?'}: ${err.message}`));
  let firstWords = 0;
  // A worker of each family's proof units (their own queue), every family whose proofs send first words to the fleet.
  const proofs = FAMILY_PROOFS.flatMap((family) =>
    family.units === undefined
      ? []
      : [
          new FirstWordProofWorker({
            units: family.units,
            connection: connection.options,
            client: connection.client,
            pool,
            concurrency: threads,
            dataDir,
            ...(lockDurationMs !== undefined ? { lockDurationMs } : {}),
            onDone: (data, ms, answer) => {
              firstWords++;
              out.note(`${data.proof}: ${data.word} ${settledAs(answer)} in ${ms} ms`);
            },
          }),
        ],
  );
  for (const p of proofs) p.worker.on('failed', (job, err) => out.error(`first word failed ${job?.id ?? '?'}: ${err.message}`));
  for (const w of [worker, exactBuilds, smallBuilds]) {
    w.worker.on('completed', (job) => out.note(`done ${job.id}`));
    w.worker.on('failed', (job, err) => out.error(`failed ${job?.id ?? '?'}: ${err.message}`));
  }
  connection.onChange((up) => (up ? out.note('Redis reachable') : out.error(`Redis unreachable (${connection.reason}); waiting for it`)));
  worker.worker.on('ready', () => out.result(`worker ready: ${count(threads, 'thread')} on the queue at ${new URL(url).host}`));

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(EXIT.failed);
    stopping = true;
    out.result(`${signal}: finishing the jobs in flight (at most ${graceMs} ms, then handing them back)`);
    // BullMQ's close waits for Redis as long as it stays away: while it is unreachable the queue's
    // workers are closed at once (nothing could be handed back, nor a result kept), and a hand-back
    // that Redis stops answering is cut after HAND_BACK_MS. The jobs they held go back to the
    // queue by its stalled check once their locks expire. A last deadline ends the process should
    // anything else hang.
    const deadline = setTimeout(() => {
      out.error(`stopping took over ${graceMs + STOP_MARGIN_MS} ms: stopped without handing the jobs in flight back`);
      process.exit(EXIT.ok);
    }, graceMs + STOP_MARGIN_MS);
    deadline.unref();
    const bound = { reachable: () => connection.up, settleMs: HAND_BACK_MS };
    void (async () => {
      const handed = await Promise.all([
        worker.close(graceMs, bound),
        exactBuilds.close(graceMs, bound),
        smallBuilds.close(graceMs, bound),
        exact.close(graceMs, bound),
        ...proofs.map((p) => p.close(graceMs, bound)),
      ]);
      if (handed.includes(false)) {
        out.error(
          `Redis unreachable (${connection.reason || 'it stopped answering'}): stopped without handing the jobs in flight back; the queue takes them back when their locks expire`,
        );
      }
      await Promise.all([pool.close(), exactPool.close(), smallPool.close()]);
      await connection.close();
      out.result(`stopped after ${built} builds and ${units} exact units and ${firstWords} first words of proofs`);
      // The queue's client libraries may keep timers: the process ends here, as a stopped worker should.
      process.exit(EXIT.ok);
    })();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return new Promise<number>(() => undefined);
});

/** How a unit was settled, from its answer's status (and bound), as a worker's log says it: "cut by split", "no-tree-below". */
export function settledAs(answer: object): string {
  const { status, by } = answer as { status?: unknown; by?: unknown };
  if (typeof status !== 'string') return 'settled';
  return typeof by === 'string' ? `${status} by ${by}` : status;
}
