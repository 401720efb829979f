// Runs an exact search on the fleet (build-trees --queue): its units sent to the worker processes
// as jobs, their answers read back from Redis: the same tree as the search on one machine.
import { randomUUID } from 'node:crypto';
import { open, readFile, type FileHandle } from 'node:fs/promises';
import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import { FAIL } from '../core/strategies/exact/search.ts';
import { EXACT_ENGINE_VERSION } from '../core/strategies/exact/version.ts';
import { staleEngine } from '../builder/engine-stamp.ts';
import type { WorkerPartNote, WorkerResult, WorkerTask } from '../core/strategies/exact/tasks.ts';
import type { ExactRunner } from '../builder/exact/run-tasks.ts';
import { TaskError } from '../workers/errors.ts';
import type { RunOptions } from '../workers/pool.ts';
import type { ExactTaskInput } from '../workers/tasks/exact-task.ts';
import { FLEET_PREFIX } from './config.ts';
import type { FleetConnection } from './connection.ts';
import {
  answerFrom,
  EXACT_QUEUE,
  ExactPartStore,
  partKey,
  serialTask,
  solvedPart,
  unitBound,
  type ExactJobData,
  type SolvedPart,
  type UnitReturn,
} from './exact-parts.ts';
import { count, noun } from '../core/count.ts';

/** How the coordinator of a search on the queue runs. */
export interface FleetExactOptions {
  readonly connection: FleetConnection;
  /** The search: `<variant>.<strategy>`. */
  readonly search: string;
  readonly variant: string;
  readonly memoLimit?: number;
  /** Units on the queue at once (the search's lanes); default: the worker threads seen, plus one. */
  readonly lanes?: number;
  /** Candidate guesses of a spread set in one unit (default UNIT_GUESSES). */
  readonly batch?: number;
  /** The file beside the checkpoint where every answer is appended (one JSON line each). */
  readonly partsFile?: string;
  readonly log?: (line: string) => void;
  /** Milliseconds between progress lines (default 10 s). */
  readonly progressEveryMs?: number;
}

/**
 * Candidate guesses of a spread set sent as one unit. Most candidates are cut within a few
 * milliseconds, less than the round trips and the coordinator's work of sending one (about a
 * millisecond of CPU); eight in a unit cut both by eight, and the bound still tightens inside it.
 */
export const UNIT_GUESSES = 8;

/** The longest an answer waits for its line in the parts file. */
const FLUSH_EVERY_MS = 200;

/** The run time in a completion event's return value (JSON text or object), if it has one. */
function runTimeOf(returnvalue: unknown): number | undefined {
  try {
    const value = (typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue) as Partial<UnitReturn> | null;
    return typeof value?.ms === 'number' ? value.ms : undefined;
  } catch {
    return undefined;
  }
}

/** The threads a worker process of the exact queue works it with, read from its client name (see ExactWorker): 1 when it does not say. */
export function workerThreads(clientName: string | undefined): number {
  const m = /:threads=(\d+)$/.exec(clientName ?? '');
  return m === null ? 1 : Number(m[1]);
}

/**
 * Parts of a first guess from this size on are searched with their candidates spread over the
 * workers, not as one unit each. Bulls and Cows optimal, one worker of 2 threads: its parts of
 * 720 and 1,260 secrets had been units of 3.9 s and 7.0 s; spread, no unit runs over 0.9 s, and
 * the worker's CPU is the same or less (59.8 s against 61.8 to 68.9 s), same bytes.
 */
export const PARTS_SPREAD_FROM = 500;

/**
 * Finished unit jobs (completed, failed) kept in Redis: an hour at most, and the latest 10,000 of
 * each, removed by BullMQ as later units finish. Nothing reads a unit's job long after it ends:
 * its answer is in the part store, and its coordinator looks at its state within a second of its
 * completion event, and every second while it waits; a job gone sooner is queued again, and its
 * worker answers it at once from the store (a failed one runs again).
 */
export const FINISHED_UNITS_KEPT = { age: 3600, count: 10_000 } as const;

