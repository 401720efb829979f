// AssemblyScript source of the WebAssembly part kernel of Mastermind-family games (compiled by
// `npm run build-kernel` into src/core/games/mastermind/part-kernel-wasm.ts). It scores one guess against a
// node's secrets, four secrets at a time with SIMD, counts the parts, and returns the cost of the
// partition: the largest part, or the sum of a per-part cost over the parts in feedback order
// (exactly what the objective's own cost function gives for those part sizes).
//
// Each secret's part is counted under the key total * 16 + mismatches, computed in SIMD: the
// mismatched pegs from the zero nibbles of the XOR of the packed codes, the total (blacks +
// whites) as the sum over colours of min(times in guess, times in secret), from each code's
// colour counts, a byte per colour. No table is read per secret, and only the counts are written.
//
// Memory layout, chosen by the host (src/core/games/mastermind/kernel.ts), byte offsets:
//   guessPackedAt  i32[G]          every guess, a nibble per peg
//   guessColoursAt v128[G]         every guess's colour counts (twice over when W = 8)
//   memberAt       u8[G]           1 for a guess that is one of the node's secrets
//   candidatesAt   i32[G]          the guesses to choose from, in code order
//   packedAt       i32[n + 4]      the node's secrets, a nibble per peg
//   coloursAt      u8[(n + 4) * W] the node's secrets' colour counts, W = 8 (up to 8 colours) or 16
//   countsAt       i32[144]        part sizes by key, all zero between calls
//   keysAt         i32[F]          the key of each feedback, in feedback order
//   partAt         f64[n + 1]      the objective's cost of a part of each size
//   excessAt       f64[n]          what a part growing from c secrets adds, less the least any growth adds

let guessPackedAt: usize = 0;
let guessColoursAt: usize = 0;
let memberAt: usize = 0;
let candidatesAt: usize = 0;
let packedAt: usize = 0;
let coloursAt: usize = 0;
let countsAt: usize = 0;
let keysAt: usize = 0;
let partAt: usize = 0;
let excessAt: usize = 0;
let lowBits: i32 = 0;
let feedbackCount: i32 = 0;
let wide: bool = false;
let exact: bool = false;
let minStep: f64 = 0;
let loaded: i32 = 0;

/** Relative margin under which a bound on a floating cost is not trusted to drop a guess (rounding). */
const ROUNDING_MARGIN: f64 = 1e-9;

/** Sets the memory layout and the board: the low bit of each peg's nibble, the feedback count, colour bytes per code. */
export function setup(
  guessPacked: usize,
  guessColours: usize,
  member: usize,
  candidates: usize,
  packed: usize,
  colours: usize,
  counts: usize,
  keys: usize,
  part: usize,
  excess: usize,
  ones: i32,
  feedbacks: i32,
  colourBytes: i32,
): void {
  guessPackedAt = guessPacked;
  guessColoursAt = guessColours;
  memberAt = member;
  candidatesAt = candidates;
  packedAt = packed;
  coloursAt = colours;
  countsAt = counts;
  keysAt = keys;
  partAt = part;
  excessAt = excess;
  lowBits = ones;
  feedbackCount = feedbacks;
  wide = colourBytes === 16;
}

/** Sets the objective: whether its costs are whole numbers, and the least a secret adds to a 'sum' cost. */
export function objective(isExact: bool, least: f64): void {
  exact = isExact;
  minStep = least;
}

/** Sets the number of secrets the host has written for the node. */
export function setLoaded(n: i32): void {
  loaded = n;
}

