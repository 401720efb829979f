/**
 * Runs the units of an exact search (core/strategies/exact/tasks.ts) in this thread or on the
 * pool's threads, pulling them from a callback as threads come free, sharing a bound.
 */
import type { Scorer } from '../../core/scorer.ts';
import { FAIL, type ExactSearch } from '../../core/strategies/exact/search.ts';
import { executeTask, type WorkerPartNote, type WorkerResult, type WorkerTask } from '../../core/strategies/exact/tasks.ts';
import type { RunOptions } from '../../workers/pool.ts';
import type { ExactSession, ExactTaskInput } from '../../workers/tasks/exact-task.ts';

/**
 * What runs the units of an exact search: a TaskPool of this process (its threads), or the
 * fleet's queue (src/fleet/exact-runner.ts), which sends each unit to a worker process. `size`
 * units run at once.
 */
export interface ExactRunner {
  readonly size: number;
  /**
   * Candidate guesses of a spread set sent as one unit (default 1). Where each unit costs round
   * trips (the fleet's queue), units of several candidates cost less; the tree is the same.
   */
  readonly batch?: number;
  /**
   * Whether first guesses are always split into their parts, each a unit (the fleet's queue): a
   * whole first guess of a large board is hours of work in one unit, whose progress a runner
   * that sends units away would not see, nor keep if its worker stopped.
   */
  readonly splitFirstGuess?: boolean;
  /**
   * Parts of a split first guess from this size on are searched as the largest is (after the
   * others, with the exact slack, their candidates spread) instead of as one unit each (default:
   * the largest only). A fleet of many workers needs units much shorter than its whole search.
   */
  readonly spreadPartsFrom?: number;
  /**
   * Inside a very large part (solveDeep), only the first candidate guess is searched part by part
   * with its parts' candidates spread; the others then go out as units of one candidate each,
   * several at once, under the first one's total (default: each searched as the first). This is
   * the "young brothers wait" rule of parallel game-tree search (Feldmann, Monien and
   * Mysliwietz): the first candidate, the likeliest best, gives the bound under which the others
   * are mostly cut. A fleet's units are then fewer and longer: units of a few milliseconds cost
   * its coordinator more than they save.
   */
  readonly spreadYounger?: boolean;
  run(kind: 'exact', input: ExactTaskInput, options: RunOptions<WorkerPartNote>): Promise<WorkerResult>;
}

/** The index of "no first guess yet" in a shared [best total, index] pair (larger than any index). */
export const NO_INDEX = 1 << 30;

/**
 * Takes a task's answer into a shared [best total, index] pair when it is better: a smaller total,
 * or the same total with a smaller index (ties go to the earlier guess, as in the search). Returns
 * whether it was taken.
 */
export function offerBest(best: Int32Array, r: WorkerResult): boolean {
  if (r.cost === FAIL) return false;
  const cost = Atomics.load(best, 0);
  if (r.cost > cost || (r.cost === cost && r.index >= Atomics.load(best, 1))) return false;
  Atomics.store(best, 0, r.cost);
  Atomics.store(best, 1, r.index);
  return true;
}

/** A shared [best total, index] pair with no best yet (feasibility tasks do not read it). */
export function shared0(): Int32Array {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  shared[0] = 0x3fffffff;
  shared[1] = NO_INDEX;
  return shared;
}

let sessions = 0;
/** The id the threads know each main-thread search by: one per exact build. */
const searchIds = new WeakMap<ExactSearch, number>();
/** Nodes the threads visited for each main-thread search's tasks. */
const threadNodes = new WeakMap<ExactSearch, number>();

/** Nodes visited for a build so far: its main-thread search's, and its tasks' on the threads. */
export function nodesVisited(search: ExactSearch): number {
  return search.stats.nodes + (threadNodes.get(search) ?? 0);
}

/**
 * Runs tasks pulled from next() (null: none to start now) and hands each result to onResult,
 * which returns true to stop: no task starts after that, and running ones are cancelled. In this
 * thread without a pool, else on the pool's threads, each with its own search and memo for this
 * call (a session).
 */
export async function runTasks(
  scorer: Scorer,
  search: ExactSearch,
  pool: ExactRunner | undefined,
  memoLimit: number | undefined,
  shared: Int32Array,
  next: () => WorkerTask | null,
  onResult: (r: WorkerResult) => boolean,
  note: (n: WorkerPartNote) => void,
): Promise<void> {
  if (pool === undefined) {
    const all = Int32Array.from({ length: scorer.game.secretCount }, (_, i) => i);
    for (let task = next(); task !== null; task = next()) {
      if (onResult(executeTask(search, all, task, shared, note))) break;
    }
    return;
  }
  let searchId = searchIds.get(search);
  if (searchId === undefined) searchIds.set(search, (searchId = ++sessions));
  const session: ExactSession = {
    id: ++sessions,
    search: searchId,
    spec: scorer.game.spec,
    memoLimit,
    table: scorer.table,
    shared: shared.buffer as SharedArrayBuffer,
  };
  const abort = new AbortController();
  let stopped = false;
  // next() never gives a task again once it has given null (the bounds only tighten).
  let exhausted = false;
  let failure: { error: unknown } | undefined;
  const lanes = new Set<Promise<void>>();
  // One loop per lane: each takes the next task as soon as its last one is answered. The runner's
  // size may change while this runs (a fleet's workers come and go): lanes are added after each
  // answer up to it, and a lane beyond it ends.
  const lane = async (): Promise<void> => {
    while (!stopped && lanes.size <= pool.size) {
      const task = next();
      if (task === null) {
        exhausted = true;
        return;
      }
      let result: WorkerResult;
      try {
        result = await pool.run('exact', { session, task }, { onEvent: note, signal: abort.signal });
      } catch (err) {
        // Another lane may have stopped the run (and aborted this task) while this one waited.
        if (!abort.signal.aborted) failure ??= { error: err };
        stopped = true;
        abort.abort();
        return;
      }
      threadNodes.set(search, (threadNodes.get(search) ?? 0) + (result.nodes ?? 0));
      if (abort.signal.aborted) return;
      if (onResult(result)) {
        stopped = true;
        abort.abort();
      }
      grow();
    }
  };
  const grow = (): void => {
    while (!stopped && !exhausted && lanes.size < pool.size) {
      const running: Promise<void> = lane().finally(() => lanes.delete(running));
      lanes.add(running);
    }
  };
  grow();
  while (lanes.size > 0) await Promise.all(lanes);
  if (failure !== undefined) throw failure.error;
}
