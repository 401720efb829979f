/**
 * Exact search for Wordle: the least total number of guesses, over every answer, that a strategy
 * needs to find each within the board limit (six guesses), the quantity Alex Selby's solver
 * proves ("The best strategies for Wordle", 2022: salet 7,897 in normal mode, 8,099 in hard
 * mode). A depth-first branch and bound over positions (answers left, guesses left, and in hard
 * mode the constraint on the next guess), as his notes describe it:
 *
 * - counting bounds: n answers need at least 2n - 1 guesses in all (one guess finds at most one
 *   answer, a second every other at best); a guess that splits n answers into k parts, w of them
 *   the win, costs at least 3n - k - w; when every part has at most 2 answers that bound is the
 *   cost itself, since one answer costs 1 and two cost 3;
 * - exact shortcuts: an answer that splits the others into singletons costs 2n - 1, one that
 *   leaves a single pair 2n, any guess that splits them all apart 2n;
 * - a guess is visited in the order of a heuristic (its bound and the sum of the squares of its
 *   part sizes), and its parts are bounded cheaply first (counting bounds, the cache, the exact
 *   shortcuts) before any is searched, smallest first; a guess stops as soon as the bound of its
 *   parts reaches the best total found, and a position stops when a guess meets its lower bound;
 * - the cache keeps the least total, or a lower bound after a cut, of each position searched.
 *
 * Integer codes throughout; the score table is read by answer (columns[a * G + g]), so a scan of
 * every guess over a few answers reads a few runs of memory in order.
 */
import type { WordleGame } from '../game.ts';
import type { TreeNode } from '../../../tree.ts';
import { PositionCache } from './cache.ts';
import { count } from '../../../count.ts';
import { kernelTable, scanKernelOf } from './scan-kernel.ts';

/** The total of a position no strategy solves within its guesses. */
export const UNSOLVABLE = 1 << 30;

/** The last stamp before the marks are cleared (they are Int32s). */
const STAMP_WRAP = 0x7fffffff;

/** Options of the Wordle search. */
export interface WordleExactOptions {
  /** The board limit (default: the spec's). */
  readonly maxGuesses?: number | undefined;
  /** A score table built earlier by wordleColumns for the same game (scanned by the kernel when made in its memory). */
  readonly columns?: Uint8Array | undefined;
  /** Most answer indices the cache keeps (4 bytes each). */
  readonly cacheLimit?: number | undefined;
  /**
   * Most guess x answer cells the search may read (each scan of a position reads its allowed
   * guesses against its answers); beyond, it throws WordleExactStopped. A bound on work that
   * does not depend on the machine, for callers that grade positions within a budget.
   */
  readonly cellLimit?: number | undefined;
  /** The stamp at which the marks of distinct feedbacks are cleared (default 2^31 - 1; tests make it small). */
  readonly stampWrap?: number | undefined;
}

/** Thrown when a search passes its cellLimit. */
export class WordleExactStopped extends Error {
  constructor(readonly cells: number) {
    super(`the Wordle search read ${cells} cells, over its limit`);
    this.name = 'WordleExactStopped';
  }
}

/** Counters of a search. */
export interface WordleExactStats {
  /** Positions entered. */
  nodes: number;
  /** Positions whose every allowed guess was scanned. */
  scans: number;
  /** Guesses whose parts were bounded or searched. */
  guesses: number;
  /** Cache lookups answered, and positions stored. */
  cacheHits: number;
  cacheSize: number;
  /** Guess x answer cells read by scans (the measure of cellLimit). */
  cells: number;
}

