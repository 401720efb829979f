// @ts-check
// How a tile board reads on its page, by its game: what a place of a guess holds and what a guess
// is (a letter of a word, a symbol of an equation), the keyboard it shows, what a guess must be and
// what the colours mean. The board, the modes and the views draw every tile game alike (the same
// tiles, colours, rows and keys); what they say and which keys they show come from the board's
// face, which its game's rules carry (each family's rules.js gives its own).

import { parseVariant } from '/lib/core/variants/parse.js';

/**
 * @typedef {object} Face
 * @property {string} family the game's family, as the core's grammar names it
 * @property {string} game its name
 * @property {string} symbol what a place of a guess holds ('letter', 'symbol')
 * @property {string} guess what a guess is ('word', 'equation')
 * @property {string} aGuess the same with its article ('a word', 'an equation')
 * @property {string[]} keys the keyboard's rows of symbols (Enter and Backspace go at the ends of the last)
 * @property {string} rule what a guess must be, beyond its length ('' for a word of the list)
 * @property {string} colours what the colours mean, in a sentence
 * @property {string} example a history as a link writes it
 */

/**
 * How the board of `variant` reads: the face its rules carry (they are made when a view opens it);
 * before that, the face its game among `games` gives (the page's registration: the first for a board
 * of none of them), read from its id by the core's grammar.
 * @param {{ id: string, rules?: { face: Face } }} variant
 * @param {ReadonlyArray<{ family: string, face: (variant: any) => Face }>} [games]
 * @returns {Face}
 */
export function faceOf(variant, games = []) {
  const face = variant.rules?.face ?? (games.find((g) => g.family === familyOf(variant.id)) ?? games[0])?.face(variant);
  if (face === undefined) throw new Error(`${variant.id}: its rules, which say how its tiles read, are not made yet`);
  return face;
}

/** The family of a board, as the core's grammar reads its id; undefined for an id it does not read. */
function familyOf(/** @type {string} */ id) {
  try {
    return parseVariant(id).board?.family;
  } catch {
    return undefined;
  }
}
