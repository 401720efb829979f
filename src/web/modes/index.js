// @ts-check
// The modes of the Play section, in the order its Mode picker lists them; Play starts with the
// first. A new mode is a module exporting a Mode (mode.js), imported here and
// added to the list. Tile boards (Wordle, Nerdle) have modes of their own, on their own page.

import { isTileGame } from '../games.js';
import { codebreakerMode } from './codebreaker.js';
import { adversaryMode } from './adversary.js';
import { challengeMode } from './challenge.js';
import { assistantMode } from './assistant.js';
import { wordlePlayMode } from './wordle-play.js';
import { wordleAssistMode } from './wordle-assist.js';
import { wordleReviewMode } from './wordle-review.js';

/** Every mode of Play, in the Mode picker's order. @type {import('./mode.js').Mode[]} */
export const MODES = [codebreakerMode, adversaryMode, challengeMode, assistantMode];

/** The modes of a tile board (Wordle, Nerdle): they share ids with the modes above where they are the same game (codebreaker, assistant). @type {import('./mode.js').Mode[]} */
export const WORDLE_MODES = [wordlePlayMode, wordleAssistMode, wordleReviewMode];

/** The modes Play offers on a board. */
export function modesFor(/** @type {import('../games.js').Variant} */ variant) {
  return isTileGame(variant) ? WORDLE_MODES : MODES;
}
