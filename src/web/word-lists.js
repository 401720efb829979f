// @ts-check
// The word lists of word boards, loaded when a view opens a board that needs them (never on the
// landing, nor for Mastermind): the catalogue names each board's lists by their digest, and each
// list is fetched once (GET /v1/word-lists/:sha256), whatever boards share it (wordle, wordle-hard
// and wordle-all-g8 play the same lists), and kept by the browser, since a list never changes
// under its digest. A Nerdle board has no list: its rules are made by the core when it is opened.

import * as api from './api.js';
import { isWordGame } from './games.js';
import { addNerdleRules, addWordleRules } from './wordle/load.js';

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

/** True when the board can be played as it is: no word list, or its lists loaded (a word game's words, a Wordle board's rules), or a Nerdle board's rules made. */
export function hasLists(/** @type {import('./games.js').Variant} */ variant) {
  if (variant.secrets === 'equations') return variant.rules !== undefined;
  return !isWordGame(variant) || variant.rules !== undefined || variant.words?.entries !== undefined;
}

/** Loads a word board's lists onto its variant, once: a word game's words, a Wordle board's rules (and a Nerdle board's, made without a list). */
export async function loadLists(/** @type {import('./games.js').Variant} */ variant) {
  if (variant.secrets === 'equations' && variant.rules === undefined) addNerdleRules(variant);
  if (hasLists(variant)) return;
  const { answers, accepted, words } = variant;
  if (answers !== undefined && accepted !== undefined) {
    const [a, b] = await Promise.all([listOf(answers), listOf(accepted)]);
    if (!hasLists(variant)) addWordleRules(variant, { ...variant, answers: a, accepted: b });
  } else if (words !== undefined) {
    variant.words = await listOf(words);
  } else throw new Error(`${variant.id}: the server names no word list for this board.`);
}
