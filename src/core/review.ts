// The review of a finished game: each guess against the best one there by the guesses it costs
// from there (exact where the search fits a budget, else greedy trees), and the luck of the draw.
import type { Game, PlayedState } from './game.ts';
import { playedState, type Step } from './history.ts';
import { DEFAULT_LIVE_BUDGET } from './live.ts';
import type { TreeGrade } from './review-tree.ts';
import type { Scorer } from './scorer.ts';
import { createExactSearch, ExactStopped, FAIL, type ExactSearch } from './strategies/exact/search.ts';
import { createGreedyChooser, splitByFeedback, type GuessChooser } from './strategies/greedy.ts';
import { findObjective } from './strategies/objectives.ts';
import type { ExactPosition } from './family.ts';
import { familyOfSpec } from './variants/families.ts';
import { splitByFeedbackOf } from './parts-of.ts';
import { count } from './count.ts';
import { stepLuck, stepSkill } from './review-scores.ts';

/**
 * The review of a game played to the end: for each guess, the answers it faced, how many it
 * left, and how many guesses it costs on average from there (itself included) when the rest is
 * played well, against the best guess there by the same measure; and the luck of the draw, the
 * part the answer fell in against the part it could be expected to fall in.
 *
 * Where the board has a tree of the least total and the game follows it, its figures grade the
 * step (review-tree.ts): the best guess and its total are the tree's, exact however many answers
 * are left, and so is the guess played when it is the tree's.
 *
 * "Played well" is exact where the search fits a small budget of work (the least total number of
 * guesses over the answers left, the measure the exact searches prove: Koyama and Lai 1993 for
 * Mastermind, Alex Selby's notes on the best strategies for the five-letter word game), else the
 * greedy tree of the entropy objective (Neuwirth 1982) built from there, the guess it plays and the
 * parts of the guess played alike. The budgets count work (guess x answer cells), not time, so a
 * review is the same on every machine.
 */

/** The budgets of a review (see DEFAULT_REVIEW_BUDGETS). */
export interface ReviewBudgets {
  /** Largest set of answers graded exactly (beyond, greedy). */
  readonly exactAnswers: number;
  /** Cells a family's own search (its exactPosition) may read for one step (its cellLimit); past them the step is greedy. */
  readonly familyExactCells: number;
  /** Cells the exact search of the other games may read for one step (its cellLimit); past them the step is greedy. */
  readonly exactCells: number;
  /**
   * Guess x answer evaluations a greedy grading may plan (candidates x answers x 4, about its
   * tree's levels; ten times that for a board scored on the fly, without a table); beyond, its
   * trees play the cheaper rule at every node: the answers left as the only candidates, evenly
   * sampled down to `liveBudget` evaluations (the live answers' rule).
   */
  readonly greedyCells: number;
  /** The cheaper rule's evaluations at one node. */
  readonly liveBudget: number;
}

/**
 * Measured on two cores shared with other work (load average about 18): a family's own search (the
 * word games') reads 25 to 40 thousand cells a millisecond, the exact search of the other games
 * (its JavaScript column pass) 50 to 100 thousand, so an exact step takes at most 140 to 310 ms
 * (the word game, Mastermind, Bulls and Cows, Royale), most a few; a greedy one at most 250 ms on
 * the New York Times lists (their first step by the cheaper rule) and 1.4 s on Super Mastermind,
 * scored on the fly.
 */
export const DEFAULT_REVIEW_BUDGETS: ReviewBudgets = {
  exactAnswers: 300,
  familyExactCells: 4_000_000,
  exactCells: 8_000_000,
  greedyCells: 50_000_000,
  liveBudget: DEFAULT_LIVE_BUDGET,
};

/** A guess's measure: guesses summed over the answers it faced (this one included), and their mean. */
export interface GuessGrade {
  readonly total: number;
  readonly expected: number;
  /** True when every answer is found within the guesses the board has left (else the measure counts the guesses beyond). */
  readonly withinBoard: boolean;
  /**
   * True when the total is the least there is (the exact search's, or a proved tree's); false when
   * it is an estimate, the total of greedy trees (at least the least total, often more).
   */
  readonly exact: boolean;
}

