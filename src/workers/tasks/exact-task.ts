// The exact-search task: one unit of an exact build run on a thread, each thread keeping one
// search and memo per build across its units.
import type { VariantSpec } from '../../core/game.ts';
import { createExactSearch, type ExactSearch } from '../../core/strategies/exact/search.ts';
import { executeTask, type WorkerPartNote, type WorkerResult, type WorkerTask } from '../../core/strategies/exact/tasks.ts';
import { gameOf, scorerOf } from './scorers.ts';
import type { FeedbackArray } from '../../core/feedback-array.ts';

/**
 * One search of an exact build, shared by the tasks it sends: every thread builds its own search
 * (and memo) for it once, on the main thread's score table.
 */
export interface ExactSession {
  /** Tasks of one session share the bound in `shared`; a new id brings a new one. */
  readonly id: number;
  /**
   * Sessions of one exact build share a search and its memo on each thread: the memo holds
   * proven facts about sets of secrets, true whichever batch of tasks found them (keeping it
   * across the batches of a split search made Bulls and Cows optimal on 2 threads 1.3x faster).
   */
  readonly search: number;
  readonly spec: VariantSpec;
  readonly memoLimit: number | undefined;
  /** The main thread's score table (shared memory), when the game has one. */
  readonly table: FeedbackArray | undefined;
  /** Int32 [best total, index of its first guess], shared with the main thread. */
  readonly shared: SharedArrayBuffer;
}

/** A unit of exact work and the session it belongs to. */
export interface ExactTaskInput {
  readonly session: ExactSession;
  readonly task: WorkerTask;
}

// One live search per thread: a build runs its sessions one after another.
let current: { id: number; searchId: number; search: ExactSearch; shared: Int32Array; all: Int32Array } | undefined;

/** Runs one unit of an exact search on this thread's search for the session. */
export function exactTask(input: ExactTaskInput, emit: (note: WorkerPartNote) => void): WorkerResult {
  const { session } = input;
  if (current?.searchId !== session.search) {
    const game = gameOf(session.spec);
    current = {
      id: session.id,
      searchId: session.search,
      search: createExactSearch(scorerOf(session.spec, session.table), { memoLimit: session.memoLimit }),
      shared: new Int32Array(session.shared),
      all: Int32Array.from({ length: game.secretCount }, (_, i) => i),
    };
  } else if (current.id !== session.id) {
    current.id = session.id;
    current.shared = new Int32Array(session.shared);
  }
  return executeTask(current.search, current.all, input.task, current.shared, emit);
}
