// The units of an exact search as jobs of the fleet's queue: their JSON form, their identity, the
// bound they must beat, and the store of their answers in Redis.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { FAIL } from '../core/strategies/exact/search.ts';
import { EXACT_ENGINE_VERSION } from '../core/strategies/exact/version.ts';
import type { WorkerResult, WorkerTask } from '../core/strategies/exact/tasks.ts';
import { FLEET_PREFIX } from './config.ts';
import { execWithLists, listsKeyOf } from './expire-with-lists.ts';

/** The queue of exact-search units (build-trees --queue). */
export const EXACT_QUEUE = 'exact';

/** A unit of an exact search as a job carries it: JSON only (secrets as a plain array). */
export type SerialTask = Omit<WorkerTask, 'secrets'> & { secrets?: number[] };

/** An exact job's data: which search, the unit, and the bound it must beat (null: none). */
export interface ExactJobData {
  /** The search: `<variant>.<strategy>`. */
  readonly search: string;
  readonly variant: string;
  readonly memoLimit: number | null;
  /** The unit's identity (partKey), under which its answer is stored. */
  readonly key: string;
  readonly task: SerialTask;
  readonly ub: number | null;
  /**
   * The exact engine version of the coordinator (core/strategies/exact/version.ts; absent in jobs
   * from before versions): a worker of another version refuses the unit, so that one search never
   * mixes the answers of two engines.
   */
  readonly engine?: number;
  /**
   * The spread set a 'total' unit belongs to, unique to its coordinator's run: a worker shares the
   * best total of each spread set among its threads while their units run, as one machine's
   * threads do (see ExactWorker).
   */
  readonly spread?: string;
}

/**
 * What an exact job returns: its total (FAIL for a cut) and its run time on the worker in ms (the
 * coordinator's record for the scale simulation, read from the completion event).
 */
export interface UnitReturn {
  readonly cost: number;
  readonly ms?: number;
}

/**
 * A solved unit: its optimal total and its subtrees ('total', 'feasible') or tree ('part'); for a
 * unit of several candidate guesses, which of them is best (`at`: 0 for its first guess).
 */
export interface SolvedPart {
  readonly cost: number;
  readonly at?: number;
  readonly children?: WorkerResult['children'];
  readonly tree?: WorkerResult['tree'];
}

/** The task in JSON form. */
export function serialTask(task: WorkerTask): SerialTask {
  const { secrets, ...rest } = task;
  return secrets === undefined ? rest : { ...rest, secrets: Array.from(secrets) };
}

/** The task back from JSON. */
export function reviveTask(task: SerialTask): WorkerTask {
  const { secrets, ...rest } = task;
  return secrets === undefined ? rest : { ...rest, secrets: Int32Array.from(secrets) };
}

/**
 * The identity of a unit, whatever bound it runs under and whichever first-guess index it
 * carries: its mode, guess, depth, history and secrets. Two units with one key have one optimal
 * total, so the answer of one serves the other (see answerFrom).
 */
export function partKey(task: WorkerTask): string {
  const identity = JSON.stringify([
    task.mode,
    task.guess,
    task.depth,
    task.history ?? [],
    task.secrets === undefined ? null : Array.from(task.secrets),
    // Absent for a unit of one guess, so that answers kept before units had several stay valid.
    ...(task.guesses === undefined ? [] : [task.guesses]),
  ]);
  return createHash('sha256').update(identity).digest('hex').slice(0, 32);
}

/**
 * The bound a unit must beat, as a number: 'part' units carry it; 'total' units read the search's
 * shared [best total, index] (a unit with a smaller index than the best may equal it: ties go to
 * the earlier guess, as in the search); 'feasible' units have none.
 */
export function unitBound(task: WorkerTask, shared: Int32Array): number | null {
  if (task.mode === 'part') return task.ub ?? null;
  if (task.mode === 'feasible') return null;
  return Atomics.load(shared, 0) + (task.index < Atomics.load(shared, 1) ? 1 : 0);
}

/**
 * The answer to a unit under bound `ub` from what is known of its key: a solved total answers any
 * bound (the total when below it, else FAIL), a cut at bound u (the optimum is at least u) answers
 * FAIL for every bound up to u; otherwise undefined (the unit has to run).
 */
export function answerFrom(
  task: WorkerTask,
  ub: number | null,
  solved: SolvedPart | undefined,
  cut: number | undefined,
): WorkerResult | undefined {
  const base = { type: 'result' as const, index: task.index, guess: task.guess };
  const bound = ub ?? Infinity;
  if (solved !== undefined) {
    const at = solved.at ?? 0;
    const best = at === 0 ? base : { ...base, index: task.index + at, guess: task.guesses![at - 1]! };
    if (solved.cost < bound)
      return { ...best, cost: solved.cost, children: solved.children, ...(solved.tree !== undefined ? { tree: solved.tree } : {}) };
    return { ...base, cost: FAIL, children: undefined };
  }
  if (cut !== undefined && bound <= cut) return { ...base, cost: FAIL, children: undefined };
  return undefined;
}

