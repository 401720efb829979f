/**
 * Greedy objectives: each scores the partition a guess makes of the remaining secrets, from the
 * part sizes alone. Lower cost is better. Sources: Knuth, "The Computer as Master Mind", J.
 * Recreational Math. 9 (1976/77) (minimax); Irving (1978/79) (expected size); Neuwirth (1982)
 * (entropy); Kooi, "Yet another Mastermind strategy", ICGA J. 28 (2005) (most parts); the Tsinghua
 * Bulls-and-Cows paper, section 3.1 (expected steps, sum of n ln(n+1)).
 */
export interface Objective {
  readonly id: GreedyStrategyId;
  readonly description: string;
  /** True when costs are whole numbers (compared exactly); otherwise compared with a tolerance. */
  readonly exact: boolean;
  /** Cost of a partition given its part sizes counts[0..feedbackCount-1] (zeros allowed). */
  cost(counts: Int32Array, feedbackCount: number): number;
  /**
   * The same cost built one secret at a time, for the hot loop: 'sum' costs add step[c] when a
   * part grows from c to c+1; 'max' costs are the largest part.
   */
  readonly kind: 'sum' | 'max';
  readonly step: Float64Array;
  /**
   * The cost of one part of each size below 2^16, for 'sum' costs: cost() is their sum over the
   * parts in feedback order (compiled kernels compute it so). All zero for 'max' costs.
   */
  readonly part: Float64Array;
}

/** Ids of the greedy strategies (fixed: tree files and the HTTP API use them). */
export type GreedyStrategyId = 'minimax' | 'expected-size' | 'entropy' | 'most-parts' | 'expected-steps';

const TABLE_SIZE = 1 << 16;

/** A table built on first use: loading this module then costs nothing (a short run may need none). */
function lazy(build: () => Float64Array): () => Float64Array {
  let table: Float64Array | undefined;
  return () => (table ??= build());
}
/** A table of fn(n) for every part size below TABLE_SIZE (a loop: Float64Array.from over an array-like took 10 ms a table). */
const tabled = (fn: (n: number) => number): (() => Float64Array) =>
  lazy(() => {
    const table = new Float64Array(TABLE_SIZE);
    for (let n = 0; n < TABLE_SIZE; n++) table[n] = fn(n);
    return table;
  });
/** step[c] = h(c+1) - h(c) for a per-part cost h, for part sizes below TABLE_SIZE. */
const steps = (h: (n: number) => number): (() => Float64Array) => tabled((c) => h(c + 1) - h(c));

// n ln n and n ln(n+1) for every part size; summing table entries keeps the hot loop free of logs.
const xLogX = (n: number): number => (n > 0 ? n * Math.log(n) : 0);
const xLogX1 = (n: number): number => n * Math.log(n + 1);
const nLogN = tabled(xLogX);
const nLogN1 = tabled(xLogX1);
// A part's n squared, and -1 for a part that is not empty (most parts counts them).
const square = (n: number): number => n * n;
const minusOne = (n: number): number => (n > 0 ? -1 : 0);
const zeroSteps = tabled(() => 0);
const squares = tabled(square);
const minusOnes = tabled(minusOne);
const squareSteps = steps(square);
const entropySteps = steps(xLogX);
const partSteps = steps(minusOne);
const expectedStepSteps = steps(xLogX1);

const fLog = (table: Float64Array, fn: (n: number) => number, n: number): number => (n < TABLE_SIZE ? table[n]! : fn(n));

/**
 * The five greedy objectives, in the catalogue's order. Each description is written into the tree
 * files in data/ and served from there, so it changes only together with a rebuild of data/.
 */
export const OBJECTIVES: readonly Objective[] = [
  {
    id: 'minimax',
    description: "Knuth's minimax: the guess whose largest part is smallest (Knuth 1976).",
    exact: true,
    kind: 'max',
    get step() {
      return zeroSteps();
    },
    get part() {
      return zeroSteps();
    },
    cost(counts, F) {
      let max = 0;
      for (let f = 0; f < F; f++) if (counts[f]! > max) max = counts[f]!;
      return max;
    },
  },
  {
    id: 'expected-size',
    description: "Irving's expected size: the guess with the smallest sum of squared part sizes (Irving 1978).",
    exact: true,
    kind: 'sum',
    get step() {
      return squareSteps();
    },
    get part() {
      return squares();
    },
    cost(counts, F) {
      let sum = 0;
      for (let f = 0; f < F; f++) sum += counts[f]! * counts[f]!;
      return sum;
    },
  },
  {
    id: 'entropy',
    description: 'Largest information: the guess whose partition has the largest entropy (Neuwirth 1982).',
    exact: false,
    kind: 'sum',
    get step() {
      return entropySteps();
    },
    get part() {
      return nLogN();
    },
    // Maximising -sum p log p equals minimising sum n ln n for a fixed total.
    cost(counts, F) {
      const table = nLogN();
      let sum = 0;
      for (let f = 0; f < F; f++) sum += fLog(table, xLogX, counts[f]!);
      return sum;
    },
  },
  {
    id: 'most-parts',
    description: "Kooi's most parts: the guess that splits the secrets into the most parts (Kooi 2005).",
    exact: true,
    kind: 'sum',
    get step() {
      return partSteps();
    },
    get part() {
      return minusOnes();
    },
    cost(counts, F) {
      let parts = 0;
      for (let f = 0; f < F; f++) if (counts[f]! > 0) parts++;
      return -parts;
    },
  },
  {
    id: 'expected-steps',
    description: 'Expected steps: the guess with the smallest sum of n ln(n+1) over its parts (the Tsinghua Bulls-and-Cows paper).',
    exact: false,
    kind: 'sum',
    get step() {
      return expectedStepSteps();
    },
    get part() {
      return nLogN1();
    },
    cost(counts, F) {
      const table = nLogN1();
      let sum = 0;
      for (let f = 0; f < F; f++) sum += fLog(table, xLogX1, counts[f]!);
      return sum;
    },
  },
];

/** The objective of a greedy strategy id, or undefined. */
export function findObjective(id: string): Objective | undefined {
  const lower = id.toLowerCase();
  return OBJECTIVES.find((o) => o.id === lower);
}
