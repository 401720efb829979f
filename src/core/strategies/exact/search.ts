/**
 * Exhaustive depth-first branch and bound over decision trees (the method of Koyama and Lai 1993
 * and of the C++ solver widmaN/mastermind-strategy, `book/optimal.tex`): for a set S of remaining
 * secrets and a depth limit d, find the guess whose tree has the smallest total number of guesses.
 *
 * Every cut follows from a bound:
 * - counting bound (bounds.ts): a set of n secrets costs at least lowerBound[n], and needs n <=
 *   capacity[d]; a guess costs at least n + the sum of lowerBound over its non-winning parts;
 * - candidates are visited by that bound, so once it reaches the best total found, all the rest
 *   are cut; inside a guess each part is solved with the slack the others leave (smallest part
 *   first, see costOf), so a branch fails as soon as it cannot beat the best; the feasibility
 *   search (as in the Stack Overflow question on a general framework for guessing games) visits
 *   the largest part first, the one most likely to fail;
 * - exact shortcuts: 1 secret costs 1, 2 cost 3, a remaining secret that separates all n costs
 *   2n-1 (equal to the counting bound, so nothing beats it); failing that, when n <= F nothing
 *   costs less than 2n, so a guess that reaches 2n ends the node (see twoN);
 * - symmetry: game.candidateGuesses keeps one guess per colour-symmetry class, and symmetry.ts
 *   drops guesses that a position and colour symmetry of the history maps onto a smaller one.
 *   Guesses that split S into the same parts cost the same; they are not looked for (comparing
 *   partitions cost more than it saved: royale's optimal search took twice as long), since the
 *   memo answers the parts of a repeated partition at once and ties keep the first guess;
 * - memo (memo.ts): exact results and proven lower bounds of subsets, compared in full.
 *
 * Ties go to the first guess in the visiting order (bound, then a guess that can win, then the
 * smallest code), which makes the trees deterministic whatever the bounds passed in.
 */
import { partSlotsShift, type Scorer } from '../../scorer.ts';
import type { TreeNode } from '../../tree.ts';
import { createBounds, type Bounds } from './bounds.ts';
import { SubsetMemo } from './memo.ts';
import { createColumnKernel } from './column-kernel.ts';
import { createSymmetryFilter } from '../../symmetry.ts';

/** The column pre-pass of scan is used up to this many secrets (its counts are 16-bit), with at least this many candidates. */
const COLUMN_MAX_SECRETS = 4095;
const COLUMN_MIN_CANDIDATES = 64;
/**
 * Parts of a guess from this size on count at the least bound of their best guess, found before
 * any part is solved (see costOf). Royale optimal, one thread: 4.4 to 4.7 s of CPU without, 3.8 s
 * from 100 or 150 secrets on, 4.0 to 4.3 s from 400; from 50 on, the extra passes cost what they save.
 */
const LOOKAHEAD_FROM = 150;

/** Result of a failed search: no tree beats the bound (or none fits the depth). */
export const FAIL = -1;

/** Counters for progress reports. */
export interface SearchStats {
  nodes: number;
  memoHits: number;
  memoSize: number;
}

/**
 * Called after each part of a guess is solved: parts done, parts in all, total so far, and the
 * part itself (its feedback, its size and its optimal total; feedback -1 where not known), with
 * its optimal tree when guessCost was asked for part trees.
 */
export type PartProgress = (
  done: number,
  parts: number,
  total: number,
  feedback: number,
  size: number,
  cost: number,
  tree: TreeNode | undefined,
) => void;

/** Optimal totals of some parts of a guess, known from an earlier run: feedback -> total. */
export type KnownParts = ReadonlyMap<number, number>;

/** Optimal totals and trees of some parts of a guess (feedback -> part), known already. */
export type KnownTrees = ReadonlyMap<number, { readonly cost: number; readonly tree: TreeNode }>;

/** Guesses played so far, from the root (the search's symmetry depends on them). */
export type History = readonly number[];

