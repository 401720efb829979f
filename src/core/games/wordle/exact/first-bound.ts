/**
 * Cheap lower bounds on the least total of a Wordle strategy whose first guess is fixed, so that a
 * proof over every first word (12,947 on the New York Times lists) searches only the few that
 * could beat the best total known. Both are the counting bounds of Alex Selby's notes ("The best
 * strategies for Wordle", 2022), summed over the parts the first guess leaves:
 *
 * - counting: a part of x answers (not the win) costs x for the first guess, x more for the second
 *   (every answer needs it), minus at most one answer the second guess finds, plus a third guess
 *   for all but the at most F answers found by then (one by the second guess, one per non-win part
 *   it leaves, F feedbacks in all): at least 3x - 1 + max(0, x - F); a part of one answer costs 2,
 *   the win 1;
 * - parts: the second guess of a part of x >= 3 answers, played in that part, splits it into k
 *   parts, w of them its win (w is 0 or 1), and each non-win part of y answers then needs at least
 *   2y - 1 more guesses (the first finds at most one): x + x + sum(2y - 1) = 3x - k - w in all
 *   after the first guess, x more counting it. The part costs at least the least of these over
 *   every second guess (in hard mode, the ones the first guess's feedback allows; a guess that
 *   leaves the part whole without winning is never played by a least strategy), and never less
 *   than its counting bound.
 * - split: the parts bound with one more step looked at. A part of y >= 3 answers left after the
 *   second guess costs 2y - 1 from its third guess on only when some third guess finds one of them
 *   and tells every other apart, and a guess that finds one is one of them: when none of its own y
 *   answers, played, splits the other y - 1 into parts of one, the part costs at least 2y (a third
 *   guess outside it finds none, so all y need a fourth; one inside leaves two answers together,
 *   and one of them needs a fifth). Hard mode allows each of them (an answer still possible always
 *   is), so the bound holds there too.
 *
 * The board limit only raises a total, so all three bound it from below whatever the limit.
 */
import type { WordleGame } from '../game.ts';

/** The parts first guess g leaves: sizes and answers by feedback (answers of part f at start[f]..start[f]+size[f]). */
interface FirstParts {
  readonly size: Int32Array;
  readonly start: Int32Array;
  readonly answers: Int32Array;
}

function partsOf(game: WordleGame, columns: Uint8Array, g: number): FirstParts {
  const G = game.guessCount;
  const S = game.secretCount;
  const F = game.feedbackCount;
  const size = new Int32Array(F);
  for (let a = 0; a < S; a++) size[columns[a * G + g]!]!++;
  const start = new Int32Array(F);
  for (let f = 1; f < F; f++) start[f] = start[f - 1]! + size[f - 1]!;
  const at = start.slice();
  const answers = new Int32Array(S);
  for (let a = 0; a < S; a++) answers[at[columns[a * G + g]!]!++] = a;
  return { size, start, answers };
}

/** The counting bound of a part of x answers, counting the first guess (x > 0, not the win). */
function countingPart(x: number, F: number): number {
  if (x === 1) return 2;
  return 3 * x - 1 + (x > F ? x - F : 0);
}

/** Where the parts and split bounds of first guess g start: its parts, their counting bounds summed, its parts of three answers or more (largest first: they raise the bound most, so a cut comes soonest), and the second guesses a part allows. */
interface BoundStart extends FirstParts {
  readonly counting: number;
  readonly order: readonly number[];
  readonly secondGuesses: (f: number) => ArrayLike<number>;
}

