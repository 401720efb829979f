// A Mastermind-family board loaded into the WebAssembly part kernel (src/wasm/part-kernel.ts): the
// greedy cost of each guess's parts with SIMD, or none where WebAssembly SIMD is missing.
import type { PartCosts, PartKernel } from '../../part-kernel.ts';
import { PART_KERNEL_WASM } from './part-kernel-wasm.ts';

/** What the kernel needs of a Mastermind-family board (the arrays of its score function). */
export interface MastermindKernelTables {
  readonly pegs: number;
  /** The low bit of each peg's nibble. */
  readonly lowBits: number;
  /** Colours (symbols) of the board, at most 16. */
  readonly colours: number;
  readonly feedbackCount: number;
  /** Per guess and per secret: a nibble per peg, and the colour multiset id. */
  readonly guessPacked: Int32Array;
  readonly guessMultiset: Int32Array;
  readonly secretPacked: Int32Array;
  readonly secretMultiset: Int32Array;
  /** The guess index of each secret. */
  readonly secretGuess: Int32Array;
  /** Per multiset: how many times each colour occurs, `colours` bytes. */
  readonly multisetColours: Uint8Array;
  /** Feedback index of (blacks, total) at blacks * (pegs + 1) + total; -1 where impossible. */
  readonly feedbackOf: Int16Array;
}

const PAGE = 65536;
/** The guesses' tables may take this many bytes of the kernel's memory (25 a guess). */
const MAX_GUESS_BYTES = 256 * 1024 * 1024;
/** Part keys are total * 16 + mismatches, both at most 8 pegs. */
const KEY_COUNT = 16 * 9;

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
    guessPacked: number,
    guessColours: number,
    member: number,
    candidates: number,
    packed: number,
    colours: number,
    counts: number,
    keys: number,
    part: number,
    excess: number,
    ones: number,
    feedbacks: number,
    colourBytes: number,
  ): void;
  objective(exact: number, minStep: number): void;
  setLoaded(n: number): void;
  sumCost(g: number, limit: number): number;
  maxCost(g: number, limit: number): number;
  choose(m: number, isMax: number, floor: number, tieEpsilon: number): number;
}

/**
 * The WebAssembly part kernel (source: src/wasm/part-kernel.ts) over a board's tables, with its
 * own memory and the objective's part costs; undefined where WebAssembly SIMD is missing, the
 * guesses' tables are too large, or the part costs stop short of the secret count.
 */
export function createMastermindKernel(t: MastermindKernelTables, costs: PartCosts): PartKernel | undefined {
  const module = kernelModule();
  const n = t.secretPacked.length;
  const G = t.guessPacked.length;
  // A part can grow to every secret, and the kernel reads its costs unchecked.
  if (module === null || t.colours > 16 || 25 * G > MAX_GUESS_BYTES || n >= costs.part.length || n > costs.step.length) {
    return undefined;
  }
  // A byte per colour: two codes to a vector up to 8 colours, one up to 16.
  const width = t.colours <= 8 ? 8 : 16;
  // Layout: the first page stays free; arrays start on 16-byte boundaries, with room for a last
  // partial block of four codes, which the kernel reads whole.
  let end = PAGE;
  const take = (bytes: number): number => {
    const at = end;
    end = (end + bytes + 15) & ~15;
    return at;
  };
  const guessPackedAt = take(4 * G);
  const guessColoursAt = take(16 * G);
  const memberAt = take(G);
  const candidatesAt = take(4 * G);
  const packedAt = take(4 * (n + 4));
  const coloursAt = take(width * (n + 4));
  const countsAt = take(4 * KEY_COUNT);
  const keysAt = take(4 * t.feedbackCount);
  const partAt = take(8 * (n + 1));
  const excessAt = take(8 * n);
  // The memory is made at its full size and never grows: growing a memory detaches its old
  // buffer, and one detached buffer makes V8 check every typed array access of the process.
  const memory = new WebAssembly.Memory({ initial: Math.ceil(end / PAGE) });
  const exports = new WebAssembly.Instance(module, { env: { memory } }).exports as unknown as KernelExports;
  const buffer = memory.buffer;

  // Feedback (blacks, total) at blacks * (pegs + 1) + total has the key total * 16 + (pegs - blacks).
  const keys = new Int32Array(buffer, keysAt, t.feedbackCount);
  const stride = t.pegs + 1;
  t.feedbackOf.forEach((f, at) => {
    if (f >= 0) keys[f] = (at % stride) * 16 + (t.pegs - Math.floor(at / stride));
  });
  new Float64Array(buffer, partAt, n + 1).set(costs.part.subarray(0, n + 1));
  // No part grows past n, so only the first n steps matter, and the least of them bounds every secret's share.
  const steps = costs.step.subarray(0, n);
  let minStep = Infinity;
  for (const s of steps) minStep = Math.min(minStep, s);
  new Float64Array(buffer, excessAt, n).set(steps.map((s) => s - minStep));

  // Each multiset's colour counts as words: width / 4 of them, zero-padded.
  const words = width / 4;
  const multisets = t.multisetColours.length / t.colours;
  const multisetWords = new Int32Array(multisets * words);
  const wordBytes = new Uint8Array(multisetWords.buffer);
  for (let m = 0; m < multisets; m++) wordBytes.set(t.multisetColours.subarray(m * t.colours, (m + 1) * t.colours), m * width);
  // The guesses' side: packed codes, and four words of colour counts (eight counts twice over when two codes share a vector).
  new Int32Array(buffer, guessPackedAt, G).set(t.guessPacked);
  const guessWords = new Int32Array(buffer, guessColoursAt, 4 * G);
  t.guessMultiset.forEach((m, g) => {
    for (let j = 0; j < 4; j++) guessWords[4 * g + j] = multisetWords[m * words + (j % words)]!;
  });
  exports.setup(
    guessPackedAt,
    guessColoursAt,
    memberAt,
    candidatesAt,
    packedAt,
    coloursAt,
    countsAt,
    keysAt,
    partAt,
    excessAt,
    t.lowBits,
    t.feedbackCount,
    width,
  );
  exports.objective(costs.exact ? 1 : 0, minStep);

  const packed = new Int32Array(buffer, packedAt, n + 4);
  const colours = new Int32Array(buffer, coloursAt, (n + 4) * words);
  const member = new Uint8Array(buffer, memberAt, G);
  const candidates = new Int32Array(buffer, candidatesAt, G);
  const { secretPacked, secretMultiset, secretGuess } = t;
  // The guesses flagged as members for the node loaded last, cleared at the next load.
  const marked = new Int32Array(n);
  let markedCount = 0;
  return {
    load(remaining) {
      for (let i = 0; i < markedCount; i++) member[marked[i]!] = 0;
      const loaded = remaining.length;
      markedCount = loaded;
      for (let i = 0; i < loaded; i++) {
        const s = remaining[i]!;
        member[(marked[i] = secretGuess[s]!)] = 1;
        packed[i] = secretPacked[s]!;
        const from = secretMultiset[s]! * words;
        for (let j = 0; j < words; j++) colours[i * words + j] = multisetWords[from + j]!;
      }
      exports.setLoaded(loaded);
    },
    sumCost: (g, limit) => exports.sumCost(g, limit),
    maxCost: (g, limit) => exports.maxCost(g, limit),
    choose(list, kind, floor, tieEpsilon) {
      candidates.set(list);
      return exports.choose(list.length, kind === 'max' ? 1 : 0, floor, tieEpsilon);
    },
  };
}
