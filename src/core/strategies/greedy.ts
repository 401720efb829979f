// The greedy strategies' chooser and tree builder: at each node the guess of least cost by an
// objective (Knuth 1976's minimax among them), ties broken the same way every build.
import type { PlayedState } from '../game.ts';
import { partSlotsShift, type Scorer } from '../scorer.ts';
import type { TreeNode } from '../tree.ts';
import type { Objective } from './objectives.ts';
import { chooseByCost } from '../part-kernel.ts';
import { symmetryFilterOf, type SymmetryFilter } from '../symmetry.ts';
import { newFeedbackArray, type FeedbackArray } from '../feedback-array.ts';

/** Relative tolerance under which two floating costs are a tie (sums of logs in another order). */
export const TIE_EPSILON = 1e-9;

/** Column evaluation needs this many candidates to pay for itself. */
const COLUMN_MIN_CANDIDATES = 64;
/**
 * Column evaluation is used for 'sum' objectives up to this many secrets (measured: anywhere
 * from 64 to 4096 gives the same time). Never for 'max' ones, which drop a bad guess after a few
 * secrets when read by rows, and were measured slower by columns.
 */
const COLUMN_MAX_SECRETS = 256;
/** The most count slots (candidates x feedbacks rounded up to a power of two) column evaluation may take: 32 MB. */
const COLUMN_MAX_SLOTS = 1 << 24;

/** Progress callback: secrets placed in the tree so far, out of all. */
export type Progress = (done: number, total: number) => void;

/** Chooses the guess an objective prefers for a set of remaining secrets. */
export interface GuessChooser {
  /**
   * The best guess for `remaining` (secret indices, ascending), given the guesses played. With
   * `history` (those guesses, in order) the candidates are also reduced by the position and
   * colour symmetries of the history, which saves work and never changes the answer.
   */
  choose(played: PlayedState, remaining: Int32Array, history?: Int32Array): number;
}

/**
 * The greedy choice: the guess of smallest cost; ties go to a guess that can still be the secret,
 * then to the smallest code (a fixed tie-break, so every build gives the same tree). Candidates
 * come from the game's symmetry reduction, one per class and each the smallest code of its class,
 * so the reduction never changes the answer; given the history, its position and colour
 * symmetries reduce them further (turned off by `historySymmetry: false`, which tests use to
 * check exactly that).
 */