function boundStart(game: WordleGame, columns: Uint8Array, g: number): BoundStart {
  const G = game.guessCount;
  const F = game.feedbackCount;
  const WIN = game.winFeedback;
  const parts = partsOf(game, columns, g);
  const { size } = parts;
  let counting = 0;
  for (let f = 0; f < F; f++) {
    const x = size[f]!;
    if (x > 0) counting += f === WIN ? 1 : countingPart(x, F);
  }
  const order = Array.from({ length: F }, (_, f) => f)
    .filter((f) => f !== WIN && size[f]! >= 3)
    .sort((a, b) => size[b]! - size[a]! || a - b);
  // In hard mode, the second guesses the first guess's feedback allows.
  const everyGuess = game.wordle.hard ? undefined : Int32Array.from({ length: G }, (_, i) => i);
  const secondGuesses = (f: number): ArrayLike<number> =>
    everyGuess ?? game.hardMode.allowed(game.hardMode.after(game.hardMode.none, g, f));
  return { ...parts, counting, order, secondGuesses };
}

/** The counting bound of first guess g over every answer (columns: wordleColumns(game)). */
export function firstGuessCountingBound(game: WordleGame, columns: Uint8Array, g: number): number {
  const G = game.guessCount;
  const F = game.feedbackCount;
  const size = new Int32Array(F);
  for (let a = 0; a < game.secretCount; a++) size[columns[a * G + g]!]!++;
  let total = 0;
  for (let f = 0; f < F; f++) {
    const x = size[f]!;
    if (x === 0) continue;
    total += f === game.winFeedback ? 1 : countingPart(x, F);
  }
  return total;
}

/**
 * The parts bound of first guess g (at least its counting bound): each part of three answers or
 * more bounded by its best second guess, as the module's comment derives. Stops adding once the
 * sum reaches `stopAt` (the value returned is then at least stopAt).
 */
export function firstGuessPartsBound(game: WordleGame, columns: Uint8Array, g: number, stopAt = Infinity): number {
  const G = game.guessCount;
  const F = game.feedbackCount;
  const WIN = game.winFeedback;
  const { size, start, answers, counting, order, secondGuesses } = boundStart(game, columns, g);
  // Counting bounds first: the parts bound only raises each part's.
  let total = counting;
  const seen = new Int32Array(F);
  let stamp = 0;
  const rows = new Int32Array(game.secretCount);
  for (const f of order) {
    if (total >= stopAt) break;
    const x = size[f]!;
    const from = start[f]!;
    for (let i = 0; i < x; i++) rows[i] = answers[from + i]! * G;
    const guesses = secondGuesses(f);
    const best = 2 * x - 1; // every answer apart and one found: no second guess does better
    let least = Infinity;
    for (let j = 0; j < guesses.length && least > best; j++) {
      const h = guesses[j]!;
      const st = ++stamp;
      let k = 0;
      let w = 0;
      for (let i = 0; i < x; i++) {
        const fb = columns[rows[i]! + h]!;
        if (seen[fb] !== st) {
          seen[fb] = st;
          k++;
          if (fb === WIN) w = 1;
        }
      }
      if (k === 1 && w === 0) continue;
      const v = 3 * x - k - w;
      if (v < least) least = v;
    }
    const part = x + least;
    const counting = countingPart(x, F);
    if (part > counting) total += part - counting;
  }
  return total;
}

/**
 * The split bound of first guess g (at least its parts bound): the parts bound with each part of
 * three answers or more left after the second guess costing one more when none of its answers,
 * played third, tells the others apart (the module's comment derives it). Stops adding once the
 * sum reaches `stopAt` (the value returned is then at least stopAt). With `floors` (one entry per
 * feedback), writes there each part's own bound, counting the first guess, for every part of three
 * answers or more it bounded (the others' entries are left as they are): what the search, given
 * them, starts each part from (search.ts firstGuessTotal).
 */
