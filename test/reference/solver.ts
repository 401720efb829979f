/**
 * A reference for the exact search: the optimal decision trees of a set of secrets found by a
 * plain depth-first search over every allowed guess at every node, written apart from the engine
 * (src/core/strategies/exact/): it shares none of its code, bounds, symmetry or score tables, and
 * scores codes by the rules (rules.ts). It is slow and simple on purpose; the tests compare its
 * totals with the engine's.
 *
 * Only these shortcuts are taken, each exact:
 * - A guess that leaves every secret in one part (no win, no split) is never tried: it costs n
 *   plus the optimum of the same set within one guess fewer, which is no less than the optimum
 *   it is part of.
 * - Two guesses with the same mark against every secret of the root set split every subset of it
 *   the same way, so they cost the same at every node: only the first of them is kept.
 * - The counting bound. Each node of a tree finds at most one secret (its guess), and has at most
 *   K children that are not a win, K being the number of marks (b, w) with b + w <= pegs other
 *   than the win; so at most K^(j-1) secrets are found with exactly j guesses. Filling these
 *   levels from the top gives a least total LB[n] for n secrets (n secrets need at least 2n - 1
 *   guesses when n <= K + 1), and no tree of depth d finds more than 1 + K + ... + K^(d-1).
 * - Branch and bound on it: a guess g on n secrets costs n plus the optimal totals of its
 *   non-winning parts, so at least n + the sum of LB over them; guesses are tried by that bound,
 *   the search of a node stops at the first bound that reaches the best total found, and each
 *   part is searched only for totals that can still make the guess beat the best (the others'
 *   bounds held fixed). A search that finds nothing below a bound proves that bound.
 * - A memo of (sorted set, depth): the exact optimum, or a bound no tree beats.
 * - The search of a whole set starts below the total of a greedy tree that fits the depth (one
 *   exists, so the optimum is below that total plus one).
 * - One and two secrets cost 1 and 3: guess one, then the other (a first guess finds at most one);
 *   a few more secrets cost 2n - 1 or 2n when a secret of the set, guessed first, shows it (see
 *   fewSecrets).
 * - Symmetry checked on each set itself: one guess of each class of guesses that a permutation of
 *   the positions or symbols mapping the set onto itself maps onto each other (symmetry.ts).
 */
import { allCodes, mark, type Rules } from './rules.ts';
import { SetSymmetry } from './symmetry.ts';

const FAIL = Infinity;

/** Bits set in a 32-bit word. */
function bitCount(x: number): number {
  let c = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) c++;
  return c;
}

/** The memo's key of a set (ascending indices) and a depth: the bytes of both, as a string. */
function keyOf(S: Int32Array, d: number): string {
  return `${d}:${Buffer.from(S.buffer, S.byteOffset, S.byteLength).toString('latin1')}`;
}

/** Work done, to size the tests. */
export interface ReferenceStats {
  /** Sets searched past the memo and the one- and two-secret cases. */
  nodes: number;
}

/** The reference solver over one root set of secrets (a whole board, or the part a history leaves). */
export class ReferenceSolver {
  readonly stats: ReferenceStats = { nodes: 0 };
  private readonly n0: number;
  /** Distinct rows of marks: table[r * n0 + i] is row r's mark against root secret i. */
  private readonly table: Uint8Array;
  private readonly rowCount: number;
  private readonly guessIndex: Map<string, number>;
  /** rowOfGuess[g]: the row of guess g (index into the allowed guesses). */
  private readonly rowOfGuess: Int32Array;
  private readonly symmetry: SetSymmetry;
  /** The rows of each candidate list the symmetry gives. */
  private readonly rowsOf = new Map<Int32Array, Int32Array>();
  /** secretRow[i]: the row of root secret i played as a guess. */
  private readonly secretRow: Int32Array;
  /** Marks other than the win: the most non-winning parts a guess can leave. */
  private readonly K: number;
  private readonly win: number;
  private readonly lowerBound: Float64Array;
  /** step[m] = LB[m] - LB[m-1]: what the m-th secret of a part adds to its bound. */
  private readonly step: Float64Array;
  private readonly capacityOf: number[];
  private readonly counts: Int32Array;
  private readonly memo = new Map<string, { exact: number; lower: number }>();
  private readonly feasibleMemo = new Map<string, boolean>();

