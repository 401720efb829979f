// @ts-check
// The review after a game: every guess with the secrets left after it, the strategy's own choice
// at that point, and how much better or worse the player's guess was. Each step is graded by the
// server (GET /v1/variants/:variant/evaluate), which measures both guesses the same way: how many
// secrets each leaves on average and at most.

import * as api from './api.js';
import { errorText } from './api.js';
import { h, replace, plural } from './dom.js';
import { winLabel } from './games.js';
import { codeView, feedbackView } from './pegs.js';
import { reviewCard } from './review-card.js';
import { describeStrategy } from './strategies.js';

/** Numbers of secrets on average, short: 5.2, 12, 0.5. */
function avg(/** @type {number} */ x) {
  return x >= 100 ? String(Math.round(x)) : x.toFixed(1).replace(/\.0$/, '');
}

/**
 * The verdict on one guess against the strategy's choice, in the strategy's own terms: the most
 * secrets left for the worst-case strategies (minimax, optimal-worst), the secrets left on
 * average for the others (a guess that is the secret leaves none); the other measure breaks ties.
 * Returns the sentence and the cell's class.
 * @param {import('./api.js').Measures & { guess: string }} mine @param {import('./api.js').Measures & { guess: string }} theirs
 * @param {number} remaining the secrets possible before the guess @param {string} strategy
 */
export function verdict(mine, theirs, remaining, strategy) {
  if (mine.guess === theirs.guess) return { text: 'Its own choice.', cls: 'verdict-same' };
  const left = (/** @type {import('./api.js').Measures} */ m) => m.expectedSize - (m.canWin ? 1 / Math.max(1, remaining) : 0);
  const a = left(mine);
  const b = left(theirs);
  const avgDiff = Math.abs(a - b) < 0.005 * Math.max(1, b) ? 0 : Math.sign(a - b);
  const worstDiff = Math.sign(mine.worst - theirs.worst);
  const worstFirst = strategy === 'minimax' || strategy === 'optimal-worst';
  const diff = worstFirst ? worstDiff || avgDiff : avgDiff || worstDiff;
  const numbers = `${avg(a)} left on average, at most ${mine.worst}; its choice ${avg(b)}, at most ${theirs.worst}`;
  if (diff === 0) return { text: `As good: ${avg(a)} left on average, at most ${mine.worst}.`, cls: 'verdict-same' };
  return diff < 0 ? { text: `Better: ${numbers}.`, cls: 'verdict-better' } : { text: `Worse: ${numbers}.`, cls: 'verdict-worse' };
}

/**
 * A review card for a finished game; it fills in step by step as the server grades each guess.
 * @param {import('./games.js').Variant} variant @param {string} strategy
 * @param {Array<{guess: string, feedback: string}>} history
 */
export function reviewView(variant, strategy, history) {
  const name = strategy || 'entropy';
  const body = h('tbody', {});
  const summary = h('p', { class: 'muted' }, `Grading your ${plural(history.length, 'guess', 'guesses')}…`);
  const box = reviewCard({
    id: 'review-h',
    cls: 'review',
    intro: [
      `Each guess against the choice of ${name} (${describeStrategy(name).name.toLowerCase()}) at the same point, judged as ${name} judges: `,
      name === 'minimax' || name === 'optimal-worst'
        ? 'fewer secrets left in the worst case is better.'
        : 'fewer secrets left on average is better.',
    ],
    columns: [['#'], ['Your guess'], ['Answer'], ['Secrets left', 'num'], [`${name} would play`], ['Verdict']],
    body,
    summary,
  });
  void (async () => {
    let asGood = 0;
    for (let i = 0; i < history.length; i++) {
      const step = /** @type {{guess: string, feedback: string}} */ (history[i]);
      let ev;
      try {
        ev = await api.evaluate(variant.id, history.slice(0, i), step.guess);
      } catch (err) {
        replace(summary, `The review stopped at guess ${i + 1}: ${errorText(err)}`);
        return;
      }
      const theirs = ev.choices[name] ?? Object.values(ev.choices)[0];
      const left = step.feedback === winLabel(variant) ? 0 : (ev.parts[step.feedback] ?? 0);
      const v = theirs ? verdict(ev, theirs, ev.remaining, name) : { text: '', cls: '' };
      if (v.cls !== 'verdict-worse') asGood++;
      body.append(
        h(
          'tr',
          {},
          h('td', { 'data-label': 'Guess' }, String(i + 1)),
          h('td', { 'data-label': 'Your guess' }, codeView(variant, step.guess)),
          h('td', { 'data-label': 'Answer' }, feedbackView(variant, step.feedback)),
          h('td', { class: 'num', 'data-label': 'Secrets left' }, left === 0 ? 'found' : `${ev.remaining} → ${left}`),
          h('td', { 'data-label': `${name} would play` }, theirs ? codeView(variant, theirs.guess) : ''),
          h('td', { class: v.cls, 'data-label': 'Verdict' }, v.text),
        ),
      );
    }
    replace(
      summary,
      `${asGood} of your ${plural(history.length, 'guess', 'guesses')} ${asGood === 1 ? 'was' : 'were'} as good as ${name}'s or better.`,
    );
  })();
  return box;
}