/** One step of a review (indices; the route writes them as text). */
export interface StepReview {
  /** 1-based. */
  readonly step: number;
  readonly guess: number;
  readonly feedback: number;
  /** Answers consistent with the history before this guess, and after it. */
  readonly before: number;
  readonly after: number;
  readonly played: GuessGrade;
  readonly best: GuessGrade & { readonly guess: number };
  readonly method: 'exact' | 'greedy';
  /** `optimal` (exact) or the greedy objective. */
  readonly strategy: string;
  /** Greedy only: true when the trees played the cheaper rule (the budget was too small for the full one). */
  readonly fast: boolean;
  /** True when the history so far follows the board's tree of the least total, whose figures give `best` (and `played`, when it is the tree's guess). */
  readonly optimalTree: boolean;
  /** Skill from 0 to 99: the best guess's expected guesses against the played one's (review-scores.ts). */
  readonly skill: number;
  /**
   * The expected size of the part the answer falls in (sum of squares of the part sizes over
   * `before`), the actual one, and the draw's luck from 0 to 99 (review-scores.ts).
   */
  readonly luck: { readonly expectedAfter: number; readonly after: number; readonly score: number };
}

/** A step's grading apart from its luck (which depends on the feedback): what a cache may keep by position and guess. */
export type StepGrade = Pick<StepReview, 'played' | 'best' | 'method' | 'strategy' | 'fast'>;

/** Where gradings already made are kept (by variant, the history before the step, and the guess). */
export interface GradeCache {
  get(key: string): StepGrade | undefined;
  set(key: string, grade: StepGrade): void;
}

/** The objective of greedy gradings. */
const GREEDY_OBJECTIVE = 'entropy';

/**
 * Reviews a history that ends on the winning feedback and that no secret contradicts (the caller
 * judged it: judgeHistory's 'solved'). `scorer` is the game's; `cache`, when given, keeps each
 * step's grading by position and guess (the same first guess is graded once); `known[i]`, when
 * given, is the board's tree of the least total before step i (treeGrades), which grades it.
 */
export function reviewGame(
  scorer: Scorer,
  steps: readonly Step[],
  budgets: ReviewBudgets = DEFAULT_REVIEW_BUDGETS,
  cache?: GradeCache,
  known: ReadonlyArray<TreeGrade | null> = [],
): StepReview[] {
  const game = scorer.game;
  const grader = createGrader(scorer, budgets);
  let remaining = Int32Array.from({ length: game.secretCount }, (_, s) => s);
  const out: StepReview[] = [];
  let key = game.spec.id;
  for (let i = 0; i < steps.length; i++) {
    const { guess, feedback } = steps[i]!;
    const before = remaining.length;
    const parts = partSizes(game, guess, remaining);
    key += `|${game.formatGuess(guess)}`;
    const tree = known[i] ?? null;
    const proved = tree === null ? undefined : treeGrade(tree, before, game.spec.maxGuesses - i);
    let grade = proved !== undefined && tree!.guess === guess ? proved : cache?.get(key);
    if (grade === undefined) {
      grade = grader.grade(steps.slice(0, i), remaining, guess);
      cache?.set(key, grade);
    }
    // The proved tree's best, whatever graded the guess played.
    if (proved !== undefined) grade = { ...grade, best: proved.best };
    const next = remaining.filter((s) =>
      feedback === game.winFeedback ? game.secretGuess[s] === guess : game.score(guess, s) === feedback,
    );
    let squares = 0;
    for (const n of parts.values()) squares += n * n;
    out.push({
      step: i + 1,
      guess,
      feedback,
      before,
      after: next.length,
      ...grade,
      optimalTree: proved !== undefined,
      skill: stepSkill(grade.played.expected, grade.best.expected),
      luck: { expectedAfter: squares / before, after: next.length, score: stepLuck(parts.values(), next.length) },
    });
    remaining = next;
    key += `:${game.feedbackLabel(feedback)}`;
  }
  return out;
}

/** The sizes of the parts a guess splits the answers into, by feedback (the win included). */
function partSizes(game: Game, guess: number, remaining: Int32Array): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const s of remaining) {
    const f = game.score(guess, s);
    sizes.set(f, (sizes.get(f) ?? 0) + 1);
  }
  return sizes;
}