// The part keys of secrets i..i+3 against the guess (nibbles vGuess, colour counts vColours).
@inline
function keysAt4(i: i32, vGuess: v128, vColours: v128): v128 {
  // Mismatched pegs: a zero nibble of the XOR is a matching peg; the nibbles' low bits are summed by a multiply.
  let x = v128.xor(vGuess, v128.load(packedAt + (<usize>i << 2)));
  x = v128.or(x, i32x4.shr_u(x, 1));
  x = v128.or(x, i32x4.shr_u(x, 2));
  x = v128.and(x, i32x4.splat(lowBits));
  const mismatches = i32x4.shr_u(i32x4.mul(x, i32x4.splat(0x11111111)), 28);
  const ones = i16x8.splat(1);
  let total: v128;
  if (wide) {
    // One code per vector: its 16 minima summed to four lanes, then across four codes.
    const at = coloursAt + (<usize>i << 4);
    const a = i32x4.dot_i16x8_s(i16x8.extadd_pairwise_i8x16_u(i8x16.min_u(v128.load(at), vColours)), ones);
    const b = i32x4.dot_i16x8_s(i16x8.extadd_pairwise_i8x16_u(i8x16.min_u(v128.load(at, 16), vColours)), ones);
    const c = i32x4.dot_i16x8_s(i16x8.extadd_pairwise_i8x16_u(i8x16.min_u(v128.load(at, 32), vColours)), ones);
    const d = i32x4.dot_i16x8_s(i16x8.extadd_pairwise_i8x16_u(i8x16.min_u(v128.load(at, 48), vColours)), ones);
    const ab = i32x4.add(i32x4.shuffle(a, b, 0, 2, 4, 6), i32x4.shuffle(a, b, 1, 3, 5, 7));
    const cd = i32x4.add(i32x4.shuffle(c, d, 0, 2, 4, 6), i32x4.shuffle(c, d, 1, 3, 5, 7));
    total = i32x4.add(i32x4.shuffle(ab, cd, 0, 2, 4, 6), i32x4.shuffle(ab, cd, 1, 3, 5, 7));
  } else {
    // Two codes per vector (the guess's eight counts twice): each half summed to two lanes, then paired.
    const at = coloursAt + (<usize>i << 3);
    const a = i32x4.dot_i16x8_s(i16x8.extadd_pairwise_i8x16_u(i8x16.min_u(v128.load(at), vColours)), ones);
    const b = i32x4.dot_i16x8_s(i16x8.extadd_pairwise_i8x16_u(i8x16.min_u(v128.load(at, 16), vColours)), ones);
    total = i32x4.add(i32x4.shuffle(a, b, 0, 2, 4, 6), i32x4.shuffle(a, b, 1, 3, 5, 7));
  }
  return v128.or(i32x4.shl(total, 4), mismatches);
}

// Adds one to the count of a key; returns the new count.
@inline
function bump(key: i32): i32 {
  const at = countsAt + (<usize>key << 2);
  const c = load<i32>(at) + 1;
  store<i32>(at, c);
  return c;
}

// The sum of the part costs over the feedbacks, in feedback order, zeroing the counts as it reads them.
@inline
function partSumAndClear(): f64 {
  let sum: f64 = 0;
  for (let f = 0; f < feedbackCount; f++) {
    const at = countsAt + (<usize>load<i32>(keysAt + (<usize>f << 2)) << 2);
    sum += load<f64>(partAt + (<usize>load<i32>(at) << 3));
    store<i32>(at, 0);
  }
  return sum;
}

// Zeroes the counts.
@inline
function clear(): void {
  for (let f = 0; f < feedbackCount; f++) store<i32>(countsAt + (<usize>load<i32>(keysAt + (<usize>f << 2)) << 2), 0);
}

// What a part growing to c secrets adds beyond the least any growth adds.
@inline
function excessTo(c: i32): f64 {
  return load<f64>(excessAt + (<usize>(c - 1) << 3));
}

/**
 * A 'sum' objective's cost of guess g against the node's secrets: the part costs summed in
 * feedback order, when that is at most limit; else Infinity. Each secret adds at least minStep
 * to the cost, and excess[c] more when its part had c secrets before it: once minStep * n + the
 * excess so far exceeds limit (with a margin for the rounding of floating costs), the guess is dropped.
 */
