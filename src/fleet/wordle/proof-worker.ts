// The fleet's worker side of a Wordle proof over every first word: it settles the first words
// the coordinator sends, by the same search as a local proof, on its own threads.
import { hostname } from 'node:os';
import { UnrecoverableError, Worker as QueueWorker, WaitingError, type Job, type RedisOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { BuilderTasks } from '../../builder/tasks.ts';
import { WORDLE_ENGINE_VERSION } from '../../core/games/wordle/exact/version.ts';
import { resolveVariant } from '../../core/variants/parse.ts';
import { DEFAULT_DATA_DIR } from '../../store/paths.ts';
import { UserListStore, userListsKeyOf } from '../../store/user-lists.ts';
import { TaskError } from '../../workers/errors.ts';
import type { TaskPool } from '../../workers/pool.ts';
import { closeWorker, type CloseBound } from '../close-worker.ts';
import { FLEET_PREFIX } from '../config.ts';
import { WORDLE_PROOF_QUEUE, type WordleUnitData, type WordleUnitReturn } from './proof-units.ts';
import { FleetWordListStore } from '../word-list-store.ts';

/** How a worker process works the queue of Wordle proofs' units. */
export interface WordleProofWorkerOptions {
  readonly connection: RedisOptions;
  /** The client users' lists are read with. */
  readonly client: Redis;
  /** Threads with the builder's tasks (the search runs there: the event loop stays free, so job locks keep renewing). */
  readonly pool: TaskPool<BuilderTasks>;
  readonly concurrency: number;
  readonly dataDir?: string;
  readonly lockDurationMs?: number;
  /** The Wordle search version this worker runs and stamps its answers with (default WORDLE_ENGINE_VERSION; tests act as another build's worker). */
  readonly engine?: number;
  /** Called with each unit searched and its duration in milliseconds. */
  readonly onDone?: (data: WordleUnitData, ms: number) => void;
}

/**
 * Works the queue of Wordle proofs' units (wordle-proof --queue): each job settles one first word
 * under the cutoff it carries, on a thread of the pool, with the function the local proof uses
 * (searchFirstWord), and answers the record the local proof would write. A unit of another
 * Wordle search version, or over other lists than this machine's, is refused for good. Closing
 * hands the units in flight back to the queue once the grace time has passed.
 */
export class WordleProofWorker {
  readonly worker: QueueWorker<WordleUnitData, WordleUnitReturn>;
  readonly #engine: number;
  #handingBack = false;
  /** Users' lists, read from the fleet's store for the proofs of their boards. */
  readonly #lists: UserListStore;

  constructor(readonly options: WordleProofWorkerOptions) {
    this.#engine = options.engine ?? WORDLE_ENGINE_VERSION;
    this.#lists = new UserListStore({ remote: new FleetWordListStore(options.client), inMemory: 4 });
    const lockDuration = options.lockDurationMs ?? 30_000;
    this.worker = new QueueWorker<WordleUnitData, WordleUnitReturn>(
      WORDLE_PROOF_QUEUE,
      (job, token, signal) => this.#process(job, token, signal),
      {
        connection: options.connection,
        prefix: FLEET_PREFIX,
        concurrency: options.concurrency,
        // The coordinators read the threads from the name (workerThreads): they send that many units at once, plus one.
        name: `codebreaker-worker@${hostname()}:${process.pid}:threads=${options.concurrency}`,
        lockDuration,
        stalledInterval: lockDuration,
        maxStalledCount: 2,
      },
    );
    this.worker.on('error', () => {});
  }

  /** Stops taking units: waits up to `graceMs` for those in flight, then hands them back (see closeWorker). */
  async close(graceMs = 0, bound?: CloseBound): Promise<boolean> {
    return closeWorker(
      this.worker,
      graceMs,
      () => {
        this.#handingBack = true;
      },
      bound,
    );
  }

  async #process(
    job: Job<WordleUnitData, WordleUnitReturn>,
    token: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<WordleUnitReturn> {
    const begun = performance.now();
    const data = job.data;
    // A unit of a proof run by another search version: its answer would mix two versions' proofs.
    if (data.engine !== this.#engine)
      throw new UnrecoverableError(
        `this worker runs Wordle search version ${this.#engine} and the unit of ${data.proof} comes from a coordinator of version ${String(data.engine)}: one proof never mixes two versions' answers`,
      );
    const key = userListsKeyOf(data.variant);
    if (key !== undefined && !(await this.#lists.load(key))) throw new UnrecoverableError(`the fleet keeps no word lists ${data.variant}`);
    const spec = resolveVariant(data.variant, this.#lists.lists(this.options.dataDir ?? DEFAULT_DATA_DIR));
    if (spec.family !== 'wordle') throw new UnrecoverableError(`${data.variant} is not a Wordle board`);
    if (spec.answers.sha256 !== data.answers || spec.accepted.sha256 !== data.accepted)
      throw new UnrecoverableError(`this worker's word lists of ${data.variant} are not the coordinator's (their sha256 differ)`);
    let entry;
    try {
      entry = await this.options.pool.run(
        'wordle-first-word',
        { spec, word: data.word, best: data.best, within: data.within },
        signal !== undefined ? { signal } : {},
      );
    } catch (err) {
      if (this.#handingBack && err instanceof TaskError && err.code === 'cancelled') {
        await job.moveToWait(token);
        throw new WaitingError();
      }
      throw err;
    }
    const ms = Math.round(performance.now() - begun);
    this.options.onDone?.(data, ms);
    return { engine: this.#engine, entry, ms };
  }
}
