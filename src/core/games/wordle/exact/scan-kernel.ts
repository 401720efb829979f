/**
 * The Wordle search's scan in WebAssembly (source: src/wasm/wordle/scan-kernel.ts): for a position's
 * answers, every guess's counting bound, sum of squared part sizes and whether its parts hold at
 * most two answers, then the keys of the guesses the search may visit; the same figures as the
 * search's JavaScript scan. The score table lives in the kernel's memory from the start
 * (wordleColumns fills it there), so it is never copied; a table made elsewhere has no kernel and
 * is scanned in JavaScript.
 */
import { WORDLE_SCAN_KERNEL_WASM } from './scan-kernel-wasm.ts';

/** The kernel over one score table; a scan's results are read from its views before the next. */
export interface ScanKernel {
  /** The rows (answer x G) of the position's answers, written by the caller before a scan. */
  readonly rows: Int32Array;
  /**
   * Scans every guess over the first n rows, dropping those with at least dmax answers that join
   * a part already started (1 <= dmax <= n): the number of candidates kept, or -1 when a guess
   * splits every answer apart without winning.
   */
  scan(n: number, dmax: number): number;
  /** The candidates' keys ((2 x squares + n x bound) x G + guess) and guesses, in guess order. */
  readonly keys: Float64Array;
  readonly candidates: Int32Array;
  /** Each candidate's bound, by guess. */
  readonly bound: Int32Array;
  /** After a scan: the least bound, the least bound of a guess whose parts hold at most 2 answers, whether any guess was dropped. */
  readonly out: Int32Array;
}

/**
 * Positions of at most this many answers are scanned sixteen guesses a step, by pairs of answers
 * (the kernel's lanes count to 127); more, one guess at a time. Pairs are 4 to 7 times faster at
 * every size up to 127 on the New York Times lists of 2023, as most steps end at the cutoff.
 */
const PAIRS_MAX = 127;
/** Tables of fewer cells are not worth a kernel (small boards: tests, reviews of a few answers). */
const MIN_TABLE_BYTES = 1 << 20;
/** WebAssembly memory is at most 4 GB; beyond this the table stays in JavaScript. */
const MAX_TABLE_BYTES = 1024 * 1024 * 1024;
const PAGE = 65536;

// Compiled once per thread, on first use; null once known to be unusable here.
let compiled: WebAssembly.Module | null | undefined;

function kernelModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    const bytes = Uint8Array.from(atob(WORDLE_SCAN_KERNEL_WASM), (c) => c.charCodeAt(0));
    compiled = typeof WebAssembly === 'object' && WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : null;
  }
  return compiled;
}

interface KernelExports {
  setup(
    cols: number,
    rows: number,
    vec: number,
    lane: number,
    cnt: number,
    fb: number,
    bound: number,
    keys: number,
    cand: number,
    out: number,
    guesses: number,
    win: number,
  ): void;
  scanPairs(n: number, dmax: number): number;
  scanCounts(n: number, dmax: number): number;
}

// The kernel of each table wordleColumns made in a kernel's memory.
const kernels = new WeakMap<Uint8Array, ScanKernel>();

/**
 * A zeroed score table of S answers by G guesses (win: the winning feedback) in a kernel's
 * memory, or undefined where WebAssembly is missing or the table is too large, or too small to be
 * worth it unless `always` (each memory reserves address space until collected).
 */
export function kernelTable(G: number, S: number, win: number, always = false): Uint8Array | undefined {
  const cells = G * S;
  if ((cells < MIN_TABLE_BYTES && !always) || cells > MAX_TABLE_BYTES) return undefined;
  const module = kernelModule();
  if (module === null) return undefined;
  // Layout: the first page stays free; arrays start on 16-byte boundaries; the table has 16
  // bytes more, since a step of sixteen guesses reads past the last guess of the last row.
  let end = PAGE;
  const take = (bytes: number): number => {
    const at = end;
    end = (end + bytes + 15) & ~15;
    return at;
  };
  const colsAt = take(cells + 16);
  const rowsAt = take(4 * S);
  const vecAt = take(16 * PAIRS_MAX);
  const laneAt = take(96);
  const cntAt = take(4 * 256);
  const fbAt = take(S);
  const boundAt = take(4 * G);
  const keysAt = take(8 * G);
  const candAt = take(4 * G);
  const outAt = take(16);
  // Made at its full size, never grown: growing a memory detaches its old buffer, and one
  // detached buffer makes V8 check every typed array access of the process.
  const memory = new WebAssembly.Memory({ initial: Math.ceil(end / PAGE) });
  const exports = new WebAssembly.Instance(module, { env: { memory } }).exports as unknown as KernelExports;
  exports.setup(colsAt, rowsAt, vecAt, laneAt, cntAt, fbAt, boundAt, keysAt, candAt, outAt, G, win);
  const buffer = memory.buffer;
  const table = new Uint8Array(buffer, colsAt, cells);
  kernels.set(table, {
    rows: new Int32Array(buffer, rowsAt, S),
    scan: (n, dmax) => (n <= PAIRS_MAX ? exports.scanPairs(n, dmax) : exports.scanCounts(n, dmax)),
    keys: new Float64Array(buffer, keysAt, G),
    candidates: new Int32Array(buffer, candAt, G),
    bound: new Int32Array(buffer, boundAt, G),
    out: new Int32Array(buffer, outAt, 4),
  });
  return table;
}

/** The kernel of a score table made by kernelTable, else undefined. */
export function scanKernelOf(table: Uint8Array): ScanKernel | undefined {
  return kernels.get(table);
}