  /** The reference for a board's rules, over `secrets` (all of the board's when absent). */
  constructor(rules: Rules, secrets?: readonly string[]) {
    const { pegs } = rules;
    const guesses = allCodes(pegs, rules.symbols, rules.distinctGuesses);
    secrets ??= allCodes(pegs, rules.symbols, rules.distinctSecrets);
    const allowed = new Set(guesses);
    for (const s of secrets) if (!allowed.has(s)) throw new Error(`reference: secret ${s} is not an allowed guess`);
    const n0 = (this.n0 = secrets.length);
    // Marks are numbered: every (b, w) with b + w <= pegs, in order.
    const markIndex = new Map<string, number>();
    for (let b = 0; b <= pegs; b++) for (let w = 0; b + w <= pegs; w++) markIndex.set(`${b},${w}`, markIndex.size);
    this.win = markIndex.get(`${pegs},0`)!;
    this.counts = new Int32Array(markIndex.size);
    // Rows of marks, one per class of guesses with the same marks against every root secret.
    const rowOf = new Map<string, number>();
    const rows: Uint8Array[] = [];
    this.rowOfGuess = Int32Array.from(guesses, (g) => {
      const row = Uint8Array.from(secrets, (s) => {
        const { blacks, whites } = mark(g, s);
        return markIndex.get(`${blacks},${whites}`)!;
      });
      const key = Buffer.from(row).toString('latin1');
      let r = rowOf.get(key);
      if (r === undefined) {
        rowOf.set(key, (r = rows.length));
        rows.push(row);
      }
      return r;
    });
    this.table = new Uint8Array(rows.length * n0);
    rows.forEach((row, r) => this.table.set(row, r * n0));
    this.rowCount = rows.length;
    this.guessIndex = new Map(guesses.map((g, i) => [g, i]));
    this.secretRow = Int32Array.from(secrets, (s) => this.rowOfGuess[this.guessIndex.get(s)!]!);
    this.symmetry = new SetSymmetry(rules.symbols, pegs, guesses, secrets);
    // The counting bound (see above): marks (b, w) with b + w <= pegs, less the win.
    const K = (this.K = ((pegs + 1) * (pegs + 2)) / 2 - 1);
    this.lowerBound = new Float64Array(n0 + 1);
    let level = 1;
    let room = 1;
    let total = 0;
    for (let n = 1; n <= n0; n++) {
      if (room === 0) room = K ** level++;
      total += level;
      room--;
      this.lowerBound[n] = total;
    }
    this.step = this.lowerBound.map((v, m) => (m === 0 ? 0 : v - this.lowerBound[m - 1]!));
    this.capacityOf = [0];
    for (let d = 1; d <= 60; d++) this.capacityOf.push(Math.min(1e15, this.capacityOf[d - 1]! + K ** (d - 1)));
  }

  /** The smallest total number of guesses over the root set within d guesses; Infinity when no tree fits. */
  optimalTotal(d: number): number {
    return this.solveBelowGreedy(this.root(), d);
  }

  /** The smallest total over the root set with `guess` played first, within d guesses; Infinity when no tree fits. */
  totalAfter(guess: string, d: number): number {
    const S = this.root();
    let total = S.length;
    for (const P of this.parts(S, this.rowOfGuess[this.guessIndex.get(guess)!]!)) total += this.solveBelowGreedy(P, d - 1);
    return total;
  }

  /** True when some tree finds every root secret within d guesses. */
  feasible(d: number): boolean {
    return this.feasibleAt(this.root(), d);
  }

  /** The smallest depth of a tree within `limit` guesses, and the smallest total at that depth; null when none fits. */
  optimalWorst(limit: number): { depth: number; total: number } | null {
    for (let d = 1; d <= limit; d++) if (this.feasible(d)) return { depth: d, total: this.optimalTotal(d) };
    return null;
  }

  /**
   * The optimum of S within d guesses, searched below the total of a greedy tree when that tree
   * fits the depth: such a tree exists, so the optimum is below its total plus one.
   */
  private solveBelowGreedy(S: Int32Array, d: number): number {
    const greedy = this.greedy(S);
    const c = this.solve(S, d, greedy.depth <= d ? greedy.total + 1 : Infinity);
    if (c > greedy.total && greedy.depth <= d) throw new Error('reference: the search lost a tree it was shown');
    return c;
  }