/** The exact search over one Wordle game; not reentrant. */
export interface WordleExact {
  readonly game: WordleGame;
  readonly maxGuesses: number;
  /**
   * The least total number of guesses over all answers when guess g is played first, or
   * UNSOLVABLE when no strategy then finds every answer within the board limit. With a bound,
   * any value at least the bound means only "at least the bound". `floors`, by feedback: a lower
   * bound of the total of each part g leaves, counting g (0: none known; first-bound.ts's split
   * bound writes them), which the search starts each part from; they change no answer, only how
   * soon a bound is reached.
   */
  firstGuessTotal(g: number, bound?: number, floors?: Int32Array): number;
  /**
   * The least total for the answers `remaining` (ascending secret indices) with `guessesLeft`
   * guesses, under hard-mode constraint `constraint` (game.hardMode ids; none in normal mode).
   */
  solve(remaining: Int32Array, guessesLeft: number, constraint: number, bound?: number): number;
  /**
   * An optimal first guess for the position and its least total (guess -1 and UNSOLVABLE when no
   * strategy fits): of the guesses that reach the least total, the first by bound, then code order.
   */
  bestGuess(remaining: Int32Array, guessesLeft: number, constraint: number): { readonly guess: number; readonly total: number };
  /**
   * An optimal decision tree for every answer within the board limit, its first guess `first`
   * (the rest optimal), or an optimal first guess when none is given (a search of every first
   * guess: hours on the New York Times lists). Throws when no tree fits.
   */
  tree(first?: number): TreeNode;
  readonly stats: WordleExactStats;
}

/**
 * The score table by answer: columns[s * guessCount + g] = feedback of guess g against secret s.
 * It lives in the scan kernel's memory (scan-kernel.ts) where WebAssembly is, when the board is
 * large enough or `kernel` is true; never when `kernel` is false.
 */
export function wordleColumns(game: WordleGame, kernel?: boolean): Uint8Array {
  const G = game.guessCount;
  const inKernel = kernel === false ? undefined : kernelTable(G, game.secretCount, game.winFeedback, kernel === true);
  const table = inKernel ?? new Uint8Array(G * game.secretCount);
  for (let s = 0; s < game.secretCount; s++) game.scoreColumn(s, table.subarray(s * G, (s + 1) * G));
  return table;
}

/** Scratch buffers of one tree level. */
interface Level {
  /** The answers of the position's parts after a guess, part by part. */
  parts: Int32Array;
  /** Per feedback: answers in the part, then the part's first index in parts. */
  count: Int32Array;
  first: Int32Array;
  /** The feedbacks of the non-empty parts, and per part its bound and state. */
  feedbacks: Int32Array;
  bound: Int32Array;
  open: Int32Array;
  constraint: Int32Array;
  /** Candidates: keys (visiting order, then guess) and each guess's bound. */
  keys: Float64Array;
  guessBound: Int32Array;
  /** rows[i] = set[from + i] * G. */
  rows: Int32Array;
}

