// Suggestions: the guesses worth playing at a position, screened by a greedy measure (entropy,
// Neuwirth 1982), then graded and ranked by the review's measure.
import { evaluateGuess } from './evaluate.ts';
import type { Step } from './history.ts';
import { playedState } from './history.ts';
import { createPositionGrader, DEFAULT_REVIEW_BUDGETS, type GuessFigure, type ReviewBudgets } from './review.ts';
import type { TreeGrade } from './review-tree.ts';
import type { Scorer } from './scorer.ts';
import { findObjective } from './strategies/objectives.ts';

/**
 * Suggestions: the guesses worth playing at a position, ranked by the review's measure (the
 * guesses expected from here, this one included, when the rest is played well: core/review.ts).
 *
 * Grading a guess costs a search or greedy trees, far too much for every allowed guess, so the
 * guesses are first screened by a greedy measure of their split of the answers left (its entropy,
 * Neuwirth 1982), every candidate read against the answers (an even sample of them when that would
 * pass the screen's budget of cells); the best of the screen are then graded, with the board's own
 * choice and the exact search's best guess when it has one, and ranked by their figures. Budgets
 * count cells, not time, so the suggestions are the same on every machine.
 */

/** The budgets of suggestions (see DEFAULT_SUGGEST_BUDGETS). */
export interface SuggestBudgets {
  /** Guess x answer cells the screen may read; beyond, every candidate is read against an even sample of the answers. */
  readonly screenCells: number;
  /** Guesses graded beyond those asked for where the exact search grades them (the screen's order is only a greedy measure's). */
  readonly extra: number;
  /** The grading's budgets (the review's). */
  readonly review: ReviewBudgets;
}

/**
 * Eight million cells: the New York Times lists' first step (12,947 guesses, 2,309 answers) is
 * screened against 617 of its answers; every later step is read whole. Three guesses more than
 * asked for are graded where the search grades them.
 */
export const DEFAULT_SUGGEST_BUDGETS: SuggestBudgets = {
  screenCells: 8_000_000,
  extra: 3,
  review: DEFAULT_REVIEW_BUDGETS,
};

/** What to suggest. */
export interface SuggestOptions {
  /** Suggestions wanted (at least 1). */
  readonly limit: number;
  /** Only guesses that are answers still possible (else every guess the board allows now). */
  readonly answersOnly: boolean;
  /** The board's own guess here (its strategy's): always among the suggestions (with answersOnly, when it is one of the answers left). */
  readonly choice?: number | undefined;
  /** The board's tree of the least total at this position, when the history follows it: its guess is suggested with its proved figure. */
  readonly known?: TreeGrade | null | undefined;
  readonly budgets?: SuggestBudgets;
}

/** One suggestion. */
export interface Suggestion extends GuessFigure {
  /** The largest part the guess leaves (Knuth 1976's measure: the answers left at worst after it). */
  readonly largestPart: number;
  /** Parts the guess splits the answers into (the win included). */
  readonly parts: number;
  /** The split's information in bits (the screen's measure, over every answer left). */
  readonly entropy: number;
  /** True when the guess is one of the answers left. */
  readonly canWin: boolean;
  /** True when it is the board's own guess here (options.choice). */
  readonly choice: boolean;
}

/** The suggestions and how they were found. */
export interface Suggestions {
  /** Ranked: fewest expected guesses first; ties to a guess that can win, then to code order. */
  readonly suggestions: Suggestion[];
  /** Guesses screened. */
  readonly screened: number;
  /** Answers each was read against (all the answers left, or an even sample of them). */
  readonly sampled: number;
  /** Guesses graded. */
  readonly graded: number;
}

/**
 * Ranks guesses at a position: the answers `remaining` (secret indices, ascending, non-empty)
 * after `steps`, a game not over. Returns `limit` suggestions at most (fewer only when fewer
 * guesses are allowed), the board's choice among them: when it ranks below the others it takes
 * the last place.
 */
