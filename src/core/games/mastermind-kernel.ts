import type { PartKernel } from '../part-kernel.ts';
import { PART_KERNEL_WASM } from './part-kernel-wasm.ts';

/** What the kernel needs of a Mastermind-family board (the arrays of its score function). */
export interface MastermindKernelTables {
  readonly pegs: number;
  /** The low bit of each peg's nibble. */
  readonly lowBits: number;
  readonly feedbackCount: number;
  /** Per guess and per secret: a nibble per peg, and the colour multiset id. */
  readonly guessPacked: Int32Array;
  readonly guessMultiset: Int32Array;
  readonly secretPacked: Int32Array;
  readonly secretMultiset: Int32Array;
  /** multisetCount x multisetCount: blacks + whites of two multisets. */
  readonly totals: Uint8Array;
  readonly multisetCount: number;
  /** Feedback index of (blacks, total) at blacks * (pegs + 1) + total; -1 where impossible. */
  readonly feedbackOf: Int16Array;
}

/** The multiset total table may take this many bytes of the kernel's memory. */
const MAX_TOTALS_BYTES = 64 * 1024 * 1024;
const PAGE = 65536;

// Compiled once per thread, on first use; null once known to be unusable here.
let compiled: WebAssembly.Module | null | undefined;

function kernelModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    const bytes = Uint8Array.from(atob(PART_KERNEL_WASM), (c) => c.charCodeAt(0));
    // Platforms without WebAssembly SIMD reject the module: the JavaScript loop is used instead.
    compiled = typeof WebAssembly === 'object' && WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : null;
  }
  return compiled;
}

interface KernelExports {
  setup(
    packed: number,
    group: number,
    totals: number,
    feedback: number,
    counts: number,
    step: number,
    scratch: number,
    pegs: number,
    ones: number,
    feedbacks: number,
  ): void;
  sumCost(guess: number, row: number, n: number, limit: number, minStep: number): number;
  maxCost(guess: number, row: number, n: number, limit: number): number;
}

/**
 * The WebAssembly part kernel (source: src/wasm/part-kernel.ts) over a board's tables, with its
 * own memory and the objective's steps; undefined where WebAssembly SIMD is missing, the
 * board's multiset table is too large, or the steps stop short of the secret count.
 */
export function createMastermindKernel(t: MastermindKernelTables, step: Float64Array): PartKernel | undefined {
  const module = kernelModule();
  const totalsBytes = t.multisetCount * t.multisetCount;
  // A part can grow to every secret, and the kernel reads its steps unchecked.
  if (module === null || totalsBytes > MAX_TOTALS_BYTES || t.secretPacked.length > step.length) return undefined;
  const n = t.secretPacked.length;
  // Layout: the first page stays free; arrays start on 16-byte boundaries.
  let end = PAGE;
  const take = (bytes: number): number => {
    const at = end;
    end = (end + bytes + 15) & ~15;
    return at;
  };
  const packedAt = take(4 * n + 16);
  const groupAt = take(4 * n + 16);
  const totalsAt = take(totalsBytes);
  const feedbackAt = take(t.feedbackOf.length);
  const countsAt = take(4 * t.feedbackCount);
  const stepAt = take(8 * step.length);
  const scratchAt = take(n + 16);
  // The memory is made at its full size and never grows: growing a memory detaches its old
  // buffer, and one detached buffer makes V8 check every typed array access of the process.
  const memory = new WebAssembly.Memory({ initial: Math.ceil(end / PAGE) });
  const exports = new WebAssembly.Instance(module, { env: { memory } }).exports as unknown as KernelExports;
  const buffer = memory.buffer;
  new Uint8Array(buffer, totalsAt, totalsBytes).set(t.totals);
  new Uint8Array(buffer, feedbackAt, t.feedbackOf.length).set(t.feedbackOf.map((f) => f & 0xff));
  new Float64Array(buffer, stepAt, step.length).set(step);
  exports.setup(packedAt, groupAt, totalsAt, feedbackAt, countsAt, stepAt, scratchAt, t.pegs, t.lowBits, t.feedbackCount);
  const packed = new Int32Array(buffer, packedAt, n);
  const group = new Int32Array(buffer, groupAt, n);
  const { guessPacked, guessMultiset, secretPacked, secretMultiset, multisetCount } = t;
  let loaded = 0;
  return {
    load(remaining) {
      loaded = remaining.length;
      for (let i = 0; i < loaded; i++) {
        const s = remaining[i]!;
        packed[i] = secretPacked[s]!;
        group[i] = secretMultiset[s]!;
      }
    },
    sumCost: (g, limit, minStep) => exports.sumCost(guessPacked[g]!, guessMultiset[g]! * multisetCount, loaded, limit, minStep),
    maxCost: (g, limit) => exports.maxCost(guessPacked[g]!, guessMultiset[g]! * multisetCount, loaded, limit),
  };
}
