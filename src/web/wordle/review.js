// @ts-check
// The review card of a finished game of a tile board (Wordle's, or another tile game's): the server grades it in one request (the review
// route), and wordle/grading.js says what each number means.

import * as api from '../api.js';
import { errorText } from '../api.js';
import { h, replace, notice } from '../dom.js';
import { symbolWord } from '../games.js';
import { beyondText, gradeSteps, reviewSummary } from './grading.js';
import { reviewCard } from '../review-card.js';
import { tileRow } from '../tiles/tiles.js';

/**
 * A review card for a finished game, won or, with its `answer`, not; it fills in once the server
 * has graded it.
 * @param {import('../games.js').Variant} variant @param {Array<{guess: string, feedback: string}>} history @param {string} [answer]
 */
export function wordleReviewView(variant, history, answer) {
  const body = h('tbody', {});
  const summary = h('p', { class: 'muted', role: 'status' }, 'Grading your game…');
  const beyond = h('strong', { class: 'review-beyond' });
  const box = reviewCard({
    id: 'wordle-review-h',
    cls: 'review wordle-review',
    intro: [
      'Each guess against the best guess at the same point: the guesses each is expected to take from there to the answer ',
      '(this one included, the rest played well, on average over the answers left), and whether the colours you got left fewer answers than expected (lucky) or more. ',
      'Figures are exact (the optimal tree where your game follows it, else the exact search) except those marked estimate, the totals of greedy trees where the answers left are too many to search. ',
      'Skill (0 to 99) is the best guess’s expected guesses over yours; luck (0 to 99) the share of answers whose colours would have left more than yours did.',
      beyond,
    ],
    columns: [
      ['#'],
      ['Your guess'],
      ['Answers left', 'num'],
      ['Expected guesses', 'num'],
      ['Best here'],
      ['Verdict'],
      ['Skill', 'num'],
      ['Luck'],
    ],
    body,
    summary,
  });
  void (async () => {
    let review;
    try {
      review = await api.review(variant.id, history, answer);
    } catch (err) {
      replace(summary, notice('error', `The game could not be reviewed: ${errorText(err)}`));
      return;
    }
    for (const s of gradeSteps(review)) {
      body.append(
        h(
          'tr',
          {},
          h('td', { 'data-label': 'Guess' }, String(s.step)),
          h('td', { 'data-label': 'Your guess' }, tileRow(s.guess, s.feedback, symbolWord(variant))),
          h('td', { class: 'num', 'data-label': 'Answers left' }, s.left),
          h('td', { class: 'num', 'data-label': 'Expected guesses', title: s.how }, s.played),
          h('td', { 'data-label': 'Best here', title: s.bestHow }, s.best),
          h('td', { class: s.grade === 'worse' ? 'verdict-worse' : 'verdict-same', 'data-label': 'Verdict' }, s.verdict),
          h('td', { class: 'num', 'data-label': 'Skill' }, String(s.skill)),
          h('td', { class: `luck-${s.fortune}`, 'data-label': 'Luck' }, s.luck),
        ),
      );
    }
    replace(summary, reviewSummary(review));
    // An answer new to the list: graded over every accepted word, said before the table.
    const said = beyondText(review);
    if (said !== '') replace(beyond, ` ${said}`);
  })();
  return box;
}