/** Grades steps: exactly where the budgets allow, else greedily. */
interface Grader {
  grade(prefix: readonly Step[], remaining: Int32Array, guess: number): StepGrade;
}

function createGrader(scorer: Scorer, budgets: ReviewBudgets): Grader {
  const game = scorer.game;
  // The game's own exact search (its family's exactPosition), when its family has one; else the generic search.
  const own = familyOfSpec(game.spec)?.exactPosition;
  // One exact search (and its memo) for every step of the review: made on the first exact step.
  let search: ExactSearch | undefined;
  let greedy: GreedyGrader | undefined;
  return {
    grade(prefix, remaining, guess) {
      const r = game.spec.maxGuesses - prefix.length;
      if (remaining.length <= budgets.exactAnswers) {
        try {
          let position: ExactPosition;
          if (own !== undefined) {
            position = own.at(game, byteColumns(scorer), prefix, remaining, r, budgets.familyExactCells);
          } else {
            search ??= createExactSearch(scorer, { columnKernel: false, cellLimit: budgets.exactCells });
            // The limit is per step: the memo carries on, the count starts again.
            search.stats.cells = 0;
            position = exactPosition(game, search, prefix, remaining, r);
          }
          return exactStepGrade(position, remaining.length, guess);
        } catch (err) {
          if (!(err instanceof ExactStopped || own?.stopped(err) === true)) throw err;
          // A search stopped in the middle may hold state of the branch it left: the next exact step starts a new one.
          search = undefined;
        }
      }
      greedy ??= createGreedyGrader(scorer, budgets);
      return greedy.grade(playedState(game, prefix), remaining, guess, r);
    },
  };
}

/** A grade from a total over n answers. */
function gradeOf(total: number, n: number, withinBoard: boolean, exact: boolean): GuessGrade {
  return { total, expected: total / n, withinBoard, exact };
}

/** The grading of a step by a proved tree's figures there: its guess is the best, exactly (r: the guesses the board has left). */
function treeGrade(tree: TreeGrade, n: number, r: number): StepGrade {
  const grade = gradeOf(tree.total, n, tree.depth <= r, true);
  return { played: grade, best: { ...grade, guess: tree.guess }, method: 'exact', strategy: 'optimal', fast: false };
}

/** A step's exact grading: the position's best, then the guess played (the best when nothing does better). */
function exactStepGrade(position: ExactPosition, n: number, guess: number): StepGrade {
  const best = position.best();
  const v = position.played(guess);
  const played = gradeOf(v.total, n, v.within, true);
  return {
    played,
    best: played.total < best.total ? { ...played, guess } : { ...gradeOf(best.total, n, best.within, true), guess: best.guess },
    method: 'exact',
    strategy: 'optimal',
    fast: false,
  };
}

/**
 * The Mastermind family's search (any game whose family has no exactPosition) at a position: the
 * least total of the answers left within the guesses the board has left, and of each part of a
 * guess played; a part that cannot be finished within them is counted with the limit lifted (n
 * guesses always suffice for n answers: play them one by one).
 */
function exactPosition(game: Game, search: ExactSearch, prefix: readonly Step[], remaining: Int32Array, r: number): ExactPosition {
  const history = prefix.map((s) => s.guess);
  const UB = 1 << 30;
  const solve = (h: readonly number[], set: Int32Array, d: number): { total: number; first: number; within: boolean } => {
    const v = search.solve(h, set, d, UB);
    if (v !== FAIL) return { total: v, first: search.lastGuess, within: true };
    const lifted = search.solve(h, set, Math.max(d, set.length), UB);
    if (lifted === FAIL) throw new Error(`no tree finds these ${count(set.length, 'answer')} in ${count(set.length, 'guess', 'guesses')}`);
    return { total: lifted, first: search.lastGuess, within: false };
  };
  return {
    best() {
      const b = solve(history, remaining, r);
      return { guess: b.first, total: b.total, within: b.within };
    },
    played(guess) {
      let total = remaining.length;
      let within = r >= 1;
      for (const part of splitParts(game, guess, remaining)) {
        const v = solve([...history, guess], part, r - 1);
        total += v.total;
        within &&= v.within;
      }
      return { total, within };
    },
  };
}

