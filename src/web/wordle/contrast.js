// @ts-check
// The high-contrast choice of the tile boards' views, kept under the key Wordle's page first kept
// it under (a player's choice outlives the page's changes); the page's registration gives it to
// the other views of tile boards.

import { highContrastChoice } from '../tiles/contrast.js';

/** The tile boards' high-contrast choice. */
export const HIGH_CONTRAST = highContrastChoice('codebreaker.wordle.high-contrast');
