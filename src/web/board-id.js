// @ts-check
// Board ids as the page reads them: through the core's variant room (served compiled under
// /lib/), the same code as the server's, so a link's bad board is explained without a request and
// the page never keeps a grammar of its own.
import { parseVariant } from '/lib/core/variants/parse.js';
import { boardId, WORDLE_EDITIONS, WORDLE_LISTS } from '/lib/core/variants/grammar.js';

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

/**
 * What a Wordle board's lists are, in words and with their date ("the New York Times lists of
 * 2023", "the New York Times lists of 2022-02-15", "your lists u0123456789ab"), from its id as the
 * core's grammar reads it; null for a board that is not Wordle.
 */
export function wordleListsName(/** @type {string} */ id) {
  let board;
  try {
    board = parseVariant(id).board;
  } catch {
    return null;
  }
  if (board?.family !== 'wordle') return null;
  if (board.user !== undefined) return `your lists u${board.user}`;
  if (board.edition !== undefined) return WORDLE_EDITIONS[board.edition].title;
  return board.length === undefined ? WORDLE_LISTS.title : `the project's list of ${board.length}-letter words`;
}
