/**
 * The partition of the secrets that the static search refines, one level per guess chosen: the
 * classes of secrets with equal feedbacks so far (classes of one are dropped: they are singled
 * out), largest first, and the counting test a guess must pass at a node.
 */
import type { FeedbackArray } from '../../feedback-array.ts';

/** The classes at every depth of the search, and the two operations on them. */
export interface Partition {
  /** Per depth d (guesses chosen): the secrets of the classes of two or more, grouped by class. */
  readonly members: Int32Array[];
  /** Per depth: where each class starts in members (classes largest first). */
  readonly starts: Int32Array[];
  /** Per depth: the size of each class. */
  readonly lens: Int32Array[];
  /** Per depth: the number of classes. */
  readonly classCount: Int32Array;
  /**
   * Whether guess g leaves parts of at most `limit` secrets in every class of depth d (only
   * classes larger than the limit need a look; classes are largest first).
   */
  readonly fits: (d: number, g: number, limit: number) => boolean;
  /** Refines depth d's classes by guess g into depth d + 1 (classes of one dropped, largest first). */
  readonly refine: (d: number, g: number) => void;
}

/** A partition for sets of up to k guesses over a score table (S secrets, F feedbacks); depth 0 holds every secret. */
export function createPartition(table: FeedbackArray, S: number, F: number, k: number): Partition {
  const members = Array.from({ length: k + 1 }, () => new Int32Array(S));
  const starts = Array.from({ length: k + 1 }, () => new Int32Array(S));
  const lens = Array.from({ length: k + 1 }, () => new Int32Array(S));
  const classCount = new Int32Array(k + 1);
  const counts = new Int32Array(F);
  const order = new Int32Array(S);
  const sortLens = new Int32Array(S);
  const sortStarts = new Int32Array(S);

  // Depth 0: one class of every secret (when there are two or more).
  if (S >= 2) {
    for (let s = 0; s < S; s++) members[0]![s] = s;
    starts[0]![0] = 0;
    lens[0]![0] = S;
    classCount[0] = 1;
  }

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

  return { members, starts, lens, classCount, fits, refine };
}
