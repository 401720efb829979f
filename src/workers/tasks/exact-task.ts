import type { VariantSpec } from '../../core/game.ts';
import { createExactSearch, type ExactSearch } from '../../core/strategies/exact/search.ts';
import { executeTask, type WorkerPartNote, type WorkerResult, type WorkerTask } from '../../core/strategies/exact/tasks.ts';
import { gameOf, scorerOf } from './scorers.ts';

/**
 * One search of an exact build, shared by the tasks it sends: every thread builds its own search
 * (and memo) for it once, on the main thread's score table.
 */
export interface ExactSession {
  /** Tasks of one session share a search and its memo; a new id starts a fresh one. */
  readonly id: number;
  readonly spec: VariantSpec;
  readonly memoLimit: number | undefined;
  /** The main thread's score table (shared memory), when the game has one. */
  readonly table: Uint8Array | undefined;
  /** Int32 [best total, index of its first guess], shared with the main thread. */
  readonly shared: SharedArrayBuffer;
}

/** A unit of exact work and the session it belongs to. */
export interface ExactTaskInput {
  readonly session: ExactSession;
  readonly task: WorkerTask;
}

// One live session per thread: a build runs its sessions one after another.
let current: { id: number; search: ExactSearch; shared: Int32Array; all: Int32Array } | undefined;

/** Runs one unit of an exact search on this thread's search for the session. */
export function exactTask(input: ExactTaskInput, emit: (note: WorkerPartNote) => void): WorkerResult {
  const { session } = input;
  if (current?.id !== session.id) {
    const game = gameOf(session.spec);
    current = {
      id: session.id,
      search: createExactSearch(scorerOf(session.spec, session.table), { memoLimit: session.memoLimit }),
      shared: new Int32Array(session.shared),
      all: Int32Array.from({ length: game.secretCount }, (_, i) => i),
    };
  }
  return executeTask(current.search, current.all, input.task, current.shared, emit);
}
