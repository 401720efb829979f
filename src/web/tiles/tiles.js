// @ts-check
// How a tile board looks and reads: tiles of letters (a word game's) or other symbols coloured by their
// state, what each state means in words (the screen reader hears the meaning, not the colour, which
// the high-contrast palette changes), the best state known of each symbol (the keyboard shows it),
// and the sentence the live region announces after a guess.

import { h } from '../dom.js';

/** A tile's state: G green (right place), Y yellow (elsewhere in the word), B grey (not in it, or no more copies). */
/** @typedef {'G'|'Y'|'B'} TileState */

/** What each state means, as the tiles' and keys' labels say it (the New York Times' words). */
export const STATE_WORDS = /** @type {const} */ ({ G: 'correct', Y: 'present in another spot', B: 'absent' });

/** The order the colours cycle in when a tile is clicked (assist): grey, yellow, green. */
const CYCLE = /** @type {const} */ (['B', 'Y', 'G']);

/** The state after `state` when a tile is clicked: grey, yellow, green, grey again; a tile without a colour ('?', unset) turns grey first. */
export function nextState(/** @type {string} */ state) {
  const at = CYCLE.indexOf(/** @type {TileState} */ (state));
  return CYCLE[(at + 1) % CYCLE.length] ?? 'B';
}

/** A tile's label: its place, its letter (or symbol: `word` names what a place holds) and what its colour means (or that it is empty). */
export function tileLabel(
  /** @type {number} */ place,
  /** @type {string} */ letter,
  /** @type {string} */ state,
  /** @type {string} */ word = 'letter',
) {
  if (!letter) return `${word} ${place}, empty`;
  const meaning = state === '?' ? 'colour not set' : STATE_WORDS[/** @type {TileState} */ (state)];
  return `${word} ${place}, ${letter.toUpperCase()}${meaning ? `, ${meaning}` : ''}`;
}

/**
 * The best state known of each letter after a history: green over yellow over grey (a letter
 * grey in one place because the answer has no more copies may be green in another).
 * @param {Array<{ guess: string, feedback: string }>} history @returns {Map<string, TileState>}
 */
export function keyStates(history) {
  const rank = { B: 0, Y: 1, G: 2 };
  /** @type {Map<string, TileState>} */
  const best = new Map();
  for (const { guess, feedback } of history) {
    for (let i = 0; i < guess.length; i++) {
      const letter = /** @type {string} */ (guess[i]);
      const state = /** @type {TileState} */ (feedback[i]);
      if (!(state in rank)) continue;
      const known = best.get(letter);
      if (known === undefined || rank[state] > rank[known]) best.set(letter, state);
    }
  }
  return best;
}

/** The sentence announced after a guess: each letter with its meaning, and what is left. */
export function announceText(/** @type {number} */ step, /** @type {string} */ guess, /** @type {string} */ feedback, tail = '') {
  const letters = [...guess].map((c, i) => `${c.toUpperCase()} ${STATE_WORDS[/** @type {TileState} */ (feedback[i])] ?? ''}`.trim());
  return `Guess ${step}, ${guess.toUpperCase()}: ${letters.join(', ')}.${tail ? ` ${tail}` : ''}`;
}

/** One tile: a letter or symbol ('' for an empty place) in its state ('' while typed, not yet scored); `word` names what a place holds. */
export function tile(/** @type {number} */ place, /** @type {string} */ letter, /** @type {string} */ state, word = 'letter') {
  return h(
    'span',
    {
      class: 'tile',
      role: 'img',
      'aria-label': tileLabel(place, letter, state, word),
      dataset: { state: state || (letter ? 'typed' : 'empty') },
    },
    letter.toUpperCase(),
  );
}

/** A guess and its colours as a row of tiles, labelled as a whole for screen readers; `word` names what a place holds. */
export function tileRow(/** @type {string} */ guess, /** @type {string} */ feedback, word = 'letter') {
  return h(
    'span',
    { class: 'tile-row', role: 'group', 'aria-label': `${guess.toUpperCase()} ${feedback}`, title: `${guess} ${feedback}` },
    ...[...guess].map((c, i) => tile(i + 1, c, feedback[i] ?? '', word)),
  );
}
