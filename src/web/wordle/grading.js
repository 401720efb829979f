// @ts-check
// The review of a finished game in words and numbers, from the server's grading
// (GET or POST /v1/variants/:variant/review): for each guess, the answers left before and after
// it, the guesses it is expected to take from there against the best guess's, and the luck of
// the colours it got. A figure is exact (the exact search's, or the board's optimal tree's where the
// game follows it) or an estimate (greedy trees'), and says which. A game whose answer is not in
// the board's list is graded over every word the board accepts (the route's beyondList), and the
// summary says so. Pure: wordle/review.js draws what these functions say.

/**
 * The server's grading, as the review route answers it (api.js).
 * @typedef {import('../api.js').ReviewStep} ReviewStep @typedef {import('../api.js').Review} Review
 */

/**
 * How one guess is shown.
 * @typedef {object} GradedStep
 * @property {number} step @property {string} guess @property {string} feedback
 * @property {string} left the answers before and after it: "2,309 → 103", "2 → found"
 * @property {string} played the guesses expected from here with this guess: "3.42", or "3.75 (estimate)"
 * @property {string} best the best guess here and its expectation: "salet 3.42"
 * @property {string} bestGuess
 * @property {number} lost guesses lost on average against the best guess (0 when as good)
 * @property {string} verdict in words: "The best guess.", "As good as the best.", "0.12 guesses more than salet."
 * @property {'best'|'good'|'worse'} grade
 * @property {string} luck in words, with its score when the server gives one: "Lucky (88): 12 left where 60.2 were expected."
 * @property {string} skill the guess's skill from 0 to 99 ("95"), or "–" from a server that gives none
 * @property {'lucky'|'unlucky'|'even'} fortune
 * @property {boolean} estimate true when the verdict rests on an estimate (either figure a greedy tree's)
 * @property {string} how how the guess played was graded: "exact", "exact: the optimal tree", or "estimate: greedy (entropy's trees)"
 * @property {string} bestHow how the best guess's figure was found, in the same words
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

/**
 * How a figure was found: the exact search's or the optimal tree's least total, or an estimate, the
 * greedy trees' total. A server that does not say (`exact` absent) graded exactly by method exact.
 * @param {ReviewStep} s @param {boolean | undefined} exact
 */
function howOf(s, exact) {
  if (!(exact ?? s.method === 'exact')) return `estimate: greedy (${s.strategy}'s trees)`;
  return s.optimalTree === true ? 'exact: the optimal tree' : 'exact';
}

/** A figure as shown: "3.42", or "3.75 (estimate)". @param {number} x @param {string} how */
function figure(x, how) {
  return `${guesses(x)}${how.startsWith('estimate') ? ' (estimate)' : ''}`;
}

/** Every step of a review as the page shows it. @param {Review} review @returns {GradedStep[]} */
export function gradeSteps(review) {
  return review.steps.map((s) => {
    const lost = Math.max(0, s.played.expected - s.best.expected);
    const same = s.guess === s.best.guess;
    const grade = same ? 'best' : lost < TOLERANCE ? 'good' : 'worse';
    const how = howOf(s, s.played.exact);
    const bestHow = howOf(s, s.best.exact);
    const estimate = how.startsWith('estimate') || bestHow.startsWith('estimate');
    const verdict =
      grade === 'best'
        ? `The best guess${estimate ? ', by the estimate' : ''}.`
        : grade === 'good'
          ? `As good as the best (${s.best.guess})${estimate ? ', by the estimate' : ''}.`
          : `${estimate ? 'About ' : ''}${guesses(lost)} ${lost === 1 ? 'guess' : 'guesses'} more on average than ${s.best.guess}${estimate ? ' (estimated)' : ''}.`;
    const fortune = fortuneOf(s.luck);
    const won = s.feedback === 'G'.repeat(s.guess.length);
    const luck = won
      ? s.before === 1
        ? 'Certain: the only answer left.'
        : `Found among ${count(s.before)}.`
      : `${fortune === 'lucky' ? 'Lucky' : fortune === 'unlucky' ? 'Unlucky' : 'As expected'}${s.luck.score === undefined ? '' : ` (${s.luck.score})`}: ${count(s.luck.after)} left where ${answers(s.luck.expectedAfter)} were expected.`;
    return {
      step: s.step,
      guess: s.guess,
      feedback: s.feedback,
      left: `${count(s.before)} → ${won ? 'found' : count(s.after)}`,
      played: figure(s.played.expected, how),
      best: `${s.best.guess} ${figure(s.best.expected, bestHow)}`,
      bestGuess: s.best.guess,
      lost: grade === 'worse' ? lost : 0,
      verdict,
      grade,
      luck,
      skill: s.skill === undefined ? '–' : String(s.skill),
      fortune: won ? 'even' : fortune,
      estimate,
      how,
      bestHow,
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
  const estimated = steps.some((s) => s.lost > 0 && s.estimate);
  const lucky = steps.filter((s) => s.fortune === 'lucky').length;
  const unlucky = steps.filter((s) => s.fortune === 'unlucky').length;
  const n = review.guesses;
  const scores = review.skill === undefined || review.luck === undefined ? '' : ` Skill ${review.skill}, luck ${review.luck} (of 99).`;
  return (
    (review.won === false
      ? `${review.answer.toUpperCase()} not found in ${n} ${n === 1 ? 'guess' : 'guesses'}: `
      : `${review.answer.toUpperCase()} in ${n} ${n === 1 ? 'guess' : 'guesses'}: `) +
    `${good} of ${n} as good as the best` +
    (lost >= TOLERANCE
      ? `, ${estimated ? 'about ' : ''}${guesses(lost)} ${lost === 1 ? 'guess' : 'guesses'} lost on average in all${estimated ? ' (estimated)' : ''}`
      : ', none lost') +
    `; lucky colours at ${lucky} ${lucky === 1 ? 'step' : 'steps'}, unlucky at ${unlucky}.` +
    scores
  );
}
