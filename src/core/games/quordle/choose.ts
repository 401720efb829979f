// The guess for several boards of a word game at once (Dordle, Quordle, Octordle): the greedy
// objective summed over the boards, a board left with one word played first.
import type { CostCounter } from '../../part-kernel.ts';
import type { Objective } from '../../strategies/objectives.ts';
import { TIE_EPSILON } from '../../strategies/greedy.ts';

/**
 * The guess for several boards of a word game at once. A guess is played on every board not yet
 * solved, and the boards are independent but for their answers being different, so a guess is
 * scored by adding up what the objective makes of its split of each board's words (the board
 * game's counter counts each board's parts by columns), each board's cost over its words: the
 * expected part left (Irving 1978), the expected log of it (the information, Neuwirth 1982), the
 * expected n ln(n+1) (the Tsinghua Bulls-and-Cows paper), the share left in the worst case (Knuth
 * 1976), the parts a word (Kooi 2005). Boards of many words and of few so weigh what a guess does
 * to each word of theirs, not how many they have; for the entropy the sum is then the information
 * of the boards together, as the information of independent boards adds up. Ties go, as the
 * greedy chooser's do, to a guess that is still a word of some board, then to the smallest.
 *
 * Two rules come first. A board with one word left is played: that board needs that very guess,
 * now or later, so playing it now costs the game nothing the board would not cost it anyway, and
 * it also splits the other boards' words; kept for later, it only takes the place of a guess that
 * could solve another board by then. Of several such words, the one that splits the others best.
 * And when no more guesses are left than boards to solve, every guess left must solve a board: only
 * the boards' own words are tried.
 */

/** What the chooser reads: the counter of a board whose secrets are every guess (secret index = guess index). */
export interface BoardsKernel {
  readonly counter: CostCounter;
  readonly guessCount: number;
  /** Costs of every guess for a board's words, by objective and words (boards of many words only); see boardCosts. */
  readonly costs?: Map<string, Float64Array>;
}

/** Boards of at least this many words have their costs kept: counting them is the answer's time (a second guess's boards). */
const KEPT_FROM_WORDS = 32;
/** At most this many boards' costs kept (8 bytes a guess each: about 100 KB on lists of 12,972 words). */
const KEPT_BOARDS = 128;

/** The guess the objective prefers for the unsolved boards' words (guess indices, ascending, none empty), `guessesLeft` guesses left. */
export function chooseForBoards(kernel: BoardsKernel, boards: readonly Int32Array[], guessesLeft: number, objective: Objective): number {
  const singles = boards.filter((b) => b.length === 1).map((b) => b[0]!);
  const open = boards.filter((b) => b.length > 1);
  if (singles.length > 0) {
    const words = Int32Array.from(new Set(singles)).sort();
    return words.length === 1 || open.length === 0 ? words[0]! : best(kernel, open, words, objective, false);
  }
  if (guessesLeft <= boards.length) {
    const words = new Set<number>();
    for (const b of boards) for (const w of b) words.add(w);
    return best(kernel, open, Int32Array.from(words).sort(), objective, true);
  }
  return best(kernel, open, null, objective, true);
}

/**
 * The candidate of the smallest total cost over the boards (`candidates`, or every guess when
 * null); ties within the greedy chooser's tolerance to a word of some board, then to the smallest.
 */
function best(
  kernel: BoardsKernel,
  boards: readonly Int32Array[],
  candidates: Int32Array | null,
  objective: Objective,
  preferWords: boolean,
): number {
  const m = candidates === null ? kernel.guessCount : candidates.length;
  const total = new Float64Array(m);
  const cost = new Float64Array(m);
  // Boards with the same words (every board before the first guess) split alike: counted once.
  const done: Array<{ readonly words: Int32Array; readonly times: number[] }> = [];
  for (const words of boards) {
    const same = done.find((d) => sameWords(d.words, words));
    if (same !== undefined) same.times.push(1);
    else done.push({ words, times: [1] });
  }
  for (const { words, times } of done) {
    const costs = candidates === null ? boardCosts(kernel, words, objective, cost) : count(kernel, words, candidates, objective, cost);
    const weight = times.length / words.length;
    for (let c = 0; c < m; c++) total[c]! += weight * costs[c]!;
  }
  const member = new Uint8Array(kernel.guessCount);
  if (preferWords) for (const b of boards) for (const w of b) member[w] = 1;
  let bestAt = -1;
  let bestCost = Infinity;
  let bestMember = false;
  for (let c = 0; c < m; c++) {
    const g = candidates === null ? c : candidates[c]!;
    const value = total[c]!;
    const isMember = member[g] === 1;
    const tol = objective.exact || bestAt < 0 ? 0 : TIE_EPSILON * Math.max(1, Math.abs(bestCost));
    // Candidates come in ascending order: an equal cost wins only by being a word of a board.
    if (bestAt < 0 || value < bestCost - tol || (value <= bestCost + tol && isMember && !bestMember)) {
      bestAt = g;
      bestCost = value;
      bestMember = isMember;
    }
  }
  return bestAt;
}

/** Every guess's cost for a board's words, counted or, for a board of many words, kept from a game before (its words after the same opening, say). */
function boardCosts(kernel: BoardsKernel, words: Int32Array, objective: Objective, scratch: Float64Array): Float64Array {
  const kept = kernel.costs;
  if (kept === undefined || words.length < KEPT_FROM_WORDS) return count(kernel, words, null, objective, scratch);
  const key = `${objective.id}:${words.join(',')}`;
  let costs = kept.get(key);
  if (costs === undefined) {
    costs = count(kernel, words, null, objective, new Float64Array(kernel.guessCount));
    if (kept.size >= KEPT_BOARDS) kept.delete(kept.keys().next().value!);
    kept.set(key, costs);
  }
  return costs;
}

/** Counts the candidates' (every guess when null) costs for a board's words into `cost`. */
function count(
  kernel: BoardsKernel,
  words: Int32Array,
  candidates: Int32Array | null,
  objective: Objective,
  cost: Float64Array,
): Float64Array {
  kernel.counter.load(words);
  kernel.counter.costs(candidates, [objective], [cost]);
  return cost;
}

function sameWords(a: Int32Array, b: Int32Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