export function firstGuessSplitBound(game: WordleGame, columns: Uint8Array, g: number, stopAt = Infinity, floors?: Int32Array): number {
  const G = game.guessCount;
  const F = game.feedbackCount;
  const WIN = game.winFeedback;
  const secretGuess = game.secretGuess;
  const { size, start, answers, counting, order, secondGuesses } = boundStart(game, columns, g);
  let total = counting;
  const seen = new Int32Array(F);
  let stamp = 0;
  const members = new Int32Array(game.secretCount);
  const bucketOf = new Int32Array(F);
  const bucketSize = new Int32Array(F);
  const bucketStart = new Int32Array(F);
  const sorted = new Int32Array(game.secretCount);
  for (const f of order) {
    if (total >= stopAt) break;
    const x = size[f]!;
    const from = start[f]!;
    for (let i = 0; i < x; i++) members[i] = answers[from + i]!;
    const guesses = secondGuesses(f);
    // The parts bound of each second guess (3x - k - w, as firstGuessPartsBound), grouped by value
    // so that the costlier split test runs on the most promising guesses only.
    const low = 2 * x - 1;
    const levels = x + 2;
    const levelCount = new Int32Array(levels + 1);
    const value = new Int32Array(guesses.length);
    for (let j = 0; j < guesses.length; j++) {
      const h = guesses[j]!;
      const st = ++stamp;
      let k = 0;
      let w = 0;
      for (let i = 0; i < x; i++) {
        const fb = columns[members[i]! * G + h]!;
        if (seen[fb] !== st) {
          seen[fb] = st;
          k++;
          if (fb === WIN) w = 1;
        }
      }
      // A guess that leaves the part whole without winning is never played by a least strategy.
      const v = k === 1 && w === 0 ? -1 : 3 * x - k - w;
      value[j] = v;
      if (v >= 0) levelCount[v - low + 1]!++;
    }
    for (let l = 1; l <= levels; l++) levelCount[l]! += levelCount[l - 1]!;
    const byLevel = new Int32Array(guesses.length);
    const fill = levelCount.slice(0, levels);
    for (let j = 0; j < guesses.length; j++) if (value[j]! >= 0) byLevel[fill[value[j]! - low]!++] = j;
    let least = Infinity;
    for (let l = 0; l < levels && low + l < least; l++) {
      for (let q = levelCount[l]!; q < levelCount[l + 1]! && low + l < least; q++) {
        const h = guesses[byLevel[q]!]!;
        let v = low + l;
        // The part's answers by the second guess's feedback (the win apart).
        const st = ++stamp;
        let n = 0;
        for (let i = 0; i < x; i++) {
          const fb = columns[members[i]! * G + h]!;
          if (fb === WIN) continue;
          if (seen[fb] !== st) {
            seen[fb] = st;
            bucketOf[fb] = n;
            bucketSize[n++] = 0;
          }
          bucketSize[bucketOf[fb]!]!++;
        }
        let at = 0;
        for (let b = 0; b < n; b++) {
          bucketStart[b] = at;
          at += bucketSize[b]!;
          bucketSize[b] = 0;
        }
        for (let i = 0; i < x; i++) {
          const fb = columns[members[i]! * G + h]!;
          if (fb === WIN) continue;
          const b = bucketOf[fb]!;
          sorted[bucketStart[b]! + bucketSize[b]!++] = members[i]!;
        }
        for (let b = 0; b < n && v < least; b++) {
          const y = bucketSize[b]!;
          if (y < 3) continue;
          if (!someMemberSplits(sorted, bucketStart[b]!, y, columns, G, secretGuess, seen, () => ++stamp)) v++;
        }
        if (v < least) least = v;
      }
    }
    const part = x + least;
    const counting = countingPart(x, F);
    if (part > counting) total += part - counting;
    if (floors !== undefined) floors[f] = Math.max(part, counting);
  }
  return total;
}

/** True when one of the y answers at sorted[from..from+y), played, gives each of the others a feedback of its own. */
function someMemberSplits(
  sorted: Int32Array,
  from: number,
  y: number,
  columns: Uint8Array,
  G: number,
  secretGuess: Int32Array,
  seen: Int32Array,
  nextStamp: () => number,
): boolean {
  for (let m = 0; m < y; m++) {
    const guess = secretGuess[sorted[from + m]!]!;
    const st = nextStamp();
    let apart = true;
    for (let i = 0; i < y && apart; i++) {
      if (i === m) continue;
      const fb = columns[sorted[from + i]! * G + guess]!;
      if (seen[fb] === st) apart = false;
      else seen[fb] = st;
    }
    if (apart) return true;
  }
  return false;
}
