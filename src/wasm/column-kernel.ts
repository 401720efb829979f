// AssemblyScript source of the WebAssembly column kernel of the exact search (compiled by
// `npm run build-kernel` into src/core/strategies/exact/column-kernel-wasm.ts). It is the
// search's column pre-pass (src/core/strategies/exact/column-pass.ts): for a node's secrets and
// candidate guesses, every candidate's counting bound, largest part and win flag, one secret's
// column of the score table at a time. The same figures as the JavaScript pass; compiled, the
// counting loop runs without the bounds checks of typed arrays.
//
// Memory layout, chosen by the host (src/core/strategies/exact/column-kernel.ts), byte offsets:
//   colsAt   u8[N*G]   the score table by secret: feedback of guess g on secret s at s * G + g
//   lbAt     i32[N+1]  the counting lower bound of a part of each size
//   partsAt  u16[G<<shift] part sizes per candidate, all zero between calls
//   boundAt  i32[G]    out: each candidate's bound (n + the sum of LB over its non-winning parts)
//   maxAt    i32[G]    out: each candidate's largest non-winning part
//   winsAt   u8[G]     out: 1 when the candidate can win
//   sAt      i32[N]    in: the node's secrets
//   candAt   i32[G]    in: the candidates (when not every guess)
//   maskAt   i32[G]    scratch: every guess's bit set of feedbacks (smallPass), the kept candidates (ordered)
//   orderAt  i32[G]    scratch of ordered: the kept candidates' orders
//   bucketAt i32[...]  scratch of ordered: the counting sort's buckets
//   keysAt   f64[G]    out of ordered: the kept candidates' keys, ascending

let colsAt: usize = 0;
let lbAt: usize = 0;
let partsAt: usize = 0;
let boundAt: usize = 0;
let maxAt: usize = 0;
let winsAt: usize = 0;
let sAt: usize = 0;
let candAt: usize = 0;
let maskAt: usize = 0;
let orderAt: usize = 0;
let bucketAt: usize = 0;
let keysAt: usize = 0;
let guessCount: i32 = 0;
let shift: i32 = 0;
let feedbackCount: i32 = 0;
let winFeedback: i32 = 0;

/** Sets the memory layout and the board. */
export function setup(
  cols: usize,
  lb: usize,
  parts: usize,
  bound: usize,
  max: usize,
  wins: usize,
  s: usize,
  cand: usize,
  mask: usize,
  order: usize,
  bucket: usize,
  keys: usize,
  guesses: i32,
  slotsShift: i32,
  feedbacks: i32,
  win: i32,
): void {
  colsAt = cols;
  lbAt = lb;
  partsAt = parts;
  boundAt = bound;
  maxAt = max;
  winsAt = wins;
  sAt = s;
  candAt = cand;
  maskAt = mask;
  orderAt = order;
  bucketAt = bucket;
  keysAt = keys;
  guessCount = guesses;
  shift = slotsShift;
  feedbackCount = feedbacks;
  winFeedback = win;
}

@inline
function bump(slot: i32): void {
  const at = partsAt + (<usize>slot << 1);
  store<u16>(at, load<u16>(at) + 1);
}

/** Bytes of counts a block of candidates may take: they then stay in the first-level cache while the secrets' rows are read. */
const BLOCK_BYTES: i32 = 16384;

/**
 * The pass over the n secrets at sAt and m candidates: every guess when `all` (m is then G),
 * else the m guesses at candAt. Fills boundAt, maxAt and winsAt for candidates 0..m-1. The
 * candidates go in blocks whose counts fit the first-level cache: every secret's row for one
 * block, then that block's figures, then the next block.
 */
export function pass(m: i32, n: i32, all: i32): void {
  const G = guessCount;
  const sh = shift;
  const block = max(4, (BLOCK_BYTES >> 1) >> sh) & ~3;
  for (let c0 = 0; c0 < m; c0 += block) {
    const end = min(m, c0 + block);
    if (all != 0) {
      // Four candidates a step, their feedbacks read as one 32-bit word.
      const end4 = end - ((end - c0) & 3);
      for (let j = 0; j < n; j++) {
        const row = colsAt + <usize>(load<i32>(sAt + (<usize>j << 2)) * G);
        let c = c0;
        for (; c < end4; c += 4) {
          const w = load<u32>(row + <usize>c);
          bump((c << sh) | (w & 0xff));
          bump(((c + 1) << sh) | ((w >> 8) & 0xff));
          bump(((c + 2) << sh) | ((w >> 16) & 0xff));
          bump(((c + 3) << sh) | (w >> 24));
        }
        for (; c < end; c++) bump((c << sh) | load<u8>(row + <usize>c));
      }
    } else {
      for (let j = 0; j < n; j++) {
        const row = colsAt + <usize>(load<i32>(sAt + (<usize>j << 2)) * G);
        for (let c = c0; c < end; c++) bump((c << sh) | load<u8>(row + <usize>load<i32>(candAt + (<usize>c << 2))));
      }
    }
    finish(c0, end, n);
  }
}