export function sumCost(g: i32, limit: f64): f64 {
  const n = loaded;
  const vGuess = i32x4.splat(load<i32>(guessPackedAt + (<usize>g << 2)));
  const vColours = v128.load(guessColoursAt + (<usize>g << 4));
  const base = minStep * <f64>n;
  const room = limit - base + (exact ? 0 : ROUNDING_MARGIN * max(1, max(abs(limit), abs(base))));
  let excess: f64 = 0;
  let i = 0;
  for (; i + 4 <= n; i += 4) {
    const k = keysAt4(i, vGuess, vColours);
    const a = excessTo(bump(i32x4.extract_lane(k, 0)));
    const b = excessTo(bump(i32x4.extract_lane(k, 1)));
    const c = excessTo(bump(i32x4.extract_lane(k, 2)));
    const d = excessTo(bump(i32x4.extract_lane(k, 3)));
    // Added in pairs: then only one addition a step waits on the one before.
    excess += a + b + (c + d);
    if (excess > room) {
      clear();
      return Infinity;
    }
  }
  if (i < n) {
    const k = keysAt4(i, vGuess, vColours);
    const left = n - i;
    excess += excessTo(bump(i32x4.extract_lane(k, 0)));
    if (left > 1) excess += excessTo(bump(i32x4.extract_lane(k, 1)));
    if (left > 2) excess += excessTo(bump(i32x4.extract_lane(k, 2)));
  }
  // Whole-number costs add up exactly in any order: the sum of the steps is the cost.
  let cost: f64;
  if (exact) {
    clear();
    cost = base + excess;
  } else cost = partSumAndClear();
  return cost > limit ? Infinity : cost;
}

/** A 'max' objective's cost (the largest part) when at most limit; Infinity as soon as a part exceeds it. */
export function maxCost(g: i32, limit: f64): f64 {
  const n = loaded;
  const vGuess = i32x4.splat(load<i32>(guessPackedAt + (<usize>g << 2)));
  const vColours = v128.load(guessColoursAt + (<usize>g << 4));
  const cap: i32 = limit >= <f64>i32.MAX_VALUE ? i32.MAX_VALUE : <i32>Math.floor(limit);
  let i = 0;
  for (; i + 4 <= n; i += 4) {
    const k = keysAt4(i, vGuess, vColours);
    const a = bump(i32x4.extract_lane(k, 0));
    const b = bump(i32x4.extract_lane(k, 1));
    const c = bump(i32x4.extract_lane(k, 2));
    const d = bump(i32x4.extract_lane(k, 3));
    if (max(max(a, b), max(c, d)) > cap) {
      clear();
      return Infinity;
    }
  }
  if (i < n) {
    const k = keysAt4(i, vGuess, vColours);
    const left = n - i;
    let top = bump(i32x4.extract_lane(k, 0));
    if (left > 1) top = max(top, bump(i32x4.extract_lane(k, 1)));
    if (left > 2) top = max(top, bump(i32x4.extract_lane(k, 2)));
    if (top > cap) {
      clear();
      return Infinity;
    }
  }
  let largest = 0;
  for (let f = 0; f < feedbackCount; f++) {
    const at = countsAt + (<usize>load<i32>(keysAt + (<usize>f << 2)) << 2);
    largest = max(largest, load<i32>(at));
    store<i32>(at, 0);
  }
  return <f64>largest;
}

/**
 * The greedy choice among the first m guesses of the candidate list, by the rule of the greedy
 * chooser (src/core/strategies/greedy.ts, whose JavaScript loop this is): the guess of smallest
 * cost, ties (within tieEpsilon, relative, for floating costs) to a guess that is one of the
 * node's secrets, then to the earlier candidate; once the best reaches `floor`, the least cost
 * any guess can have, only a member can still take its place, and a member there is final.
 * Returns the chosen guess, or -1 when there is no candidate.
 */
export function choose(m: i32, isMax: bool, floor: f64, tieEpsilon: f64): i32 {
  let best = -1;
  let bestCost: f64 = Infinity;
  let bestMember = false;
  let membersOnly = false;
  const floorTol: f64 = exact ? 0 : tieEpsilon * max(1, abs(floor));
  for (let c = 0; c < m; c++) {
    const g = load<i32>(candidatesAt + (<usize>c << 2));
    const member = load<u8>(memberAt + <usize>g) !== 0;
    if (membersOnly && !member) continue;
    const canWinTie = member && !bestMember;
    const tol: f64 = exact ? 0 : tieEpsilon * max(1, abs(bestCost));
    const limit: f64 = best < 0 ? Infinity : canWinTie ? bestCost + tol : exact ? bestCost - 1 : bestCost - tol;
    const value = isMax ? maxCost(g, limit) : sumCost(g, limit);
    if (value <= limit) {
      best = g;
      bestCost = value;
      bestMember = member;
      if (value <= floor + floorTol) {
        if (member) break;
        membersOnly = true;
      }
    }
  }
  return best;
}
