// @ts-check
// The modes of the Play section, in the order its Mode picker lists them; Play starts with the
// first. A new mode is a module exporting a Mode (mode.js), imported here and
// added to the list. Tile boards have modes of their own, on their own page (families.js lists them).

import { isTileGame } from '../games.js';
import { codebreakerMode } from './codebreaker.js';
import { adversaryMode } from './adversary.js';
import { challengeMode } from './challenge.js';
import { assistantMode } from './assistant.js';

/** Every mode of Play, in the Mode picker's order. @type {import('./mode.js').Mode[]} */
export const MODES = [codebreakerMode, adversaryMode, challengeMode, assistantMode];

/**
 * The modes Play offers on a board: a tile board's own (`tileModes`, given by the page's
 * registration), or the modes above.
 * @param {import('../games.js').Variant} variant @param {import('./mode.js').Mode[]} tileModes
 */
export function modesFor(variant, tileModes) {
  return isTileGame(variant) ? tileModes : MODES;
}
