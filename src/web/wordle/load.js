// @ts-check
// Puts the rules on a Wordle board the server described (GET /v1/variants/:variant gives its two
// lists and its mode): the core's game, compiled and served under /lib/core/, the server's own.

import * as core from '/lib/core/games/wordle.js';
import { beyondListId } from '/lib/core/variants/parse.js';
import { wordleRules } from './rules.js';

/**
 * Gives a variant its Wordle rules when the server's answer carries the lists of a Wordle board;
 * true when it did.
 * @param {import('../games.js').Variant} variant the variant shown in the pickers (it keeps the rules)
 * @param {import('../games.js').Variant} detail the server's answer for that board
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
