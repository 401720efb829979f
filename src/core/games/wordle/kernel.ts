// Wordle's feedback as table reads, counted a block of candidates at a time: the greedy costs
// of every guess at a node of Wordle's lists, fast, and to the last bit the chooser's.
import { chooseByCost, type CostCounter, type CostGrowth, type PartCosts, type PartKernel } from '../../part-kernel.ts';
import { repeatValueTables } from './repeat-values.ts';
import { popcount } from '../../bits.ts';

/** What the Wordle kernel reads of a Wordle game. */
export interface WordleKernelBoard {
  readonly guessCount: number;
  /** Letters per word (1 to 5). */
  readonly length: number;
  /** letters[g * length + p]: the letter of guess g at place p (0 = a). */
  readonly letters: Uint8Array;
  /** secretGuess[s]: the guess index of secret s. */
  readonly secretGuess: Int32Array;
}

/** Bytes of a secret's row: 5 places x 32 letter slots of values, then 26 letters' counts and places. */
const ROW = 192;
const INFO = 160;
/** The letter slot of a place whose letter the guess repeats (its value is always 0). */
const REPEATED = 31;
/** Candidates whose parts are counted together: 512 x 256 slots x 2 bytes stay in a core's cache. */
const BLOCK = 512;
/**
 * Nodes of at most this many secrets (a sixteenth of it for one objective, whose parts need no
 * reading) grow every objective's cost as the steps go and clear only the parts they touched:
 * reading and clearing 256 slots a candidate would cost more than the node.
 */
const SMALL_NODE = 256;
/** Feedback slots per candidate: the base-3 codes of five letters are below 243. */
const SLOTS_SHIFT = 8;

/**
 * The feedback of Wordle as table reads, for a node's secrets (Wordle's rule: wordle.ts). A guess
 * letter x that the guess has once scores, at place p, green when the answer has x there, else
 * yellow when the answer has x at all, whatever the guess's other letters: so the base-3 code of a
 * guess with no repeated letter is a sum of one value per place, read in the answer's row of
 * values (place x letter). A letter the guess repeats, at the places of mask P, scores green where
 * the answer has it and yellow at the first u other places of P (u: the answer's copies of it less
 * those greens): two small tables by places, read with the answer's count and places of that
 * letter, also in its row. Rows are built once per node (192 bytes a secret).
 *
 * The costs are counted one block of candidates at a time, every secret of the node against the
 * block, so the part counts of the block stay in the cache; 'sum' costs add the objective's steps
 * in the order of the secrets (exactly as the greedy chooser adds them reading a score table, so
 * the costs are the chooser's to the last bit) and whole-number ones are read off the final parts.
 */
export interface WordleCounter extends CostCounter {
  /** The array last loaded (kernels sharing a counter check it is theirs). */
  readonly node: Int32Array | undefined;
  /** The base-3 code of guess g against the node's j-th secret. */
  code(g: number, j: number): number;
}

/** The counter of a board. */
export function createWordleCounter(board: WordleKernelBoard): WordleCounter {
  return new Counter(board);
}

/**
 * Candidates laid out by blocks of BLOCK, each block's guesses with no repeated letter first (two
 * tight loops' worth): at position i, the candidate's index (at), its slots and groups, copied in
 * order so the counting loops read them as they go; singlesEnd[b]: where block b's others begin.
 */
interface Layout {
  readonly at: Int32Array;
  readonly slots: Uint8Array;
  readonly groups: Int32Array;
  readonly singlesEnd: Int32Array;
}

/**
 * The counter as a class: its hot loops are methods, one function for every board, so code
 * optimised for one board's counter is not thrown away for the next one's (closures made per
 * board were, and their loops ran unoptimised meanwhile).
 */