/** The non-winning parts of a guess, each ascending, in feedback order. */
function splitParts(game: Game, guess: number, remaining: Int32Array): Int32Array[] {
  return splitByFeedbackOf(game, guess, remaining).map(([, part]) => part);
}

/** A scorer's table by answer when it is of bytes (what a family's own search reads; a five-letter word game's 238 feedbacks always are). */
function byteColumns(scorer: Scorer): Uint8Array | undefined {
  return scorer.columns instanceof Uint8Array ? scorer.columns : undefined;
}

interface GreedyGrader {
  grade(played: PlayedState, remaining: Int32Array, guess: number, r: number): StepGrade;
  /** The rule a position is graded by: the full one, or the cheaper one when `fast`. */
  ruleOf(played: PlayedState, remaining: Int32Array): GreedyRule;
}

/** The greedy trees of one position by one rule. */
export interface GreedyRule {
  /** True when the trees play the cheaper rule of live answers. */
  readonly fast: boolean;
  /** The rule's own guess there (the first guess of its tree). */
  best(): number;
  /** The total and depth of the tree that plays `guess` first, then the rule (the win counted at depth 1). */
  after(guess: number): { readonly total: number; readonly depth: number };
}

/**
 * Greedy gradings: the entropy tree from the position (its first guess is `best`), and the
 * entropy trees of the parts of the guess played. By the full rule (every allowed guess a
 * candidate at every node) when the budget allows it, else by the cheaper rule of live answers.
 */
function createGreedyGrader(scorer: Scorer, budgets: ReviewBudgets): GreedyGrader {
  const game = scorer.game;
  const objective = findObjective(GREEDY_OBJECTIVE)!;
  const full = createGreedyChooser(scorer, objective);
  // The cheaper rule: the answers left are the candidates (sampled down to the budget), through one chooser.
  let list = new Int32Array(0);
  const restricted = createGreedyChooser({ ...scorer, game: { ...game, candidateGuesses: () => list } }, objective);
  const cheap: GuessChooser = {
    choose(played, remaining) {
      const n = remaining.length;
      const keep = Math.max(1, Math.min(n, Math.floor(budgets.liveBudget / n)));
      list = new Int32Array(keep);
      for (let i = 0; i < keep; i++) list[i] = game.secretGuess[remaining[Math.floor((i * n) / keep)]!]!;
      return restricted.choose(played, remaining);
    },
  };
  /** The total and depth of the chooser's tree for a set of answers. */
  const tree = (chooser: GuessChooser, played: PlayedState, set: Int32Array): { total: number; depth: number } => {
    const n = set.length;
    if (n === 1) return { total: 1, depth: 1 };
    const g = chooser.choose(played, set);
    return treeAfter(chooser, played, set, g, true);
  };
  /** The tree that plays g first; `strict`: a part that is the whole set means the chooser failed (a guess played may split nothing). */
  const treeAfter = (
    chooser: GuessChooser,
    played: PlayedState,
    set: Int32Array,
    g: number,
    strict: boolean,
  ): { total: number; depth: number } => {
    const after = game.play(played, g);
    let total = set.length;
    let depth = 1;
    for (const [, part] of splitByFeedback(scorer, g, set)) {
      if (strict && part.length === set.length) throw new Error(`the greedy guess ${game.formatGuess(g)} makes no progress`);
      const t = tree(chooser, after, part);
      total += t.total;
      depth = Math.max(depth, t.depth + 1);
    }
    return { total, depth };
  };
  const ruleOf = (played: PlayedState, remaining: Int32Array): GreedyRule => {
    const n = remaining.length;
    const candidates = game.candidateGuesses(played, remaining).length;
    // Scoring on the fly (no table) costs about ten table reads an evaluation.
    const fast = candidates * n * 4 * (scorer.table === undefined ? 10 : 1) > budgets.greedyCells;
    const chooser = fast ? cheap : full;
    return {
      fast,
      best: () => (n === 1 ? game.secretGuess[remaining[0]!]! : chooser.choose(played, remaining)),
      // The guess played, the rest by the same rule (its parts' trees; a part that is the whole set is searched from the guess's state too).
      after: (guess) => treeAfter(chooser, played, remaining, guess, false),
    };
  };
  return {
    ruleOf,
    grade(played, remaining, guess, r) {
      const n = remaining.length;
      const rule = ruleOf(played, remaining);
      const bestGuess = rule.best();
      const best = n === 1 ? { total: 1, depth: 1 } : rule.after(bestGuess);
      const { total, depth } = rule.after(guess);
      // Estimates: the greedy trees' totals, at least the least ones.
      const playedGrade = gradeOf(total, n, depth <= r, false);
      return {
        played: playedGrade,
        best: total < best.total ? { ...playedGrade, guess } : { ...gradeOf(best.total, n, best.depth <= r, false), guess: bestGuess },
        method: 'greedy',
        strategy: objective.id,
        fast: rule.fast,
      };
    },
  };
}

