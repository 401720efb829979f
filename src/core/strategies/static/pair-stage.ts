/**
 * The last two guesses of a static set, searched as pairs: both must leave parts of at most F
 * (feedbacks), and together they must separate every two secrets still in one class. Bit masks
 * of the hard pairs of secrets cut most pairs of candidates before the full test.
 */
import type { Partition } from './partition.ts';
import type { FeedbackArray } from '../../feedback-array.ts';

/** Pair tests between two calls of the host's tick. */
const TICK_TESTS = 1 << 20;

/** What the pair stage shares with the search around it. */
export interface PairHost {
  /** Last-guess tests so far (the stage adds its pair tests). */
  tests: number;
  /** Called about every 2^20 pair tests; returns true to stop the search. */
  tick(d: number): boolean;
}

/** The pair stage of one search: pairs(d, list, n) over the partition at depth d. */
export interface PairStage {
  /** The length of the set left in path when one or two candidates of list[0..n) complete it at depth d, else -1. */
  readonly pairs: (d: number, list: Int32Array, n: number) => number;
}

/** A pair stage over a partition and a score table (S secrets, G guesses, F feedbacks), writing found guesses into path. */
export function createPairStage(
  partition: Partition,
  table: FeedbackArray,
  S: number,
  G: number,
  F: number,
  path: Int32Array,
  host: PairHost,
): PairStage {
  const { members, starts, lens, classCount, fits } = partition;
  let nextTestTick = host.tests + TICK_TESTS;

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

  /**
   * The pair stage at depth d over the candidates list[0..n): the length of the set in path when
   * one or two of them complete it, else -1 (none, or stopped by the host's tick).
   */
  const pairs = (d: number, list: Int32Array, n: number): number => {
    if (n < 2) return -1;
    let tests = host.tests;
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
        host.tests = tests;
        return d + 1;
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
          host.tests = tests;
          return d + 2;
        }
      }
      if (tests >= nextTestTick) {
        nextTestTick = tests + TICK_TESTS;
        host.tests = tests;
        if (host.tick(d)) return -1;
      }
    }
    host.tests = tests;
    return -1;
  };

  return { pairs };
}