/** Creates the exact search of a Wordle game (builds the score table unless given). */
export function createWordleExact(game: WordleGame, options: WordleExactOptions = {}): WordleExact {
  const G = game.guessCount;
  const S = game.secretCount;
  const F = game.feedbackCount;
  const WIN = game.winFeedback;
  const maxGuesses = options.maxGuesses ?? game.spec.maxGuesses;
  const hard = game.wordle.hard;
  const hardMode = game.hardMode;
  const columns = options.columns ?? wordleColumns(game);
  if (columns.length !== G * S) throw new Error(`the score table has ${columns.length} entries, expected ${G * S}`);
  const secretGuess = game.secretGuess;
  // The scan in WebAssembly, on a table wordleColumns made in its memory; normal mode only (it
  // scans every guess).
  const kernel = hard ? undefined : scanKernelOf(columns);
  const allGuesses = Int32Array.from({ length: G }, (_, i) => i);
  // A part of x answers costs at least 2x - 1 more guesses, 3x - 1 - P more when x > P (at most
  // P parts after its next guess, P here the feedback count).
  const P = F;
  const cache = new PositionCache(options.cacheLimit);
  const stats: WordleExactStats = { nodes: 0, scans: 0, guesses: 0, cacheHits: 0, cacheSize: 0, cells: 0 };
  const cellLimit = options.cellLimit ?? Infinity;
  /** Counts cells read; throws past the limit. */
  const spend = (cells: number): void => {
    stats.cells += cells;
    if (stats.cells > cellLimit) throw new WordleExactStopped(stats.cells);
  };
  // Stamps for the exact shortcuts' test of distinct feedbacks. A search lives for many first
  // words (a proof keeps one for hours), so the stamps wrap before they would pass an Int32's
  // range: a stamp stored there past 2^31 - 1 would never read back equal, and every set would
  // look split apart (within four guesses, 36 first words read that many).
  const seen = new Int32Array(F);
  let stamp = 0;
  const stampWrap = options.stampWrap ?? STAMP_WRAP;
  /** The next stamp, every mark cleared when they wrap. */
  const nextStamp = (): number => {
    if (stamp >= stampWrap) {
      seen.fill(0);
      stamp = 0;
    }
    return ++stamp;
  };
  const counts = new Int32Array(F);
  const fbs = new Uint8Array(S);
  // The caller's lower bounds of the first guess's parts, by feedback, while firstGuessTotal runs.
  let rootFloors: Int32Array | undefined;

  const levels: Level[] = [];
  const level = (k: number): Level => {
    let l = levels[k];
    if (l === undefined) {
      l = {
        parts: new Int32Array(S),
        count: new Int32Array(F),
        first: new Int32Array(F),
        feedbacks: new Int32Array(F),
        bound: new Int32Array(F),
        open: new Int32Array(F),
        constraint: new Int32Array(F),
        keys: new Float64Array(G),
        guessBound: new Int32Array(G),
        rows: new Int32Array(S),
      };
      levels[k] = l;
    }
    return l;
  };

  /**
   * The exact shortcuts of a position of n >= 3 answers with r >= 2 guesses left: 2n - 1 when an
   * answer splits the others into singletons, 2n when one leaves a single pair (r >= 3), else 0.
   */
  const shortcut = (set: Int32Array, from: number, n: number, r: number): number => {
    let pair = false;
    const cols = columns;
    const mark = seen;
    for (let i = 0; i < n; i++) {
      const g = secretGuess[set[from + i]!]!;
      const st = nextStamp();
      let dups = 0;
      for (let j = 0; j < n; j++) {
        const f = cols[set[from + j]! * G + g]!;
        if (mark[f] === st) {
          if (++dups > 1) break;
        } else mark[f] = st;
      }
      if (dups === 0) return 2 * n - 1;
      if (dups === 1) pair = true;
    }
    return pair && r >= 3 ? 2 * n : 0;
  };

  /**
   * The least total of the position (set[from..from+n), r guesses left, constraint c) when below
   * beta; else a value >= beta that bounds it from below. `checked`: the caller already looked
   * the position up (lower bound `known`) and tried its exact shortcuts.
   */
  const solve = (
    set: Int32Array,
    from: number,
    n: number,
    r: number,
    c: number,
    beta: number,
    k: number,
    checked: boolean,
    known: number,
  ): number => {
    stats.nodes++;
    if (n === 1) return 1;
    if (r <= 1) return UNSOLVABLE;
    if (n === 2) return 3;
    if (2 * n - 1 >= beta) return 2 * n - 1;
    let lower = known;
    if (!checked) {
      const e = cache.find(r, c, set, from, n);
      if (e >= 0) {
        const v = cache.valueOf(e);
        if (cache.isExact(e) || v >= beta) return v;
        lower = v;
      }
      const cut = shortcut(set, from, n, r);
      if (cut > 0) {
        cache.put(r, c, set, from, n, cut, true);
        return cut;
      }
    }
    return scan(set, from, n, r, c, beta, k, lower);
  };

  /** solve's full search: every allowed guess bounded, then the promising ones searched. */
  const scan = (set: Int32Array, from: number, n: number, r: number, c: number, beta: number, k: number, known: number): number => {
    stats.scans++;
    const guesses = hard ? hardMode.allowed(c) : allGuesses;
    spend(guesses.length * n);
    if (kernel !== undefined) return scanByKernel(set, from, n, r, c, beta, k, known, kernel);
    const L = level(k);
    const rows = L.rows;
    for (let i = 0; i < n; i++) rows[i] = set[from + i]! * G;
    const cols = columns;
    const cnt = counts;
    const fb = fbs;
    const keys = L.keys;
    const guessBound = L.guessBound;
    const m = guesses.length;
    let candidates = 0;
    // The least bound of any guess, and the least exact cost among guesses with parts of at most 2.
    let least = UNSOLVABLE;
    let leastExact = UNSOLVABLE;
    if (r === 2) {
      // Only a guess that splits every answer apart fits (the shortcut found no answer that does).
      for (let j = 0; j < m; j++) {
        const g = guesses[j]!;
        const st = nextStamp();
        let i = 0;
        for (; i < n; i++) {
          const f = cols[rows[i]! + g]!;
          if (seen[f] === st) break;
          seen[f] = st;
        }
        if (i === n) {
          cache.put(r, c, set, from, n, 2 * n, true);
          return 2 * n;
        }
      }
      cache.put(r, c, set, from, n, UNSOLVABLE, true);
      return UNSOLVABLE;
    }
    // A guess's bound is 2n + (answers that join a part already started) - (1 if it can win), so
    // once dmax answers have joined, it cannot beat beta: stop reading it (its bound is >= beta).
    const dmax = beta >= UNSOLVABLE ? n : beta - 2 * n + 1;
    let dropped = false;
    for (let j = 0; j < m; j++) {
      const g = guesses[j]!;
      let dups = 0;
      let squares = 0;
      let big = 1;
      let i = 0;
      for (; i < n; i++) {
        const f = cols[rows[i]! + g]!;
        fb[i] = f;
        const x = ++cnt[f]!;
        squares += 2 * x - 1;
        if (x > 1) {
          if (x > big) big = x;
          if (++dups >= dmax) {
            i++;
            break;
          }
        }
      }
      const win = cnt[WIN]!;
      for (let q = 0; q < i; q++) cnt[fb[q]!] = 0;
      if (dups >= dmax) {
        dropped = true;
        continue;
      }
      if (dups === n - 1 && win === 0) continue; // one part: no progress
      if (dups === 0 && win === 0) {
        // Every answer apart, none found: 2n, and no answer does better (the shortcut found none).
        cache.put(r, c, set, from, n, 2 * n, true);
        return 2 * n;
      }
      const bound = 2 * n + dups - win;
      if (bound < least) least = bound;
      if (big <= 2 && bound < leastExact) leastExact = bound;
      guessBound[g] = bound;
      keys[candidates++] = (2 * squares + n * bound) * G + g;
    }
    // Guesses dropped early all have bounds >= beta.
    if (dropped && beta < least) least = beta;
    if (least === leastExact) {
      cache.put(r, c, set, from, n, least, true);
      return least;
    }
    return visit(set, from, n, r, c, beta, k, known, least, candidates, dropped);
  };

  /**
   * scan with the kernel: the same figures (it drops the same guesses, keeps the same candidates
   * with the same keys and bounds), then the same visits.
   */
  const scanByKernel = (
    set: Int32Array,
    from: number,
    n: number,
    r: number,
    c: number,
    beta: number,
    k: number,
    known: number,
    kern: NonNullable<typeof kernel>,
  ): number => {
    const rows = kern.rows;
    for (let i = 0; i < n; i++) rows[i] = set[from + i]! * G;
    // With two guesses left only a guess that splits every answer apart fits: one joined
    // answer drops a guess.
    const dmax = r === 2 ? 1 : beta >= UNSOLVABLE ? n : Math.min(n, beta - 2 * n + 1);
    const candidates = kern.scan(n, dmax);
    if (candidates < 0 || (r === 2 && candidates > 0)) {
      cache.put(r, c, set, from, n, 2 * n, true);
      return 2 * n;
    }
    if (r === 2) {
      cache.put(r, c, set, from, n, UNSOLVABLE, true);
      return UNSOLVABLE;
    }
    const out = kern.out;
    let least = out[0]! >= UNSOLVABLE ? UNSOLVABLE : out[0]!;
    const leastExact = out[1]! >= UNSOLVABLE ? UNSOLVABLE : out[1]!;
    const dropped = out[2] !== 0;
    if (dropped && beta < least) least = beta;
    if (least === leastExact) {
      cache.put(r, c, set, from, n, least, true);
      return least;
    }
    // The keys and bounds to the level's buffers: the searches below scan with the kernel too.
    const L = level(k);
    L.keys.set(kern.keys.subarray(0, candidates));
    const guessBound = L.guessBound;
    const cands = kern.candidates;
    const bounds = kern.bound;
    for (let i = 0; i < candidates; i++) {
      const g = cands[i]!;
      guessBound[g] = bounds[g]!;
    }
    return visit(set, from, n, r, c, beta, k, known, least, candidates, dropped);
  };

  /**
   * The end of a scan: the candidates (keys and bounds in level k's buffers) visited in key order;
   * `dropped` when the scan left guesses early (known only to reach beta).
   */
  const visit = (
    set: Int32Array,
    from: number,
    n: number,
    r: number,
    c: number,
    beta: number,
    k: number,
    known: number,
    least: number,
    candidates: number,
    dropped: boolean,
  ): number => {
    const L = level(k);
    const guessBound = L.guessBound;
    if (known > least) least = known;
    if (least >= beta) {
      cache.put(r, c, set, from, n, least, false);
      return least;
    }
    const order = L.keys.subarray(0, candidates).sort();
    let best = UNSOLVABLE;
    let found = false;
    let floor = UNSOLVABLE; // the least of the lower bounds of the guesses cut
    for (let i = 0; i < candidates; i++) {
      const g = order[i]! % G;
      const gb = guessBound[g]!;
      if (gb >= beta) {
        if (gb < floor) floor = gb;
        continue;
      }
      const v = guessTotal(set, from, n, r, c, g, beta, k);
      if (v < beta) {
        best = v;
        beta = v;
        found = true;
        if (v <= least) break;
      } else if (v < floor) floor = v;
    }
    if (found) {
      cache.put(r, c, set, from, n, best, true);
      return best;
    }
    // Guesses dropped early are known only to reach beta, whatever the others gave.
    const bound = Math.max(least, dropped ? Math.min(floor, beta) : floor);
    cache.put(r, c, set, from, n, bound, false);
    return bound;
  };

  /**
   * The total of guess g at the position (set[from..from+n), r guesses left, constraint c) when
   * below beta, else a value >= beta that bounds it from below.
   */
  const guessTotal = (set: Int32Array, from: number, n: number, r: number, c: number, g: number, beta: number, k: number): number => {
    stats.guesses++;
    const L = level(k);
    const { parts, count, first, feedbacks, bound, open, constraint } = L;
    const cols = columns;
    let np = 0;
    for (let i = 0; i < n; i++) {
      const f = cols[set[from + i]! * G + g]!;
      if (count[f] === 0) feedbacks[np++] = f;
      count[f]!++;
    }
    if (np === 1 && count[WIN] === 0) {
      count[feedbacks[0]!] = 0;
      return UNSOLVABLE;
    }
    let at = 0;
    for (let q = 0; q < np; q++) {
      const f = feedbacks[q]!;
      first[f] = at;
      at += count[f]!;
    }
    for (let i = 0; i < n; i++) {
      const a = set[from + i]!;
      const f = cols[a * G + g]!;
      parts[first[f]!++] = a;
    }
    // first[f] now ends part f; turn it back into its start.
    for (let q = 0; q < np; q++) {
      const f = feedbacks[q]!;
      first[f] = first[f]! - count[f]!;
    }
    const r1 = r - 1;
    // Counting bounds of every part.
    let total = 0;
    let result = -1;
    for (let q = 0; q < np; q++) {
      const f = feedbacks[q]!;
      const x = count[f]!;
      let b: number;
      open[q] = 0;
      if (f === WIN) b = 1;
      else if (r1 === 0) b = UNSOLVABLE;
      else if (x === 1) b = 2;
      else if (r1 <= 1) b = UNSOLVABLE;
      else if (x === 2) b = 5;
      else {
        b = 3 * x - 1 + (x > P ? x - P : 0);
        open[q] = 1;
      }
      bound[q] = b;
      total += b;
      if (total >= beta) {
        result = total;
        break;
      }
    }
    if (result < 0) {
      // The cache and the exact shortcuts of the parts left open.
      for (let q = 0; q < np && result < 0; q++) {
        if (open[q] === 0) continue;
        const f = feedbacks[q]!;
        const x = count[f]!;
        const start = first[f]!;
        const cc = hard ? hardMode.after(c, g, f) : 0;
        constraint[q] = cc;
        total -= bound[q]!;
        let b = bound[q]!;
        const e = cache.find(r1, cc, parts, start, x);
        let done = false;
        if (e >= 0) {
          const v = cache.valueOf(e);
          if (cache.isExact(e)) done = true;
          if (x + v > b) b = x + v;
        }
        if (!done) {
          const cut = shortcut(parts, start, x, r1);
          if (cut > 0) {
            cache.put(r1, cc, parts, start, x, cut, true);
            b = x + cut;
            done = true;
          } else if (3 * x > b) b = 3 * x; // no answer splits the rest apart: 2x at least
          // Under a cutoff near the parts' bounds, each part searched against the others' floors
          // is cut sooner than against their counting bounds (the cutoff minus a loose sum).
          if (!done && k === 0 && rootFloors !== undefined && rootFloors[f]! > b) b = rootFloors[f]!;
        }
        if (done) open[q] = 0;
        bound[q] = b;
        total += b;
        if (total >= beta) result = total;
      }
    }
    if (result < 0) {
      // Search the open parts, smallest first.
      let no = 0;
      for (let q = 0; q < np; q++) if (open[q] === 1) open[no++] = q;
      sortBySize(open, no, feedbacks, count);
      for (let t = 0; t < no; t++) {
        const q = open[t]!;
        const f = feedbacks[q]!;
        const x = count[f]!;
        total -= bound[q]!;
        const v = solve(parts, first[f]!, x, r1, constraint[q]!, beta - total - x, k + 1, true, bound[q]! - x);
        total += x + v;
        if (total >= beta) {
          result = total;
          break;
        }
      }
      if (result < 0) result = total;
    }
    for (let q = 0; q < np; q++) count[feedbacks[q]!] = 0;
    return result >= UNSOLVABLE ? UNSOLVABLE : result;
  };

  const firstGuessTotal = (g: number, bound = UNSOLVABLE, floors?: Int32Array): number => {
    const all = Int32Array.from({ length: S }, (_, i) => i);
    if (floors !== undefined && floors.length !== F) throw new Error(`floors has ${floors.length} entries, expected ${F}`);
    rootFloors = floors;
    let v: number;
    try {
      v = guessTotal(all, 0, S, maxGuesses, hardMode.none, g, bound, 0);
    } finally {
      rootFloors = undefined;
    }
    stats.cacheHits = cache.hits;
    stats.cacheSize = cache.size;
    return v;
  };

  const solvePosition = (remaining: Int32Array, guessesLeft: number, constraint: number, bound = UNSOLVABLE): number => {
    if (remaining.length === 0) return 0;
    if (guessesLeft <= 0) return UNSOLVABLE;
    // A copy: the search's level 0 writes its parts into buffers the caller's array must not be.
    const v = solve(remaining.slice(), 0, remaining.length, guessesLeft, constraint, bound, 0, false, 0);
    stats.cacheHits = cache.hits;
    stats.cacheSize = cache.size;
    return v;
  };

  const bestGuess = (remaining: Int32Array, guessesLeft: number, constraint: number): { guess: number; total: number } => {
    const total = solvePosition(remaining, guessesLeft, constraint);
    const n = remaining.length;
    if (total >= UNSOLVABLE || n === 0) return { guess: -1, total };
    if (n <= 2) return { guess: secretGuess[remaining[0]!]!, total };
    // Every guess that makes progress, by bound (2n + answers joining a started part - a win),
    // then code order; the first whose total, cut just above the least, reaches it.
    const set = remaining.slice();
    const guesses = hard ? hardMode.allowed(constraint) : allGuesses;
    spend(guesses.length * n);
    const keys: number[] = [];
    for (let j = 0; j < guesses.length; j++) {
      const g = guesses[j]!;
      let dups = 0;
      for (let i = 0; i < n; i++) if (counts[columns[set[i]! * G + g]!]!++ > 0) dups++;
      const win = counts[WIN]!;
      for (let i = 0; i < n; i++) counts[columns[set[i]! * G + g]!] = 0;
      if (dups === n - 1 && win === 0) continue;
      keys.push((2 * n + dups - win) * G + g);
    }
    keys.sort((a, b) => a - b);
    for (const key of keys) {
      const g = key % G;
      if (guessTotal(set, 0, n, guessesLeft, constraint, g, total + 1, 0) === total) return { guess: g, total };
    }
    throw new Error('no guess reaches the least total the search proved');
  };

  /** The optimal tree of a position, with its first guess when first >= 0. */
  const treeOf = (set: Int32Array, r: number, c: number, first: number): TreeNode => {
    const g = first >= 0 ? first : bestGuess(set, r, c).guess;
    if (g < 0) throw new Error(`no strategy finds these ${count(set.length, 'answer')} within ${count(r, 'guess', 'guesses')}`);
    const parts = new Map<number, number[]>();
    for (const a of set) {
      const f = columns[a * G + g]!;
      if (f === WIN) continue;
      const part = parts.get(f);
      if (part === undefined) parts.set(f, [a]);
      else part.push(a);
    }
    const next = [...parts]
      .sort((x, y) => x[0] - y[0])
      .map(([f, part]) => [f, treeOf(Int32Array.from(part), r - 1, hard ? hardMode.after(c, g, f) : hardMode.none, -1)] as const);
    return { guess: g, next };
  };

  const tree = (first?: number): TreeNode => {
    const all = Int32Array.from({ length: S }, (_, i) => i);
    if (first !== undefined && firstGuessTotal(first) >= UNSOLVABLE)
      throw new Error(`no strategy finds every answer within ${count(maxGuesses, 'guess', 'guesses')} after ${game.formatGuess(first)}`);
    return treeOf(all, maxGuesses, hardMode.none, first ?? -1);
  };

  return { game, maxGuesses, firstGuessTotal, solve: solvePosition, bestGuess, tree, stats };
}

/** Sorts the first n part numbers of `order` by part size (insertion sort: a few dozen parts). */
function sortBySize(order: Int32Array, n: number, feedbacks: Int32Array, count: Int32Array): void {
  for (let i = 1; i < n; i++) {
    const q = order[i]!;
    const x = count[feedbacks[q]!]!;
    let j = i - 1;
    while (j >= 0 && count[feedbacks[order[j]!]!]! > x) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = q;
  }
}