/** How a unit's job is added: its id, three attempts, larger units first, finished jobs kept FINISHED_UNITS_KEPT. */
export function unitJobOptions(jobId: string, data: ExactJobData): JobsOptions {
  // Lower priority numbers run first: the longest jobs start early.
  const size = data.task.secrets?.length ?? 1_000_000;
  return {
    jobId,
    attempts: 3,
    priority: Math.max(1, 2_000_000 - Math.min(size, 1_999_999)),
    removeOnComplete: FINISHED_UNITS_KEPT,
    removeOnFail: FINISHED_UNITS_KEPT,
  };
}

/** One unit's run on a worker, as the scale simulation reads it: its time, mode and size. */
export interface UnitDuration {
  readonly ms: number;
  readonly mode: string;
  readonly secrets: number;
}

/** What is known of one unit's key. */
interface Known {
  solved?: SolvedPart;
  cut?: number;
}

/**
 * The exact search's units sent to the fleet (build-trees --queue): an ExactRunner, so the
 * search itself (src/builder/exact) is the one machine's, unit for unit, and writes the same tree.
 * Each unit is a job with a small payload and a deterministic id (search, unit, bound), so adding
 * it again is a no-op; its answer (total or cut, and subtree) is read from the part store in
 * Redis, never from job events alone, and appended to the parts file beside the checkpoint. A
 * unit answered before (in Redis, or in the file when Redis was emptied) is not sent again: a
 * coordinator started again carries on where it stopped.
 */
export class FleetExactRunner implements ExactRunner {
  readonly batch: number;
  /** Each first guess split into its parts: a unit of a whole first guess could run for hours. */
  readonly splitFirstGuess = true;
  /** Parts of 500 secrets or more are searched with their candidates spread (see PARTS_SPREAD_FROM). */
  readonly spreadPartsFrom = PARTS_SPREAD_FROM;
  /** Inside very large parts, the candidates after the first go out one to a unit (see ExactRunner.spreadYounger). */
  readonly spreadYounger = true;
  readonly store: ExactPartStore;
  readonly queue: Queue<ExactJobData, UnitReturn>;
  readonly events: QueueEvents;
  /**
   * Units answered without a job (from this run's answers or the parts file of an earlier run);
   * units sent as jobs; units answered by a job (a unit whose answer Redis already had is sent,
   * and its worker answers it at once); units queued again because their job had gone from
   * Redis unanswered.
   */
  readonly counts = { reused: 0, sent: 0, answered: 0, requeued: 0 };
  readonly durations: UnitDuration[] = [];
  readonly #memo = new Map<string, Known>();
  /** The units waited on, by job id: one unit can be asked twice at once (same key and bound), so each id keeps a set. */
  readonly #waiting = new Map<string, Set<() => void>>();
  readonly #timer: NodeJS.Timeout;
  #writes: Promise<void> = Promise.resolve();
  #file: FileHandle | undefined;
  readonly #spreads = new WeakMap<SharedArrayBuffer, number>();
  #spreadCount = 0;
  /** This coordinator run's name: spread sets of another run, or another search, never share a bound. */
  readonly #run = randomUUID();
  /** Units answered by a cut under a bound this search has not reached yet (see run). */
  readonly #cutWaiting = new Set<() => void>();
  /** Run times of jobs completed and not yet recorded, from their completion events. */
  readonly #runTimes = new Map<string, number>();
  /** Answer lines for the parts file not yet written, and the timer of their write. */
  #pending: string[] = [];
  #flushTimer: NodeJS.Timeout | undefined;
  /** The threads of the worker processes seen at the last status(). */
  #threads = 0;