// Candidates [from, to)'s bound, largest part and win flag from their counts, which are then
// cleared all at once. No branch per count: the winning part's count is read and zeroed first,
// and LB[0] is 0.
@inline
function finish(from: i32, to: i32, n: i32): void {
  const sh = shift;
  const F = feedbackCount;
  const winAt = <usize>winFeedback << 1;
  for (let c = from; c < to; c++) {
    const base = partsAt + (<usize>(c << sh) << 1);
    const w = load<u16>(base + winAt);
    store<u16>(base + winAt, 0);
    let b = n;
    let big = 0;
    for (let f = 0; f < F; f++) {
      const v = <i32>load<u16>(base + (<usize>f << 1));
      b += load<i32>(lbAt + (<usize>v << 2));
      big = max(big, v);
    }
    store<i32>(boundAt + (<usize>c << 2), b);
    store<i32>(maxAt + (<usize>c << 2), big);
    store<u8>(winsAt + <usize>c, <u8>(w != 0));
  }
  memory.fill(partsAt + (<usize>(from << sh) << 1), 0, <usize>((to - from) << sh) << 1);
}

/**
 * The pass for a node of n <= F secrets (F <= 32): only which feedbacks occur matters, a bit set
 * per candidate. Every part then holds at most F secrets, where LB[s] = 2s - 1, so the bound is
 * 3n - 2 * wins - (non-winning parts); the largest part is n (one part holds all), 1 (all apart)
 * or at least 2, which stands for it (the search's smallColumnPass, the same figures). With every
 * guess as candidates, or a list of at least G / 8, every guess's set is made 16 guesses a step
 * with SIMD: a feedback f sets bit f & 7 of byte plane f >> 3, by a table lookup (swizzle) of 16
 * entries per two planes; the candidates then read their guess's set.
 */
export function smallPass(m: i32, n: i32, all: i32): void {
  const G = guessCount;
  // A list of many candidates is read as every guess too: sixteen guesses a step cost less than
  // one candidate read alone, whose reads land one byte in each secret's row.
  if (all != 0 || m >= G >> 3) {
    masksOfAll(n);
    if (all != 0) for (let c = 0; c < m; c++) finishSmall(c, load<i32>(maskAt + (<usize>c << 2)), n);
    else for (let c = 0; c < m; c++) finishSmall(c, load<i32>(maskAt + (<usize>load<i32>(candAt + (<usize>c << 2)) << 2)), n);
    return;
  }
  for (let c = 0; c < m; c++) finishSmall(c, maskOf(load<i32>(candAt + (<usize>c << 2)), n), n);
}

// The bit set of the feedbacks guess g gets on the n secrets.
@inline
function maskOf(g: i32, n: i32): i32 {
  const G = guessCount;
  let mask = 0;
  for (let j = 0; j < n; j++) mask |= 1 << load<u8>(colsAt + <usize>(load<i32>(sAt + (<usize>j << 2)) * G) + <usize>g);
  return mask;
}

