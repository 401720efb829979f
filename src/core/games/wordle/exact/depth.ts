/**
 * The depth search of Wordle in normal mode: whether some strategy finds every answer of a
 * position within r guesses, whatever it totals (the question of the least worst case, which Alex
 * Selby's solver answers in its depth-only mode, "The best strategies for Wordle", 2022). It
 * proves that no first word finds every answer within four guesses (Jonathan Olson's result),
 * which the total search (search.ts, given four guesses) proves too, some ten times slower.
 *
 * - Within 1 guess only one answer fits; within 2, a set fits when some guess gives each of its
 *   answers its own feedback (the scan stops at a guess's first repeat).
 * - Within r >= 3, a set fits when some guess leaves every part fitting within r - 1; when none
 *   does, each guess fails on a part that does not fit.
 * - What failed is learned, as conflict-driven clause learning does in SAT solvers (Marques-Silva
 *   and Sakallah, "GRASP", 1999): a set that does not fit makes every set holding it not fit (a
 *   strategy for the larger set plays the smaller one as well), so a guess that leaves a learned
 *   set of r - 1 guesses whole in one part that is not the win fails without a search. A set that
 *   fails within 2 is learned as its shortest prefix in which every guess repeats a feedback (the
 *   scan found that much: a handful of answers, which many parts hold); a set that fails within
 *   r >= 3 as itself.
 * - Guesses are tried by their largest part, smallest first, so a set that fits is settled early;
 *   the parts of a guess, largest first, since the largest fails most often.
 *
 * Hard mode is not searched here: every hard-mode strategy is a normal-mode one, so what does not
 * fit in normal mode does not fit in hard mode either.
 */
import type { WordleGame } from '../game.ts';
import { PositionCache } from './cache.ts';

/** What the depth search says of a first guess. */
export type FirstGuessDepth =
  /** Some strategy opening with it finds every answer within the guesses. */
  | { readonly fits: true }
  /** None does: the part of this feedback does not fit within one guess less. */
  | { readonly fits: false; readonly feedback: number; readonly size: number };

/** Counters of a depth search. */
export interface WordleDepthStats {
  /** Sets searched (past the trivial cases and the memo). */
  positions: number;
  /** Guesses refuted by a learned set, without a search of their parts. */
  learnedCuts: number;
  /** Sets learned (that do not fit). */
  learned: number;
  /** Guess x answer cells read. */
  cells: number;
}

/** The depth search over one Wordle game in normal mode; not reentrant. */
export interface WordleDepth {
  readonly game: WordleGame;
  /** Whether the answers `set` (ascending secret indices) can all be found within r guesses. */
  fits(set: Int32Array, r: number): boolean;
  /** Whether some strategy opening with guess g finds every answer within `guesses` guesses, and if not, a part that fails. */
  firstGuessFits(g: number, guesses: number): FirstGuessDepth;
  readonly stats: WordleDepthStats;
}

/** The last stamp before the marks are cleared (they are Int32s; see search.ts). */
const STAMP_WRAP = 0x7fffffff;

