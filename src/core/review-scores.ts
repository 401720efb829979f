/**
 * Skill and luck from 0 to 99, the two scores a review gives each guess and the whole game (as the
 * New York Times' bot for its word game does, from the exact figures here where it has its own).
 *
 * Skill compares what a guess costs with what the best guess there costs: the guesses expected
 * from that step to the end, the guess itself included, when the rest is played well (a review's
 * `played.expected` and `best.expected`). A guess as good as the best scores 99, one that costs
 * twice as many guesses on average 49. The game's skill is the same ratio for the whole game:
 * the best guess's expectation at the first step against that expectation plus every guess's
 * loss (what each step cost beyond the best there), so a game played well throughout scores 99
 * whatever the colours.
 *
 * Luck compares the part the answer fell in with the parts it could have fallen in: the share of
 * the answers left before a guess whose part was larger than the one that came (a luckier draw
 * leaves fewer), counting those in parts of the same size as half. A draw as likely to be better
 * as worse scores about 50 (one part: 50); the smallest part 99 when every other answer was in a larger one.
 * The game's luck is the mean over its steps that had a choice of colours (more than one answer
 * left); a game without any (one answer from the start) scores 50, as a single part does.
 */

/** The largest score. */
export const TOP_SCORE = 99;

/** A guess's skill: 99 times the best guess's expected guesses over the played guess's, rounded (99 when played is no worse). */
export function stepSkill(playedExpected: number, bestExpected: number): number {
  if (!(playedExpected > 0) || playedExpected <= bestExpected) return TOP_SCORE;
  return Math.round((TOP_SCORE * bestExpected) / playedExpected);
}

/**
 * A draw's luck: the answers in parts larger than the part of size `after` (`partSizes`: the
 * sizes of every part of the guess, the winning part included), and half of those in parts of the
 * same size, over all of them, times 99, rounded.
 */
export function stepLuck(partSizes: Iterable<number>, after: number): number {
  let before = 0;
  let larger = 0;
  let same = 0;
  for (const n of partSizes) {
    before += n;
    if (n > after) larger += n;
    else if (n === after) same += n;
  }
  if (before === 0) throw new Error('a draw from no answers');
  return Math.round((TOP_SCORE * (larger + same / 2)) / before);
}

/** What the game's scores are made of, for each step. */
export interface ScoredStep {
  readonly played: { readonly expected: number };
  readonly best: { readonly expected: number };
  /** Answers left before the step. */
  readonly before: number;
  readonly luck: { readonly score: number };
}

/** The game's skill and luck (see the header), from its steps in order. */
export function gameScores(steps: readonly ScoredStep[]): { skill: number; luck: number } {
  const even = Math.round(TOP_SCORE / 2);
  if (steps.length === 0) return { skill: TOP_SCORE, luck: even };
  const start = steps[0]!.best.expected;
  let lost = 0;
  for (const s of steps) lost += Math.max(0, s.played.expected - s.best.expected);
  const drawn = steps.filter((s) => s.before > 1);
  const luck = drawn.length === 0 ? even : Math.round(drawn.reduce((sum, s) => sum + s.luck.score, 0) / drawn.length);
  return { skill: stepSkill(start + lost, start), luck };
}
