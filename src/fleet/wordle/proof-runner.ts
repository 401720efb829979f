// The coordinator of a Wordle proof over every first word on the fleet: the counting bound here,
// the other bounds and the searches sent to workers, each settled word written into the resumable proof log.
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, QueueEvents } from 'bullmq';
import type { WordleGame } from '../../core/games/wordle/game.ts';
import { UNSOLVABLE, wordleColumns } from '../../core/games/wordle/exact/search.ts';
import { WORDLE_ENGINE_VERSION } from '../../core/games/wordle/exact/version.ts';
import {
  proofStrategy,
  proofWithin,
  startProofRun,
  visitingOrder,
  type FirstWordStatus,
  type ProofOptions,
  type WordleProof,
} from '../../builder/proofs/wordle/proof.ts';
import { count } from '../../core/count.ts';
import { FLEET_PREFIX } from '../config.ts';
import type { FleetConnection } from '../connection.ts';
import { workerThreads } from '../exact-runner.ts';
import { WORDLE_PROOF_QUEUE, wordleUnitJobId, wordleUnitJobOptions, type WordleUnitData, type WordleUnitReturn } from './proof-units.ts';

/** How a proof over every first word runs on the fleet. */
export interface FleetProofOptions extends ProofOptions {
  readonly connection: FleetConnection;
  /** Units on the queue at once; default: the worker threads seen, plus one. */
  readonly lanes?: number | undefined;
  /** Milliseconds between looks at the state of each unit in flight (default 5 s; see runFleetWordleProof). */
  readonly lookEveryMs?: number;
  readonly log?: (line: string) => void;
  /** Stops the run when aborted (Ctrl-C): as stopAfterSeconds, at once, without waiting for the units in flight. */
  readonly signal?: AbortSignal | undefined;
  /** Called as each unit is sent, with the units then in flight (it among them). */
  readonly onSend?: (data: WordleUnitData, inFlight: number) => void;
}

/** A fleet proof stopped by an answer it cannot take (another search version's, or not the unit's): `proof` is the state so far, to keep. */
export class FleetProofError extends Error {
  constructor(
    message: string,
    readonly proof: WordleProof,
  ) {
    super(message);
    this.name = 'FleetProofError';
  }
}

/** How often the workers seen (and so the lanes) are counted again. */
const WORKERS_EVERY_MS = 2000;

/**
 * Why a worker's answer to a unit is not taken into the proof, or null: another Wordle search
 * version's (as the exact search's units, a proof never mixes two versions' answers), or not a
 * search's answer to this word under this cutoff.
 */
export function refusedAnswer(data: WordleUnitData, answer: Partial<WordleUnitReturn> | null | undefined): string | null {
  if (answer?.engine !== data.engine)
    return `the answer for ${data.word} was computed by Wordle search version ${String(answer?.engine)}, and this proof's is version ${data.engine}: one proof never mixes two versions' answers`;
  const e = answer.entry;
  if (e?.word !== data.word) return `the answer for ${data.word} is about ${String(e?.word)}`;
  if (e.status === 'cut') {
    if (e.by === 'counting') return `the answer for ${data.word} is a cut by the counting bound, which the coordinator makes`;
    if (e.best !== data.best || e.bound < e.best)
      return `the answer for ${data.word} is a cut of ${e.bound} against ${e.best}, not against its cutoff ${String(data.best)}`;
  }
  if (e.status === 'no-tree-below' && (e.best !== (data.best ?? UNSOLVABLE) || e.lower !== e.best))
    return `the answer for ${data.word} is under the cutoff ${e.best}, not ${String(data.best)}`;
  if (e.status === 'total' && e.total >= (data.best ?? UNSOLVABLE))
    return `the answer for ${data.word} totals ${e.total}, not below its cutoff ${String(data.best)}`;
  return null;
}

