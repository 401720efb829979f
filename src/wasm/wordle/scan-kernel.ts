// AssemblyScript source of the WebAssembly scan kernel of the Wordle search (compiled by
// `npm run build-kernel` into src/core/games/wordle/exact/scan-kernel-wasm.ts). It is the
// search's scan of a position (src/core/games/wordle/exact/search.ts): for the n answers
// left, every guess's counting bound, the sum of the squares of its part sizes and whether every
// part has at most two answers, then the keys of the guesses the search may visit. The same
// figures as the JavaScript scan, guess by guess.
//
// Sixteen guesses a step (SIMD): the score table is read by answer, so an answer's feedbacks for
// guesses g..g+15 are one 16-byte load. A part size is not a lane's to count (243 feedbacks), but
// pairs are: answer i joins a part already started when its feedback equals an earlier answer's,
// so with c_i the number of earlier answers j < i of the same feedback,
//   dups (answers that join a started part) = #{i : c_i > 0},
//   pairs (answers of a part, two at a time) = sum of c_i = sum over parts of x(x-1)/2,
// the sum of squares is n + 2 pairs, and every part has at most two answers exactly when
// pairs = dups (x(x-1)/2 >= x - 1, with equality for x <= 2). A step stops early once every lane
// has dmax dups: its guesses cannot beat the cutoff.
//
// Memory layout, chosen by the host (src/core/games/wordle/exact/scan-kernel.ts), byte offsets:
//   colsAt   u8[S*G+16] the score table by answer: feedback of guess g on answer a at a * G + g
//   rowsAt   i32[S]     in: the position's answers' rows (a * G)
//   vecAt    v128[128]  scratch: the step's loaded feedbacks, one vector an answer
//   laneAt   i16[48]    scratch: a step's dups, pairs and win flags
//   cntAt    i32[256]   scratch of the scalar scan: part sizes, all zero between calls
//   fbAt     u8[S]      scratch of the scalar scan: feedbacks read
//   boundAt  i32[G]     out: the bound of each candidate guess, by guess
//   keysAt   f64[G]     out: the candidates' keys ((2 squares + n bound) * G + guess), in guess order
//   candAt   i32[G]     out: the candidates' guesses, in guess order
//   outAt    i32[4]     out: least bound, least bound of a guess with parts of at most 2, dropped flag

let colsAt: usize = 0;
let rowsAt: usize = 0;
let vecAt: usize = 0;
let laneAt: usize = 0;
let cntAt: usize = 0;
let fbAt: usize = 0;
let boundAt: usize = 0;
let keysAt: usize = 0;
let candAt: usize = 0;
let outAt: usize = 0;
let guessCount: i32 = 0;
let winFeedback: i32 = 0;

/** Sets the memory layout and the board. */
export function setup(
  cols: usize,
  rows: usize,
  vec: usize,
  lane: usize,
  cnt: usize,
  fb: usize,
  bound: usize,
  keys: usize,
  cand: usize,
  out: usize,
  guesses: i32,
  win: i32,
): void {
  colsAt = cols;
  rowsAt = rows;
  vecAt = vec;
  laneAt = lane;
  cntAt = cnt;
  fbAt = fb;
  boundAt = bound;
  keysAt = keys;
  candAt = cand;
  outAt = out;
  guessCount = guesses;
  winFeedback = win;
}

// Running results of a scan.
let least: i32 = 0;
let leastExact: i32 = 0;
let dropped: i32 = 0;
let candidates: i32 = 0;

/**
 * One guess's figures into the scan's results: d dups, p pairs, w whether it can win. Returns
 * true when the guess splits every answer apart without winning (the scan then ends: 2n).
 */
@inline
function take(g: i32, n: i32, dmax: i32, d: i32, p: i32, w: i32): bool {
  if (d >= dmax) {
    dropped = 1;
    return false;
  }
  if (d == n - 1 && w == 0) return false; // one part: no progress
  if (d == 0 && w == 0) return true;
  const bound = 2 * n + d - w;
  least = min(least, bound);
  if (p == d) leastExact = min(leastExact, bound);
  store<i32>(boundAt + (<usize>g << 2), bound);
  const squares = n + 2 * p;
  store<f64>(keysAt + (<usize>candidates << 3), <f64>(2 * squares + n * bound) * <f64>guessCount + <f64>g);
  store<i32>(candAt + (<usize>candidates << 2), g);
  candidates++;
  return false;
}

