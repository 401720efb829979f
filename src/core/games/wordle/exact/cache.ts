/**
 * What the Wordle search proved about positions: a position is the set of answers left, the
 * guesses left and (hard mode) the constraint on the next guesses, and maps to its least total or
 * a lower bound on it. Keys are compared in full, never by hash alone, so a collision cannot
 * change a result. When the stored answers exceed the memory bound the cache is emptied: that
 * costs time, never correctness.
 */
export class PositionCache {
  private readonly map = new Map<number, number>();
  private guessesLeft: Int32Array = new Int32Array(1024);
  private constraint: Int32Array = new Int32Array(1024);
  private value: Int32Array = new Int32Array(1024);
  private exact: Uint8Array = new Uint8Array(1024);
  private start: Int32Array = new Int32Array(1024);
  private length: Int32Array = new Int32Array(1024);
  private next: Int32Array = new Int32Array(1024);
  private pool: Int32Array = new Int32Array(1 << 16);
  private entries = 0;
  private stored = 0;
  /** Lookups that found their position. */
  hits = 0;

  /** limit: the most answer indices kept in all entries together (4 bytes each). */
  constructor(private readonly limit = 32_000_000) {}

  /** Number of positions stored. */
  get size(): number {
    return this.entries;
  }

  /** The entry of a position (answers set[from..from+n), ascending), or -1. */
  find(guessesLeft: number, constraint: number, set: Int32Array, from: number, n: number): number {
    let e = this.map.get(hashOf(guessesLeft, constraint, set, from, n));
    while (e !== undefined && e >= 0) {
      if (this.matches(e, guessesLeft, constraint, set, from, n)) {
        this.hits++;
        return e;
      }
      e = this.next[e]!;
    }
    return -1;
  }

  /** The least total of entry e when isExact(e), else a lower bound on it. */
  valueOf(e: number): number {
    return this.value[e]!;
  }

  /** True when entry e holds the least total itself. */
  isExact(e: number): boolean {
    return this.exact[e] === 1;
  }

  /** Records the least total (exact) or a lower bound of a position. */
  put(guessesLeft: number, constraint: number, set: Int32Array, from: number, n: number, value: number, exact: boolean): void {
    const key = hashOf(guessesLeft, constraint, set, from, n);
    const head = this.map.get(key);
    for (let e = head ?? -1; e >= 0; e = this.next[e]!) {
      if (!this.matches(e, guessesLeft, constraint, set, from, n)) continue;
      if (this.exact[e] === 1) return;
      if (exact) {
        this.value[e] = value;
        this.exact[e] = 1;
      } else if (value > this.value[e]!) this.value[e] = value;
      return;
    }
    if (this.stored + n > this.limit) {
      this.clear();
      this.put(guessesLeft, constraint, set, from, n, value, exact);
      return;
    }
    const e = this.entries++;
    if (e === this.value.length) this.grow();
    if (this.stored + n > this.pool.length) {
      const pool = new Int32Array(Math.max(this.pool.length * 2, this.stored + n));
      pool.set(this.pool.subarray(0, this.stored));
      this.pool = pool;
    }
    this.pool.set(set.subarray(from, from + n), this.stored);
    this.guessesLeft[e] = guessesLeft;
    this.constraint[e] = constraint;
    this.value[e] = value;
    this.exact[e] = exact ? 1 : 0;
    this.start[e] = this.stored;
    this.length[e] = n;
    this.next[e] = head ?? -1;
    this.stored += n;
    this.map.set(key, e);
  }

  /** Forgets everything. */
  clear(): void {
    this.map.clear();
    this.entries = 0;
    this.stored = 0;
  }

  private matches(e: number, guessesLeft: number, constraint: number, set: Int32Array, from: number, n: number): boolean {
    if (this.length[e] !== n || this.guessesLeft[e] !== guessesLeft || this.constraint[e] !== constraint) return false;
    const pool = this.pool;
    const at = this.start[e]!;
    for (let i = 0; i < n; i++) if (pool[at + i] !== set[from + i]) return false;
    return true;
  }

  private grow(): void {
    const size = this.value.length * 2;
    const ints = (a: Int32Array): Int32Array => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.guessesLeft = ints(this.guessesLeft);
    this.constraint = ints(this.constraint);
    this.value = ints(this.value);
    this.start = ints(this.start);
    this.length = ints(this.length);
    this.next = ints(this.next);
    const exact = new Uint8Array(size);
    exact.set(this.exact);
    this.exact = exact;
  }
}

/** A 52-bit hash of a position (two 26-bit multiplicative mixes). */
function hashOf(guessesLeft: number, constraint: number, set: Int32Array, from: number, n: number): number {
  let h1 = Math.imul(0x9e3779b1 ^ guessesLeft, 0x01000193) ^ constraint;
  let h2 = 0x85ebca6b ^ n;
  for (let i = from, end = from + n; i < end; i++) {
    const x = set[i]!;
    h1 = Math.imul(h1 ^ x, 0x01000193);
    h2 = Math.imul(h2 + x, 0x5bd1e995) ^ (h2 >>> 15);
  }
  return (h1 >>> 6) * 67108864 + (h2 >>> 6);
}