  /** The total and depth of the tree that plays, at every node, the guess leaving the least sum of squared part sizes. */
  private greedy(S: Int32Array): { total: number; depth: number } {
    const n = S.length;
    if (n === 1) return { total: 1, depth: 1 };
    const { table, n0, counts, win } = this;
    let bestRow = -1;
    let bestScore = Infinity;
    for (const row of this.candidateRows(S)) {
      const base = row * n0;
      let score = 0;
      for (const s of S) {
        const f = table[base + s]!;
        if (f !== win) score += 2 * counts[f]!++ + 1; // (c + 1)^2 - c^2
      }
      for (const s of S) counts[table[base + s]!] = 0;
      if (score < bestScore && score < n * n) {
        bestScore = score;
        bestRow = row;
      }
    }
    let total = n;
    let depth = 1;
    for (const P of this.parts(S, bestRow)) {
      const below = this.greedy(P);
      total += below.total;
      depth = Math.max(depth, below.depth + 1);
    }
    return { total, depth };
  }

  private root(): Int32Array {
    return Int32Array.from({ length: this.n0 }, (_, i) => i);
  }

  /** The rows to try at S: those of one guess per class of the set's symmetry. */
  private candidateRows(S: Int32Array): Int32Array {
    const guesses = this.symmetry.candidates(S);
    let rows = this.rowsOf.get(guesses);
    if (rows === undefined) {
      rows = Int32Array.from(new Set(Array.from(guesses, (g) => this.rowOfGuess[g]!))).sort();
      this.rowsOf.set(guesses, rows);
    }
    return rows;
  }

  private capacity(d: number): number {
    return d <= 0 ? 0 : this.capacityOf[Math.min(d, this.capacityOf.length - 1)]!;
  }

  /**
   * Every candidate row that splits S with no part over `cap` and whose counting bound (n + the
   * sum of LB over the non-winning parts) is below ub, as keys bound * rows + row, by bound.
   */
  private scan(S: Int32Array, rows: Int32Array, cap: number, ub: number): Float64Array {
    const { table, n0, counts, step, win } = this;
    const n = S.length;
    const R = this.rowCount;
    const bounds = new Int32Array(rows.length);
    const keptRows = new Int32Array(rows.length);
    let kept = 0;
    let low = Infinity;
    let high = -Infinity;
    const few = n <= this.K + 1 && counts.length <= 31;
    for (let j = 0; j < rows.length; j++) {
      const row = rows[j]!;
      const base = row * n0;
      let bound = n;
      let largest = 0;
      if (few) {
        // Every part is at most K + 1, where LB[s] = 2s - 1: the bound is n + 2(n - w) - (the
        // non-winning parts), w = 1 when the row wins; only which marks occur matters. The
        // largest part matters only against cap: n when one part holds all, 1 when all are
        // apart, and 2 stands for the sizes between (cap is then 0, 1, or at least K + 1 >= n).
        let marks = 0;
        for (let i = 0; i < n; i++) marks |= 1 << table[base + S[i]!]!;
        const w = (marks >>> win) & 1;
        const parts = bitCount(marks) - w;
        bound = 3 * n - 2 * w - parts;
        largest = parts === 1 && w === 0 ? n : parts + w === n ? 1 : 2;
      } else {
        // LB of a part, grown one secret at a time; the winning part (one secret at most) is
        // counted too and taken off after.
        for (let i = 0; i < n; i++) {
          const size = ++counts[table[base + S[i]!]!]!;
          bound += step[size]!;
          if (size > largest) largest = size;
        }
        if (counts[win] === 1) bound -= step[1]!;
        for (let i = 0; i < n; i++) counts[table[base + S[i]!]!] = 0;
      }
      // No progress, a part no tree of d-1 guesses can finish (the win's part of one never
      // matters here: n >= 3 and cap >= 1), or no better than ub.
      if (largest === n || largest > cap || bound >= ub) continue;
      bounds[kept] = bound;
      keptRows[kept++] = row;
      if (bound < low) low = bound;
      if (bound > high) high = bound;
    }
    if (kept === 0) return new Float64Array(0);
    // By bound (a counting sort: bounds are whole numbers in a short range), rows in order within one.
    const start = new Int32Array(high - low + 2);
    for (let j = 0; j < kept; j++) start[bounds[j]! - low + 1]!++;
    for (let b = 1; b < start.length; b++) start[b]! += start[b - 1]!;
    const keys = new Float64Array(kept);
    for (let j = 0; j < kept; j++) keys[start[bounds[j]! - low]!++] = bounds[j]! * R + keptRows[j]!;
    return keys;
  }

