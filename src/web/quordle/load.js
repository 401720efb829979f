// @ts-check
// Makes a Quordle-family board's rules in the browser from the core's games (compiled, served under
// /lib/core/ and inside the bundle: the server's own; the game of each board as the page's
// registration gives it) and the lists its description names.

import { createQuordleGame } from '/lib/core/games/quordle/game.js';
import { QUORDLE_GAMES } from '/lib/core/games/quordle/grammar.js';
import { QUORDLE_FAMILY } from '/lib/core/variants/families.js';
import { listOf } from '../word-lists.js';
import { quordleRules } from './rules.js';

/** The core's parts the rules are made of. */
const CORE = { createQuordleGame, parseQuordleId: QUORDLE_FAMILY.parse, QUORDLE_GAMES };

/** The canonical id of a board of the family (`Quordle-g9` is `quordle`), or null for any other id. */
export function quordleId(/** @type {string} */ id) {
  const board = QUORDLE_FAMILY.parse(id.toLowerCase());
  return board === undefined || typeof board === 'string' ? null : board.id;
}

/**
 * The rules of a board the server described (`GET /v1/variants/quordle`: its boards' lists, which
 * are fetched once by their digest when the answer does not carry their words).
 * @param {import('../games.js').Variant} variant @param {import('../family.js').BoardsGame} boards the game each board plays
 */
export async function loadQuordleRules(variant, boards) {
  if (variant.answers === undefined || variant.accepted === undefined)
    throw new Error(`${variant.id}: the server names no word lists for its boards.`);
  const [answers, accepted] = await Promise.all([listOf(variant.answers), listOf(variant.accepted)]);
  return quordleRules({ ...CORE, gameOfLists: boards.gameOfLists }, variant.id, answers, accepted);
}
