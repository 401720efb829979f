// @ts-check
// A row of a Play board: the step's number, the guess and its feedback.

import { h } from '../dom.js';
import { codeView, feedbackView } from '../pegs.js';

/** A row of the board: step number, code, feedback, and extras. */
export function rowView(
  /** @type {import('../games.js').Variant} */ variant,
  /** @type {number} */ n,
  /** @type {string} */ guess,
  /** @type {string} */ feedback,
  /** @type {any[]} */ ...extra
) {
  return h(
    'li',
    { class: 'row' },
    h('span', { class: 'step' }, String(n)),
    codeView(variant, guess),
    feedbackView(variant, feedback),
    ...extra,
  );
}
