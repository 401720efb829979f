// @ts-check
// Puts the rules on a tile board: Wordle's from its two lists and its mode (word-lists.js loads
// them), Nerdle's from its spec; the core's games, compiled and served under /lib/core/ (inside the
// bundle), the server's own.

import * as core from '/lib/core/games/wordle/game.js';
import { createNerdleGame } from '/lib/core/games/nerdle/game.js';
import { beyondListId, parseVariant } from '/lib/core/variants/parse.js';
import { nerdleRules } from './nerdle.js';
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
 * Gives a Nerdle board its rules, the core's game made from the board's id (no list: the core makes
 * the equations); true when it did, false for a board that is not Nerdle's.
 * @param {import('../games.js').Variant} variant
 */
export function addNerdleRules(variant) {
  let parsed;
  try {
    parsed = parseVariant(variant.id);
  } catch {
    return false;
  }
  if (parsed.board?.family !== 'nerdle' || parsed.spec === undefined) return false;
  variant.rules = nerdleRules({ createNerdleGame }, parsed.spec);
  return true;
}