  private constructor(readonly options: FleetExactOptions) {
    this.batch = options.batch ?? UNIT_GUESSES;
    const { connection } = options;
    this.store = new ExactPartStore(connection.client, options.search);
    this.queue = new Queue<ExactJobData, UnitReturn>(EXACT_QUEUE, { connection: connection.options, prefix: FLEET_PREFIX });
    this.queue.on('error', () => {});
    this.events = new QueueEvents(EXACT_QUEUE, { connection: connection.options, prefix: FLEET_PREFIX });
    this.events.on('error', () => {});
    this.events.on('completed', ({ jobId, returnvalue }) => {
      const ms = runTimeOf(returnvalue);
      if (ms !== undefined) this.#runTimes.set(jobId, ms);
      this.#wake(jobId);
    });
    this.events.on('failed', ({ jobId }) => this.#wake(jobId));
    // Events sent while this process was cut off are lost, and a Redis that restarted empty has
    // lost the jobs themselves: every unit waited on is looked up again each second (its answer,
    // then its job's state, see #ensure).
    // The worker threads seen are counted again every 5 s: the lanes follow workers that come and go.
    let ticks = 0;
    this.#timer = setInterval(() => {
      for (const id of [...this.#waiting.keys()]) this.#wake(id);
      this.#wakeCut();
      if (++ticks % 5 === 0) this.status().catch(() => undefined);
    }, 1000);
    this.#timer.unref();
  }

  /**
   * Units on the queue at once: one per worker thread seen, plus one so that a thread that
   * finishes finds the next unit waiting. More would wait longer under the bound they were sent
   * with, while the search's own bound tightens (Bulls and Cows optimal, one worker of 2 threads:
   * 61.8 s of worker CPU with 3 units at once, 63.6 s with 4, 72.4 s with 8).
   */
  get size(): number {
    return this.options.lanes ?? this.#threads + 1;
  }

  /**
   * Opens a coordinator: the answers of the parts file (an earlier run) are known at once, those
   * of this engine version only; answers that older engines kept in Redis for the search are
   * removed. Either kind of stale answer is not trusted as proved, and a line says so.
   */
  static async open(options: FleetExactOptions): Promise<FleetExactRunner> {
    const runner = new FleetExactRunner(options);
    if (options.partsFile !== undefined) {
      const text = await readFile(options.partsFile, 'utf8').catch(() => '');
      let n = 0;
      const stale = new Map<string, number>();
      for (const line of text.split('\n')) {
        if (line.trim() === '') continue;
        try {
          const { key, ub, engine, ...part } = JSON.parse(line) as { key: string; ub: number | null; engine?: number } & SolvedPart;
          const why = staleEngine(engine);
          if (why !== null) {
            stale.set(why, (stale.get(why) ?? 0) + 1);
            continue;
          }
          runner.#learn(key, ub, part);
          n++;
        } catch {
          // A line cut short by a kill: the unit runs again.
        }
      }
      if (n > 0) options.log?.(`${count(n, 'answer')} of an earlier run read from ${options.partsFile}`);
      for (const [why, kept] of stale) {
        options.log?.(
          `${count(kept, 'answer')} in ${options.partsFile} ${noun(kept, 'is', 'are')} not trusted as proved and searched again: ${why}`,
        );
      }
    }
    for (const older of await runner.store.forgetOlder()) {
      const why = staleEngine(older.engine ?? undefined);
      options.log?.(
        `${older.solved} solved and ${older.cuts} cut units of ${options.search} in Redis are not trusted as proved and were removed: ${why}`,
      );
    }
    await Promise.all([runner.queue.waitUntilReady(), runner.events.waitUntilReady()]);
    await runner.status().catch(() => undefined);
    return runner;
  }

  async run(_kind: 'exact', input: ExactTaskInput, options: RunOptions<WorkerPartNote>): Promise<WorkerResult> {
    const { task, session } = input;
    const shared = new Int32Array(session.shared);
    const ub = unitBound(task, shared);
    const key = partKey(task);
    const mine = this.#memo.get(key);
    let answer = answerFrom(task, ub, mine?.solved, mine?.cut);
    if (answer !== undefined) {
      this.counts.reused++;
      return answer;
    }
    const jobId = `${this.options.search}.engine-${EXACT_ENGINE_VERSION}.${key}.${ub ?? 'none'}`;
    const data: ExactJobData = {
      search: this.options.search,
      variant: this.options.variant,
      memoLimit: this.options.memoLimit ?? null,
      key,
      task: serialTask(task),
      ub,
      engine: EXACT_ENGINE_VERSION,
      ...(task.mode === 'total' ? { spread: this.#spreadOf(session.shared) } : {}),
    };
    let sent = false;
    let looked = false;
    let rechecked = false;
    for (;;) {
      if (options.signal?.aborted === true) throw new TaskError('cancelled', 'the task was cancelled');
      // Looked up once its job is done (or after a wait): a unit this run has no answer for has
      // almost never been answered elsewhere, and its worker answers it at once from the store if
      // it was (jobs are idempotent). Looking before sending cost a round trip for every unit.
      const known = sent ? await this.store.get(key).catch(() => undefined) : undefined;
      if (known !== undefined) {
        // The bound now: a worker may have cut the unit under a bound that a unit of the same
        // spread set gave it, whose answer reaches this search's bound a moment later.
        answer = answerFrom(task, unitBound(task, shared), known.solved, known.cut);
        if (answer !== undefined) {
          this.counts.answered++;
          this.#record(key, task, answer.cost === FAIL ? (known.cut ?? ub) : ub, answer);
          await this.#duration(jobId, task.mode, task.secrets?.length ?? 0);
          this.#wakeCut();
          return answer;
        }
        if (known.cut !== undefined) {
          // Cut under a bound this search has not reached yet: it will, with the answer of the
          // unit that gave it to the worker (every answer wakes the units waiting so).
          await new Promise<void>((resolve) => this.#cutWaiting.add(resolve));
          continue;
        }
      }
      if (!sent) {
        // Sent at once: adding is a no-op when a job of this id exists (another lane's, or an
        // earlier run's), whose state is looked at after the first wait like any other's. Looking
        // first cost a round trip for every unit.
        await this.#add(jobId, data);
        this.counts.sent++;
        sent = true;
      } else {
        // Not answered: its job must be waiting, running, or queued again now. A job that
        // completed between the answer's lookup and its state's has its answer: read it again.
        if ((await this.#ensure(jobId, data, !looked, rechecked)) === 'completed') {
          rechecked = true;
          looked = true;
          continue;
        }
        rechecked = false;
        looked = true;
      }
      await new Promise<void>((resolve) => {
        let set = this.#waiting.get(jobId);
        if (set === undefined) this.#waiting.set(jobId, (set = new Set()));
        set.add(resolve);
      });
    }
  }

  /** Jobs of the queue by state, and the worker processes and threads seen (the lanes follow them), for progress lines and tests. */
  async status(): Promise<{ waiting: number; active: number; workers: number; threads: number }> {
    const [jobs, workers] = await Promise.all([this.queue.getJobCounts('waiting', 'active', 'prioritized'), this.queue.getWorkers()]);
    this.#threads = workers.reduce((sum, w) => sum + workerThreads(w.rawname), 0);
    return {
      waiting: (jobs.waiting ?? 0) + (jobs.prioritized ?? 0),
      active: jobs.active ?? 0,
      workers: workers.length,
      threads: this.#threads,
    };
  }

  /** Waits for the parts file's writes and closes the queue's clients. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    clearTimeout(this.#flushTimer);
    this.#flush();
    try {
      await this.#writes;
    } finally {
      await this.#file?.close();
    }
    await Promise.all([this.queue.close(), this.events.close()]);
  }

  /**
   * Makes sure the job of a unit sent and still unanswered is waiting or running, from BullMQ's
   * job state: none (gone with a Redis that restarted empty or was flushed) or done without its
   * answer in the part store (the store was emptied): queued again; failed: retried at the first
   * look (an earlier run's job, whose id the add found taken), else the search stops with the
   * job's reason (its attempts are used up). Called after each wait, so a coordinator whose Redis
   * lost its state while it waited queues its units again within a second. 'completed' the first
   * time a job is found done: its answer may have come since the lookup.
   */
  async #ensure(jobId: string, data: ExactJobData, firstLook: boolean, rechecked: boolean): Promise<'completed' | undefined> {
    const state = await this.queue.getJobState(jobId);
    if (state === 'waiting' || state === 'prioritized' || state === 'active' || state === 'delayed' || state === 'waiting-children')
      return undefined;
    if (state === 'completed' && !rechecked) return 'completed';
    if (state === 'failed') {
      if (firstLook) {
        await (await this.queue.getJob(jobId))?.retry('failed').catch(() => {});
        return undefined;
      }
      const job = await this.queue.getJob(jobId);
      throw new Error(
        `unit ${jobId} failed ${job?.attemptsMade === undefined ? '? times' : count(job.attemptsMade, 'time')}: ${job?.failedReason ?? 'no reason kept'}`,
      );
    }
    // 'completed' without its answer, or 'unknown' (no job, or a job hash left in no state, which
    // would make the add a no-op): a new job.
    await this.queue.remove(jobId).catch(() => {});
    this.counts.requeued++;
    await this.#add(jobId, data);
    return undefined;
  }

  /** Queues a unit's job (a no-op when a job of this id exists). */
  async #add(jobId: string, data: ExactJobData): Promise<void> {
    await this.queue.add('unit', data, unitJobOptions(jobId, data));
  }

  /** The name of a spread set (its shared bound) for the workers, unique to this run. */
  #spreadOf(buffer: SharedArrayBuffer): string {
    let n = this.#spreads.get(buffer);
    if (n === undefined) this.#spreads.set(buffer, (n = ++this.#spreadCount));
    return `${this.#run}.${n}`;
  }

  /** Wakes the units cut under a bound not yet reached, once the answer just returned has been heard. */
  #wakeCut(): void {
    if (this.#cutWaiting.size === 0) return;
    const waiting = [...this.#cutWaiting];
    this.#cutWaiting.clear();
    // After the caller's own continuation: the search takes the answer (and its bound) first.
    setImmediate(() => {
      for (const resolve of waiting) resolve();
    });
  }

  /** Wakes every run() waiting on the job (its answer or its state is looked up again). */
  #wake(jobId: string): void {
    const set = this.#waiting.get(jobId);
    this.#waiting.delete(jobId);
    for (const resolve of set ?? []) resolve();
  }

  async #duration(jobId: string, mode: string, secrets: number): Promise<void> {
    const ms = this.#runTimes.get(jobId);
    if (ms !== undefined) {
      this.#runTimes.delete(jobId);
      this.durations.push({ ms, mode, secrets });
      return;
    }
    // Its completion event was missed (or came from an older worker): the job's own times.
    const job = await this.queue.getJob(jobId).catch(() => undefined);
    if (job?.processedOn !== undefined && job.finishedOn !== undefined)
      this.durations.push({ ms: job.finishedOn - job.processedOn, mode, secrets });
  }

  #learn(key: string, ub: number | null, part: SolvedPart): void {
    const known = this.#memo.get(key) ?? {};
    if (part.cost >= 0) known.solved = part;
    else known.cut = Math.max(known.cut ?? -Infinity, ub ?? Infinity);
    this.#memo.set(key, known);
  }