// Every guess's bit set of feedbacks on the n secrets, into maskAt (i32 per guess).
function masksOfAll(n: i32): void {
  const G = guessCount;
  const low = i8x16(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0);
  const high = i8x16(0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, -128);
  const sixteen = i8x16.splat(16);
  let c0 = 0;
  for (; c0 + 16 <= G; c0 += 16) {
    let a0 = i8x16.splat(0);
    let a1 = i8x16.splat(0);
    let a2 = i8x16.splat(0);
    let a3 = i8x16.splat(0);
    for (let j = 0; j < n; j++) {
      const v = v128.load(colsAt + <usize>(load<i32>(sAt + (<usize>j << 2)) * G) + <usize>c0);
      // Feedbacks 16 to 31 (below 16, v - 16 wraps past 15, and the lookup gives 0).
      const w = i8x16.sub(v, sixteen);
      a0 = v128.or(a0, i8x16.swizzle(low, v));
      a1 = v128.or(a1, i8x16.swizzle(high, v));
      a2 = v128.or(a2, i8x16.swizzle(low, w));
      a3 = v128.or(a3, i8x16.swizzle(high, w));
    }
    // Byte l of the four planes makes guess c0 + l's 32-bit set: interleave bytes, then pairs.
    const lo01 = i8x16.shuffle(a0, a1, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
    const hi01 = i8x16.shuffle(a0, a1, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
    const lo23 = i8x16.shuffle(a2, a3, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
    const hi23 = i8x16.shuffle(a2, a3, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
    const at = maskAt + (<usize>c0 << 2);
    v128.store(at, i8x16.shuffle(lo01, lo23, 0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23));
    v128.store(at, i8x16.shuffle(lo01, lo23, 8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31), 16);
    v128.store(at, i8x16.shuffle(hi01, hi23, 0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23), 32);
    v128.store(at, i8x16.shuffle(hi01, hi23, 8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31), 48);
  }
  for (; c0 < G; c0++) store<i32>(maskAt + (<usize>c0 << 2), maskOf(c0, n));
}

/** Candidate c's bound, largest part and win flag from its bit set of feedbacks. */
@inline
function finishSmall(c: i32, v: i32, n: i32): void {
  const winBit = 1 << winFeedback;
  const w = (v & winBit) != 0 ? 1 : 0;
  const parts = popcnt<i32>(v & ~winBit);
  store<i32>(boundAt + (<usize>c << 2), 3 * n - 2 * w - parts);
  store<i32>(maxAt + (<usize>c << 2), parts == 1 && w == 0 ? n : parts + w == n ? 1 : 2);
  store<u8>(winsAt + <usize>c, <u8>w);
}

/**
 * After a pass over m candidates (every guess when `all`, else the list at candAt): the ones the
 * search keeps (largest part within cap, some progress, bound below ub), as keys (bound * 2 +
 * cannot-win) * G + guess in ascending order at keysAt; returns how many. With `separator` set,
 * the first kept candidate whose bound is 2n (it separates all and cannot win: optimal when no
 * secret separates all) ends the call: -1 - its index is returned.
 */
export function ordered(m: i32, n: i32, cap: i32, ub: i32, all: i32, separator: i32): i32 {
  const G = guessCount;
  const twoN = 2 * n;
  let kept = 0;
  let low = i32.MAX_VALUE;
  let high = 0;
  for (let c = 0; c < m; c++) {
    const largest = load<i32>(maxAt + (<usize>c << 2));
    const bound = load<i32>(boundAt + (<usize>c << 2));
    if (largest > cap || largest == n || bound >= ub) continue;
    if (separator != 0 && bound == twoN) return -1 - c;
    const order = bound * 2 + (load<u8>(winsAt + <usize>c) != 0 ? 0 : 1);
    store<i32>(maskAt + (<usize>kept << 2), c);
    store<i32>(orderAt + (<usize>kept << 2), order);
    low = min(low, order);
    high = max(high, order);
    kept++;
  }
  // A counting sort by order: the candidates come in guess order, so it is stable, and the keys
  // come out fully sorted. Orders span at most 2 (N + LB[N]) + 2 (the host sizes the buckets so).
  const span = high - low + 1;
  if (kept > 0) memory.fill(bucketAt, 0, <usize>(span + 1) << 2);
  for (let i = 0; i < kept; i++) {
    const at = bucketAt + (<usize>(load<i32>(orderAt + (<usize>i << 2)) - low + 1) << 2);
    store<i32>(at, load<i32>(at) + 1);
  }
  for (let b = 1; b <= span; b++) {
    const at = bucketAt + (<usize>b << 2);
    store<i32>(at, load<i32>(at) + load<i32>(at - 4));
  }
  for (let i = 0; i < kept; i++) {
    const order = load<i32>(orderAt + (<usize>i << 2));
    const c = load<i32>(maskAt + (<usize>i << 2));
    const g = all != 0 ? c : load<i32>(candAt + (<usize>c << 2));
    const at = bucketAt + (<usize>(order - low) << 2);
    const to = load<i32>(at);
    store<i32>(at, to + 1);
    store<f64>(keysAt + (<usize>to << 3), <f64>order * <f64>G + <f64>g);
  }
  return kept;
}
