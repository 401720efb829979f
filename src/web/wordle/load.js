// @ts-check
// Puts Wordle's rules on a board: from its two lists and its mode (word-lists.js loads them); the
// core's game, compiled and served under /lib/core/ (inside the bundle), the server's own.

import * as core from '/lib/core/games/wordle/game.js';
import { beyondListId } from '/lib/core/variants/parse.js';
import { wordleRules } from './rules.js';

/**
 * Gives a variant its Wordle rules from the lists of a Wordle board, with their words; true when it did.
 * @param {import('../games.js').Variant} variant the variant shown in the pickers (it keeps the rules)
 * @param {{ answers?: import('./rules.js').WordList, accepted?: import('./rules.js').WordList, hard?: boolean }} detail its lists and mode
 */
export function addWordleRules(variant, detail) {
  if (!detail.answers || !detail.accepted) return false;
  variant.rules = wordleRules(core, {
    id: variant.id,
    title: variant.title,
    maxGuesses: variant.maxGuesses,
    answers: detail.answers,
    accepted: detail.accepted,
    hard: detail.hard === true,
    // The board that takes over when today's answer is not in the list (the server's no-dead-end rule).
    beyondId: beyondListId(variant.id),
  });
  return true;
}

/**
 * The core's game of a Wordle board `id` whose answers and accepted words are these lists, in easy
 * mode: the game each board of a game of several boards at once plays (the page's registration gives it).
 * @param {string} id @param {import('./rules.js').WordList} answers @param {import('./rules.js').WordList} accepted
 */
export function wordleGameOfLists(id, answers, accepted) {
  return core.createWordleGame(core.wordleSpec({ id, title: id, answers, accepted, hard: false }));
}
