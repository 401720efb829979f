/**
 * The exact search's column pre-pass in WebAssembly (source: src/wasm/column-kernel.ts): every
 * candidate's counting bound, largest part and win flag for a node's secrets, computed as the
 * JavaScript pass does (same counts, same sums), with the score table copied once into the
 * kernel's memory. The counting loop is about twice as fast there (no typed-array bounds checks):
 * 0.8 against 1.5 ns a (secret, candidate) pair on Bulls and Cows and royale.
 */
import { COLUMN_KERNEL_WASM } from './column-kernel-wasm.ts';

/** The kernel over one score table; the results of a pass are read from its views. */
export interface ColumnKernel {
  /** Runs the pass over secrets S and the m candidates (every guess, in order, when `all`). */
  pass(candidates: Int32Array, S: Int32Array, all: boolean): void;
  /** The same for a node of at most F secrets (F <= 32), by bit sets of feedbacks (column-pass.ts's smallColumnPass). */
  smallPass(candidates: Int32Array, S: Int32Array, all: boolean): void;
  /** Per candidate of the last pass: n + the sum of LB over its non-winning parts. */
  readonly bound: Int32Array;
  /** Per candidate: its largest non-winning part. */
  readonly maxPart: Int32Array;
  /** Per candidate: 1 when it can win. */
  readonly wins: Uint8Array;
  /**
   * After a pass over `candidates`: how many the search keeps (largest part at most cap and below
   * n, bound below ub), their keys (bound * 2 + cannot-win) * G + guess ascending in `keys`. With
   * `separator`, the first kept candidate whose bound is 2n ends the call: -1 - its index.
   */
  ordered(candidates: Int32Array, n: number, cap: number, ub: number, all: boolean, separator: boolean): number;
  /** The keys that ordered() keeps, in visiting order. */
  readonly keys: Float64Array;
}

/** The score table may take this many bytes of the kernel's memory (WebAssembly memory is at most 4 GB). */
const MAX_TABLE_BYTES = 512 * 1024 * 1024;
const PAGE = 65536;

// Compiled once per thread, on first use; null once known to be unusable here.
let compiled: WebAssembly.Module | null | undefined;

function kernelModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    const bytes = Uint8Array.from(atob(COLUMN_KERNEL_WASM), (c) => c.charCodeAt(0));
    compiled = typeof WebAssembly === 'object' && WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : null;
  }
  return compiled;
}

interface KernelExports {
  setup(
    cols: number,
    lb: number,
    parts: number,
    bound: number,
    max: number,
    wins: number,
    s: number,
    cand: number,
    mask: number,
    order: number,
    bucket: number,
    keys: number,
    guesses: number,
    shift: number,
    feedbacks: number,
    win: number,
  ): void;
  pass(m: number, n: number, all: number): void;
  smallPass(m: number, n: number, all: number): void;
  ordered(m: number, n: number, cap: number, ub: number, all: number, separator: number): number;
}

/**
 * The kernel for a score table by secret (columns[s * G + g]), the counting bounds LB (index up to
 * the secret count), part slots of 2^shift per candidate, F feedbacks and the winning one; undefined
 * where WebAssembly is missing or the table is too large.
 */
export function createColumnKernel(
  columns: Uint8Array,
  G: number,
  N: number,
  LB: Int32Array,
  shift: number,
  F: number,
  win: number,
): ColumnKernel | undefined {
  const module = kernelModule();
  if (module === null || columns.length > MAX_TABLE_BYTES || LB.length < N + 1) return undefined;
  // Layout: the first page stays free; arrays start on 16-byte boundaries.
  let end = PAGE;
  const take = (bytes: number): number => {
    const at = end;
    end = (end + bytes + 15) & ~15;
    return at;
  };
  const colsAt = take(columns.length + 4);
  const lbAt = take(4 * (N + 1));
  const partsAt = take(2 * (G << shift));
  const boundAt = take(4 * G);
  const maxAt = take(4 * G);
  const winsAt = take(G);
  const sAt = take(4 * N);
  const candAt = take(4 * G);
  const maskAt = take(Math.max(4 * G, 64));
  const orderAt = take(4 * G);
  // Kept candidates' orders span at most 2 (N + LB[N]) + 2: a bound is at most n + LB[n], as LB is superadditive.
  const bucketAt = take(4 * (2 * (N + LB[N]!) + 4));
  const keysAt = take(8 * G);
  // The memory is made at its full size and never grows: growing a memory detaches its old
  // buffer, and one detached buffer makes V8 check every typed array access of the process.
  const memory = new WebAssembly.Memory({ initial: Math.ceil(end / PAGE) });
  const exports = new WebAssembly.Instance(module, { env: { memory } }).exports as unknown as KernelExports;
  const buffer = memory.buffer;
  new Uint8Array(buffer, colsAt, columns.length).set(columns);
  new Int32Array(buffer, lbAt, N + 1).set(LB.subarray(0, N + 1));
  exports.setup(colsAt, lbAt, partsAt, boundAt, maxAt, winsAt, sAt, candAt, maskAt, orderAt, bucketAt, keysAt, G, shift, F, win);
  const secrets = new Int32Array(buffer, sAt, N);
  const candidates = new Int32Array(buffer, candAt, G);
  return {
    pass(cands, S, all) {
      secrets.set(S);
      if (!all) candidates.set(cands);
      exports.pass(cands.length, S.length, all ? 1 : 0);
    },
    smallPass(cands, S, all) {
      secrets.set(S);
      if (!all) candidates.set(cands);
      exports.smallPass(cands.length, S.length, all ? 1 : 0);
    },
    // Bounds past the 32-bit range (Infinity) cut nothing: as the largest 32-bit integer.
    ordered: (cands, n, cap, ub, all, separator) =>
      exports.ordered(cands.length, n, Math.min(cap, 0x7fffffff), Math.min(ub, 0x7fffffff), all ? 1 : 0, separator ? 1 : 0),
    keys: new Float64Array(buffer, keysAt, G),
    bound: new Int32Array(buffer, boundAt, G),
    maxPart: new Int32Array(buffer, maxAt, G),
    wins: new Uint8Array(buffer, winsAt, G),
  };
}
