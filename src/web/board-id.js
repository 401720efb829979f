// @ts-check
// Board ids as the page reads them: through the core's variant room (served compiled under
// /lib/), the same code as the server's, so a link's bad board is explained without a request and
// the page never keeps a grammar of its own.
import { parseVariant } from '/lib/core/variants/parse.js';
import { boardId } from '/lib/core/variants/grammar.js';
import { WORDLE_EDITIONS, WORDLE_LISTS, WORDLE_MAX_GUESSES } from '/lib/core/games/wordle/grammar.js';
import { NERDLE_LENGTH, NERDLE_MAX_GUESSES, nerdleBoardId } from '/lib/core/games/nerdle/grammar.js';

/** The largest board the page plays (secrets and guesses): the server's default for live answers. */
export const MAX_BOARD = 100_000;

/**
 * A variant id of the catalogue or the grammar, read by the core: its canonical id (aliases
 * resolved: mm-4x6 is mastermind) and, when known before any word list is read, its size; the
 * rest of a board (a word game's list, the strategies' states) comes from the server.
 * @returns {{ ok: true, id: string, size?: { secrets: number, guesses: number } } | { ok: false, message: string }}
 */
export function readBoardId(/** @type {string} */ id) {
  let parsed;
  try {
    parsed = parseVariant(id);
  } catch (err) {
    const why = /** @type {{ why?: string }} */ (err).why;
    if (why === undefined) throw err;
    return { ok: false, message: `"${id}" is not a board of this page: ${why}.` };
  }
  const size = parsed.size;
  if (size !== undefined && (size.secrets > MAX_BOARD || size.guesses > MAX_BOARD)) {
    return {
      ok: false,
      message: `${parsed.id} has ${size.secrets.toLocaleString('en-US')} secrets and ${size.guesses.toLocaleString('en-US')} possible guesses: more than the ${MAX_BOARD.toLocaleString('en-US')} this page plays.`,
    };
  }
  return size === undefined ? { ok: true, id: parsed.id } : { ok: true, id: parsed.id, size: { ...size } };
}

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

/** The Nerdle board the page leads to: the classic game (8 symbols, six guesses), as the core's grammar writes it. */
export const DEFAULT_NERDLE = nerdleBoardId({ family: 'nerdle', length: NERDLE_LENGTH, maxGuesses: NERDLE_MAX_GUESSES });

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

/** The game of a board played on tiles at its own page ('wordle', 'nerdle'), from its id as the core's grammar reads it; null for any other board. */
export function tileFamily(/** @type {string} */ id) {
  try {
    const family = parseVariant(id).board?.family;
    return family === 'wordle' || family === 'nerdle' ? family : null;
  } catch {
    return null;
  }
}

/** The canonical id of a board played on tiles at its own page (`WORDLE-NYT2023-g6` is `wordle-nyt2023`, `Nerdle-8` is `nerdle`), or null for any other id. */
export function tileBoardId(/** @type {string} */ id) {
  return tileFamily(id) === null ? null : parseVariant(id).id;
}

/**
 * A tile board's short name, for its page's heading and the tab's title: Wordle's (wordleName), or
 * "Nerdle" for the classic game, then what sets the board apart ("Nerdle, 6 symbols", "Nerdle, 7
 * guesses"); null for any other board.
 */
export function tileBoardName(/** @type {string} */ id) {
  if (tileFamily(id) !== 'nerdle') return wordleName(id);
  const board = /** @type {{ length: number, maxGuesses: number }} */ (parseVariant(id).board);
  const parts = ['Nerdle'];
  if (board.length !== NERDLE_LENGTH) parts.push(`${board.length} symbols`);
  if (board.maxGuesses !== NERDLE_MAX_GUESSES) parts.push(`${board.maxGuesses} guesses`);
  return parts.join(', ');
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