class Counter implements WordleCounter {
  readonly #G: number;
  readonly #L: number;
  readonly #letters: Uint8Array;
  readonly #secretGuess: Int32Array;
  readonly #weights: Int32Array;
  /** Per guess: the row slot of each place (REPEATED where the guess repeats the letter, and past L). */
  readonly #slots: Uint8Array;
  /** Per guess: its repeated letters (two at most in five letters) as letter << 8 | places, 0 for none. */
  readonly #groups: Int32Array;
  readonly #repeats: Uint8Array;
  /** greenValue[m]: the code of greens at the places of m; yellowValue[m * (L + 1) + u]: yellows at the first u places of m. */
  readonly #greenValue: Int32Array;
  readonly #yellowValue: Int32Array;
  readonly #popcounts = Uint8Array.from({ length: 32 }, (_, m) => popcount(m));
  readonly #parts = new Uint16Array(BLOCK << SLOTS_SHIFT);
  readonly #blockAcc = new Float64Array(BLOCK);
  readonly #blockAcc2 = new Float64Array(BLOCK);
  readonly #blockCodes = new Uint8Array(SMALL_NODE * BLOCK);
  #blockAccs = new Float64Array(0);
  #rows = new Uint8Array(0);
  #n = 0;
  #node: Int32Array | undefined;
  #everyGuess: Layout | undefined;
  /** The green and yellow tables, for the counting loops. */
  readonly #tables: RepeatTables;

