// @ts-check
// The modes of a tile board, on its own page (view.js): they share ids with the modes of the Play
// section where they are the same game (codebreaker, assistant).

import { wordlePlayMode } from './play.js';
import { wordleAssistMode } from './assist.js';
import { wordleReviewMode } from './review.js';

/** The modes of a tile board, in its view's tabs' order. @type {import('../../modes/mode.js').Mode[]} */
export const WORDLE_MODES = [wordlePlayMode, wordleAssistMode, wordleReviewMode];
