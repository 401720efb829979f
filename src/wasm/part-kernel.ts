// AssemblyScript source of the WebAssembly part kernel of Mastermind-family games (compiled by
// `npm run build-kernel` into src/core/games/part-kernel-wasm.ts). It scores one guess against a
// node's secrets and builds the cost of the partition, exactly as the greedy chooser's JavaScript
// loop does (same steps, same order, same early exit), four secrets at a time with SIMD.
//
// Memory layout, chosen by the host (src/core/games/part-kernel.ts), byte offsets:
//   packedAt   i32[n]   the node's secrets, a nibble per peg
//   groupAt    i32[n]   the node's secrets' colour multiset ids
//   totalsAt   u8[M*M]  blacks + whites of two multisets
//   feedbackAt u8[...]  feedback index of (blacks, total), at blacks * (pegs + 1) + total
//   countsAt   i32[F]   part sizes, all zero between calls
//   stepAt     f64[...] the objective's steps: a part growing from c to c + 1 adds step[c]
//   scratchAt  u8[n]    the feedbacks of the guess being scored

let packedAt: usize = 0;
let groupAt: usize = 0;
let totalsAt: usize = 0;
let feedbackAt: usize = 0;
let countsAt: usize = 0;
let stepAt: usize = 0;
let scratchAt: usize = 0;
let pegs: i32 = 0;
let lowBits: i32 = 0;
let feedbackCount: i32 = 0;

/** Sets the memory layout and the board: pegs, and the low bit of each peg's nibble. */
export function setup(
  packed: usize,
  group: usize,
  totals: usize,
  feedback: usize,
  counts: usize,
  step: usize,
  scratch: usize,
  pegCount: i32,
  ones: i32,
  feedbacks: i32,
): void {
  packedAt = packed;
  groupAt = group;
  totalsAt = totals;
  feedbackAt = feedback;
  countsAt = counts;
  stepAt = step;
  scratchAt = scratch;
  pegs = pegCount;
  lowBits = ones;
  feedbackCount = feedbacks;
}

// Feedbacks of the guess (nibbles `guess`, multiset row `row`) against secrets [from, to) into scratch.
@inline
function score(guess: i32, row: usize, from: i32, to: i32): void {
  const stride = pegs + 1;
  const totals = totalsAt + row;
  const vGuess = i32x4.splat(guess);
  const vOnes = i32x4.splat(lowBits);
  const vSum = i32x4.splat(0x11111111);
  let i = from;
  for (; i + 4 <= to; i += 4) {
    // Blacks of four secrets at once: a zero nibble of the XOR is a matching peg.
    let x = v128.xor(vGuess, v128.load(packedAt + (<usize>i << 2)));
    x = v128.or(x, i32x4.shr_u(x, 1));
    x = v128.or(x, i32x4.shr_u(x, 2));
    x = v128.and(x, vOnes);
    const mismatches = i32x4.shr_u(i32x4.mul(x, vSum), 28);
    const g = groupAt + (<usize>i << 2);
    const out = scratchAt + <usize>i;
    store<u8>(out, load<u8>(feedbackAt + <usize>((pegs - i32x4.extract_lane(mismatches, 0)) * stride + load<u8>(totals + <usize>load<i32>(g)))));
    store<u8>(out, load<u8>(feedbackAt + <usize>((pegs - i32x4.extract_lane(mismatches, 1)) * stride + load<u8>(totals + <usize>load<i32>(g, 4)))), 1);
    store<u8>(out, load<u8>(feedbackAt + <usize>((pegs - i32x4.extract_lane(mismatches, 2)) * stride + load<u8>(totals + <usize>load<i32>(g, 8)))), 2);
    store<u8>(out, load<u8>(feedbackAt + <usize>((pegs - i32x4.extract_lane(mismatches, 3)) * stride + load<u8>(totals + <usize>load<i32>(g, 12)))), 3);
  }
  for (; i < to; i++) {
    let x = guess ^ load<i32>(packedAt + (<usize>i << 2));
    x |= x >>> 1;
    x |= x >>> 2;
    x &= lowBits;
    const blacks = pegs - <i32>(<u32>(x * 0x11111111) >>> 28);
    store<u8>(scratchAt + <usize>i, load<u8>(feedbackAt + <usize>(blacks * stride + load<u8>(totals + <usize>load<i32>(groupAt + (<usize>i << 2))))));
  }
}

// Zeroes the counts the first `read` feedbacks of scratch touched (all of them when that is less work).
@inline
function clearCounts(read: i32): void {
  if (read > feedbackCount) memory.fill(countsAt, 0, <usize>feedbackCount << 2);
  else for (let j = 0; j < read; j++) store<i32>(countsAt + (<usize>load<u8>(scratchAt + <usize>j) << 2), 0);
}

/**
 * A 'sum' objective's cost of the guess against the n secrets: step[c] added each time a part
 * grows from c, in secret order; Infinity as soon as cost + minStep * (secrets left) > limit.
 */
export function sumCost(guess: i32, row: usize, n: i32, limit: f64, minStep: f64): f64 {
  score(guess, row, 0, n);
  let cost: f64 = 0;
  let i = 0;
  for (; i < n; i++) {
    const at = countsAt + (<usize>load<u8>(scratchAt + <usize>i) << 2);
    const c = load<i32>(at);
    store<i32>(at, c + 1);
    cost += load<f64>(stepAt + (<usize>c << 3));
    if (cost + minStep * <f64>(n - 1 - i) > limit) break;
  }
  clearCounts(i < n ? i + 1 : n);
  return i < n ? Infinity : cost;
}

/** A 'max' objective's cost (the largest part); Infinity as soon as a part exceeds limit. */
export function maxCost(guess: i32, row: usize, n: i32, limit: f64): f64 {
  let largest = 0;
  let i = 0;
  // Scored in blocks, since a poor guess is usually dropped after a few secrets.
  for (let from = 0; from < n && i === from; from += 16) {
    const to = min(n, from + 16);
    score(guess, row, from, to);
    for (; i < to; i++) {
      const at = countsAt + (<usize>load<u8>(scratchAt + <usize>i) << 2);
      const c = load<i32>(at) + 1;
      store<i32>(at, c);
      if (c > largest) {
        largest = c;
        if (<f64>c > limit) break;
      }
    }
  }
  clearCounts(i < n ? i + 1 : n);
  return i < n ? Infinity : <f64>largest;
}
