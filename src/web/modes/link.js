// @ts-check
// A shared link's history, read for a mode: what the board can use of it, and a sentence on the
// rest, shown above the board.

import { notice } from '../dom.js';
import { guessProblem, normalizeCode, normalizeLabel, winLabel } from '../games.js';

/**
 * Reads a history from a link against a variant: every guess allowed and every label a feedback.
 * @param {import('../games.js').Variant} variant @param {import('./mode.js').History} raw
 * @returns {{ history: import('./mode.js').History, problem: string|null }}
 */
export function readHistory(variant, raw) {
  /** @type {import('./mode.js').History} */
  const history = [];
  for (const [i, st] of raw.entries()) {
    const guess = normalizeCode(variant, st.guess);
    const why = guessProblem(variant, guess);
    const feedback = normalizeLabel(variant, st.feedback);
    if (why || feedback === null)
      return {
        history,
        problem: `Step ${i + 1} of the link cannot be read: ${why ?? `"${st.feedback}" is not a feedback of ${variant.title}.`}`,
      };
    if (i > 0 && history[i - 1]?.feedback === winLabel(variant))
      return { history, problem: `Step ${i + 1} of the link comes after the secret was found.` };
    history.push({ guess, feedback });
  }
  if (history.length > variant.maxGuesses)
    return {
      history: history.slice(0, variant.maxGuesses),
      problem: `The link has more guesses than the board allows (${variant.maxGuesses}).`,
    };
  return { history, problem: null };
}

/** Shows why a shared link's history was not (fully) used, above the board. */
export function linkProblem(/** @type {HTMLElement} */ board, /** @type {string|null} */ text) {
  if (text) board.prepend(notice('error', text));
}
