// How the server's memory ceiling is shared out: the caches of the main thread, and each kind of
// worker thread's heap limits and what it keeps.
import type { ThreadMemory } from '../../workers/protocol.ts';

/** The server's memory ceiling by default, in MB of resident memory (MEMORY_MAX_MB): the process with all its threads. */
export const DEFAULT_MEMORY_MAX_MB = 600;

/** The smallest ceiling a server takes: its trees and code alone take about 150 MB. */
export const MIN_MEMORY_MAX_MB = 256;

/**
 * How long a worker thread may stay without work before it is stopped, giving back its heap and
 * the games and tables it kept (about 30 to 150 MB each); the next task starts one again, in tens
 * of milliseconds.
 */
export const THREAD_IDLE_MS = 15_000;

/** V8's heap limits of a thread, in MB (the fields of worker_threads' ResourceLimits that the plan sets; only src/workers names that module). */
export interface HeapLimits {
  readonly maxOldGenerationSizeMb: number;
  readonly maxYoungGenerationSizeMb: number;
}

/** What one kind of worker thread may take: V8's heap limits, and what it keeps of games and tables. */
export interface ThreadPlan {
  readonly resourceLimits: HeapLimits;
  readonly memory: ThreadMemory;
}

/**
 * How the memory ceiling is shared out: the bounds of the main thread's caches, and each kind of
 * thread's heap limits and caches. The shares are fractions of the ceiling, so a larger ceiling
 * keeps more and a smaller one less; the guard (memory-guard.ts) holds the whole to the ceiling,
 * since not every part is at its bound at once.
 */
export interface MemoryPlan {
  readonly ceilingBytes: number;
  /** Built trees held in memory (servedTreeBytes), the games of boards without a file (gameBytes), users' lists held in memory (heldBytes). */
  readonly readyBytes: number;
  readonly gameBytes: number;
  readonly userListBytes: number;
  /** The largest score table a greedy build on demand makes, in guess x secret entries (one byte each, twice for the table by secret). */
  readonly buildTableEntries: number;
  /** The threads of each lane: greedy builds (large and small boards), exact searches, live answers, reviews, openings. */
  readonly build: ThreadPlan;
  readonly smallBuild: ThreadPlan;
  readonly exact: ThreadPlan;
  readonly live: ThreadPlan;
  readonly review: ThreadPlan;
  readonly openings: ThreadPlan;
}

const MB = 1024 * 1024;

/**
 * The plan of a ceiling in MB (`exactMemoryMb`: the memos an exact search may take, EXACT_MEMORY_MB,
 * which its thread's heap must hold). At 600 MB: 25 MB of built trees, 25 MB of games and 12 MB of
 * lists on the main thread; a greedy build's thread a heap of 150 MB and its board's tables up to
 * 37 MB (18 million entries: a user's board of 1,400 answers and 12,947 guesses; larger ones are
 * scored by their family's kernel by columns, as fast for one tree); live answers' and reviews' threads 75 MB
 * of heap and 75 MB of tables (the New York Times lists' on Mastermind-sized boards).
 */
export function memoryPlan(ceilingMb: number, exactMemoryMb = 128): MemoryPlan {
  const share = (fraction: number): number => Math.floor(ceilingMb * fraction);
  const thread = (heapMb: number, youngMb: number, gameMb: number, scorerMb: number): ThreadPlan => ({
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: youngMb },
    memory: { gameBytes: gameMb * MB, scorerBytes: scorerMb * MB },
  });
  return {
    ceilingBytes: ceilingMb * MB,
    readyBytes: share(1 / 24) * MB,
    gameBytes: share(1 / 24) * MB,
    userListBytes: share(1 / 48) * MB,
    buildTableEntries: share(1 / 32) * MB,
    build: thread(share(1 / 4), 16, share(1 / 24), share(1 / 16)),
    smallBuild: thread(share(1 / 16), 8, share(1 / 48), share(1 / 48)),
    // An exact search keeps its memos in its heap, besides the rest of the search.
    exact: thread(Math.max(share(1 / 4), exactMemoryMb + 128), 32, share(1 / 24), share(1 / 8)),
    live: thread(share(1 / 8), 8, share(1 / 24), share(1 / 8)),
    review: thread(share(1 / 8), 8, share(1 / 24), share(1 / 8)),
    openings: thread(share(1 / 8), 8, share(1 / 48), share(1 / 48)),
  };
}