/** The exact search over one game; not reentrant (scratch buffers per tree level). */
export interface ExactSearch {
  readonly bounds: Bounds;
  /** The smallest total for S within d guesses when it is below ub, else FAIL; sets lastGuess. */
  solve(history: History, S: Int32Array, d: number, ub: number): number;
  /** The first guess of the last successful solve or feasible. */
  readonly lastGuess: number;
  /** The candidate guesses at a node worth trying under ub, in visiting order, with their bounds. */
  choices(history: History, S: Int32Array, d: number, ub: number): Array<{ guess: number; bound: number }>;
  /**
   * The total of playing g first on S, then optimally, when below the bound; else FAIL.
   * `ub` is asked again between parts, so a caller may tighten it while this runs. Parts whose
   * totals are `known` are not searched. With `partTrees`, each part searched has its optimal
   * tree built as soon as it is solved, for onPart (a checkpoint keeps it).
   */
  guessCost(
    history: History,
    S: Int32Array,
    d: number,
    g: number,
    ub: () => number,
    onPart?: PartProgress,
    known?: KnownParts,
    partTrees?: boolean,
  ): number;
  /** The optimal tree for S within d guesses, given that its total is below ub. */
  buildTree(history: History, S: Int32Array, d: number, ub: number): TreeNode;
  /** The children of guess g on S, optimal, given that the total of g is `cost`; parts in `given` are not searched again. */
  buildChildren(history: History, S: Int32Array, d: number, g: number, cost: number, given?: KnownTrees): Array<[number, TreeNode]>;
  /**
   * True when some tree finds every secret of S within d guesses (`solutionExists` of the Stack
   * Overflow question on a general framework for guessing games).
   */
  feasible(history: History, S: Int32Array, d: number): boolean;
  /** True when playing g first on S leaves parts that all fit in d-1 more guesses (largest first). */
  guessFeasible(history: History, S: Int32Array, d: number, g: number, onPart?: PartProgress): boolean;
  /** The subtrees of a first guess g that fits depth d (guessFeasible was true). */
  buildFeasibleChildren(history: History, S: Int32Array, d: number, g: number): Array<[number, TreeNode]>;
  /** A tree of depth at most d for S, given that one exists. */
  buildFeasibleTree(history: History, S: Int32Array, d: number): TreeNode;
  readonly stats: SearchStats;
}

/** Options of the exact search. */
export interface ExactSearchOptions {
  /** Most secret indices kept by each memo (4 bytes each). */
  memoLimit?: number | undefined;
  /** Run the column pre-pass in the WebAssembly kernel where it loads (default true; false for tests). */
  columnKernel?: boolean | undefined;
}

/** Scratch buffers of one tree level (the search allocates nothing per candidate). */
interface Level {
  fb: Uint8Array;
  counts: Int32Array;
  keys: Float64Array;
  /** orders[i]: the order (bound * 2 + cannot-win) of keys[i], for the counting sort. */
  orders: Int32Array;
  parts: Int32Array;
  start: Int32Array;
  partOrder: Int32Array;
  candidates: Int32Array;
}

