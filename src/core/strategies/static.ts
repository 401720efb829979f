/**
 * The Static Game (the Tsinghua Bulls-and-Cows paper; W. Goddard, "Static Mastermind",
 * J. Combin. Math. Combin. Comput. 47 (2003)): the codebreaker announces a fixed list of guesses
 * in advance and plays them whatever the feedback; their feedbacks together must single out every
 * secret, which is then played. The fewest fixed guesses is the smallest "separating set": a set
 * of guesses whose feedback vectors differ on every two secrets.
 *
 * The search is exact. For a given k, a depth-first search picks the guesses in increasing index
 * order (each set is met once), keeps the partition of the secrets into classes of equal feedback
 * vectors, and refines it with each guess. It cuts by counting and by symmetry:
 *
 * - With j guesses left, a class can be split into at most F^j parts (F feedbacks), so every
 *   guess g still to come must leave, in every class, parts of at most F^(j-1) secrets: the other
 *   j-1 guesses must split them. A guess that fails this at a node fails it at every node below
 *   (the next guess splits its too-large part into at most F pieces, one of them larger than the
 *   next bound), so each node passes on only the guesses that pass it.
 * - The last two guesses are searched as pairs: both must leave parts of at most F, and together
 *   they must separate every two secrets still in one class (bit masks of hard pairs of secrets
 *   first, then the full test).
 * - Symmetry: a permutation of positions with a permutation of colours maps a separating set onto
 *   a separating set. Only the sets whose ascending list is the lexicographically smallest of
 *   their orbit are searched; a prefix of such a list is itself the smallest of its orbit, so a
 *   prefix that some symmetry maps onto a smaller list is cut (checked up to `canonDepth`
 *   guesses, before the last two), and no guess of the set can have a smaller code in its orbit than the first guess.
 *   The first guess is therefore one per class of codes (for 4 pegs, 6 colours: 1111, 1112,
 *   1122, 1123, 1234).
 *
 * Pure: no I/O. Progress, checkpoints and stopping go through the callback.
 */
import type { Game } from '../game.ts';
import type { Scorer } from '../scorer.ts';
import type { TreeNode } from '../tree.ts';
import { codeTables, positionPermutations } from '../symmetry.ts';

/** Where a search resumes: every branch whose first two guesses come before `prefix` is done. */
export interface StaticCheckpoint {
  readonly k: number;
  /** The first guesses (indices, ascending) of the branch that was in progress. */
  readonly prefix: readonly number[];
  /** Nodes counted before that branch started. */
  readonly nodes: number;
  /** Last-guess tests counted before that branch started. */
  readonly tests: number;
}

/** What the callback sees, about every `tickNodes` nodes and at the start of every branch. */
export interface StaticTick {
  readonly nodes: number;
  readonly tests: number;
  /** The guesses of the node being searched. */
  readonly path: readonly number[];
  /** Where a resumed search would restart. */
  readonly checkpoint: StaticCheckpoint;
}

export interface StaticSearchOptions {
  /** Resume an earlier search of the same k from its checkpoint. */
  readonly resume?: StaticCheckpoint;
  /** Called at the start of every branch and about every `tickNodes` nodes; returning true stops the search. */
  readonly onTick?: (tick: StaticTick) => unknown;
  readonly tickNodes?: number;
  /**
   * Stop (answer 'stopped') once this much work is done: nodes plus pair tests / 2^18, checked at
   * every tick (the pair stage ticks every 2^20 tests).
   */
  readonly maxNodes?: number;
  /** Symmetry cuts are checked on prefixes of up to this many guesses (default 4). */
  readonly canonDepth?: number;
  /** Skip the symmetry cuts (for tests: the answer must not change). */
  readonly noSymmetry?: boolean;
  /**
   * Try each node's guesses best first (smallest sum of squared parts) instead of in index order,
   * with no symmetry cut past the first guess. Only to find a set: it need not meet every set, so
   * its 'none' proves nothing.
   */
  readonly bestFirst?: boolean;
  /** Guesses every set must contain (no symmetry cut then): the search adds k guesses to them. */
  readonly fixed?: readonly number[];
  /** Search the last two guesses one by one instead of by pairs (for tests: the answer must not change). */
  readonly noPairStage?: boolean;
}

/**
 * The outcome of a feasibility search. `nodes` counts the partial sets whose partition was
 * refined, `tests` the candidate last guesses tried on a complete set.
 */
export type StaticSearchResult =
  | { readonly status: 'found'; readonly guesses: number[]; readonly nodes: number; readonly tests: number }
  | { readonly status: 'none'; readonly nodes: number; readonly tests: number }
  | { readonly status: 'stopped'; readonly nodes: number; readonly tests: number; readonly checkpoint: StaticCheckpoint };

