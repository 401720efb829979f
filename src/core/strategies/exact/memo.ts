/**
 * Memo of solved subproblems: a set of secrets and a depth limit map to what the search proved
 * about them (the exact smallest total and its first guess, or only a lower bound after a cut).
 * Keys are compared in full, never by hash alone, so a collision cannot change a result. When the
 * stored secrets exceed the memory bound the memo is emptied; that costs time, never correctness.
 */

/**
 * Most bytes one memo takes per secret index it keeps: an entry holds at least 3 indices (the
 * search answers sets of one and two secrets without it) and costs about 340 bytes besides its 4
 * per index (the entry, its place in the map, its own typed array: measured on Node 20 with
 * entries of 3, 5, 10, 30 and 100 secrets), so 120 bytes an index at most.
 */
export const MEMO_BYTES_PER_INDEX = 120;

/** The memo limit (secret indices, the search's memoLimit) that keeps one memo within `bytes`. */
export function memoLimitFor(bytes: number): number {
  return Math.max(1, Math.floor(bytes / MEMO_BYTES_PER_INDEX));
}

/** What is known about one (secrets, depth) subproblem. */
export interface MemoEntry {
  readonly secrets: Int32Array;
  readonly depth: number;
  /** The smallest total is at least this. */
  lower: number;
  /** The smallest total when known, else -1. */
  exact: number;
  /** A first guess achieving `exact` (or a feasible first guess for feasibility memos), else -1. */
  guess: number;
}

/** A bounded map from (secrets, depth) to MemoEntry. */
export class SubsetMemo {
  private readonly map = new Map<number, MemoEntry | MemoEntry[]>();
  private stored = 0;
  /** Lookups answered from the memo (for progress reports). */
  hits = 0;

  /** limit: the most secret indices kept in all entries together (4 bytes each). */
  constructor(private readonly limit = 16_000_000) {}

  /** The entry for these secrets and depth, or undefined. */
  get(secrets: Int32Array, depth: number): MemoEntry | undefined {
    const bucket = this.map.get(hashOf(secrets, depth));
    if (bucket === undefined) return undefined;
    if (!Array.isArray(bucket)) {
      if (bucket.depth === depth && sameSet(bucket.secrets, secrets)) {
        this.hits++;
        return bucket;
      }
      return undefined;
    }
    for (const e of bucket) {
      if (e.depth === depth && sameSet(e.secrets, secrets)) {
        this.hits++;
        return e;
      }
    }
    return undefined;
  }

  /** The entry for these secrets and depth, created (copying the secrets) when absent. */
  entry(secrets: Int32Array, depth: number): MemoEntry {
    const found = this.get(secrets, depth);
    if (found !== undefined) return found;
    if (this.stored + secrets.length > this.limit) this.clear();
    const e: MemoEntry = { secrets: secrets.slice(), depth, lower: 0, exact: -1, guess: -1 };
    const key = hashOf(secrets, depth);
    const bucket = this.map.get(key);
    if (bucket === undefined) this.map.set(key, e);
    else if (Array.isArray(bucket)) bucket.push(e);
    else this.map.set(key, [bucket, e]);
    this.stored += secrets.length;
    return e;
  }

  /** Number of entries. */
  get size(): number {
    return this.map.size;
  }

  /** Forgets everything. */
  clear(): void {
    this.map.clear();
    this.stored = 0;
  }
}

function sameSet(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A 52-bit hash of a sorted secret list and a depth (two 26-bit multiplicative mixes). */
function hashOf(secrets: Int32Array, depth: number): number {
  let h1 = 0x9e3779b1 ^ depth;
  let h2 = 0x85ebca6b ^ secrets.length;
  for (let i = 0; i < secrets.length; i++) {
    const x = secrets[i]!;
    h1 = Math.imul(h1 ^ x, 0x01000193);
    h2 = Math.imul(h2 + x, 0x5bd1e995) ^ (h2 >>> 15);
  }
  return (h1 >>> 6) * 67108864 + (h2 >>> 6);
}
