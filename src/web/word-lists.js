// @ts-check
// The word lists of word boards, loaded when a view opens a board that needs them (never on the
// landing, nor for Mastermind): the catalogue names each board's lists by their digest, and each
// list is fetched once (GET /v1/word-lists/:sha256), whatever boards share it (a board's hard mode
// plays the same lists), and kept by the browser, since a list never changes under its digest. A
// board of equations has no list: its rules are made by the core when it is opened.

import * as api from './api.js';
import { isWordGame } from './games.js';

/** @typedef {import('./games.js').WordList & { entries: string[] }} LoadedList */

/** The lists fetched or being fetched, by sha256. @type {Map<string, Promise<LoadedList>>} */
const lists = new Map();

/** A list with its words: the one given, when it carries them (a board the server described whole), else fetched once by its digest. */
export function listOf(/** @type {import('./games.js').WordList} */ ref) {
  let got = lists.get(ref.sha256);
  if (got === undefined) {
    const entries = ref.entries;
    got = entries !== undefined ? Promise.resolve({ ...ref, entries }) : api.wordList(ref.sha256);
    lists.set(ref.sha256, got);
    // A request that failed may be made again.
    got.catch(() => lists.delete(ref.sha256));
  }
  return got;
}

/** True when the board can be played as it is: no word list, or its lists loaded (a word game's words, a tile board's rules), or a board of equations' rules made. */
export function hasLists(/** @type {import('./games.js').Variant} */ variant) {
  if (variant.secrets === 'equations') return variant.rules !== undefined;
  return !isWordGame(variant) || variant.rules !== undefined || variant.words?.entries !== undefined;
}

/**
 * Loads a word board's lists onto its variant, once: a word game's words, or a tile board's rules
 * as its game makes them (`games`, the page's registration: from its two lists, or from its id alone).
 * @param {import('./games.js').Variant} variant @param {readonly import('./family.js').TileGame[]} games
 */
export async function loadLists(variant, games) {
  if (variant.secrets === 'equations' && variant.rules === undefined) games.some((g) => g.rulesFromSpec?.(variant));
  if (hasLists(variant)) return;
  const { answers, accepted, words } = variant;
  if (answers !== undefined && accepted !== undefined) {
    const [a, b] = await Promise.all([listOf(answers), listOf(accepted)]);
    if (!hasLists(variant)) games.some((g) => g.rulesFromLists?.(variant, { ...variant, answers: a, accepted: b }));
  } else if (words !== undefined) {
    variant.words = await listOf(words);
  } else throw new Error(`${variant.id}: the server names no word list for this board.`);
}