/** The counting lower bound: the least k with F^k >= secrets. */
export function staticLowerBound(game: Game): number {
  let k = 0;
  for (let reach = 1; reach < game.secretCount; reach *= game.feedbackCount) k++;
  return k;
}

/** True when the guesses' feedbacks single out every secret. */
export function separates(game: Game, guesses: readonly number[]): boolean {
  const seen = new Set<string>();
  for (let s = 0; s < game.secretCount; s++) {
    const key = guesses.map((g) => game.score(g, s)).join(',');
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/**
 * The tree of a static set: every node at depth d plays guesses[d] until the feedbacks so far
 * single out the secret; the next node then plays that secret (unless a fixed guess already won).
 */
export function buildStaticTree(game: Game, guesses: readonly number[]): TreeNode {
  const build = (d: number, remaining: number[]): TreeNode => {
    if (remaining.length === 1) return { guess: game.secretGuess[remaining[0]!]!, next: [] };
    if (d >= guesses.length) throw new Error('the fixed guesses do not single out every secret');
    const g = guesses[d]!;
    const parts = new Map<number, number[]>();
    for (const s of remaining) {
      const f = game.score(g, s);
      if (f === game.winFeedback) continue;
      let part = parts.get(f);
      if (part === undefined) parts.set(f, (part = []));
      part.push(s);
    }
    const next = [...parts.entries()].sort((a, b) => a[0] - b[0]).map(([f, part]) => [f, build(d + 1, part)] as const);
    return { guess: g, next };
  };
  return build(
    0,
    Array.from({ length: game.secretCount }, (_, s) => s),
  );
}

// ---------------------------------------------------------------------------------------------
// Symmetry of sets.

/** Position and colour symmetry of sets of guesses (Mastermind family). */
export interface SetSymmetry {
  /** orbitMin[g]: the smallest guess that a symmetry maps g onto. */
  readonly orbitMin: Int32Array;
  /**
   * True when no symmetry maps the guesses prefix[0..len), ascending, onto a set whose ascending
   * list is lexicographically smaller.
   */
  isCanonical(prefix: Int32Array, len: number): boolean;
}

/** The symmetry of a game's sets of guesses, or null when it has none that is known here. */
export function createSetSymmetry(game: Game): SetSymmetry | null {
  const spec = game.spec;
  if (spec.family !== 'mastermind') return null;
  const { pegs, k, digits, codeOf, guessOfCode } = codeTables(game);
  const G = game.guessCount;
  const perms = positionPermutations(pegs);

  // The partial colour map of the search: sigma[c] is c's image (-1: not yet chosen), range the
  // bit set of images used. An undo stack records the colours mapped at each step.
  const sigma = new Int8Array(k).fill(-1);
  let range = 0;
  const undo = new Int8Array(k);
  let undoLen = 0;
  const fresh = new Int8Array(k);

  /**
   * The smallest code of x's images under position permutation perm and the colour map extended
   * as cheaply as possible: colours not yet mapped take the smallest free colours in order of
   * first appearance. With `commit`, the extension is added to sigma (and to the undo stack).
   */
  const image = (x: number, perm: Uint8Array, commit: boolean): number => {
    fresh.fill(-1);
    let taken = range;
    let code = 0;
    const base = x * pegs;
    for (let p = 0; p < pegs; p++) {
      const c = digits[base + perm[p]!]!;
      let m = sigma[c]!;
      if (m < 0) {
        m = fresh[c]!;
        if (m < 0) {
          const bit = ~taken & (taken + 1);
          m = 31 - Math.clz32(bit);
          taken |= bit;
          fresh[c] = m;
          if (commit) {
            sigma[c] = m;
            undo[undoLen++] = c;
          }
        }
      }
      code = code * k + m;
    }
    if (commit) range = taken;
    return code;
  };

  const orbitMin = new Int32Array(G);
  for (let g = 0; g < G; g++) {
    let best = Infinity;
    for (const perm of perms) best = Math.min(best, image(g, perm, false));
    orbitMin[g] = guessOfCode[best]!;
  }

  const MAX = 16;
  const ties = new Int32Array(MAX * MAX);
  let target: Int32Array = new Int32Array(0);
  let len = 0;

  /** True when some extension of the current map puts a smaller list than target from step t on. */
  const smaller = (perm: Uint8Array, t: number, remaining: number): boolean => {
    if (t === len) return false;
    let best = Infinity;
    let nt = 0;
    for (let i = 0; i < len; i++) {
      if (!(remaining & (1 << i))) continue;
      const c = image(target[i]!, perm, false);
      if (c < best) {
        best = c;
        nt = 0;
      }
      if (c === best) ties[t * MAX + nt++] = i;
    }
    const want = codeOf[target[t]!]!;
    if (best < want) return true;
    if (best > want) return false;
    for (let j = 0; j < nt; j++) {
      const i = ties[t * MAX + j]!;
      const savedRange = range;
      const savedUndo = undoLen;
      image(target[i]!, perm, true);
      const found = smaller(perm, t + 1, remaining & ~(1 << i));
      while (undoLen > savedUndo) sigma[undo[--undoLen]!] = -1;
      range = savedRange;
      if (found) return true;
    }
    return false;
  };

  return {
    orbitMin,
    isCanonical(prefix, n) {
      if (n > MAX) throw new Error(`sets of more than ${MAX} guesses are not supported`);
      target = prefix;
      len = n;
      for (const perm of perms) if (smaller(perm, 0, (1 << n) - 1)) return false;
      return true;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The feasibility search.

/** The exact search for separating sets of a game. */
export interface StaticSearch {
  /**
   * Is there a separating set of k guesses (k more than options.fixed)? Exhaustive unless stopped
   * or best first. A set found is returned ascending, or after the fixed guesses.
   */
  feasible(k: number, options?: StaticSearchOptions): StaticSearchResult;
}

/** Pair tests that count as one node of work for a budget. */
const TESTS_PER_UNIT = 1 << 18;

/** A search over a scorer's table (the game must fit one). */
export function createStaticSearch(scorer: Scorer): StaticSearch {
  const game = scorer.game;
  const table = scorer.table;
  if (table === undefined) throw new Error(`${game.spec.id}: the static search needs a score table`);
  const S = game.secretCount;
  const G = game.guessCount;
  const F = game.feedbackCount;
  const symmetry = createSetSymmetry(game);

  return {
    feasible(more, options = {}) {
      const fixed = options.fixed ?? [];
      // k: the guesses of a set in all, the fixed ones first.
      const k = fixed.length + more;
      const sym = options.noSymmetry || fixed.length > 0 ? null : symmetry;
      const canonDepth = options.canonDepth ?? 4;
      const pairStage = options.noPairStage !== true;
      const bestFirst = options.bestFirst === true;
      if ((bestFirst || fixed.length > 0) && options.resume !== undefined) throw new Error('only a plain search can resume');
      const tickNodes = options.tickNodes ?? 1 << 14;
      const maxNodes = options.maxNodes ?? Infinity;
      const onTick = options.onTick;
      const resume = options.resume;

      // cap[j]: the most secrets j guesses can split into singletons (F^j, capped).
      const cap = new Float64Array(k + 1);
      cap[0] = 1;
      for (let j = 1; j <= k; j++) cap[j] = Math.min(cap[j - 1]! * F, 2 ** 40);

      // Per depth d (guesses chosen): the secrets of the classes of two or more, grouped by
      // class, the classes (start, length) largest first, and the guesses that fit the node.
      const members = Array.from({ length: k + 1 }, () => new Int32Array(S));
      const starts = Array.from({ length: k + 1 }, () => new Int32Array(S));
      const lens = Array.from({ length: k + 1 }, () => new Int32Array(S));
      const classCount = new Int32Array(k + 1);
      const filtered = Array.from({ length: k + 1 }, () => new Int32Array(G));
      const path = new Int32Array(Math.max(k, 1));
      if (resume !== undefined && resume.k !== k) throw new Error(`the checkpoint is for k = ${resume.k}, not ${k}`);
      const counts = new Int32Array(F);
      const order = new Int32Array(S);
      const sortLens = new Int32Array(S);
      const sortStarts = new Int32Array(S);

      let nodes = resume?.nodes ?? 0;
      let tests = resume?.tests ?? 0;
      let nextTick = nodes + tickNodes;
      const tickTests = 1 << 20;
      let nextTestTick = tests + tickTests;
      let stopped = false;
      let found = -1;
      let checkpoint: StaticCheckpoint = { k, prefix: [], nodes, tests };
      // While resuming, branches before the checkpoint's prefix are skipped.
      let resuming = resume !== undefined && resume.prefix.length > 0;
      const CHECKPOINT_DEPTH = 2;

      const tick = (depth: number): void => {
        nextTick = nodes + tickNodes;
        if (nodes + tests / TESTS_PER_UNIT >= maxNodes) stopped = true;
        if (onTick !== undefined && onTick({ nodes, tests, path: Array.from(path.subarray(0, depth)), checkpoint })) stopped = true;
      };

      // Depth 0: one class of every secret (when there are two or more).
      if (S >= 2) {
        for (let s = 0; s < S; s++) members[0]![s] = s;
        starts[0]![0] = 0;
        lens[0]![0] = S;
        classCount[0] = 1;
      }

      /**
       * Whether guess g leaves parts of at most `limit` secrets in every class of depth d (only
       * classes larger than the limit need a look; classes are largest first).
       */
      const fits = (d: number, g: number, limit: number): boolean => {
        const mem = members[d]!;
        const st = starts[d]!;
        const ln = lens[d]!;
        const n = classCount[d]!;
        const row = g * S;
        if (limit === 1 && F <= 31) {
          for (let c = 0; c < n; c++) {
            const a = st[c]!;
            const b = a + ln[c]!;
            let seen = 0;
            for (let i = a; i < b; i++) {
              const bit = 1 << table[row + mem[i]!]!;
              if (seen & bit) return false;
              seen |= bit;
            }
          }
          return true;
        }
        for (let c = 0; c < n; c++) {
          const size = ln[c]!;
          if (size <= limit) break;
          counts.fill(0);
          const a = st[c]!;
          const b = a + size;
          for (let i = a; i < b; i++) {
            const f = table[row + mem[i]!]!;
            if (++counts[f]! > limit) return false;
          }
        }
        return true;
      };

      /** Refines depth d's classes by guess g into depth d + 1 (classes of one dropped, largest first). */
      const refine = (d: number, g: number): void => {
        const mem = members[d]!;
        const st = starts[d]!;
        const ln = lens[d]!;
        const n = classCount[d]!;
        const out = members[d + 1]!;
        const row = g * S;
        let w = 0;
        let nc = 0;
        for (let c = 0; c < n; c++) {
          const a = st[c]!;
          const b = a + ln[c]!;
          counts.fill(0);
          for (let i = a; i < b; i++) counts[table[row + mem[i]!]!]!++;
          // Offsets of the parts of two or more; singletons get -1.
          for (let f = 0; f < F; f++) {
            const size = counts[f]!;
            if (size >= 2) {
              sortStarts[nc] = w;
              sortLens[nc] = size;
              nc++;
              counts[f] = w;
              w += size;
            } else {
              counts[f] = -1;
            }
          }
          for (let i = a; i < b; i++) {
            const s = mem[i]!;
            const f = table[row + s]!;
            const at = counts[f]!;
            if (at >= 0) {
              out[at] = s;
              counts[f] = at + 1;
            }
          }
        }
        // Classes largest first (a counting sort by size would do; n is small).
        for (let i = 0; i < nc; i++) order[i] = i;
        const idx = order.subarray(0, nc);
        idx.sort((x, y) => sortLens[y]! - sortLens[x]! || x - y);
        const st1 = starts[d + 1]!;
        const ln1 = lens[d + 1]!;
        for (let i = 0; i < nc; i++) {
          st1[i] = sortStarts[idx[i]!]!;
          ln1[i] = sortLens[idx[i]!]!;
        }
        classCount[d + 1] = nc;
      };

      // The last two guesses: both must fit the bound (parts of at most F), and together they must
      // separate every pair of secrets still in one class. The hard pairs (those that most of a
      // sample of candidates leave together; 128 of them, or every pair when there are at most
      // 512) give each candidate a bit mask of those it leaves together. Two candidates can only
      // work together when their masks share no bit, and one of them must separate the hardest
      // pair; a pair of candidates that passes is tested on every pair the first one leaves.
      const HARD_WORDS = 4;
      const EXACT_WORDS = 16;
      const HARD = 32 * EXACT_WORDS;
      const SAMPLE = 64;
      const byCount = new Int32Array(SAMPLE + 1);
      let pairCount = new Int32Array(0);
      const pairBase = new Int32Array(S);
      const chainNext = new Int32Array(S);
      const lastOf = new Int32Array(F);
      const stampOf = new Int32Array(F);
      let stamp = 0;
      const hardS = new Int32Array(HARD);
      const hardT = new Int32Array(HARD);
      const masks = new Int32Array(G * EXACT_WORDS);
      let pairS = new Int32Array(0);
      let pairT = new Int32Array(0);

      /**
       * The members i < j of class c of depth d that guess g leaves together: with `count`, adds
       * one to pairCount of each such pair (pair (i, j) is pairBase[c] + j(j-1)/2 + i); without,
       * lists their secrets in pairS, pairT from `listed` on. Returns the list's new length.
       */
      const together = (d: number, c: number, g: number, count: boolean, listed: number): number => {
        const mem = members[d]!;
        const a0 = starts[d]![c]!;
        const size = lens[d]![c]!;
        const base = pairBase[c]!;
        const row = g * S;
        if (++stamp === 0x40000000) {
          stampOf.fill(0);
          stamp = 1;
        }
        for (let j = 0; j < size; j++) {
          const f = table[row + mem[a0 + j]!]!;
          if (stampOf[f] !== stamp) {
            stampOf[f] = stamp;
            chainNext[j] = -1;
          } else {
            chainNext[j] = lastOf[f]!;
            if (count) {
              const tri = base + ((j * (j - 1)) >>> 1);
              for (let i = chainNext[j]!; i >= 0; i = chainNext[i]!) pairCount[tri + i]!++;
            } else {
              const t = mem[a0 + j]!;
              for (let i = chainNext[j]!; i >= 0; i = chainNext[i]!) {
                pairS[listed] = mem[a0 + i]!;
                pairT[listed] = t;
                listed++;
              }
            }
          }
          lastOf[f] = j;
        }
        return listed;
      };

      /** The pair stage at depth d over the candidates list[0..n); true when two of them complete the set. */
      const pairs = (d: number, list: Int32Array, n: number): boolean => {
        if (n < 2) return false;
        const mem = members[d]!;
        const st = starts[d]!;
        const ln = lens[d]!;
        const nc = classCount[d]!;
        let total = 0;
        for (let c = 0; c < nc; c++) {
          pairBase[c] = total;
          total += (ln[c]! * (ln[c]! - 1)) / 2;
        }
        // The hard pairs: most often left together by a sample of the candidates (a counting
        // sort by that count, largest first; first met first among equals).
        if (pairCount.length < total) {
          const size = Math.max(total, 2 * pairCount.length);
          pairCount = new Int32Array(size);
          pairS = new Int32Array(size);
          pairT = new Int32Array(size);
        }
        pairCount.fill(0, 0, total);
        const samples = Math.min(n, SAMPLE);
        for (let i = 0; i < samples; i++) {
          const g = list[Math.floor((i * n) / samples)]!;
          for (let c = 0; c < nc; c++) together(d, c, g, true, 0);
        }
        byCount.fill(0);
        for (let p = 0; p < total; p++) byCount[pairCount[p]!]!++;
        // byCount[v] becomes the number of pairs counted more than v: where those counted v start.
        let above = 0;
        for (let v = SAMPLE; v >= 0; v--) {
          const here = byCount[v]!;
          byCount[v] = above;
          above += here;
        }
        // With every pair in the masks, two candidates whose masks share no bit complete the set.
        const exact = total <= 32 * EXACT_WORDS;
        const words = exact ? (total + 31) >>> 5 : HARD_WORDS;
        const hard = Math.min(32 * words, total);
        for (let c = 0; c < nc; c++) {
          const base = pairBase[c]!;
          const size = ln[c]!;
          for (let j = 1; j < size; j++) {
            for (let i = 0; i < j; i++) {
              const at = byCount[pairCount[base + ((j * (j - 1)) >>> 1) + i]!]!++;
              if (at < hard) {
                hardS[at] = mem[st[c]! + i]!;
                hardT[at] = mem[st[c]! + j]!;
              }
            }
          }
        }
        // Each candidate's masks of the hard pairs it leaves together.
        for (let a = 0; a < n; a++) {
          const row = list[a]! * S;
          let any = 0;
          for (let w = 0; w < words; w++) {
            let m = 0;
            const h0 = w * 32;
            const h1 = Math.min(hard, h0 + 32);
            for (let h = h0; h < h1; h++) if (table[row + hardS[h]!] === table[row + hardT[h]!]) m |= 1 << (h - h0);
            masks[a * words + w] = m;
            any |= m;
          }
          if (any === 0 && fits(d, list[a]!, 1)) {
            // This guess alone separates what is left.
            path[d] = list[a]!;
            found = d + 1;
            return true;
          }
        }
        // The first guess of a pair separates the hardest pair; pairs of two such are tried once.
        for (let a = 0; a < n; a++) {
          const ma = a * words;
          if (masks[ma]! & 1) continue;
          const ga = list[a]!;
          let listed = -1;
          for (let b = 0; b < n; b++) {
            const mb = b * words;
            if (b === a || (b < a && !(masks[mb]! & 1))) continue;
            tests++;
            let w = 0;
            while (w < words && (masks[ma + w]! & masks[mb + w]!) === 0) w++;
            if (w < words) continue;
            // The pairs a leaves together, listed once a first partner gets this far.
            if (exact) listed = 0;
            else if (listed < 0) {
              listed = 0;
              for (let c = 0; c < nc; c++) listed = together(d, c, ga, false, listed);
            }
            const row = list[b]! * S;
            let p = 0;
            while (p < listed && table[row + pairS[p]!] !== table[row + pairT[p]!]) p++;
            if (p === listed) {
              path[d] = Math.min(ga, list[b]!);
              path[d + 1] = Math.max(ga, list[b]!);
              found = d + 2;
              return true;
            }
          }
          if (tests >= nextTestTick) {
            nextTestTick = tests + tickTests;
            tick(d);
            if (stopped) return false;
          }
        }
        return false;
      };

      // Best first (to find a set, not to prove there is none): a node's guesses go by the sum of
      // the squares of the parts they leave, smallest first, then by index.
      const splitCost = new Float64Array(G);
      const sortBySplit = (d: number, list: Int32Array, n: number): void => {
        const mem = members[d]!;
        const st = starts[d]!;
        const ln = lens[d]!;
        const nc = classCount[d]!;
        for (let i = 0; i < n; i++) {
          const g = list[i]!;
          const row = g * S;
          let cost = 0;
          for (let c = 0; c < nc; c++) {
            counts.fill(0);
            const a = st[c]!;
            const b = a + ln[c]!;
            for (let x = a; x < b; x++) {
              const f = table[row + mem[x]!]!;
              cost += 2 * counts[f]! + 1;
              counts[f]!++;
            }
          }
          splitCost[g] = cost;
        }
        list.subarray(0, n).sort((x, y) => splitCost[x]! - splitCost[y]! || x - y);
      };

      /**
       * Searches below depth d: path[0..d) chosen, list[from..to) the guesses that may still come
       * (ascending). Returns true when a separating set is found (left in path[0..found)).
       */
      const search = (d: number, list: Int32Array, from: number, to: number): boolean => {
        if (classCount[d] === 0) {
          found = d;
          return true;
        }
        const left = k - d;
        if (left === 0) return false;
        const limit = cap[left - 1]!;
        // The guesses that may come at or below this node: each must fit the bound here.
        const next = filtered[d]!;
        let n = 0;
        const first = path[0]!;
        for (let i = from; i < to; i++) {
          const g = list[i]!;
          if (d === 1 && sym !== null && sym.orbitMin[g]! < first) continue;
          if (left === 1) tests++;
          if (!fits(d, g, limit)) continue;
          if (left === 1) {
            path[d] = g;
            found = d + 1;
            return true;
          }
          next[n++] = g;
        }
        if (left === 1) return false;
        if (left === 2 && pairStage) return pairs(d, next, n);
        if (bestFirst) sortBySplit(d, next, n);
        // Each guess in turn; the guesses after it may come below it.
        for (let i = 0; i < n; i++) {
          const g = next[i]!;
          path[d] = g;
          if (d + 1 === CHECKPOINT_DEPTH) {
            if (resuming) {
              const want = resume!.prefix[d]!;
              if (g < want) continue;
              resuming = false;
            }
            // A checkpoint names the branch starting here, before any of its nodes.
            checkpoint = { k, prefix: Array.from(path.subarray(0, d + 1)), nodes, tests };
            tick(d + 1);
            if (stopped) return false;
          } else if (resuming && d < CHECKPOINT_DEPTH) {
            const want = resume!.prefix[d]!;
            if (g < want) continue;
            if (g > want) resuming = false;
          }
          if (sym !== null) {
            if (d === 0 ? sym.orbitMin[g] !== g : !bestFirst && d < canonDepth && !sym.isCanonical(path, d + 1)) continue;
          }
          refine(d, g);
          // A resumed search replays the path to its checkpoint's branch, counted already.
          if (!resuming) nodes++;
          if (search(d + 1, next, i + 1, n)) return true;
          if (stopped) return false;
          if (nodes >= nextTick) {
            tick(d + 1);
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by the tick callback during the call above
            if (stopped) return false;
          }
        }
        return false;
      };

      // The fixed guesses first; then every other guess may come (the symmetry cut keeps one first
      // guess per class).
      fixed.forEach((g, d) => {
        path[d] = g;
        refine(d, g);
      });
      const all = Int32Array.from({ length: G }, (_, g) => g).filter((g) => !fixed.includes(g));
      const ok = search(fixed.length, all, 0, all.length);
      if (ok) {
        const guesses = Array.from(path.subarray(0, found));
        if (fixed.length === 0) guesses.sort((x, y) => x - y);
        // A cheap guard: a set the search reports is checked directly.
        if (!separates(game, guesses))
          throw new Error(`static search: ${guesses.map((g) => game.formatGuess(g)).join(' ')} does not separate the secrets (a bug)`);
        return { status: 'found', guesses, nodes, tests };
      }
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by the tick callback during the call above
      if (stopped) return { status: 'stopped', nodes, tests, checkpoint };
      return { status: 'none', nodes, tests };
    },
  };
}

/**
 * A separating set by greedy choice (an upper bound, not a minimum): each guess in turn is the
 * one whose feedback, added to the guesses so far, leaves the smallest sum of squared class
 * sizes (ties to the smaller index), until every secret is alone.
 */
export function greedyStaticSet(scorer: Scorer): number[] {
  const game = scorer.game;
  const table = scorer.table;
  if (table === undefined) throw new Error(`${game.spec.id}: the static search needs a score table`);
  const S = game.secretCount;
  const G = game.guessCount;
  const F = game.feedbackCount;
  // cls[s]: the class of secret s under the guesses so far (classes numbered 0..n).
  let cls = new Int32Array(S);
  let n = S > 0 ? 1 : 0;
  const guesses: number[] = [];
  const counts = new Int32Array(S * F);
  while (n < S) {
    let best = -1;
    let bestCost = Infinity;
    for (let g = 0; g < G; g++) {
      counts.fill(0, 0, n * F);
      const row = g * S;
      let cost = 0;
      for (let s = 0; s < S; s++) {
        const at = cls[s]! * F + table[row + s]!;
        cost += 2 * counts[at]! + 1;
        counts[at]!++;
        if (cost >= bestCost) break;
      }
      if (cost < bestCost) {
        bestCost = cost;
        best = g;
      }
    }
    guesses.push(best);
    const next = new Int32Array(S);
    const ids = new Map<number, number>();
    const row = best * S;
    for (let s = 0; s < S; s++) {
      const key = cls[s]! * F + table[row + s]!;
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      next[s] = id;
    }
    if (ids.size === n) throw new Error(`${game.spec.id}: no guess splits the secrets further`);
    cls = next;
    n = ids.size;
  }
  return guesses;
}

/**
 * A smaller separating set near a given one, if the search finds one: for r = 2, 3, each way of
 * dropping r guesses (in order) is tried with a search for r - 1 guesses to replace them; the
 * first success is kept and the search starts over from it. Budgeted by nodes per search.
 */
export function shrinkStaticSet(scorer: Scorer, set: readonly number[], maxNodes = 2000, search = createStaticSearch(scorer)): number[] {
  let best = [...set];
  for (let improved = true; improved;) {
    improved = false;
    for (let r = 2; r <= Math.min(3, best.length) && !improved; r++) {
      for (const drop of subsets(best.length, r)) {
        const keep = best.filter((_, i) => !drop.includes(i));
        const res = search.feasible(r - 1, { fixed: keep, maxNodes });
        if (res.status === 'found') {
          best = res.guesses;
          improved = true;
          break;
        }
      }
    }
  }
  return best;
}

/** The r-subsets of 0..n-1, in lexicographic order. */
function* subsets(n: number, r: number): Generator<number[]> {
  const idx = Array.from({ length: r }, (_, i) => i);
  for (;;) {
    yield [...idx];
    let i = r - 1;
    while (i >= 0 && idx[i] === n - r + i) i--;
    if (i < 0) return;
    idx[i]!++;
    for (let j = i + 1; j < r; j++) idx[j] = idx[j - 1]! + 1;
  }
}

/**
 * The order to play a static set in: the one whose tree has the smallest total, by dynamic
 * programming over subsets (sets of up to 12 guesses; larger ones keep their order). After the
 * guesses of a subset T, every secret neither played nor alone in its class needs the next guess,
 * unless that guess is the secret itself: total = secrets + the sum over the steps of
 * |open(T)| - [next guess is an open secret]. Ties go to the lexicographically smallest order.
 */
export function staticPlayOrder(scorer: Scorer, set: readonly number[]): number[] {
  const game = scorer.game;
  const k = set.length;
  if (k > 12 || k < 2) return [...set];
  const S = game.secretCount;
  const F = game.feedbackCount;
  const full = (1 << k) - 1;
  // open[T]: the secrets still open after the guesses of T (in any order).
  const open = new Int32Array(1 << k);
  const isOpen = new Array<Uint8Array>(1 << k);
  const classes = new Array<Int32Array>(1 << k);
  classes[0] = new Int32Array(S);
  const sizes = new Int32Array(S * F);
  for (let T = 0; T <= full; T++) {
    let cls: Int32Array;
    if (T === 0) cls = classes[0]!;
    else {
      const high = 31 - Math.clz32(T);
      const parent = classes[T & ~(1 << high)]!;
      cls = new Int32Array(S);
      const ids = new Map<number, number>();
      for (let s = 0; s < S; s++) {
        const key = parent[s]! * F + game.score(set[high]!, s);
        let id = ids.get(key);
        if (id === undefined) ids.set(key, (id = ids.size));
        cls[s] = id;
      }
      classes[T] = cls;
    }
    sizes.fill(0);
    for (let s = 0; s < S; s++) sizes[cls[s]!]!++;
    const flags = new Uint8Array(S);
    let n = 0;
    for (let s = 0; s < S; s++) {
      if (sizes[cls[s]!]! < 2) continue;
      let played = false;
      for (let i = 0; i < k; i++) if (T & (1 << i) && game.secretGuess[s] === set[i]) played = true;
      if (played) continue;
      flags[s] = 1;
      n++;
    }
    open[T] = n;
    isOpen[T] = flags;
  }
  // best[T]: the least cost of playing the rest once T is played.
  const best = new Float64Array(1 << k);
  const choice = new Int32Array(1 << k);
  for (let T = full - 1; T >= 0; T--) {
    best[T] = Infinity;
    for (let i = 0; i < k; i++) {
      if (T & (1 << i)) continue;
      const s = game.guessSecret[set[i]!]!;
      const step = open[T]! - (s >= 0 && isOpen[T]![s] ? 1 : 0);
      const cost = step + best[T | (1 << i)]!;
      if (cost < best[T]!) {
        best[T] = cost;
        choice[T] = i;
      }
    }
  }
  const order: number[] = [];
  for (let T = 0; T !== full; T |= 1 << choice[T]!) order.push(set[choice[T]!]!);
  return order;
}

/** A static set for a game, and what is proved about its size. */
export interface StaticSet {
  /** The fixed guesses, in the order to play them. */
  readonly guesses: number[];
  /** True when every smaller set was proved impossible: the set is a smallest one. */
  readonly minimal: boolean;
  /** The counting lower bound (ceil(log_F secrets)). */
  readonly lowerBound: number;
  /** The sizes proved impossible by exhaustive search, from the counting bound up, with their work. */
  readonly proofs: ReadonlyArray<{ readonly k: number; readonly nodes: number; readonly tests: number }>;
}

/** Work budgets of findStaticSet, in the units of StaticSearchOptions.maxNodes. */
export interface StaticSetOptions {
  /** Per exhaustive search of one size (default 60,000: Mastermind's proof for 5 takes about 55,000). */
  readonly proofBudget?: number;
  /** Per best-first search of one size (default 200). */
  readonly findBudget?: number;
  /** Per search of the shrinking step (default 2,000). */
  readonly shrinkBudget?: number;
  /** Told each stage as it starts (for logs). */
  readonly onStage?: (message: string) => void;
}

/**
 * A static set, as small as the budgets allow, deterministically: the greedy set, shrunk where a
 * search finds replacements; then each size from the counting bound up to one less than the set
 * is tried best first (to find a set) and exhaustively (to prove there is none). The first size
 * found ends the search; a size the budget cannot settle leaves the set as it is, not claimed
 * minimal. The set is then put in its best play order.
 */
export function findStaticSet(scorer: Scorer, options: StaticSetOptions = {}): StaticSet {
  const game = scorer.game;
  const say = options.onStage ?? (() => {});
  const search = createStaticSearch(scorer);
  const lowerBound = staticLowerBound(game);
  const format = (set: readonly number[]): string => set.map((g) => game.formatGuess(g)).join(' ');
  let best = greedyStaticSet(scorer);
  say(`greedy set of ${best.length}: ${format(best)}`);
  best = shrinkStaticSet(scorer, best, options.shrinkBudget ?? 2000, search);
  say(`after shrinking, ${best.length}: ${format(best)}`);
  const proofs: Array<{ k: number; nodes: number; tests: number }> = [];
  let proved = lowerBound - 1;
  for (let k = lowerBound; k < best.length; k++) {
    const quick = search.feasible(k, { bestFirst: true, maxNodes: options.findBudget ?? 200 });
    if (quick.status === 'found') {
      best = quick.guesses;
      say(`${k} guesses: found best first: ${format(best)}`);
      break;
    }
    const full = search.feasible(k, { maxNodes: options.proofBudget ?? 60_000 });
    if (full.status === 'found') {
      best = full.guesses;
      say(`${k} guesses: found: ${format(best)}`);
      break;
    }
    if (full.status === 'stopped') {
      say(`${k} guesses: not settled within the budget (${full.nodes} nodes, ${full.tests} pair tests)`);
      break;
    }
    proofs.push({ k, nodes: full.nodes, tests: full.tests });
    proved = k;
    say(`${k} guesses: none (exhaustive, ${full.nodes} nodes, ${full.tests} pair tests)`);
  }
  return { guesses: staticPlayOrder(scorer, best), minimal: proved === best.length - 1, lowerBound, proofs };
}