export function createGreedyChooser(
  scorer: Scorer,
  objective: Objective,
  options: { historySymmetry?: boolean; kernel?: boolean } = {},
): GuessChooser {
  const game = scorer.game;
  const F = game.feedbackCount;
  const S = game.secretCount;
  const counts = new Int32Array(F);
  const { secretGuess, score } = game;
  const table = scorer.table;
  const { exact, kind, step } = objective;
  const isMember = new Uint8Array(game.guessCount);
  // Looked up on first use: callers without a history (the server's live answers) never need it.
  let symmetry: SymmetryFilter | null | undefined = options.historySymmetry === false ? null : undefined;
  const reduced = new Int32Array(game.guessCount);

  // A board too large to table is scored on the fly: by the game's compiled kernel when it has
  // one (the objective's own cost of the parts, several times as fast), else by evaluateScored
  // below. `kernel: false` forces the latter, which tests use to check that both choose the same guesses.
  const kernel = table === undefined && options.kernel !== false ? game.createPartKernel?.(objective) : undefined;

  // Every secret still to be added raises a 'sum' cost by at least the smallest step, so
  // cost + minStep * (secrets left) is a lower bound on the final cost.
  let minStep = Infinity;
  for (let c = 0; c < step.length; c++) minStep = Math.min(minStep, step[c]!);

  /**
   * The cost of guess g, built one secret at a time; gives up with Infinity as soon as a lower
   * bound on the final cost exceeds `limit`, since the guess can then neither beat nor tie the best.
   */
  const evaluateTabled = (g: number, remaining: Int32Array, limit: number, tab: FeedbackArray): number => {
    const n = remaining.length;
    const base = g * S;
    let cost = 0;
    let i = 0;
    if (kind === 'max') {
      for (; i < n; i++) {
        const c = ++counts[tab[base + remaining[i]!]!]!;
        if (c > cost && (cost = c) > limit) break;
      }
    } else {
      for (; i < n; i++) {
        const f = tab[base + remaining[i]!]!;
        const c = counts[f]!;
        counts[f] = c + 1;
        cost += step[c]!;
        if (cost + minStep * (n - 1 - i) > limit) break;
      }
    }
    // Clear only the parts touched when few secrets were read, else all F counts.
    const touched = i < n ? i + 1 : n;
    if (touched > F) counts.fill(0);
    else for (let j = 0; j < touched; j++) counts[tab[base + remaining[j]!]!] = 0;
    return i < n ? Infinity : cost;
  };

  // Column evaluation ('sum' objectives), for small sets and many candidates: every candidate at once, one secret
  // at a time, reading that secret's column (columns[s * G + g]). Each secret then costs a few
  // short runs of memory instead of one byte in every row of a table too large for the cache.
  // Each candidate's cost is built from the same steps in the same order as evaluateTabled,
  // so the two agree to the last bit.
  // A game of many feedbacks has as many count slots per candidate: past COLUMN_MAX_SLOTS in all
  // (8,192 a candidate for 8 coloured places), rows alone, which choose the same guesses.
  const G = game.guessCount;
  const shift = partSlotsShift(F);
  const columns = kind === 'sum' && G * 2 ** shift <= COLUMN_MAX_SLOTS ? scorer.columns : undefined;
  const columnParts = new Uint16Array(columns === undefined ? 0 : G << shift);
  const columnCosts = new Float64Array(columns === undefined ? 0 : G);
  const evaluateColumns = (candidates: Int32Array, remaining: Int32Array, cols: FeedbackArray): Float64Array => {
    const m = candidates.length;
    const n = remaining.length;
    const parts = columnParts;
    const acc = columnCosts;
    const sh = shift;
    const stride = G;
    const steps = step;
    acc.fill(0, 0, m);
    // Four candidates a step, their feedbacks read before any count is written: the reads then
    // overlap instead of each waiting on the write before it (measured about 1.35x faster).
    const m4 = m - (m % 4);
    for (let j = 0; j < n; j++) {
      const row = remaining[j]! * stride;
      let c = 0;
      for (; c < m4; c += 4) {
        const ia = (c << sh) | cols[row + candidates[c]!]!;
        const ib = ((c + 1) << sh) | cols[row + candidates[c + 1]!]!;
        const ic = ((c + 2) << sh) | cols[row + candidates[c + 2]!]!;
        const id = ((c + 3) << sh) | cols[row + candidates[c + 3]!]!;
        const va = parts[ia]!;
        const vb = parts[ib]!;
        const vc = parts[ic]!;
        const vd = parts[id]!;
        parts[ia] = va + 1;
        parts[ib] = vb + 1;
        parts[ic] = vc + 1;
        parts[id] = vd + 1;
        acc[c] = acc[c]! + steps[va]!;
        acc[c + 1] = acc[c + 1]! + steps[vb]!;
        acc[c + 2] = acc[c + 2]! + steps[vc]!;
        acc[c + 3] = acc[c + 3]! + steps[vd]!;
      }
      for (; c < m; c++) {
        const idx = (c << sh) | cols[row + candidates[c]!]!;
        const v = parts[idx]!;
        parts[idx] = v + 1;
        acc[c] = acc[c]! + steps[v]!;
      }
    }
    parts.fill(0, 0, m << sh);
    return acc;
  };

  /** The same without a table, scoring on the fly (games too large to table). */
  const evaluateScored = (g: number, remaining: Int32Array, limit: number): number => {
    const n = remaining.length;
    let cost = 0;
    let i = 0;
    if (kind === 'max') {
      for (; i < n; i++) {
        const c = ++counts[score(g, remaining[i]!)]!;
        if (c > cost && (cost = c) > limit) break;
      }
    } else {
      for (; i < n; i++) {
        const f = score(g, remaining[i]!);
        const c = counts[f]!;
        counts[f] = c + 1;
        cost += step[c]!;
        if (cost + minStep * (n - 1 - i) > limit) break;
      }
    }
    // Clear what was counted: all F counts when that is less work than scoring again.
    const touched = i < n ? i + 1 : n;
    if (touched > F) counts.fill(0);
    else for (let j = 0; j < touched; j++) counts[score(g, remaining[j]!)] = 0;
    return i < n ? Infinity : cost;
  };

  return {
    choose(played, remaining, history) {
      const n = remaining.length;
      const obvious = obviousGuess(scorer, remaining, counts);
      if (obvious >= 0) return obvious;
      let candidates = game.candidateGuesses(played, remaining);
      // The history's symmetries pay for themselves only on large sets (few nodes, many candidates).
      if (history !== undefined && history.length > 0 && n > F && (symmetry ??= symmetryFilterOf(game)) !== null) {
        candidates = reduced.subarray(0, symmetry.filter(history, history.length, candidates, remaining, reduced));
      }
      // No guess costs less than splitting into singletons (every step is at least step[0] = minStep,
      // and a part never beats size 1), so once the best reaches that floor only a member guess can
      // still take its place, by the tie-break; a member at the floor is final.
      const floor = kind === 'max' ? 1 : n * minStep;
      if (kernel !== undefined) {
        // The loop below, run inside the kernel (which has no table, so nothing is precomputed).
        kernel.load(remaining);
        return kernel.choose(candidates, kind, floor, TIE_EPSILON);
      }
      for (let i = 0; i < n; i++) isMember[secretGuess[remaining[i]!]!] = 1;
      const precomputed =
        columns !== undefined && n <= COLUMN_MAX_SECRETS && candidates.length >= COLUMN_MIN_CANDIDATES
          ? evaluateColumns(candidates, remaining, columns)
          : undefined;
      const best = chooseByCost(candidates, isMember, exact, floor, TIE_EPSILON, (c, g, limit) =>
        precomputed !== undefined
          ? precomputed[c]!
          : table !== undefined
            ? evaluateTabled(g, remaining, limit, table)
            : evaluateScored(g, remaining, limit),
      );
      for (let i = 0; i < n; i++) isMember[secretGuess[remaining[i]!]!] = 0;
      return best;
    },
  };
}