/** Creates the depth search of a Wordle game in normal mode (columns: wordleColumns(game)). */
export function createWordleDepth(game: WordleGame, columns: Uint8Array): WordleDepth {
  if (game.wordle.hard) throw new Error('the depth search is for normal mode (every hard-mode strategy is a normal-mode one)');
  const G = game.guessCount;
  const S = game.secretCount;
  const F = game.feedbackCount;
  const WIN = game.winFeedback;
  if (columns.length !== G * S) throw new Error(`the score table has ${columns.length} entries, expected ${G * S}`);
  const stats: WordleDepthStats = { positions: 0, learnedCuts: 0, learned: 0, cells: 0 };
  // What is known of each set searched: 0 it fits, k + 1 it does not and learned[k] is what was learned.
  const memo = new PositionCache();
  const learned: Int32Array[] = [];
  // byFirst[r][a]: the sets learned for r guesses whose smallest answer is a (to find those a set holds).
  const byFirst: number[][][] = [];
  const seen = new Int32Array(F);
  let stamp = 0;
  const nextStamp = (): number => {
    if (stamp >= STAMP_WRAP) {
      seen.fill(0);
      stamp = 0;
    }
    return ++stamp;
  };
  const member = new Int32Array(S);
  let memberStamp = 0;
  const counts = new Int32Array(F);
  // The table by guess as well (rows[g * S + a]): a set's feedbacks under one guess are then read
  // from one row, where the table by answer spreads them a row apart (a cache miss each; 2.3 KB
  // rows here against 12.9 KB there). The table by answer serves the scans of every guess over a
  // few answers, which read it in order.
  const rows = new Uint8Array(G * S);
  for (let a = 0; a < S; a++) for (let g = 0; g < G; g++) rows[g * S + a] = columns[a * G + g]!;

  const learn = (set: Int32Array, r: number): number => {
    const k = learned.length;
    learned.push(set);
    stats.learned++;
    const lists = (byFirst[r] ??= []);
    (lists[set[0]!] ??= []).push(k);
    return k;
  };

  /** The learned sets of r guesses that `set` holds. */
  const heldBy = (set: Int32Array, r: number): number[] => {
    const lists = byFirst[r];
    if (lists === undefined) return [];
    const st = ++memberStamp;
    for (let i = 0; i < set.length; i++) member[set[i]!] = st;
    const out: number[] = [];
    for (let i = 0; i < set.length; i++) {
      const list = lists[set[i]!];
      if (list === undefined) continue;
      for (const k of list) {
        const t = learned[k]!;
        let j = 1;
        while (j < t.length && member[t[j]!] === st) j++;
        if (j === t.length) out.push(k);
      }
    }
    return out;
  };

  /** Within 2 guesses: -1 when some guess splits the set apart, else the length of its shortest prefix that no guess splits apart. */
  const unsplitPrefix = (set: Int32Array): number => {
    const n = set.length;
    let longest = 0;
    for (let g = 0; g < G; g++) {
      const st = nextStamp();
      let i = 0;
      for (; i < n; i++) {
        const f = columns[set[i]! * G + g]!;
        if (seen[f] === st) break;
        seen[f] = st;
      }
      stats.cells += i;
      if (i === n) return -1;
      if (i > longest) longest = i;
    }
    return longest + 1;
  };

  /** Null when the set fits within r guesses; else the index of a learned set it holds that does not. */
  const refute = (set: Int32Array, r: number): number | null => {
    const n = set.length;
    if (n === 0 || (n === 1 && r >= 1) || (n === 2 && r >= 2)) return null;
    const e = memo.find(r, 0, set, 0, n);
    if (e >= 0) {
      const v = memo.valueOf(e);
      return v === 0 ? null : v - 1;
    }
    stats.positions++;
    let result: number | null;
    if (r <= 1) result = learn(set, r);
    else if (r === 2) {
      const prefix = unsplitPrefix(set);
      result = prefix < 0 ? null : learn(prefix === n ? set : set.slice(0, prefix), 2);
    } else result = refuteDeep(set, r);
    memo.put(r, 0, set, 0, n, result === null ? 0 : result + 1, true);
    return result;
  };

  /** refute within r >= 3 guesses: every guess fails on a part (learned or searched), or some guess fits. */
  const refuteDeep = (set: Int32Array, r: number): number | null => {
    const n = set.length;
    const known = heldBy(set, r - 1);
    // Each guess's largest part that is not the win.
    const largest = new Int32Array(G);
    const order: number[] = [];
    for (let g = 0; g < G; g++) {
      const row = g * S;
      let big = 0;
      for (let i = 0; i < n; i++) {
        const f = rows[row + set[i]!]!;
        if (f !== WIN && ++counts[f]! > big) big = counts[f]!;
      }
      for (let i = 0; i < n; i++) counts[rows[row + set[i]!]!] = 0;
      stats.cells += n;
      // A guess that leaves the set whole without winning is never played by a strategy that fits.
      if (big === n) continue;
      largest[g] = big;
      order.push(g);
    }
    order.sort((a, b) => largest[a]! - largest[b]! || a - b);
    for (const g of order) {
      if (coveredBy(known, g)) continue;
      // The parts, largest first; the first that does not fit refutes the guess.
      let failed = false;
      for (const part of partsOf(set, g)) {
        const k = refute(part, r - 1);
        if (k === null) continue;
        // Learned for r - 1 guesses: it refutes every later guess that leaves it whole.
        known.unshift(k);
        failed = true;
        break;
      }
      if (!failed) return null;
    }
    return learn(set, r);
  };

  /** Whether a learned set of `known` lies whole in one part of guess g that is not the win; moves it to the front. */
  const coveredBy = (known: number[], g: number): boolean => {
    const row = g * S;
    for (let j = 0; j < known.length; j++) {
      const t = known[j]!;
      const set = learned[t]!;
      const f = rows[row + set[0]!]!;
      if (f === WIN) continue;
      let i = 1;
      while (i < set.length && rows[row + set[i]!] === f) i++;
      stats.cells += i;
      if (i === set.length) {
        stats.learnedCuts++;
        if (j > 0) {
          known.splice(j, 1);
          known.unshift(t);
        }
        return true;
      }
    }
    return false;
  };

  /** The parts of the set after guess g that are not the win and hold two answers or more, largest first. */
  const partsOf = (set: Int32Array, g: number): Int32Array[] => {
    const row = g * S;
    const byFeedback = new Map<number, number[]>();
    for (let i = 0; i < set.length; i++) {
      const a = set[i]!;
      const f = rows[row + a]!;
      if (f === WIN) continue;
      const part = byFeedback.get(f);
      if (part === undefined) byFeedback.set(f, [a]);
      else part.push(a);
    }
    return [...byFeedback.values()]
      .filter((p) => p.length >= 2)
      .sort((x, y) => y.length - x.length || x[0]! - y[0]!)
      .map((p) => Int32Array.from(p));
  };

  const fits = (set: Int32Array, r: number): boolean => refute(set, r) === null;

  const firstGuessFits = (g: number, guesses: number): FirstGuessDepth => {
    if (guesses <= 0) return S === 0 ? { fits: true } : { fits: false, feedback: -1, size: S };
    const all = Int32Array.from({ length: S }, (_, a) => a);
    for (const part of partsOf(all, g)) {
      if (refute(part, guesses - 1) !== null) return { fits: false, feedback: rows[g * S + part[0]!]!, size: part.length };
    }
    // Parts of one answer fit within one more guess; with none left, any part fails.
    if (guesses === 1) for (let a = 0; a < S; a++) if (rows[g * S + a] !== WIN) return { fits: false, feedback: rows[g * S + a]!, size: 1 };
    return { fits: true };
  };

  return { game, fits, firstGuessFits, stats };
}