/**
 * The scan of every guess over the n answers at rowsAt (n <= 127), sixteen guesses a step;
 * guesses with dmax dups or more are dropped (dmax <= n). Returns the number of candidates (keys
 * at keysAt, bounds at boundAt, least and the rest at outAt), or -1 when a guess splits every
 * answer apart without winning.
 */
export function scanPairs(n: i32, dmax: i32): i32 {
  const G = guessCount;
  least = i32.MAX_VALUE;
  leastExact = i32.MAX_VALUE;
  dropped = 0;
  candidates = 0;
  const zero = i8x16.splat(0);
  const winV = i8x16.splat(<i8>winFeedback);
  const full = i8x16.splat(<i8>(dmax - 1));
  for (let g0 = 0; g0 < G; g0 += 16) {
    let dups = zero;
    let pairsLo = zero;
    let pairsHi = zero;
    let wins = zero;
    for (let i = 0; i < n; i++) {
      const v = v128.load(colsAt + <usize>load<i32>(rowsAt + (<usize>i << 2)) + <usize>g0);
      const at = vecAt + (<usize>i << 4);
      v128.store(at, v);
      let c = zero;
      for (let p = vecAt; p < at; p += 16) c = i8x16.sub(c, i8x16.eq(v, v128.load(p)));
      dups = i8x16.sub(dups, i8x16.ne(c, zero));
      pairsLo = i16x8.add(pairsLo, i16x8.extend_low_i8x16_u(c));
      pairsHi = i16x8.add(pairsHi, i16x8.extend_high_i8x16_u(c));
      wins = v128.or(wins, i8x16.eq(v, winV));
      // Every lane dropped: the step ends (its figures are then only "dmax or more").
      if ((i & 3) == 3 && i8x16.all_true(i8x16.gt_s(dups, full))) break;
    }
    v128.store(laneAt, i16x8.extend_low_i8x16_u(dups));
    v128.store(laneAt, i16x8.extend_high_i8x16_u(dups), 16);
    v128.store(laneAt, pairsLo, 32);
    v128.store(laneAt, pairsHi, 48);
    v128.store(laneAt, wins, 64);
    const end = min(16, G - g0);
    for (let l = 0; l < end; l++) {
      const d = <i32>load<i16>(laneAt + (<usize>l << 1));
      const p = <i32>load<i16>(laneAt + 32 + (<usize>l << 1));
      const w = <i32>(load<u8>(laneAt + 64 + <usize>l) & 1);
      if (take(g0 + l, n, dmax, d, p, w)) return -1;
    }
  }
  store<i32>(outAt, least);
  store<i32>(outAt + 4, leastExact);
  store<i32>(outAt + 8, dropped);
  return candidates;
}

/**
 * The same scan one guess at a time, by part sizes, each guess's reading stopped at dmax dups:
 * for positions of more answers, where most guesses stop within a few.
 */
export function scanCounts(n: i32, dmax: i32): i32 {
  const G = guessCount;
  least = i32.MAX_VALUE;
  leastExact = i32.MAX_VALUE;
  dropped = 0;
  candidates = 0;
  for (let g = 0; g < G; g++) {
    let d = 0;
    let p = 0;
    let i = 0;
    for (; i < n; i++) {
      const f = <usize>load<u8>(colsAt + <usize>load<i32>(rowsAt + (<usize>i << 2)) + <usize>g);
      store<u8>(fbAt + <usize>i, <u8>f);
      const at = cntAt + (f << 2);
      const x = load<i32>(at);
      store<i32>(at, x + 1);
      p += x;
      if (x > 0) {
        d++;
        if (d >= dmax) {
          i++;
          break;
        }
      }
    }
    const w = load<i32>(cntAt + (<usize>winFeedback << 2)) > 0 ? 1 : 0;
    for (let q = 0; q < i; q++) store<i32>(cntAt + (<usize>load<u8>(fbAt + <usize>q) << 2), 0);
    if (take(g, n, dmax, d, p, w)) return -1;
  }
  store<i32>(outAt, least);
  store<i32>(outAt + 4, leastExact);
  store<i32>(outAt + 8, dropped);
  return candidates;
}
