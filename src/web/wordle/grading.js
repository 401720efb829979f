// @ts-check
// The review of a finished game in words and numbers, from the server's grading
// (GET or POST /v1/variants/:variant/review): for each guess, the answers left before and after
// it, the guesses it is expected to take from there against the best guess's, and the luck of
// the colours it got. A game whose answer is not in the board's list is graded over every word the
// board accepts (the route's beyondList), and the summary says so. Pure: wordle/review.js draws
// what these functions say.

/**
 * The server's grading, as the review route answers it.
 * @typedef {{ step: number, guess: string, feedback: string, before: number, after: number,
 *   played: { expected: number }, best: { guess: string, expected: number },
 *   method: 'exact' | 'greedy', strategy: string, luck: { expectedAfter: number, after: number } }} ReviewStep
 * @typedef {{ variant: string, answer: string, guesses: number, steps: ReviewStep[], beyondList?: true }} Review
 */

/**
 * How one guess is shown.
 * @typedef {object} GradedStep
 * @property {number} step @property {string} guess @property {string} feedback
 * @property {string} left the answers before and after it: "2,309 → 103", "2 → found"
 * @property {string} played the guesses expected from here with this guess: "3.42"
 * @property {string} best the best guess here and its expectation: "salet 3.42"
 * @property {string} bestGuess
 * @property {number} lost guesses lost on average against the best guess (0 when as good)
 * @property {string} verdict in words: "The best guess.", "As good as the best.", "0.12 guesses more than salet."
 * @property {'best'|'good'|'worse'} grade
 * @property {string} luck in words: "Lucky: 12 left where 60.2 were expected."
 * @property {'lucky'|'unlucky'|'even'} fortune
 * @property {string} how how the numbers were found: "exact", or "greedy (entropy's tree)"
 */

/** Differences smaller than this many guesses are rounding, not a worse guess. */
const TOLERANCE = 0.005;

/** A count for people: 2,309. */
function count(/** @type {number} */ n) {
  return n.toLocaleString('en-US');
}

/** Guesses expected, two decimals: 3.42. */
export function guesses(/** @type {number} */ x) {
  return x.toFixed(2);
}

/** Answers expected after a guess: one decimal below 100, whole numbers above. */
function answers(/** @type {number} */ x) {
  return x >= 100 ? count(Math.round(x)) : x.toFixed(1).replace(/\.0$/, '');
}

/**
 * The luck of a step: the answers actually left against the size expected of the part the
 * answer falls in. Within a tenth of each other (or one answer) the colours were as expected.
 * @param {ReviewStep['luck']} luck
 */
export function fortuneOf(luck) {
  const { expectedAfter, after } = luck;
  if (Math.abs(after - expectedAfter) <= Math.max(1, 0.1 * expectedAfter)) return 'even';
  return after < expectedAfter ? 'lucky' : 'unlucky';
}

/** Every step of a review as the page shows it. @param {Review} review @returns {GradedStep[]} */
export function gradeSteps(review) {
  return review.steps.map((s) => {
    const lost = Math.max(0, s.played.expected - s.best.expected);
    const same = s.guess === s.best.guess;
    const grade = same ? 'best' : lost < TOLERANCE ? 'good' : 'worse';
    const verdict =
      grade === 'best'
        ? 'The best guess.'
        : grade === 'good'
          ? `As good as the best (${s.best.guess}).`
          : `${guesses(lost)} ${lost === 1 ? 'guess' : 'guesses'} more on average than ${s.best.guess}.`;
    const fortune = fortuneOf(s.luck);
    const won = s.feedback === 'G'.repeat(s.guess.length);
    const luck = won
      ? s.before === 1
        ? 'Certain: the only answer left.'
        : `Found among ${count(s.before)}.`
      : `${fortune === 'lucky' ? 'Lucky' : fortune === 'unlucky' ? 'Unlucky' : 'As expected'}: ${count(s.luck.after)} left where ${answers(s.luck.expectedAfter)} were expected.`;
    return {
      step: s.step,
      guess: s.guess,
      feedback: s.feedback,
      left: `${count(s.before)} → ${won ? 'found' : count(s.after)}`,
      played: guesses(s.played.expected),
      best: `${s.best.guess} ${guesses(s.best.expected)}`,
      bestGuess: s.best.guess,
      lost: grade === 'worse' ? lost : 0,
      verdict,
      grade,
      luck,
      fortune: won ? 'even' : fortune,
      how: s.method === 'exact' ? 'exact' : `greedy (${s.strategy}'s tree)`,
    };
  });
}

/**
 * The sentence of a review graded beyond the board's answers (`beyondList`: the answer is new to
 * the list, so every accepted word counted as a possible answer), else ''. @param {Review} review
 */
export function beyondText(review) {
  return review.beyondList === true
    ? `${review.answer.toUpperCase()} is not in this list: every guess is graded over every accepted word (${review.variant}).`
    : '';
}

/** The review's closing sentence: the guesses, those as good as the best, and the guesses lost. @param {Review} review */
export function reviewSummary(review) {
  const steps = gradeSteps(review);
  const good = steps.filter((s) => s.grade !== 'worse').length;
  const lost = steps.reduce((sum, s) => sum + s.lost, 0);
  const lucky = steps.filter((s) => s.fortune === 'lucky').length;
  const unlucky = steps.filter((s) => s.fortune === 'unlucky').length;
  const n = review.guesses;
  return (
    `${review.answer.toUpperCase()} in ${n} ${n === 1 ? 'guess' : 'guesses'}: ` +
    `${good} of ${n} as good as the best` +
    (lost >= TOLERANCE ? `, ${guesses(lost)} ${lost === 1 ? 'guess' : 'guesses'} lost on average in all` : ', none lost') +
    `; lucky colours at ${lucky} ${lucky === 1 ? 'step' : 'steps'}, unlucky at ${unlucky}.`
  );
}