/**
 * The guess every objective chooses for a node before any cost is compared, or -1: with one or two
 * secrets the first (optimal for every objective, and the tie-break's winner); else, when the node
 * has at most feedbackCount secrets, the first of them that separates all the others, if any.
 * `counts` (feedbackCount entries, all zero) is scratch and left all zero.
 */
export function obviousGuess(scorer: Scorer, remaining: Int32Array, counts: Int32Array): number {
  const { secretGuess, feedbackCount: F } = scorer.game;
  const n = remaining.length;
  if (n <= 2) return secretGuess[remaining[0]!]!;
  if (n > F) return -1;
  for (let i = 0; i < n; i++) {
    const g = secretGuess[remaining[i]!]!;
    scorer.countParts(g, remaining, counts);
    let singletons = true;
    for (let f = 0; f < F; f++) {
      if (counts[f]! > 1) singletons = false;
      counts[f] = 0;
    }
    if (singletons) return g;
  }
  return -1;
}

/**
 * Builds the whole decision tree of a chooser: guess, split the remaining secrets by feedback
 * (counting sort, stable, so each part stays in ascending order), recurse on every part except
 * the win.
 */
export function buildTree(scorer: Scorer, chooser: GuessChooser, onProgress?: Progress): TreeNode {
  const game = scorer.game;
  const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
  return buildSubtree(scorer, chooser, game.initialPlayed, new Int32Array(0), all, onProgress);
}

/**
 * The subtree for a set of remaining secrets (ascending) after the guesses `history`, summarised
 * by `played`; onProgress counts the secrets of this set placed so far. Subtrees of different
 * parts are independent, which is what lets a caller build them in parallel.
 */
export function buildSubtree(
  scorer: Scorer,
  chooser: GuessChooser,
  played: PlayedState,
  history: Int32Array,
  remaining: Int32Array,
  onProgress?: Progress,
): TreeNode {
  const game = scorer.game;
  const total = remaining.length;
  let done = 0;
  const path = new Int32Array(history.length + game.secretCount);
  path.set(history);
  const build = (played: PlayedState, remaining: Int32Array, depth: number): TreeNode => {
    const guess = chooser.choose(played, remaining, path.subarray(0, depth));
    const s = game.guessSecret[guess]!;
    if (onProgress !== undefined && s >= 0 && remaining.includes(s)) onProgress(++done, total);
    const after = game.play(played, guess);
    path[depth] = guess;
    const next = splitByFeedback(scorer, guess, remaining).map(([f, part]) => [f, build(after, part, depth + 1)] as const);
    return { guess, next };
  };
  return build(played, remaining, history.length);
}

/** The non-winning parts of the split of `remaining` by guess g: [feedback, secrets] in feedback order. */
export function splitByFeedback(scorer: Scorer, g: number, remaining: Int32Array): Array<[number, Int32Array]> {
  const game = scorer.game;
  const F = game.feedbackCount;
  const n = remaining.length;
  const fb = newFeedbackArray(F, n);
  scorer.feedbacks(g, remaining, fb);
  const counts = new Int32Array(F);
  for (let i = 0; i < n; i++) counts[fb[i]!]!++;
  const start = new Int32Array(F);
  for (let f = 1; f < F; f++) start[f] = start[f - 1]! + counts[f - 1]!;
  const sorted = new Int32Array(n);
  const pos = start.slice();
  for (let i = 0; i < n; i++) sorted[pos[fb[i]!]!++] = remaining[i]!;
  const parts: Array<[number, Int32Array]> = [];
  for (let f = 0; f < F; f++) {
    if (counts[f] === 0 || f === game.winFeedback) continue;
    parts.push([f, sorted.subarray(start[f], start[f]! + counts[f]!)]);
  }
  return parts;
}
