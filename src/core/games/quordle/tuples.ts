/**
 * How many tuples of different words the boards can still be: board i takes a word of its set
 * R_i, and no two boards the same word. Words that the same boards have are interchangeable, so
 * they are counted by class: a class of c words that the boards of a mask m have can take any
 * subset s of m's boards not placed yet, in c!/(c-|s|)! ways. A dynamic programme over the
 * classes and the set of boards placed (at most 2^8 sets for eight boards) counts them exactly, in
 * BigInts: before the first guess one class of 2,309 words, later a few dozen small ones.
 */

/** The tuples of different words, one from each set (guess indices below `words`), as an exact count. */
export function countTuples(sets: readonly Int32Array[], words: number): bigint {
  const k = sets.length;
  // The boards that have each word, then how many words each mask of boards has.
  const maskOf = new Int32Array(words);
  sets.forEach((set, b) => {
    for (const w of set) maskOf[w]! |= 1 << b;
  });
  const classes = new Map<number, number>();
  for (const m of maskOf) if (m !== 0) classes.set(m, (classes.get(m) ?? 0) + 1);
  let ways = new Map<number, bigint>([[0, 1n]]);
  for (const [m, c] of classes) {
    const next = new Map<number, bigint>();
    for (const [placed, n] of ways) {
      const free = m & ~placed;
      // Every subset s of the free boards of the class takes words of it: c (c-1) ... (c-|s|+1) ways.
      for (let s = free; ; s = (s - 1) & free) {
        const t = popcount(s);
        if (t <= c) next.set(placed | s, (next.get(placed | s) ?? 0n) + n * falling(c, t));
        if (s === 0) break;
      }
    }
    ways = next;
  }
  return ways.get((1 << k) - 1) ?? 0n;
}

/** c (c-1) ... (c-t+1), exactly. */
function falling(c: number, t: number): bigint {
  let a = 1n;
  for (let i = 0; i < t; i++) a *= BigInt(c - i);
  return a;
}

function popcount(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}
