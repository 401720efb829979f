/**
 * codebreaker build --queue: the coordinator of one exact search whose units go to the fleet's
 * workers (src/fleet/exact-runner.ts), with a progress line every 10 s (units answered, waiting
 * and running, workers seen); with no worker connected it says so and waits.
 */
import { writeFileAtomic } from '../../../store/manifest.ts';
import type { FleetConnection } from '../../../fleet/connection.ts';
import type { FleetExactRunner } from '../../../fleet/exact-runner.ts';
import { count } from '../../../core/count.ts';

/** An open coordinator and how to close it. */
export interface QueueRunner {
  readonly runner: FleetExactRunner;
  close(): Promise<void>;
}

/** Where the coordinator of one search keeps its state, and what it reports to. */
export interface QueueSearch {
  readonly variant: string;
  readonly strategy: string;
  /** The file every unit's answer is appended to (beside the checkpoint). */
  readonly partsFile: string;
  /** Units sent at once (default: the worker threads seen, plus one). */
  readonly lanes?: number | undefined;
  /** The --durations file, written as the search goes. */
  readonly durations?: string | undefined;
  readonly log: (line: string) => void;
}

/** Writes every unit's run time so far to the --durations file (for scripts/fleet-simulation.ts). */
export async function writeDurations(file: string, search: string, runner: FleetExactRunner): Promise<void> {
  const text = `${JSON.stringify({ search, lanes: runner.size, durations: runner.durations })}\n`;
  await writeFileAtomic(file, Buffer.from(text));
}

/** Opens the coordinator of one search on the queue, once the fleet's Redis answers. */
export async function openQueueRunner(connection: FleetConnection, search: QueueSearch): Promise<QueueRunner> {
  const { log } = search;
  const name = `${search.variant}.${search.strategy}`;
  if (!(await connection.waitUp(10_000))) log(`waiting for the fleet's Redis (${connection.reason})`);
  await connection.waitUp(Infinity);
  const { FleetExactRunner } = await import('../../../fleet/exact-runner.ts');
  const runner = await FleetExactRunner.open({
    connection,
    search: name,
    variant: search.variant,
    ...(search.lanes !== undefined ? { lanes: search.lanes } : {}),
    partsFile: search.partsFile,
    log,
  });
  const tick = async (): Promise<void> => {
    const s = await runner.status().catch(() => undefined);
    const c = runner.counts;
    const done = `${count(c.answered, 'unit')} answered by workers, ${c.reused} without a job`;
    if (s === undefined) log(`queue: ${done}; Redis unreachable (${connection.reason}), waiting for it`);
    else if (s.workers === 0)
      log(`queue: ${done}; ${s.waiting} waiting; no worker connected: start one (REDIS_URL=... codebreaker worker)`);
    else log(`queue: ${done}; ${s.waiting} waiting, ${s.active} running; ${s.workers} worker process(es) seen, ${s.threads} thread(s)`);
    // A long search writes its durations as it goes, so a run stopped early still leaves them.
    if (search.durations !== undefined) await writeDurations(search.durations, name, runner);
  };
  const timer = setInterval(() => void tick(), 10_000);
  void tick();
  return {
    runner,
    close: async () => {
      clearInterval(timer);
      await runner.close();
    },
  };
}