/** A unit's answer as it is kept (its total is not FAIL). */
export function solvedPart(task: WorkerTask, result: WorkerResult): SolvedPart {
  const at = result.index - task.index;
  return {
    cost: result.cost,
    ...(at !== 0 ? { at } : {}),
    ...(result.children !== undefined ? { children: result.children } : {}),
    ...(result.tree !== undefined ? { tree: result.tree } : {}),
  };
}

/** Answers of a search kept in Redis by another engine version, found and removed by ExactPartStore.forgetOlder. */
export interface OlderAnswers {
  /** The version that kept them; null: before versions. */
  readonly engine: number | null;
  readonly solved: number;
  readonly cuts: number;
}

/**
 * The answers of an exact search's units in Redis: solved totals with their subtrees in one hash
 * (written once: a unit's optimum and its tree are the same whoever computes them) and cuts in a
 * sorted set whose score only rises (ZADD GT), so jobs that run twice, or race, never lose an
 * answer. Job return values stay small; the subtrees live here. Both keys carry the exact
 * engine's version (`...:engine-<version>:solved`), so an answer another version proved is never
 * read as this one's. The answers of a user board (GameFamily.userLists) expire with its lists, as its
 * stored trees do: each write and each lookup gives both keys the time the lists have left
 * (execWithLists, in the same round trip); those of other boards are kept until the search clears them.
 */
export class ExactPartStore {
  /** The Redis key of the lists the search's board is made of, for a user board; else undefined. */
  readonly #lists: string | undefined;

  constructor(
    readonly client: Redis,
    readonly search: string,
  ) {
    this.#lists = listsKeyOf(search);
  }

  #key(kind: 'solved' | 'cuts', engine: number | null = EXACT_ENGINE_VERSION): string {
    return `${FLEET_PREFIX}:exact:${this.search}:${engine === null ? '' : `engine-${engine}:`}${kind}`;
  }

  /**
   * Removes the answers that older engines kept for this search (before versions, then each
   * version below this one), which are not trusted as proved, and says how many there were.
   */
  async forgetOlder(): Promise<OlderAnswers[]> {
    const out: OlderAnswers[] = [];
    for (let v = 0; v < EXACT_ENGINE_VERSION; v++) {
      const engine = v === 0 ? null : v;
      const [solved, cuts] = await Promise.all([
        this.client.hlen(this.#key('solved', engine)),
        this.client.zcard(this.#key('cuts', engine)),
      ]);
      if (solved + cuts === 0) continue;
      await this.client.del(this.#key('solved', engine), this.#key('cuts', engine));
      out.push({ engine, solved, cuts });
    }
    return out;
  }

  /** What is known of a unit's key. */
  async get(key: string): Promise<{ solved: SolvedPart | undefined; cut: number | undefined }> {
    // One write and one round trip for both lookups (each unit costs its coordinator this once).
    const pipeline = this.client.pipeline().hget(this.#key('solved'), key).zscore(this.#key('cuts'), key);
    const [solved, cut] = (await execWithLists(pipeline, this.#lists, this.#keys())) as Array<string | null>;
    if (solved === undefined || cut === undefined) throw new Error('Redis answered no lookup of the part store');
    return { solved: solved === null ? undefined : (JSON.parse(solved) as SolvedPart), cut: cut === null ? undefined : Number(cut) };
  }

  /** Keeps the answer of `task` (whose key is `key`) under bound `ub` (idempotent). */
  async put(key: string, task: WorkerTask, ub: number | null, result: WorkerResult): Promise<void> {
    const pipeline =
      result.cost === FAIL
        ? this.client.pipeline().zadd(this.#key('cuts'), 'GT', ub === null ? '+inf' : String(ub), key)
        : this.client.pipeline().hsetnx(this.#key('solved'), key, JSON.stringify(solvedPart(task, result)));
    await execWithLists(pipeline, this.#lists, this.#keys());
  }

  /** Both keys of this engine version's answers. */
  #keys(): string[] {
    return [this.#key('solved'), this.#key('cuts')];
  }

  /** Units answered so far: solved and cut. */
  async counts(): Promise<{ solved: number; cuts: number }> {
    const [solved, cuts] = await Promise.all([this.client.hlen(this.#key('solved')), this.client.zcard(this.#key('cuts'))]);
    return { solved, cuts };
  }

  /** Forgets the search's answers (its tree is written). */
  async clear(): Promise<void> {
    await this.client.del(this.#key('solved'), this.#key('cuts'));
  }
}