  constructor(board: WordleKernelBoard) {
    const { guessCount: G, length: L, letters } = board;
    this.#G = G;
    this.#L = L;
    this.#letters = letters;
    this.#secretGuess = board.secretGuess;
    this.#weights = Int32Array.from({ length: 5 }, (_, p) => (p < L ? 3 ** (L - 1 - p) : 0));
    const slots = (this.#slots = new Uint8Array(G * 5));
    const groups = (this.#groups = new Int32Array(G * 2));
    const repeats = (this.#repeats = new Uint8Array(G));
    const placesOf = new Int32Array(26);
    for (let g = 0; g < G; g++) {
      for (let p = 0; p < L; p++) placesOf[letters[g * L + p]!] = placesOf[letters[g * L + p]!]! | (1 << p);
      let j = 0;
      for (let p = 0; p < 5; p++) {
        const x = p < L ? letters[g * L + p]! : REPEATED;
        const places = p < L ? placesOf[x]! : 0;
        slots[g * 5 + p] = p * 32 + (popcount(places) === 1 ? x : REPEATED);
        // A repeated letter's group, at its first place.
        if (popcount(places) > 1 && (places & ((1 << p) - 1)) === 0) groups[g * 2 + j++] = (x << 8) | places;
      }
      repeats[g] = j > 0 ? 1 : 0;
      for (let p = 0; p < L; p++) placesOf[letters[g * L + p]!] = 0;
    }
    const { green: greenValue, yellow: yellowValue } = repeatValueTables(L, 32);
    this.#greenValue = greenValue;
    this.#yellowValue = yellowValue;
    this.#tables = { green: greenValue, yellow: yellowValue, stride: L + 1, popcounts: this.#popcounts };
  }

  get node(): Int32Array | undefined {
    return this.#node;
  }

  load(remaining: Int32Array): void {
    const L = this.#L;
    const letters = this.#letters;
    const weights = this.#weights;
    const n = remaining.length;
    this.#node = remaining;
    this.#n = n;
    if (this.#rows.length < n * ROW) this.#rows = new Uint8Array(n * ROW);
    const rows = this.#rows;
    rows.fill(0, 0, n * ROW);
    for (let j = 0; j < n; j++) {
      const r = j * ROW;
      const a = this.#secretGuess[remaining[j]!]! * L;
      for (let p = 0; p < L; p++) {
        const x = letters[a + p]!;
        const info = rows[r + INFO + x]!;
        rows[r + INFO + x] = (info & 31) + 32 * ((info >>> 5) + 1) + (1 << p);
      }
      for (let p = 0; p < L; p++) {
        const here = letters[a + p]!;
        for (let x = 0; x < 26; x++) rows[r + p * 32 + x] = weights[p]! * (x === here ? 2 : rows[r + INFO + x] !== 0 ? 1 : 0);
      }
    }
  }

  code(g: number, j: number): number {
    const rows = this.#rows;
    const slots = this.#slots;
    const r = j * ROW;
    const b = g * 5;
    const base =
      rows[r + slots[b]!]! + rows[r + slots[b + 1]!]! + rows[r + slots[b + 2]!]! + rows[r + slots[b + 3]!]! + rows[r + slots[b + 4]!]!;
    return this.#repeats[g] === 0
      ? base
      : base +
          repeatedCode(
            rows,
            r,
            this.#groups[2 * g]!,
            this.#groups[2 * g + 1]!,
            this.#greenValue,
            this.#yellowValue,
            this.#L + 1,
            this.#popcounts,
          );
  }

  costs(candidates: Int32Array | null, objectives: readonly CostGrowth[], out: readonly Float64Array[]): void {
    const m = candidates === null ? this.#G : candidates.length;
    const layout = candidates === null ? (this.#everyGuess ??= this.#layoutOf(null)) : this.#layoutOf(candidates);
    const parts = this.#parts;
    // One objective is counted as the steps go. With several, the floating sums (two at most in
    // one reading) grow as the steps go, and the 'max' and whole-number ones are read off the
    // final parts (whole numbers add up exactly in any order); on a small node, all grow.
    const single = objectives.length === 1;
    const grown = objectives.flatMap((o, k) => (single || (o.kind === 'sum' && !o.exact) ? [k] : []));
    const read = objectives.flatMap((_, k) => (grown.includes(k) ? [] : [k]));
    const small = this.#n <= (read.length > 0 ? SMALL_NODE : SMALL_NODE / 16);
    // For a small node: the 'sum' objectives' steps and where their costs go, and the 'max' one's.
    const sumSteps = objectives.flatMap((o) => (o.kind === 'sum' ? [o.step] : []));
    const sumAt = Int32Array.from(objectives.flatMap((o, k) => (o.kind === 'sum' ? [k] : [])));
    const maxAt = objectives.findIndex((o) => o.kind === 'max');
    const none = new Float64Array(0);
    for (let i0 = 0; i0 < m; i0 += BLOCK) {
      const k = Math.min(m, i0 + BLOCK) - i0;
      const singlesEnd = layout.singlesEnd[i0 / BLOCK]!;
      if (small) {
        if (this.#blockAccs.length < objectives.length * BLOCK) this.#blockAccs = new Float64Array(objectives.length * BLOCK);
        const accs = this.#blockAccs;
        accs.fill(0);
        this.#countSmall(layout, i0, 0, singlesEnd, false, sumSteps, sumAt, maxAt);
        this.#countSmall(layout, i0, singlesEnd, k, true, sumSteps, sumAt, maxAt);
        for (let o = 0; o < objectives.length; o++) {
          const acc = out[o]!;
          for (let q = 0; q < k; q++) acc[layout.at[i0 + q]!] = accs[o * BLOCK + q]!;
        }
        continue;
      }
      for (let t = 0; t === 0 || t < grown.length; t += 2) {
        const a = grown.length > t ? objectives[grown[t]!]! : undefined;
        const b = grown.length > t + 1 ? objectives[grown[t + 1]!]! : undefined;
        const track = a === undefined ? 0 : a.kind === 'max' ? 3 : b === undefined ? 1 : 2;
        const stepA = a?.step ?? none;
        const stepB = b?.step ?? none;
        this.#blockAcc.fill(0, 0, k);
        this.#blockAcc2.fill(0, 0, k);
        const tables = this.#tables;
        countBlock(
          this.#rows,
          this.#n,
          parts,
          tables,
          layout,
          i0,
          0,
          singlesEnd,
          false,
          track,
          stepA,
          stepB,
          this.#blockAcc,
          this.#blockAcc2,
        );
        countBlock(
          this.#rows,
          this.#n,
          parts,
          tables,
          layout,
          i0,
          singlesEnd,
          k,
          true,
          track,
          stepA,
          stepB,
          this.#blockAcc,
          this.#blockAcc2,
        );
        for (let q = 0; q < k; q++) {
          if (a !== undefined) out[grown[t]!]![layout.at[i0 + q]!] = this.#blockAcc[q]!;
          if (b !== undefined) out[grown[t + 1]!]![layout.at[i0 + q]!] = this.#blockAcc2[q]!;
        }
        if (t === 0) for (const at of read) this.#readParts(objectives[at]!, layout.at, i0, k, out[at]!);
        parts.fill(0, 0, k << SLOTS_SHIFT);
      }
    }
  }

  /** The layout of the candidates (every guess when null). */
  #layoutOf(candidates: Int32Array | null): Layout {
    const m = candidates === null ? this.#G : candidates.length;
    const slots = this.#slots;
    const groups = this.#groups;
    const repeats = this.#repeats;
    const layout = {
      at: new Int32Array(m),
      slots: new Uint8Array(m * 5),
      groups: new Int32Array(m * 2),
      singlesEnd: new Int32Array(Math.ceil(m / BLOCK)),
    };
    for (let b0 = 0, i = 0; b0 < m; b0 += BLOCK) {
      for (let pass = 0; pass < 2; pass++) {
        for (let c = b0; c < Math.min(m, b0 + BLOCK); c++) {
          const g = candidates === null ? c : candidates[c]!;
          if (repeats[g] !== pass) continue;
          layout.at[i] = c;
          for (let p = 0; p < 5; p++) layout.slots[i * 5 + p] = slots[g * 5 + p]!;
          layout.groups[2 * i] = groups[2 * g]!;
          layout.groups[2 * i + 1] = groups[2 * g + 1]!;
          i++;
        }
        if (pass === 0) layout.singlesEnd[b0 / BLOCK] = i - b0;
      }
    }
    return layout;
  }

  /** Writes the costs of a block's candidates (positions 0..k, from i0) for a 'max' or whole-number objective, read off their parts. */
  #readParts(objective: CostGrowth, at: Int32Array, i0: number, k: number, out: Float64Array): void {
    const parts = this.#parts;
    const isMax = objective.kind === 'max';
    const partCost = objective.part;
    for (let q = 0; q < k; q++) {
      const base = q << SLOTS_SHIFT;
      let cost = 0;
      for (let f = 0; f < 1 << SLOTS_SHIFT; f++) {
        const v = parts[base + f]!;
        if (v !== 0) cost = isMax ? Math.max(cost, v) : cost + partCost[v]!;
      }
      out[at[i0 + q]!] = cost;
    }
  }

  /**
   * The same for a small node: every objective grown as the steps go (blockAccs[k * BLOCK + q]:
   * 'sum' steps at sumAt, the largest part at maxAt), the codes recorded so that only the parts
   * touched are cleared, instead of reading and clearing 256 slots a candidate.
   */
  #countSmall(
    layout: Layout,
    i0: number,
    q0: number,
    q1: number,
    withRepeats: boolean,
    sumSteps: readonly Float64Array[],
    sumAt: Int32Array,
    maxAt: number,
  ): void {
    const n = this.#n;
    const p = this.#parts;
    const row = this.#rows;
    const sl = layout.slots;
    const gr = layout.groups;
    const codes = this.#blockCodes;
    const accs = this.#blockAccs;
    const K = sumSteps.length;
    const green = this.#greenValue;
    const yellow = this.#yellowValue;
    const stride = this.#L + 1;
    const popcounts = this.#popcounts;
    for (let j = 0; j < n; j++) {
      const r = j * ROW;
      for (let q = q0; q < q1; q++) {
        const b = (i0 + q) * 5;
        let code = row[r + sl[b]!]! + row[r + sl[b + 1]!]! + row[r + sl[b + 2]!]! + row[r + sl[b + 3]!]! + row[r + sl[b + 4]!]!;
        if (withRepeats) code += repeatedCode(row, r, gr[2 * (i0 + q)]!, gr[2 * (i0 + q) + 1]!, green, yellow, stride, popcounts);
        codes[j * BLOCK + q] = code;
        const idx = (q << SLOTS_SHIFT) | code;
        const v = p[idx]!;
        p[idx] = v + 1;
        for (let k = 0; k < K; k++) {
          const at = sumAt[k]! * BLOCK + q;
          accs[at] = accs[at]! + sumSteps[k]![v]!;
        }
        if (maxAt >= 0 && v + 1 > accs[maxAt * BLOCK + q]!) accs[maxAt * BLOCK + q] = v + 1;
      }
    }
    for (let j = 0; j < n; j++) for (let q = q0; q < q1; q++) p[(q << SLOTS_SHIFT) | codes[j * BLOCK + q]!] = 0;
  }
}

/**
 * The counter of a board's kernels, made once per list of letters (a game's): every chooser of a
 * live answer makes a kernel, and a counter lays out every guess (a few milliseconds at 13,000).
 * Kernels of one thread run one at a time, so they can share its scratch.
 */
const counters = new WeakMap<Uint8Array, WordleCounter>();
function sharedCounter(board: WordleKernelBoard): WordleCounter {
  let counter = counters.get(board.letters);
  if (counter === undefined) counters.set(board.letters, (counter = createWordleCounter(board)));
  return counter;
}

/**
 * The part kernel of Wordle, in JavaScript, for boards scored without a table (live answers, and
 * lists too large to table): `choose` counts every candidate's parts by blocks (WordleCounter), with
 * the chooser's own costs, so it chooses the guess the chooser chooses over a score table.
 * `sumCost` is the objective's cost of the parts (summed in feedback order), as the interface says.
 */
export function createWordleKernel(board: WordleKernelBoard, costs: PartCosts): PartKernel {
  const { guessCount: G, secretGuess } = board;
  const { part, exact } = costs;
  const counter = sharedCounter(board);
  const counts = new Int32Array(1 << SLOTS_SHIFT);
  const isMember = new Uint8Array(G);
  let remaining = new Int32Array(0);
  let totals = new Float64Array(0);

  /** The shared counter with this kernel's node loaded (another kernel may have loaded its own since). */
  const loaded = (): WordleCounter => {
    if (counter.node !== remaining) counter.load(remaining);
    return counter;
  };

  /** The largest part of guess g against the node, or Infinity once a part passes limit. */
  const maxCost = (g: number, limit: number): number => {
    const c = loaded();
    const n = remaining.length;
    let max = 0;
    let i = 0;
    for (; i < n; i++) {
      const v = ++counts[c.code(g, i)]!;
      if (v > max && (max = v) > limit) break;
    }
    // Clear what was counted: all slots when that is less work than scoring again.
    if (i + 1 >= counts.length) counts.fill(0);
    else for (let j = 0; j <= i && j < n; j++) counts[c.code(g, j)] = 0;
    return i < n ? Infinity : max;
  };

  /** Guess g's parts against the node in counts (left for the caller to read and clear). */
  const countParts = (g: number): void => {
    const c = loaded();
    for (let j = 0; j < remaining.length; j++) counts[c.code(g, j)]!++;
  };

  return {
    load(secrets) {
      for (let i = 0; i < remaining.length; i++) isMember[secretGuess[remaining[i]!]!] = 0;
      remaining = secrets.slice();
      for (let i = 0; i < remaining.length; i++) isMember[secretGuess[remaining[i]!]!] = 1;
    },
    sumCost(g, limit) {
      countParts(g);
      let cost = 0;
      // Feedback order is the order of the codes (feedbacks are numbered in code order).
      for (let f = 0; f < counts.length; f++) {
        cost += part[counts[f]!]!;
        counts[f] = 0;
      }
      return cost > limit ? Infinity : cost;
    },
    maxCost,
    choose(candidates, kind, floor, tieEpsilon) {
      // 'max' costs are read one guess at a time: most guesses are dropped after a few secrets,
      // once a part outgrows the best so far (counting every part by blocks was measured slower:
      // a minimax tree of 12,947 words, 5.9 s of CPU against 3.8 s scoring each pair apart).
      if (kind === 'max') return chooseByCost(candidates, isMember, exact, floor, tieEpsilon, (_, g, limit) => maxCost(g, limit));
      if (totals.length < candidates.length) totals = new Float64Array(candidates.length);
      const all = totals;
      loaded().costs(candidates, [{ ...costs, kind }], [all]);
      return chooseByCost(candidates, isMember, exact, floor, tieEpsilon, (c) => all[c]!);
    },
  };
}

/** The tables a guess's repeated letters are scored with (Counter's). */
interface RepeatTables {
  readonly green: Int32Array;
  readonly yellow: Int32Array;
  readonly stride: number;
  readonly popcounts: Uint8Array;
}

/**
 * Counts the parts of a block's candidates at positions [q0, q1) (from i0 in the layout) against
 * the n secrets of rows and, by `track`: 0 nothing more (the costs are read off the parts
 * afterwards), 1 adds each secret's step of stepA to acc[q] ('sum'), 2 also stepB's to acc2[q], 3
 * keeps the largest part in acc[q] ('max'). A function of the module, not a closure of each
 * counter: its optimised code then serves every board.
 */
function countBlock(
  row: Uint8Array,
  n: number,
  p: Uint16Array,
  tables: RepeatTables,
  layout: Layout,
  i0: number,
  q0: number,
  q1: number,
  withRepeats: boolean,
  track: number,
  stepA: Float64Array,
  stepB: Float64Array,
  acc: Float64Array,
  acc2: Float64Array,
): void {
  const sl = layout.slots;
  const gr = layout.groups;
  const { green, yellow, stride, popcounts } = tables;
  for (let j = 0; j < n; j++) {
    const r = j * ROW;
    for (let q = q0; q < q1; q++) {
      const b = (i0 + q) * 5;
      let code = row[r + sl[b]!]! + row[r + sl[b + 1]!]! + row[r + sl[b + 2]!]! + row[r + sl[b + 3]!]! + row[r + sl[b + 4]!]!;
      if (withRepeats) code += repeatedCode(row, r, gr[2 * (i0 + q)]!, gr[2 * (i0 + q) + 1]!, green, yellow, stride, popcounts);
      const idx = (q << SLOTS_SHIFT) | code;
      const v = p[idx]!;
      p[idx] = v + 1;
      if (track === 1) acc[q] = acc[q]! + stepA[v]!;
      else if (track === 2) {
        acc[q] = acc[q]! + stepA[v]!;
        acc2[q] = acc2[q]! + stepB[v]!;
      } else if (track === 3 && v + 1 > acc[q]!) acc[q] = v + 1;
    }
  }
}

/**
 * The correction of a guess's repeated letters (groups g0, g1: letter << 8 | places, 0 for none)
 * against the row at r of rows, from the green and yellow tables of the board's length.
 */
function repeatedCode(
  rows: Uint8Array,
  r: number,
  g0: number,
  g1: number,
  greenValue: Int32Array,
  yellowValue: Int32Array,
  stride: number,
  popcounts: Uint8Array,
): number {
  let code = 0;
  if (g0 !== 0) {
    const info = rows[r + INFO + (g0 >>> 8)]!;
    const m = info & g0 & 31;
    code += greenValue[m]! + yellowValue[(g0 & 31 & ~m) * stride + (info >>> 5) - popcounts[m]!]!;
  }
  if (g1 !== 0) {
    const info = rows[r + INFO + (g1 >>> 8)]!;
    const m = info & g1 & 31;
    code += greenValue[m]! + yellowValue[(g1 & 31 & ~m) * stride + (info >>> 5) - popcounts[m]!]!;
  }
  return code;
}