/**
 * Runs (or resumes) a proof over every first word with its searches on the fleet's workers: the
 * local proof's loop (runWordleProof), the same checkpoint, visiting order and records, with the
 * counting bound (computed for every word at the start) applied here, against the best total so
 * far, and each other word sent as a unit (proof-units.ts) with that best as its cutoff, several
 * at once: a worker tries its parts and split bounds, then searches it. Most words are cut by
 * those bounds (a second or so each), so they are the workers' too: done here, on one thread,
 * they set the pace (the coordinator had computed them until the split bound made searches rare).
 * Answers are taken as they come back: a search sent under an older best stays true under any
 * smaller one, and a total that another answer has beaten since is recorded as what it proves
 * against the best now (no tree below it). Stopping (stopAfterSeconds, stopAfterWords, the signal) sends no
 * more units and leaves those in flight: a run started again sends them again, and their job ids
 * (same word and cutoff) find the answers the workers kept.
 */
export async function runFleetWordleProof(game: WordleGame, options: FleetProofOptions): Promise<WordleProof> {
  const log = options.log ?? (() => {});
  const { proof, clock, elapsed } = startProofRun(game, options);
  const run = proof.run!;
  const fleet = { workers: 0, threads: 0 };
  run.fleet = fleet;
  const columns = wordleColumns(game);
  const { order, counting } = visitingOrder(game, columns, options.tryFirst);
  const done = new Set(proof.settled.map((s) => s.word));
  const spec = game.wordle;
  const base = {
    proof: `${spec.id}.${proofStrategy(proof)}`,
    variant: spec.id,
    within: proofWithin(proof),
    engine: WORDLE_ENGINE_VERSION,
    answers: spec.answers.sha256,
    accepted: spec.accepted.sha256,
  };
  const { connection } = options;
  const queue = new Queue<WordleUnitData, WordleUnitReturn>(WORDLE_PROOF_QUEUE, { connection: connection.options, prefix: FLEET_PREFIX });
  const events = new QueueEvents(WORDLE_PROOF_QUEUE, { connection: connection.options, prefix: FLEET_PREFIX });
  const inFlight = new Map<
    string,
    { data: WordleUnitData; added: Promise<unknown>; answer: Promise<{ data: WordleUnitData; answer: WordleUnitReturn }> }
  >();
  let lanes = options.lanes ?? 1;
  let counted = -Infinity;
  let saidNone = false;
  const countWorkers = async (): Promise<void> => {
    if (performance.now() - counted < WORKERS_EVERY_MS) return;
    counted = performance.now();
    const workers = await queue.getWorkers();
    const threads = workers.reduce((sum, w) => sum + workerThreads(w.rawname), 0);
    fleet.workers = Math.max(fleet.workers, workers.length);
    fleet.threads = Math.max(fleet.threads, threads);
    if (options.lanes === undefined) lanes = threads + 1;
    if (workers.length === 0 && !saidNone) log('no worker connected: the units wait on the queue (start codebreaker worker)');
    saidNone = workers.length === 0;
  };
  const settle = (entry: FirstWordStatus): void => {
    if (entry.status === 'total') proof.best = { word: entry.word, total: entry.total };
    proof.settled.push(entry);
    done.add(entry.word);
    proof.complete = done.size === game.guessCount;
    clock();
    options.onSettled?.(proof, { entry, done: done.size, left: game.guessCount - done.size, best: proof.best });
  };
  /** Sends a unit (a no-op when its job exists; a failed one, of an earlier run, is tried again) and waits for its answer. */
  let closed = false;
  const lookEvery = options.lookEveryMs ?? 5000;
  /** The units waited on, by job id: woken by their job's completion or failure event. */
  const waiting = new Map<string, () => void>();
  const wake = ({ jobId }: { jobId: string }): void => waiting.get(jobId)?.();
  events.on('completed', wake);
  events.on('failed', wake);
  /**
   * Waits for the answer of a unit sent (its add is a no-op when its job exists; a failed one, of
   * an earlier run, is tried again), read from its job when an event says it finished, or every few
   * seconds anyway: a job gone (a Redis restarted empty or flushed) is sent again, and one
   * finished whose event was missed is read.
   */
  const answerOf = async (data: WordleUnitData): Promise<{ data: WordleUnitData; answer: WordleUnitReturn }> => {
    const id = wordleUnitJobId(data);
    let first = true;
    for (;;) {
      // Listening before looking: an event between the look and the wait is not missed.
      const woken = new Promise<void>((resolve) => waiting.set(id, resolve));
      const state = await queue.getJobState(id);
      if (state === 'completed') {
        const done = await queue.getJob(id);
        if (done !== undefined) return { data, answer: done.returnvalue };
      } else if (state === 'failed') {
        const failed = await queue.getJob(id);
        // An earlier run's failed job (the add found its id taken): tried again.
        if (first) await failed?.retry('failed');
        else throw new Error(`unit ${id} failed: ${failed?.failedReason ?? 'no reason kept'}`);
      } else if (state === 'unknown') {
        log(`unit ${id} had gone from the queue unanswered: sent again`);
        await queue.add('unit', data, wordleUnitJobOptions(data));
      }
      first = false;
      await Promise.race([woken, sleep(lookEvery, undefined, { ref: false })]);
      waiting.delete(id);
      if (closed) throw new Error('the run stopped');
    }
  };
  const aborted = new Promise<undefined>((resolve) => options.signal?.addEventListener('abort', () => resolve(undefined), { once: true }));
  let settledNow = 0;
  let next = 0;
  const stopping = (): boolean =>
    options.signal?.aborted === true ||
    (options.stopAfterSeconds !== undefined && elapsed() >= options.stopAfterSeconds) ||
    (options.stopAfterWords !== undefined && settledNow >= options.stopAfterWords);
  try {
    await events.waitUntilReady();
    for (;;) {
      await countWorkers();
      // Fill the lanes: cuts settle here at once, searches go to the queue.
      while (!stopping() && inFlight.size < Math.max(1, lanes) && next < order.length) {
        const g = order[next++]!;
        const word = game.formatGuess(g);
        if (done.has(word)) continue;
        const best = proof.best?.total ?? UNSOLVABLE;
        if (counting[g]! >= best) {
          settledNow++;
          settle({ word, status: 'cut', by: 'counting', bound: counting[g]!, best });
          continue;
        }
        const data: WordleUnitData = { ...base, word, best: best >= UNSOLVABLE ? null : best };
        const added = queue.add('unit', data, wordleUnitJobOptions(data));
        const answer = added.then(() => answerOf(data));
        // Handled when the run stops before it comes back (a closed queue never answers, or rejects).
        added.catch(() => {});
        answer.catch(() => {});
        inFlight.set(word, { data, added, answer });
        options.onSend?.(data, inFlight.size);
      }
      if (inFlight.size === 0 || stopping()) break;
      const got = await Promise.race([...[...inFlight.values()].map((u) => u.answer), aborted]);
      if (got === undefined) break;
      const { data, answer } = got;
      inFlight.delete(data.word);
      const why = refusedAnswer(data, answer);
      if (why !== null) throw new FleetProofError(`refused: ${why}`, proof);
      settledNow++;
      const best = proof.best?.total ?? UNSOLVABLE;
      const entry = answer.entry;
      // Beaten since it was sent (by an answer that came back first): what it proves against the best
      // now. A cut stays as it is: its bound reaches the cutoff it was sent with, so any smaller best.
      settle(
        entry.status === 'total' && entry.total >= best
          ? { word: entry.word, status: 'no-tree-below', best, lower: best, seconds: entry.seconds }
          : entry,
      );
    }
  } catch (err) {
    if (err instanceof FleetProofError) throw err;
    throw new FleetProofError(err instanceof Error ? err.message : String(err), proof);
  } finally {
    closed = true;
    // Units left in flight: those still waiting are taken off the queue (a running one finishes, and its answer is kept an hour).
    for (const { data, added } of inFlight.values()) {
      await added.catch(() => {});
      await queue.remove(wordleUnitJobId(data)).catch(() => 0);
    }
    await Promise.all([queue.close(), events.close()]);
  }
  if (inFlight.size > 0) log(`${count(inFlight.size, 'unit')} in flight left to the queue`);
  proof.complete = done.size === game.guessCount;
  clock();
  return proof;
}