/** One guess's figure at a position, by the review's measure (see createPositionGrader). */
export interface GuessFigure {
  readonly guess: number;
  readonly grade: GuessGrade;
  /**
   * The most guesses any answer takes (this one included) by the greedy tree the figure is the
   * total of; undefined for an exact figure (the search proves least totals, not their depths).
   */
  readonly depth: number | undefined;
  readonly method: 'exact' | 'greedy';
  /** Greedy only: true when the tree played the cheaper rule. */
  readonly fast: boolean;
}

/** Many guesses graded at one position, the search shared between them. */
export interface PositionGrader {
  /** The best guess there by the exact search when the position fits its budgets, else undefined. */
  readonly exactBest: number | undefined;
  /** A guess's figure: exact while the search stays within its cells, else the greedy estimate. */
  grade(guess: number): GuessFigure;
}

/**
 * Grades guesses at one position (the answers `remaining` after `prefix`) by the review's measure:
 * the exact search where the position has at most `exactAnswers` answers, one search and its memo
 * for every guess, reading at most `cells` cells in all (the best guess first, then the guesses in
 * the order asked, so the figures are the same on every machine); a guess asked once it has
 * passed them, or of a larger position, gets the total of the greedy trees (an estimate).
 */
export function createPositionGrader(
  scorer: Scorer,
  prefix: readonly Step[],
  remaining: Int32Array,
  budgets: ReviewBudgets = DEFAULT_REVIEW_BUDGETS,
  cells?: number,
): PositionGrader {
  const game = scorer.game;
  const n = remaining.length;
  const r = game.spec.maxGuesses - prefix.length;
  const played = playedState(game, prefix);
  let exact: ExactPosition | undefined;
  let exactBest: number | undefined;
  const own = familyOfSpec(game.spec)?.exactPosition;
  const stopped = (err: unknown): boolean => err instanceof ExactStopped || own?.stopped(err) === true;
  if (n <= budgets.exactAnswers) {
    try {
      exact =
        own !== undefined
          ? own.at(game, byteColumns(scorer), prefix, remaining, r, cells ?? budgets.familyExactCells)
          : exactPosition(
              game,
              createExactSearch(scorer, { columnKernel: false, cellLimit: cells ?? budgets.exactCells }),
              prefix,
              remaining,
              r,
            );
      exactBest = exact.best().guess;
    } catch (err) {
      if (!stopped(err)) throw err;
      exact = undefined;
    }
  }
  let rule: GreedyRule | undefined;
  return {
    exactBest,
    grade(guess) {
      if (exact !== undefined) {
        try {
          const v = exact.played(guess);
          return { guess, grade: gradeOf(v.total, n, v.within, true), depth: undefined, method: 'exact', fast: false };
        } catch (err) {
          if (!stopped(err)) throw err;
          // A search stopped in the middle may hold state of the branch it left: the guesses after it are graded greedily.
          exact = undefined;
        }
      }
      rule ??= createGreedyGrader(scorer, budgets).ruleOf(played, remaining);
      const t = rule.after(guess);
      return { guess, grade: gradeOf(t.total, n, t.depth <= r, false), depth: t.depth, method: 'greedy', fast: rule.fast };
    },
  };
}