  /** The non-winning parts of S under a row, each in ascending order. */
  private parts(S: Int32Array, row: number): Int32Array[] {
    const byMark = new Map<number, number[]>();
    const base = row * this.n0;
    for (const i of S) {
      const f = this.table[base + i]!;
      if (f === this.win) continue;
      let part = byMark.get(f);
      if (part === undefined) byMark.set(f, (part = []));
      part.push(i);
    }
    return [...byMark.values()].map((p) => Int32Array.from(p));
  }

  /**
   * The optimal total of a small S found without a search, or 0. Every secret but the one the
   * first guess finds needs two guesses or more, so n secrets cost at least 2n - 1, and exactly
   * that when a secret of S, guessed first, leaves every other alone. Failing that, nothing costs
   * less than 2n: a guess g leaves non-winning parts of s_i secrets costing at least 2s_i - 1
   * each, in all n + 2(n - w) - (its parts), w = 1 when g is in S; its parts are at most n - w,
   * and at most n - 2 when g is in S and leaves two secrets together. So a secret of S that
   * leaves one pair and the rest alone (1 + 3 + 1 + ... : 2n in all) is then optimal, when the
   * pair has the two guesses it needs.
   */
  private fewSecrets(S: Int32Array, d: number): number {
    const { table, n0, counts, win } = this;
    const n = S.length;
    let pairFound = false;
    for (const s of S) {
      const base = this.secretRow[s]! * n0;
      let pairs = 0;
      let larger = false;
      for (const t of S) {
        const f = table[base + t]!;
        if (f === win) continue;
        const c = ++counts[f]!;
        if (c === 2) pairs++;
        else if (c > 2) larger = true;
      }
      for (const t of S) counts[table[base + t]!] = 0;
      if (pairs === 0 && !larger) return 2 * n - 1;
      if (pairs === 1 && !larger && d >= 3) pairFound = true;
    }
    return pairFound ? 2 * n : 0;
  }

  /** The optimal total of S within d guesses when it is below ub; else FAIL (then no tree of S costs less than ub). */
  private solve(S: Int32Array, d: number, ub: number): number {
    const n = S.length;
    if (d < 1) return FAIL;
    if (n === 1) return 1 < ub ? 1 : FAIL;
    if (n > this.capacity(d) || this.lowerBound[n]! >= ub) return FAIL;
    if (n === 2) return 3; // d >= 2 here (capacity(1) is 1), and LB[2] = 3 < ub
    if (n <= this.K + 2) {
      const c = this.fewSecrets(S, d);
      if (c > 0) return c < ub ? c : FAIL;
    }
    const key = keyOf(S, d);
    const known = this.memo.get(key);
    if (known !== undefined && (known.exact < Infinity || known.lower >= ub)) return known.exact < ub ? known.exact : FAIL;
    this.stats.nodes++;
    const R = this.rowCount;
    let best = ub;
    for (const candidate of this.scan(S, this.candidateRows(S), this.capacity(d - 1), ub)) {
      const bound = Math.floor(candidate / R);
      if (bound >= best) break;
      const row = candidate - bound * R;
      // Smallest part first: its exact cost uses up the slack cheaply (any order gives the same answer).
      const parts = this.parts(S, row).sort((a, b) => a.length - b.length);
      let total = bound;
      for (const P of parts) {
        const least = this.lowerBound[P.length]!;
        // total + (c - least) must stay below best, the other parts costing at least their bounds.
        const c = this.solve(P, d - 1, least + best - total);
        if (c === FAIL) {
          total = Infinity;
          break;
        }
        total += c - least;
      }
      if (total < best) best = total;
    }
    const entry = known ?? { exact: Infinity, lower: 0 };
    if (best < ub) entry.exact = entry.lower = best;
    else entry.lower = Math.max(entry.lower, ub);
    this.memo.set(key, entry);
    return best < ub ? best : FAIL;
  }

  /** True when some tree finds every secret of S within d guesses. */
  private feasibleAt(S: Int32Array, d: number): boolean {
    const n = S.length;
    if (n === 1) return d >= 1;
    if (n > this.capacity(d)) return false;
    if (n === 2) return true; // capacity(d) >= 2 means d >= 2
    const key = keyOf(S, d);
    const known = this.feasibleMemo.get(key);
    if (known !== undefined) return known;
    this.stats.nodes++;
    // By counting bound, a rough measure of how finely a guess splits (any order gives the same answer).
    const R = this.rowCount;
    const found = [...this.scan(S, this.candidateRows(S), this.capacity(d - 1), Infinity)].some((candidate) =>
      this.parts(S, candidate % R).every((P) => this.feasibleAt(P, d - 1)),
    );
    this.feasibleMemo.set(key, found);
    return found;
  }
}
