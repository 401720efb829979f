/**
 * The state one exact search shares among its parts (scan.ts, column-pass.ts, partition.ts,
 * shortcuts.ts, solve.ts, feasible.ts, rebuild.ts): the game's tables, the counting bounds, the
 * memos, the counters, the path from the root, the scratch buffers of each tree level and of the
 * column pre-pass, and the results the parts pass to one another. The parts are plain functions
 * of this state; each reads what its loops need into locals on entry, so no hot loop reads a
 * property of the state.
 */
import type { Game } from '../../game.ts';
import { partSlotsShift, type Scorer } from '../../scorer.ts';
import { createSymmetryFilter, type SymmetryFilter } from '../../symmetry.ts';
import { createBounds, type Bounds } from './bounds.ts';
import { createColumnKernel, type ColumnKernel } from './column-kernel.ts';
import { SubsetMemo } from './memo.ts';
import type { ExactSearchOptions, History, SearchStats } from './types.ts';
import { newFeedbackArray, type FeedbackArray } from '../../feedback-array.ts';

/** Scratch buffers of one tree level (the search allocates nothing per candidate). */
export interface Level {
  fb: FeedbackArray;
  counts: Int32Array;
  keys: Float64Array;
  /** orders[i]: the order (bound * 2 + cannot-win) of keys[i], for the counting sort. */
  orders: Int32Array;
  parts: Int32Array;
  start: Int32Array;
  partOrder: Int32Array;
  candidates: Int32Array;
}

/** Everything one exact search keeps between calls; not reentrant (scratch buffers per tree level). */
export interface SearchState {
  readonly scorer: Scorer;
  readonly game: Game;
  /** Feedbacks, the winning one, guesses and secrets of the game. */
  readonly F: number;
  readonly WIN: number;
  readonly G: number;
  readonly N: number;
  readonly secretGuess: Int32Array;
  readonly bounds: Bounds;
  /** bounds.lowerBound and bounds.capacity. */
  readonly LB: Int32Array;
  readonly CAPACITY: Int32Array;
  /** DELTA[m] = LB[m+1] - LB[m]: what one more secret adds to a part of m. */
  readonly DELTA: Int32Array;
  /** Exact totals and lower bounds of (secrets, depth); first feasible guesses of (secrets, depth). */
  readonly memo: SubsetMemo;
  readonly feasMemo: SubsetMemo;
  readonly stats: SearchStats;
  /** ExactSearchOptions.cellLimit (Infinity when none). */
  readonly cellLimit: number;
  /** The scorer's feedback table (guess x secret), read directly in the hot loops; null when it has none. */
  readonly table: FeedbackArray | null;
  readonly symmetry: SymmetryFilter | null;
  /** The path from the root: hist[0..k) are the guesses above level k, playedAt[k] their state. */
  readonly hist: Int32Array;
  readonly playedAt: number[];
  /** Scratch buffers by tree level (see level()). */
  readonly levels: Level[];
  /** The score table by secret (columns[s * G + g]) for the column pre-pass; undefined without a table. */
  readonly columns: FeedbackArray | undefined;
  /** Part slots of 2^shift per candidate in colParts. */
  readonly shift: number;
  /** The column pre-pass in WebAssembly, which fills colBound, colMax and colWins itself (its own views). */
  readonly kernel: ColumnKernel | undefined;
  /** The column pre-pass's counts (JavaScript pass only) and its figures per candidate. */
  readonly colParts: Uint16Array;
  readonly colBound: Int32Array;
  readonly colMax: Int32Array;
  readonly colWins: Uint8Array;
  /** The feedbacks each candidate meets, as a bit set (small JavaScript pass only). */
  readonly colMask: Int32Array;
  /** The counting sort's buckets and output (scan.ts's sortKeys), grown on demand. */
  bucketStart: Int32Array;
  sortScratch: Float64Array;
  /** The first guess of the last successful solve or feasible. */
  lastGuess: number;
  /** Set by scan when separatorWins and it met a guess that splits S into singletons; else -1. */
  scanSeparator: number;
  /** Asks scan to stop at a candidate that separates all and cannot win (solveAt, for n <= F). */
  separatorWins: boolean;
}

