// @ts-check
// Wordle's board ids as the page reads them: through the core's grammar (served compiled under
// /lib/), the board's other mode, its lists and its short name for the page's headings.
import { parseVariant } from '/lib/core/variants/parse.js';
import { boardId } from '/lib/core/variants/grammar.js';
import { WORDLE_EDITIONS, WORDLE_LISTS, WORDLE_MAX_GUESSES } from '/lib/core/games/wordle/grammar.js';

/**
 * The id of the same Wordle board in the other mode: `wordle` and `wordle-hard`, `wordle-4-g8`
 * and `wordle-4-hard-g8` (written by the core's grammar); null for a board that is not Wordle.
 */
export function wordleModeId(/** @type {string} */ id, /** @type {boolean} */ hard) {
  let board;
  try {
    board = parseVariant(id).board;
  } catch {
    return null;
  }
  return board?.family === 'wordle' ? boardId({ ...board, hard }) : null;
}

/** The edition of Wordle the page opens by default (the board form): the New York Times lists of 2023. */
export const DEFAULT_WORDLE = 'wordle-nyt2023';

/**
 * What a Wordle board's lists are, in words and with their date ("the New York Times lists of
 * 2023", "the New York Times lists of 2022-02-15", "your lists u0123456789ab"), from its id as the
 * core's grammar reads it; null for a board that is not Wordle.
 */
export function wordleListsName(/** @type {string} */ id) {
  const board = wordleBoardOf(id);
  if (board === null) return null;
  if (board.user !== undefined) return `your lists u${board.user}`;
  if (board.edition !== undefined) return WORDLE_EDITIONS[board.edition].title;
  return board.length === undefined ? WORDLE_LISTS.title : `the project's list of ${board.length}-letter words`;
}

/** The canonical id of a Wordle board (`WORDLE-NYT2023-g6` is `wordle-nyt2023`), or null for any other id. */
export function wordleId(/** @type {string} */ id) {
  try {
    const parsed = parseVariant(id);
    return parsed.board?.family === 'wordle' ? parsed.id : null;
  } catch {
    return null;
  }
}

/**
 * A Wordle board's short name, for the page's heading and the tab's title: "Wordle" for the
 * edition the page opens by default, then what sets the board apart ("Wordle, 2022 lists, hard
 * mode", "Wordle, 7 guesses"); null for a board that is not Wordle.
 */
export function wordleName(/** @type {string} */ id) {
  const board = wordleBoardOf(id);
  if (board === null) return null;
  const parts = ['Wordle'];
  if (board.user !== undefined) parts.push('your lists');
  else if (board.length !== undefined) parts.push(`${board.length} letters`);
  else if (board.edition === undefined) parts.push('2022 lists');
  else if (`wordle-${board.edition}` !== DEFAULT_WORDLE) parts.push(`${board.edition} lists`);
  if (board.all) parts.push('every accepted word an answer');
  if (board.hard) parts.push('hard mode');
  if (board.maxGuesses !== WORDLE_MAX_GUESSES) parts.push(`${board.maxGuesses} guesses`);
  return parts.join(', ');
}

/**
 * The lists a Wordle board is played on, as the id of the plain board on them (`wordle-nyt2023`
 * for `wordle-nyt2023-hard-g7`), and the same board on other lists (`wordleOnLists('wordle-hard',
 * 'wordle-nyt2023')` is `wordle-nyt2023-hard`); null for a board that is not Wordle.
 */
export function wordleLists(/** @type {string} */ id) {
  const board = wordleBoardOf(id);
  return board === null ? null : boardId({ ...board, all: false, hard: false, maxGuesses: WORDLE_MAX_GUESSES });
}

/** The same Wordle board (mode, guesses, -all) on the lists of another board; null when either is not Wordle. */
export function wordleOnLists(/** @type {string} */ id, /** @type {string} */ listsOf) {
  const board = wordleBoardOf(id);
  const lists = wordleBoardOf(listsOf);
  if (board === null || lists === null) return null;
  return boardId({ ...board, edition: lists.edition, length: lists.length, user: lists.user });
}

/** A Wordle board as the core's grammar reads its id, or null. */
function wordleBoardOf(/** @type {string} */ id) {
  try {
    const board = parseVariant(id).board;
    return board?.family === 'wordle' ? board : null;
  } catch {
    return null;
  }
}