/** Creates the exact search for a scorer's game. */
export function createExactSearch(scorer: Scorer, options: ExactSearchOptions = {}): ExactSearch {
  const game = scorer.game;
  const F = game.feedbackCount;
  const WIN = game.winFeedback;
  const G = game.guessCount;
  const N = game.secretCount;
  const { secretGuess } = game;
  const bounds = createBounds(F, N);
  const LB = bounds.lowerBound;
  const CAPACITY = bounds.capacity;
  // DELTA[m] = LB[m+1] - LB[m]: what one more secret adds to a part of m.
  const DELTA = Int32Array.from({ length: N }, (_, m) => LB[m + 1]! - LB[m]!);
  const memo = new SubsetMemo(options.memoLimit);
  const feasMemo = new SubsetMemo(options.memoLimit);
  const stats: SearchStats = { nodes: 0, memoHits: 0, memoSize: 0 };
  const capacity = (d: number): number => (d <= 0 ? 0 : CAPACITY[Math.min(d, CAPACITY.length - 1)]!);
  let lastGuess = -1;
  // The scorer's feedback table (guess x secret), read directly in the hot loops.
  const table = scorer.table ?? null;
  /** fb[i] = feedback of g against S[i], and counts[f] += 1 for each. */
  const gather = (g: number, S: Int32Array, fb: Uint8Array, counts: Int32Array): void => {
    counts.fill(0);
    const n = S.length;
    if (table !== null) {
      const base = g * N;
      for (let i = 0; i < n; i++) {
        const f = table[base + S[i]!]!;
        fb[i] = f;
        counts[f]!++;
      }
    } else {
      scorer.feedbacks(g, S, fb);
      for (let i = 0; i < n; i++) counts[fb[i]!]!++;
    }
  };
  const symmetry = createSymmetryFilter(game);
  // The path from the root: hist[0..k) are the guesses above level k, playedAt[k] their state.
  const hist = new Int32Array(64);
  const playedAt: number[] = [game.initialPlayed];
  const enter = (history: History): number => {
    for (let i = 0; i < history.length; i++) {
      hist[i] = history[i]!;
      playedAt[i + 1] = game.play(playedAt[i]!, history[i]!);
    }
    return history.length;
  };

  const levels: Level[] = [];
  const level = (k: number): Level => {
    let l = levels[k];
    if (l === undefined) {
      l = {
        fb: new Uint8Array(N),
        counts: new Int32Array(F),
        keys: new Float64Array(G),
        orders: new Int32Array(G),
        parts: new Int32Array(N),
        start: new Int32Array(F + 1),
        partOrder: new Int32Array(F),
        candidates: new Int32Array(G),
      };
      levels[k] = l;
    }
    return l;
  };

  // Column pre-pass (as in the greedy builder): for a small S and many candidates, every
  // candidate's bound, largest part and win flag at once, one secret's column at a time. A
  // candidate survives it exactly when the row loop of scan would keep it (that loop only stops
  // early on a guess it then drops), so the search visits the same guesses in the same order.
  const columns = table === null ? undefined : scorer.columns;
  const shift = partSlotsShift(F);
  const colG = columns === undefined ? 0 : G;
  // The counting runs about twice as fast in WebAssembly (column-kernel.ts), which fills the
  // same figures; its memory holds a copy of the table and the results.
  const kernel = columns === undefined || options.columnKernel === false ? undefined : createColumnKernel(columns, G, N, LB, shift, F, WIN);
  const colParts = new Uint16Array(kernel === undefined ? colG << shift : 0);
  const colBound = kernel?.bound ?? new Int32Array(colG);
  const colMax = kernel?.maxPart ?? new Int32Array(colG);
  const colWins = kernel?.wins ?? new Uint8Array(colG);
  const colMask = new Int32Array(F <= 32 ? colG : 0);
  const columnPass = (candidates: Int32Array, S: Int32Array, cols: Uint8Array): void => {
    const m = candidates.length;
    const n = S.length;
    if (n <= F && F <= 32) {
      if (kernel !== undefined) kernel.smallPass(candidates, S, m === G);
      else smallColumnPass(candidates, S, cols);
      return;
    }
    if (kernel !== undefined) {
      kernel.pass(candidates, S, m === G);
      return;
    }
    const parts = colParts;
    const bound = colBound;
    const maxPart = colMax;
    const wins = colWins;
    const sh = shift;
    const win = WIN;
    // The inner loop only counts (one byte load and one increment per pair; n < 4096 fits the
    // 16-bit counts); the bound, the largest part and the win flag are read off each candidate's
    // F counts afterwards, which also clears them. Measured on the pass alone, about 1.5 times as
    // fast as keeping the bound and largest part up to date in the inner loop.
    if (m === G) {
      // Every guess (an ascending subset of size G): no indirection. Four candidates a step,
      // their feedbacks read before any count is written, so the reads overlap.
      const m4 = m - (m % 4);
      for (let j = 0; j < n; j++) {
        const row = S[j]! * G;
        let c = 0;
        for (; c < m4; c += 4) {
          const ia = (c << sh) | cols[row + c]!;
          const ib = ((c + 1) << sh) | cols[row + c + 1]!;
          const ic = ((c + 2) << sh) | cols[row + c + 2]!;
          const id = ((c + 3) << sh) | cols[row + c + 3]!;
          parts[ia]!++;
          parts[ib]!++;
          parts[ic]!++;
          parts[id]!++;
        }
        for (; c < m; c++) parts[(c << sh) | cols[row + c]!]!++;
      }
    } else {
      for (let j = 0; j < n; j++) {
        const row = S[j]! * G;
        for (let c = 0; c < m; c++) parts[(c << sh) | cols[row + candidates[c]!]!]!++;
      }
    }
    const lb = LB;
    const feedbacks = F;
    for (let c = 0; c < m; c++) {
      const base = c << sh;
      let b = n;
      let big = 0;
      let w = 0;
      for (let f = 0; f < feedbacks; f++) {
        const v = parts[base + f]!;
        if (v === 0) continue;
        parts[base + f] = 0;
        if (f === win) w = 1;
        else {
          b += lb[v]!;
          if (v > big) big = v;
        }
      }
      bound[c] = b;
      maxPart[c] = big;
      wins[c] = w;
    }
  };

  // When n <= F, every part is at most F secrets, and LB[s] = 2s - 1 up to F (one secret on the
  // first level, F - 1 on the second): a candidate's bound n + sum of LB over its non-winning
  // parts is 3n - 2 * wins - (non-winning parts). Only which feedbacks occur matters, a bit set
  // per candidate (F <= 32) instead of F counts. The largest part's size is known exactly only
  // where it decides something: n (one part holds all) or 1 (all apart); otherwise it is at
  // least 2, which a depth that allows parts of n <= F secrets never cuts.
  const smallColumnPass = (candidates: Int32Array, S: Int32Array, cols: Uint8Array): void => {
    const m = candidates.length;
    const n = S.length;
    const masks = colMask;
    masks.fill(0, 0, m);
    if (m === G) {
      for (let j = 0; j < n; j++) {
        const row = S[j]! * G;
        for (let c = 0; c < m; c++) masks[c] = masks[c]! | (1 << cols[row + c]!);
      }
    } else {
      for (let j = 0; j < n; j++) {
        const row = S[j]! * G;
        for (let c = 0; c < m; c++) masks[c] = masks[c]! | (1 << cols[row + candidates[c]!]!);
      }
    }
    const winBit = 1 << WIN;
    for (let c = 0; c < m; c++) {
      const v = masks[c]!;
      const w = v & winBit ? 1 : 0;
      let x = v & ~winBit;
      x = x - ((x >>> 1) & 0x55555555);
      x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
      const parts = (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
      colBound[c] = 3 * n - 2 * w - parts;
      // The largest part: all of S (no progress), 1 (all apart), or at least 2 (its exact size
      // matters only against a depth that allows 1, so 2 stands for it).
      colMax[c] = parts === 1 && w === 0 ? n : parts + w === n ? 1 : 2;
      colWins[c] = w;
    }
  };

  /** The bound of a candidate from its key in scan's list ((bound * 2 + cannot-win) * G + guess). */
  const boundOf = (key: number): number => Math.floor(key / G / 2);

  // Set by scan when separatorWins and it met a guess that splits S into singletons.
  let scanSeparator = -1;
  let separatorWins = false;
  /**
   * Fills L.keys[0..count) with the candidates worth trying at S, as numbers that sort in visiting
   * order: (bound * 2 + cannot-win) * G + guess. Skips guesses whose bound reaches ub, whose
   * largest part exceeds what d-1 guesses can tell apart, or which make no progress. Returns the
   * count.
   */
  const scan = (k: number, S: Int32Array, d: number, ub: number): number => {
    scanSeparator = -1;
    const L = level(k);
    const n = S.length;
    const { counts, fb, keys, orders } = L;
    const cap = capacity(d - 1);
    let candidates = game.candidateGuesses(playedAt[k]!, S);
    if (symmetry !== null) candidates = L.candidates.subarray(0, symmetry.filter(hist, k, candidates, S, L.candidates));
    counts.fill(0); // other users of this level leave counts filled
    let kept = 0;
    let lowOrder = Infinity;
    let highOrder = -Infinity;
    // Also where the depth left cuts guesses for their size: the row loop would drop most of them
    // after a few secrets, but each of its reads lands in another row of the table, while the
    // column pass reads memory in order (royale optimal-worst's search of 11223: 90.7 s to 40.2 s).
    const byColumns = columns !== undefined && table !== null && n <= COLUMN_MAX_SECRETS && candidates.length >= COLUMN_MIN_CANDIDATES;
    if (byColumns) {
      columnPass(candidates, S, columns);
      if (kernel !== undefined) {
        // The kernel applies the cuts below and sorts the keys itself.
        const r = kernel.ordered(candidates, n, cap, ub, candidates.length === G, separatorWins);
        if (r < 0) {
          scanSeparator = candidates[-1 - r]!;
          return 0;
        }
        keys.set(kernel.keys.subarray(0, r));
        return r;
      }
    }
    for (let c = 0; c < candidates.length; c++) {
      const g = candidates[c]!;
      // bound = n + sum of LB over the non-winning parts, grown one secret at a time (LB's
      // increments), so a guess is dropped as soon as it reaches ub. counts is all zero here.
      let bound = n;
      let maxPart = 0;
      let wins = 0;
      let i = 0;
      if (byColumns) {
        bound = colBound[c]!;
        maxPart = colMax[c]!;
        wins = colWins[c]!;
        if (maxPart > cap || maxPart === n || bound >= ub) continue;
      } else if (table !== null) {
        const base = g * N;
        for (; i < n && bound < ub; i++) {
          const f = table[base + S[i]!]!;
          fb[i] = f;
          if (f === WIN) {
            wins = 1;
            continue;
          }
          const m = counts[f]!;
          bound += DELTA[m]!;
          counts[f] = m + 1;
          if (m >= maxPart) {
            maxPart = m + 1;
            if (maxPart > cap) {
              i++; // a part too big for the depth left: drop the guess now
              break;
            }
          }
        }
        for (let j = 0; j < i; j++) counts[fb[j]!] = 0;
      } else {
        gather(g, S, fb, counts);
        for (let f = 0; f < F; f++) {
          const m = counts[f]!;
          if (f === WIN) wins = m;
          else if (m > 0) {
            bound += LB[m]!;
            if (m > maxPart) maxPart = m;
          }
        }
        counts.fill(0);
      }
      // Too big for the depth left, no progress, or no better than ub.
      if (maxPart > cap || maxPart === n || bound >= ub) continue;
      if (separatorWins && bound === 2 * n) {
        // Separates all and cannot win (a consistent separator was ruled out): optimal, stop here.
        scanSeparator = g;
        return 0;
      }
      const order = bound * 2 + (wins > 0 ? 0 : 1);
      if (order < lowOrder) lowOrder = order;
      if (order > highOrder) highOrder = order;
      keys[kept] = order * G + g;
      orders[kept] = order;
      kept++;
    }
    sortKeys(keys, orders, kept, lowOrder, highOrder);
    return kept;
  };

  // Counting sort of scan's keys by their order (bound and win flag): candidates arrive in
  // ascending guess order, so a stable pass by order gives the full sort, in time linear in the
  // keys and the span of orders (a comparison sort took a fifth of the search).
  let bucketStart = new Int32Array(256);
  let sortScratch = new Float64Array(G);
  const sortKeys = (keys: Float64Array, orders: Int32Array, count: number, low: number, high: number): void => {
    if (count < 2) return;
    const span = high - low + 1;
    if (span > 4 * count + 1024) {
      keys.subarray(0, count).sort();
      return;
    }
    if (bucketStart.length < span + 1) bucketStart = new Int32Array(Math.max(span + 1, bucketStart.length * 2));
    if (sortScratch.length < count) sortScratch = new Float64Array(count);
    const start = bucketStart;
    start.fill(0, 0, span + 1);
    // Each key's order is read from orders, not computed by dividing the key by G.
    for (let i = 0; i < count; i++) start[orders[i]! - low + 1]!++;
    for (let b = 1; b <= span; b++) start[b] = start[b]! + start[b - 1]!;
    const out = sortScratch;
    for (let i = 0; i < count; i++) out[start[orders[i]! - low]!++] = keys[i]!;
    keys.set(out.subarray(0, count));
  };

  /** Splits S by g into L.parts; L.partOrder[0..count) lists the non-winning feedbacks, largest part first. */
  const split = (L: Level, S: Int32Array, g: number): number => {
    const n = S.length;
    const { fb, counts, start, parts, partOrder } = L;
    gather(g, S, fb, counts);
    start[0] = 0;
    for (let f = 0; f < F; f++) start[f + 1] = start[f]! + counts[f]!;
    for (let f = 0; f < F; f++) counts[f] = start[f]!;
    for (let i = 0; i < n; i++) parts[counts[fb[i]!]!++] = S[i]!;
    let m = 0;
    for (let f = 0; f < F; f++) {
      if (f === WIN || start[f + 1] === start[f]) continue;
      // insertion by size, descending; equal sizes keep feedback order
      const size = start[f + 1]! - start[f]!;
      let j = m++;
      while (j > 0 && start[partOrder[j - 1]! + 1]! - start[partOrder[j - 1]!]! < size) {
        partOrder[j] = partOrder[j - 1]!;
        j--;
      }
      partOrder[j] = f;
    }
    return m;
  };

  /** A remaining secret that splits S into singletons, or -1 (only possible when |S| <= F). */
  const separator = (k: number, S: Int32Array): number => {
    const n = S.length;
    if (n > F) return -1;
    const { counts, fb } = level(k);
    for (let i = 0; i < n; i++) {
      const g = secretGuess[S[i]!]!;
      gather(g, S, fb, counts);
      let ok = true;
      for (let f = 0; f < F; f++) {
        if (counts[f]! > 1) {
          ok = false;
          break;
        }
      }
      if (ok) return g;
    }
    return -1;
  };

  /**
   * When |S| <= F and no remaining secret separates all, every tree costs at least 2n (a guess
   * that can win leaves n-1 secrets, not all alone; one that cannot win leaves n). A guess that
   * reaches 2n is then optimal: a remaining secret that leaves one pair and singletons (the pair
   * needs two more guesses), or any candidate that separates all (found by scan). Returns the
   * first, or -1.
   */
  const twoN = (k: number, S: Int32Array, d: number): number => {
    const n = S.length;
    const { counts, fb } = level(k);
    if (d >= 3) {
      for (let i = 0; i < n; i++) {
        const g = secretGuess[S[i]!]!;
        gather(g, S, fb, counts);
        let pairs = 0;
        for (let f = 0; f < F && pairs < 2; f++) {
          if (counts[f]! > 2) pairs = 2;
          else if (counts[f] === 2) pairs++;
        }
        if (pairs === 1) return g;
      }
    }
    return -1;
  };

  const costOf = (
    k: number,
    S: Int32Array,
    d: number,
    g: number,
    ub: () => number,
    onPart?: PartProgress,
    known?: KnownParts,
    partTrees?: boolean,
  ): number => {
    const L = level(k);
    const n = S.length;
    const m = split(L, S, g);
    const { start, parts, partOrder } = L;
    const cap = capacity(d - 1);
    let bound = n;
    for (let j = 0; j < m; j++) {
      const size = start[partOrder[j]! + 1]! - start[partOrder[j]!]!;
      if (size > cap || size === n) return FAIL; // too big for the depth left, or no progress
      bound += LB[size]!;
    }
    let total = bound;
    hist[k] = g;
    playedAt[k + 1] = game.play(playedAt[k]!, g);
    // Parts of LOOKAHEAD_FROM secrets or more count at the least bound of their own best guess
    // (one column pass each, the one their search starts with) instead of their counting bound:
    // a guess that cannot beat ub is then often cut before any part is solved, and the others
    // are searched under tighter slack. The trees are the same (a bound, never a choice).
    let lookahead: Map<number, number> | undefined;
    for (let j = 0; j < m; j++) {
      const f = partOrder[j]!;
      const size = start[f + 1]! - start[f]!;
      if (size < LOOKAHEAD_FROM || known?.get(f) !== undefined) continue;
      const slack = ub() - total;
      if (slack <= 0) return FAIL;
      if (scan(k + 1, parts.subarray(start[f], start[f + 1]), d - 1, LB[size]! + slack) === 0) return FAIL;
      const least = boundOf(level(k + 1).keys[0]!);
      if (least > LB[size]!) {
        total += least - LB[size]!;
        (lookahead ??= new Map()).set(f, least);
      }
    }
    if (total >= ub()) return FAIL;
    // Smallest part first (as widmaN/mastermind-strategy does): small parts are solved quickly and
    // their exact costs use up slack, so the large part is searched under the tightest bound.
    // Measured on mastermind / optimal, one thread: 2.6 s smallest first, 14 s largest first.
    // (The feasibility search goes largest first instead: there a failure ends the guess.)
    for (let step = 0; step < m; step++) {
      const j = m - 1 - step;
      const f = partOrder[j]!;
      const size = start[f + 1]! - start[f]!;
      if (size <= 2) continue; // sizes 1 and 2 cost exactly their bound
      const slack = ub() - total; // total must stay below ub
      if (slack <= 0) return FAIL;
      const given = known?.get(f);
      const base = lookahead?.get(f) ?? LB[size]!;
      const c = given ?? solveAt(k + 1, parts.subarray(start[f], start[f + 1]), d - 1, base + slack);
      if (c === FAIL || c >= base + slack) return FAIL;
      total += c - base;
      // The part's tree, from the memo mostly; build() walks deeper levels only (this level's
      // parts stay), and the path it enters is this node's own.
      const tree =
        partTrees === true && given === undefined
          ? build(Array.from(hist.subarray(0, k + 1)), parts.subarray(start[f], start[f + 1]), d - 1, c + 1)
          : undefined;
      onPart?.(step + 1, m, total, f, size, c, tree);
    }
    return total < ub() ? total : FAIL;
  };

  const solveAt = (k: number, S: Int32Array, d: number, ub: number): number => {
    const n = S.length;
    if (n === 1) {
      if (d < 1 || ub <= 1) return FAIL;
      lastGuess = secretGuess[S[0]!]!;
      return 1;
    }
    if (d < 2 || n > capacity(d) || LB[n]! >= ub) return FAIL;
    if (n === 2) {
      lastGuess = secretGuess[S[0]!]!;
      return 3;
    }
    const sep = separator(k, S);
    if (sep >= 0) {
      lastGuess = sep;
      return 2 * n - 1; // the counting bound for n <= F, so optimal; below ub as LB[n] < ub
    }
    // From here on, when n <= F, nothing costs less than 2n.
    const small = n <= F;
    if (small) {
      if (2 * n >= ub) return FAIL;
      const two = twoN(k, S, d);
      if (two >= 0) {
        lastGuess = two;
        return 2 * n;
      }
    }
    stats.nodes++;
    const known = memo.get(S, d);
    if (known !== undefined) {
      if (known.exact >= 0) {
        if (known.exact >= ub) return FAIL;
        lastGuess = known.guess;
        return known.exact;
      }
      if (known.lower >= ub) return FAIL;
    }
    separatorWins = small;
    const count = scan(k, S, d, ub);
    separatorWins = false;
    if (scanSeparator >= 0) {
      lastGuess = scanSeparator;
      return 2 * n;
    }
    const keys = level(k).keys;
    let best = ub;
    let bestGuess = -1;
    const bestNow = (): number => best;
    for (let i = 0; i < count; i++) {
      const key = keys[i]!;
      const g = key % G;
      const bound = boundOf(key);
      if (bound >= best) break;
      const c = costOf(k, S, d, g, bestNow);
      if (c !== FAIL && c < best) {
        best = c;
        bestGuess = g;
      }
    }
    const e = memo.entry(S, d);
    if (bestGuess >= 0) {
      e.exact = best;
      e.guess = bestGuess;
      e.lower = best;
      lastGuess = bestGuess;
      return best;
    }
    if (ub > e.lower) e.lower = ub;
    return FAIL;
  };

  const feasibleAt = (k: number, S: Int32Array, d: number): boolean => {
    const n = S.length;
    if (n === 1) {
      lastGuess = secretGuess[S[0]!]!;
      return d >= 1;
    }
    if (d < 2 || n > capacity(d)) return false;
    if (n === 2) {
      lastGuess = secretGuess[S[0]!]!;
      return true;
    }
    const sep = separator(k, S);
    if (sep >= 0) {
      lastGuess = sep;
      return true;
    }
    stats.nodes++;
    const known = feasMemo.get(S, d);
    if (known !== undefined) {
      lastGuess = known.guess;
      return known.guess >= 0;
    }
    const count = scan(k, S, d, Infinity);
    const L = level(k);
    const keys = L.keys;
    let found = -1;
    for (let i = 0; i < count && found < 0; i++) {
      const g = keys[i]! % G;
      const m = split(L, S, g);
      hist[k] = g;
      playedAt[k + 1] = game.play(playedAt[k]!, g);
      let all = true;
      for (let j = 0; j < m && all; j++) {
        const f = L.partOrder[j]!;
        if (L.start[f + 1]! - L.start[f]! <= 2) break; // fits: the scan checked d-1 >= 2 for pairs
        all = feasibleAt(k + 1, L.parts.subarray(L.start[f], L.start[f + 1]), d - 1);
      }
      if (all) found = g;
    }
    feasMemo.entry(S, d).guess = found;
    lastGuess = found;
    return found >= 0;
  };

  const guessFeasibleAt = (k: number, S: Int32Array, d: number, g: number, onPart?: PartProgress): boolean => {
    const L = level(k);
    const n = S.length;
    const m = split(L, S, g);
    const cap = capacity(d - 1);
    for (let j = 0; j < m; j++) {
      const size = L.start[L.partOrder[j]! + 1]! - L.start[L.partOrder[j]!]!;
      if (size > cap || size === n) return false;
    }
    hist[k] = g;
    playedAt[k + 1] = game.play(playedAt[k]!, g);
    for (let j = 0; j < m; j++) {
      const f = L.partOrder[j]!;
      if (!feasibleAt(k + 1, L.parts.subarray(L.start[f], L.start[f + 1]), d - 1)) return false;
      onPart?.(j + 1, m, 0, f, L.start[f + 1]! - L.start[f]!, 0, undefined);
    }
    return true;
  };

  /** Non-winning parts of S under g, in feedback order, as fresh arrays. */
  const partsOf = (S: Int32Array, g: number): Array<[number, Int32Array]> => {
    const byF = new Map<number, number[]>();
    for (let i = 0; i < S.length; i++) {
      const f = game.score(g, S[i]!);
      if (f === WIN) continue;
      let list = byF.get(f);
      if (list === undefined) byF.set(f, (list = []));
      list.push(S[i]!);
    }
    return [...byF.entries()].sort((a, b) => a[0] - b[0]).map(([f, l]) => [f, Int32Array.from(l)]);
  };

  const childrenOf = (
    history: History,
    S: Int32Array,
    d: number,
    g: number,
    cost: number,
    given?: KnownTrees,
  ): Array<[number, TreeNode]> => {
    const parts = partsOf(S, g);
    // The parts' totals add up to cost - n; solve them (largest first, as the search did) with the
    // slack that leaves, which the memo usually answers at once.
    const order = parts.map((_, i) => i).sort((a, b) => parts[b]![1].length - parts[a]![1].length || a - b);
    let excess = cost - S.length;
    for (const [, P] of parts) excess -= LB[P.length]!;
    const child = [...history, g];
    const costs = new Array<number>(parts.length);
    for (const i of order) {
      const [f, P] = parts[i]!;
      const c = given?.get(f)?.cost ?? solveAt(enter(child), P, d - 1, LB[P.length]! + excess + 1);
      if (c === FAIL) throw new Error('exact search: a part could not be rebuilt within its known cost');
      costs[i] = c;
      excess -= c - LB[P.length]!;
    }
    return parts.map(([f, P], i) => [f, given?.get(f)?.tree ?? build(child, P, d - 1, costs[i]! + 1)]);
  };

  const build = (history: History, S: Int32Array, d: number, ub: number): TreeNode => {
    const c = solveAt(enter(history), S, d, ub);
    if (c === FAIL) throw new Error('exact search: no tree within the stated bound');
    const g = lastGuess;
    if (S.length === 1) return { guess: g, next: [] };
    return { guess: g, next: childrenOf(history, S, d, g, c) };
  };

  const buildFeasible = (history: History, S: Int32Array, d: number): TreeNode => {
    if (!feasibleAt(enter(history), S, d)) throw new Error('exact search: no tree within the depth');
    const g = lastGuess;
    return { guess: g, next: feasibleChildren(history, S, d, g) };
  };
  const feasibleChildren = (history: History, S: Int32Array, d: number, g: number): Array<[number, TreeNode]> => {
    const child = [...history, g];
    return partsOf(S, g).map(([f, P]) => [f, buildFeasible(child, P, d - 1)]);
  };

  return {
    bounds,
    get lastGuess() {
      return lastGuess;
    },
    get stats() {
      stats.memoHits = memo.hits + feasMemo.hits;
      stats.memoSize = memo.size + feasMemo.size;
      return stats;
    },
    solve: (history, S, d, ub) => solveAt(enter(history), S, d, ub),
    choices(history, S, d, ub) {
      const k = enter(history);
      const count = scan(k, S, d, ub);
      const keys = level(k).keys;
      const out: Array<{ guess: number; bound: number }> = [];
      for (let i = 0; i < count; i++) out.push({ guess: keys[i]! % G, bound: boundOf(keys[i]!) });
      return out;
    },
    guessCost: (history, S, d, g, ub, onPart, known, partTrees) => costOf(enter(history), S, d, g, ub, onPart, known, partTrees),
    buildTree: build,
    buildChildren: childrenOf,
    feasible: (history, S, d) => feasibleAt(enter(history), S, d),
    guessFeasible: (history, S, d, g, onPart) => guessFeasibleAt(enter(history), S, d, g, onPart),
    buildFeasibleTree: buildFeasible,
    buildFeasibleChildren: feasibleChildren,
  };
}
