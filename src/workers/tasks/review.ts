// The review task: a finished game graded step by step off the server's event loop, with the
// thread's cache of gradings.
import type { VariantSpec } from '../../core/game.ts';
import { unpackSteps } from '../../core/history.ts';
import { DEFAULT_REVIEW_BUDGETS, reviewGame, type StepGrade, type StepReview } from '../../core/review.ts';
import { liveTableLimit } from '../../core/live.ts';
import type { TreeGrade } from '../../core/review-tree.ts';
import { scorerOf } from './scorers.ts';

/** A review to compute: the history (judged solved by the caller) as flat (guess, feedback) pairs. */
export interface ReviewInput {
  readonly spec: VariantSpec;
  readonly steps: Int32Array;
  /** Largest score table this thread may build for the variant (the live answers' limit; none where the family scores by columns, as for live answers). */
  readonly tableLimit: number;
  /** The board's tree of the least total before each step, where the game follows it (treeGrades). */
  readonly known?: ReadonlyArray<TreeGrade | null>;
}

/** Step gradings a thread keeps, by variant, position and guess: reviews that open alike are graded once. */
const GRADES_KEPT = 4096;
const grades = new Map<string, StepGrade>();

/** The same pure computation as the server's inline path, off its event loop, with this thread's cache of gradings. */
export function reviewTask(input: ReviewInput): StepReview[] {
  const steps = unpackSteps(input.steps);
  // Boards of a family that scores by columns (GameFamily.scoresByColumns) are scored by its kernel
  // without a table, as live answers are: a word game's table of its full lists (60 MB with the
  // table by answer) took seconds to build, under load longer than a review may take.
  return reviewGame(
    scorerOf(input.spec, undefined, liveTableLimit(input.spec, input.tableLimit)),
    steps,
    DEFAULT_REVIEW_BUDGETS,
    {
      get: (key) => grades.get(key),
      set: (key, grade) => {
        grades.set(key, grade);
        if (grades.size > GRADES_KEPT) grades.delete(grades.keys().next().value!);
      },
    },
    input.known,
  );
}
