// The size of an on-demand build, estimated from its board before it runs: its work orders the
// waiting builds (small ones first) and its memory says whether the server can take it now.
import { findStrategy } from '../core/strategies/index.ts';

/**
 * How large an on-demand build is, estimated before it runs, from its board's size: its work
 * orders the builds that wait (smaller first, so that a small board never waits behind large
 * ones), and its memory decides whether the server can take it now.
 */

/** The size of a board: secrets and allowed guesses. */
export interface BoardSize {
  readonly secrets: number;
  readonly guesses: number;
}

/**
 * The work of a greedy build: secrets x guesses (each level of the tree scores every guess against
 * the secrets left), times the first guesses a lookahead strategy tries a whole tree for.
 */
export function buildWork(board: BoardSize, strategy: string): number {
  const s = findStrategy(strategy);
  const trees = s?.kind === 'greedy' ? (s.firstGuesses ?? 1) : 1;
  return board.secrets * board.guesses * trees;
}

/**
 * Builds of at most this much work (a quarter of a second or so on one thread: 1,000 secrets by
 * 1,000 guesses, the lists of a user's small board) take a lane of their own, never behind a
 * large board's build.
 */
export const SMALL_BUILD_WORK = 1_000_000;

/** BullMQ's priorities: 1 (first) to 2,097,151 (its largest). */
const MAX_PRIORITY = 2_097_151;

/**
 * The BullMQ priority of a build of this work (lower runs first): a thousand steps per doubling of
 * the work, so that every board size has its own rank below BullMQ's largest priority.
 */
export function buildPriority(work: number): number {
  return Math.min(MAX_PRIORITY, 1 + Math.round(1000 * Math.log2(1 + work)));
}

/** Bytes of a build's thread besides what its board needs: its heap and code once it has run a build. */
const THREAD_BYTES = 40 * 1024 * 1024;

/**
 * The memory a greedy build adds while it runs, estimated: its thread, its score table (and the
 * table by secret) when the board is within `tableEntries`, and per secret and per guess what
 * building, checking and encoding the tree take: 1.5 KB a secret and 2 KB a guess, above what was
 * measured (a board of a user's word lists, 3,158 answers and 12,947 guesses scored by the kernel: 35 MB;
 * mm-5x8's 32,768 secrets and guesses: 47 MB).
 */
export function buildBytes(board: BoardSize, tableEntries: number, symmetric = false): number {
  const entries = board.secrets * board.guesses;
  const table = entries <= tableEntries ? entries * (symmetric ? 1 : 2) : 0;
  return THREAD_BYTES + table + 1536 * board.secrets + 2048 * board.guesses;
}
