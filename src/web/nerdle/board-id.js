// @ts-check
// Nerdle's board ids as the page reads them: the board the page leads to, and a board's short name
// for its page's heading, both by the core's grammar (served compiled under /lib/).
import { parseVariant } from '/lib/core/variants/parse.js';
import { NERDLE_LENGTH, NERDLE_MAX_GUESSES, nerdleBoardId } from '/lib/core/games/nerdle/grammar.js';

/** The Nerdle board the page leads to: the classic game (8 symbols, six guesses), as the core's grammar writes it. */
export const DEFAULT_NERDLE = nerdleBoardId({ family: 'nerdle', length: NERDLE_LENGTH, maxGuesses: NERDLE_MAX_GUESSES });

/**
 * A Nerdle board's short name, for its page's heading and the tab's title: "Nerdle" for the classic
 * game, then what sets the board apart ("Nerdle, 6 symbols", "Nerdle, 7 guesses"); null for a board
 * that is not Nerdle.
 */
export function nerdleName(/** @type {string} */ id) {
  let board;
  try {
    board = parseVariant(id).board;
  } catch {
    return null;
  }
  if (board?.family !== 'nerdle') return null;
  const { length, maxGuesses } = /** @type {{ length: number, maxGuesses: number }} */ (board);
  const parts = ['Nerdle'];
  if (length !== NERDLE_LENGTH) parts.push(`${length} symbols`);
  if (maxGuesses !== NERDLE_MAX_GUESSES) parts.push(`${maxGuesses} guesses`);
  return parts.join(', ');
}