/** The state of the exact search for a scorer's game. */
export function createSearchState(scorer: Scorer, options: ExactSearchOptions): SearchState {
  const game = scorer.game;
  const F = game.feedbackCount;
  const WIN = game.winFeedback;
  const G = game.guessCount;
  const N = game.secretCount;
  const bounds = createBounds(F, N);
  const LB = bounds.lowerBound;
  const DELTA = Int32Array.from({ length: N }, (_, m) => LB[m + 1]! - LB[m]!);
  const memo = new SubsetMemo(options.memoLimit);
  const feasMemo = new SubsetMemo(options.memoLimit);
  const table = scorer.table ?? null;
  const symmetry = createSymmetryFilter(game);
  // Column pre-pass (column-pass.ts): for the JavaScript pass, counts of 2^shift slots per
  // candidate; the counting runs about twice as fast in WebAssembly (column-kernel.ts), which
  // fills the same figures; its memory holds a copy of the table and the results (a byte a
  // feedback: games of more feedbacks count in JavaScript).
  const shift = partSlotsShift(F);
  // A game of more than 256 feedbacks counts its column pass in JavaScript, over as many slots per
  // candidate: within 2^24 slots in all (32 MB), else by rows alone, which give the same bounds.
  const columns = table === null || (!(scorer.columns instanceof Uint8Array) && G * 2 ** shift > 1 << 24) ? undefined : scorer.columns;
  const colG = columns === undefined ? 0 : G;
  const kernel =
    !(columns instanceof Uint8Array) || options.columnKernel === false ? undefined : createColumnKernel(columns, G, N, LB, shift, F, WIN);
  return {
    scorer,
    game,
    F,
    WIN,
    G,
    N,
    secretGuess: game.secretGuess,
    bounds,
    LB,
    CAPACITY: bounds.capacity,
    DELTA,
    memo,
    feasMemo,
    stats: { nodes: 0, memoHits: 0, memoSize: 0, cells: 0 },
    cellLimit: options.cellLimit ?? Infinity,
    table,
    symmetry,
    hist: new Int32Array(64),
    playedAt: [game.initialPlayed],
    levels: [],
    columns,
    shift,
    kernel,
    colParts: new Uint16Array(kernel === undefined ? colG << shift : 0),
    colBound: kernel?.bound ?? new Int32Array(colG),
    colMax: kernel?.maxPart ?? new Int32Array(colG),
    colWins: kernel?.wins ?? new Uint8Array(colG),
    colMask: new Int32Array(F <= 32 ? colG : 0),
    bucketStart: new Int32Array(256),
    sortScratch: new Float64Array(G),
    lastGuess: -1,
    scanSeparator: -1,
    separatorWins: false,
  };
}

/** The scratch buffers of tree level k, made on first use. */
export function level(st: SearchState, k: number): Level {
  let l = st.levels[k];
  if (l === undefined) {
    const { F, G, N } = st;
    l = {
      fb: newFeedbackArray(F, N),
      counts: new Int32Array(F),
      keys: new Float64Array(G),
      orders: new Int32Array(G),
      parts: new Int32Array(N),
      start: new Int32Array(F + 1),
      partOrder: new Int32Array(F),
      candidates: new Int32Array(G),
    };
    st.levels[k] = l;
  }
  return l;
}

/** The most secrets d guesses can tell apart (0 for d <= 0). */
export function capacity(st: SearchState, d: number): number {
  const CAPACITY = st.CAPACITY;
  return d <= 0 ? 0 : CAPACITY[Math.min(d, CAPACITY.length - 1)]!;
}

/** Sets the path from the root to `history`; returns its level. */
export function enter(st: SearchState, history: History): number {
  const { hist, playedAt, game } = st;
  for (let i = 0; i < history.length; i++) {
    hist[i] = history[i]!;
    playedAt[i + 1] = game.play(playedAt[i]!, history[i]!);
  }
  return history.length;
}
