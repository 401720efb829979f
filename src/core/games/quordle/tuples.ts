/**
 * How many tuples of different words the boards can still be: board i takes a word of its set
 * R_i, and no two boards the same word. Counted exactly by inclusion and exclusion over the ways
 * boards can be made to agree (the Möbius function of the lattice of set partitions, Rota 1964,
 * "On the foundations of combinatorial theory I"): the sum over every partition of the boards into
 * blocks of the product, over its blocks B, of (-1)^(|B|-1) (|B|-1)! times the words common to the
 * sets of B. Eight boards have 4,140 partitions, each a few products of BigInts (and
 * the sums over the boards left are shared).
 */

/** The tuples of different words, one from each set (guess indices below `words`), as an exact count. */
export function countTuples(sets: readonly Int32Array[], words: number): bigint {
  const k = sets.length;
  if (k === 0) return 1n;
  // common[m]: the words every set of the subset m has (bit i: set i), from bit masks of the words.
  const width = Math.ceil(words / 32);
  const masks = sets.map((set) => {
    const mask = new Uint32Array(width);
    for (const w of set) mask[w >>> 5]! |= 1 << (w & 31);
    return mask;
  });
  const common = new Array<bigint>(1 << k).fill(0n);
  const meet = new Array<Uint32Array | undefined>(1 << k);
  for (let m = 1; m < 1 << k; m++) {
    const low = 31 - Math.clz32(m & -m);
    const rest = m & (m - 1);
    const mask = rest === 0 ? masks[low]! : meet[rest]!.map((x, i) => x & masks[low]![i]!);
    meet[m] = mask;
    let n = 0;
    for (const x of mask) n += popcount(x);
    common[m] = BigInt(n);
  }
  // Partitions of the sets, each block a subset mask: the block of the lowest set not yet placed,
  // with any subset of the others not placed.
  const factorial = [1n];
  for (let i = 1; i <= k; i++) factorial.push(factorial[i - 1]! * BigInt(i));
  const known = new Map<number, bigint>();
  const sum = (left: number): bigint => {
    if (left === 0) return 1n;
    const seen = known.get(left);
    if (seen !== undefined) return seen;
    const low = left & -left;
    const others = left & ~low;
    let total = 0n;
    // Every subset s of the others goes with the lowest set into one block.
    for (let s = others; ; s = (s - 1) & others) {
      const block = s | low;
      const size = popcount(block);
      const weight = (size % 2 === 1 ? 1n : -1n) * factorial[size - 1]! * common[block]!;
      if (weight !== 0n) total += weight * sum(left & ~block);
      if (s === 0) break;
    }
    known.set(left, total);
    return total;
  };
  return sum((1 << k) - 1);
}

function popcount(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}