export function suggestGuesses(scorer: Scorer, steps: readonly Step[], remaining: Int32Array, options: SuggestOptions): Suggestions {
  const game = scorer.game;
  const budgets = options.budgets ?? DEFAULT_SUGGEST_BUDGETS;
  const n = remaining.length;
  const isMember = new Uint8Array(game.guessCount);
  for (const s of remaining) isMember[game.secretGuess[s]!] = 1;
  const allowed = game.candidateGuesses(playedState(game, steps), remaining);
  let candidates = allowed;
  if (options.answersOnly) {
    // An answer left is always allowed (hard mode keeps the words consistent with the history); filtered all the same.
    const ok = new Uint8Array(game.guessCount);
    for (const g of allowed) ok[g] = 1;
    candidates = Int32Array.from(Array.from(remaining, (s) => game.secretGuess[s]!).filter((g) => ok[g] === 1));
  }
  const { order, sampled } = screen(scorer, candidates, remaining, budgets.screenCells, isMember);

  const choice = options.choice !== undefined && (!options.answersOnly || isMember[options.choice] === 1) ? options.choice : undefined;
  const known = options.known ?? undefined;
  const grader = createPositionGrader(scorer, steps, remaining, budgets.review);
  // The board's guesses first, then the screen's: a fixed order, so a search that passes its cells stops at the same guess everywhere.
  const wanted = new Set<number>();
  if (choice !== undefined) wanted.add(choice);
  if (known !== undefined && (!options.answersOnly || isMember[known.guess] === 1)) wanted.add(known.guess);
  if (grader.exactBest !== undefined && (!options.answersOnly || isMember[grader.exactBest] === 1)) wanted.add(grader.exactBest);
  // Extra guesses only where the search grades them (its memo makes them cheap); greedy trees cost alike for every guess.
  const extra = grader.exactBest === undefined ? 0 : budgets.extra;
  for (const g of order) {
    if (wanted.size >= options.limit + extra + (choice === undefined ? 0 : 1)) break;
    wanted.add(g);
  }
  const r = game.spec.maxGuesses - steps.length;
  const figures = [...wanted].map((g): Suggestion => {
    const figure: GuessFigure =
      known !== undefined && known.guess === g
        ? {
            guess: g,
            grade: { total: known.total, expected: known.total / n, withinBoard: known.depth <= r, exact: true },
            depth: known.depth,
            method: 'exact',
            fast: false,
          }
        : grader.grade(g);
    const e = evaluateGuess(game, g, remaining);
    return { ...figure, largestPart: e.worst, parts: e.parts.size, entropy: e.entropy, canWin: e.canWin, choice: g === choice };
  });
  figures.sort((a, b) => a.grade.total - b.grade.total || Number(b.canWin) - Number(a.canWin) || a.guess - b.guess);
  const out = figures.slice(0, options.limit);
  if (choice !== undefined && !out.some((s) => s.choice)) out[out.length - 1] = figures.find((s) => s.choice)!;
  return { suggestions: out, screened: candidates.length, sampled, graded: figures.length };
}

/**
 * The screen: candidates ordered by the entropy objective's cost of their split (the sum of
 * n ln n over the parts: least first, the most information), ties to a guess that can win, then
 * to code order; read against every answer left, or against an even sample of them when
 * candidates x answers passes `cells`.
 */
function screen(
  scorer: Scorer,
  candidates: Int32Array,
  remaining: Int32Array,
  cells: number,
  isMember: Uint8Array,
): { order: Int32Array; sampled: number } {
  const game = scorer.game;
  const n = remaining.length;
  const m = Math.max(1, candidates.length);
  const k = Math.max(1, Math.min(n, Math.floor(cells / m)));
  const sample = k === n ? remaining : Int32Array.from({ length: k }, (_, i) => remaining[Math.floor((i * n) / k)]!);
  const objective = findObjective('entropy')!;
  const costs = new Float64Array(candidates.length);
  // A board scored on the fly has its kernel (a word game's reads a node's answers by columns); a tabled one its table.
  const kernel = scorer.table === undefined ? game.createPartKernel?.(objective) : undefined;
  if (kernel !== undefined) {
    kernel.load(sample);
    for (let c = 0; c < candidates.length; c++) costs[c] = kernel.sumCost(candidates[c]!, Infinity);
  } else {
    const counts = new Int32Array(game.feedbackCount);
    for (let c = 0; c < candidates.length; c++) {
      scorer.countParts(candidates[c]!, sample, counts);
      costs[c] = objective.cost(counts, game.feedbackCount);
      counts.fill(0);
    }
  }
  const index = Array.from(candidates.keys());
  index.sort((a, b) => costs[a]! - costs[b]! || isMember[candidates[b]!]! - isMember[candidates[a]!]! || candidates[a]! - candidates[b]!);
  return { order: Int32Array.from(index, (i) => candidates[i]!), sampled: k };
}