  /** Appends the answer lines not yet written to the parts file, after the writes before. */
  #flush(): void {
    const file = this.options.partsFile;
    if (file === undefined || this.#pending.length === 0) return;
    const text = this.#pending.join('');
    this.#pending = [];
    // One handle for the whole run: opening the file for every write cost more than the write.
    this.#writes = this.#writes.then(async () => {
      this.#file ??= await open(file, 'a');
      await this.#file.write(text);
    });
  }

  #record(key: string, task: WorkerTask, ub: number | null, answer: WorkerResult): void {
    // A cut is kept with cost FAIL (#learn reads it as a cut at ub).
    const part: SolvedPart = answer.cost === FAIL ? { cost: FAIL } : solvedPart(task, answer);
    this.#learn(key, ub, part);
    const file = this.options.partsFile;
    if (file !== undefined) {
      // Written in batches, a fifth of a second apart at most, without holding the answer back:
      // the answer is also in Redis, and a line lost with a killed coordinator only means that
      // unit runs again. A write for every answer was a tenth of the coordinator's time on mm-5x6.
      this.#pending.push(`${JSON.stringify({ key, ub, engine: EXACT_ENGINE_VERSION, ...part })}\n`);
      this.#flushTimer ??= setTimeout(() => {
        this.#flushTimer = undefined;
        this.#flush();
      }, FLUSH_EVERY_MS);
    }
  }
}
