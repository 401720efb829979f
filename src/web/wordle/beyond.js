// @ts-check
// No dead end on a Wordle board, in the page: colours that no answer of the board's list fits but
// some accepted words do (today's answer is new to the list) go on over those words, as the
// server answers them then (`beyondList`: the board's -all twin, every accepted word an answer).
// Pure: the modes say it and draw it.

import { firstContradiction } from '../games.js';

/** @type {WeakMap<import('../games.js').Variant, import('../games.js').Variant>} */
const twins = new WeakMap();

/**
 * The board's wider twin as the page plays it: the same board whose answers are every word it
 * accepts (`wordle-all` for `wordle`), made once from the lists already loaded; null for a board
 * without one (its answers are already every word it takes).
 * @param {import('../games.js').Variant} variant
 * @returns {import('../games.js').Variant | null}
 */
export function beyondVariant(variant) {
  const rules = variant.rules;
  if (!rules?.beyondId) return null;
  let twin = twins.get(variant);
  if (twin === undefined) {
    twin = { ...variant, id: rules.beyondId, rules: rules.beyond() };
    twins.set(variant, twin);
  }
  return twin;
}

/**
 * What a history leaves on a Wordle board: the answers that fit it; or, when no answer fits but
 * some accepted words do, those words (`beyond`, played over the twin `on`). `step` is the first
 * step (1-based) that no word the board takes fits, or 0; `on`, `beyond` and `left` are then what
 * the steps before it leave (the whole history when `step` is 0).
 * @param {import('../games.js').Variant} variant @param {Array<{guess: string, feedback: string}>} history
 * @returns {{ on: import('../games.js').Variant, beyond: boolean, left: string[], step: number }}
 */
export function wordsLeft(variant, history) {
  const within = firstContradiction(variant, history);
  if (within.step === 0) return { on: variant, beyond: false, left: within.secrets, step: 0 };
  const twin = beyondVariant(variant);
  const wider = twin === null ? within : firstContradiction(twin, history);
  if (twin !== null && wider.step === 0) return { on: twin, beyond: true, left: wider.secrets, step: 0 };
  // No word fits: what the steps before the contradiction leave (they fit the board, or its twin).
  return { ...wordsLeft(variant, history.slice(0, wider.step - 1)), step: wider.step };
}
