// @ts-check
// How a tile board reads on its page, by its game: Wordle's words of letters on a QWERTY keyboard,
// Nerdle's equations of digits and operators on a keyboard of its symbols. The board, the modes and
// the view draw both games alike (the same tiles, colours, rows and keys); what they say and which
// keys they show come from here. Pure: the game is the one its rules name (wordle/rules.js).

/** Wordle's keyboard: the letters as the New York Times lays them out (QWERTY). */
const QWERTY = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** The most keys in a row of a keyboard that follows the board's symbols (Nerdle's: ten digits, then the five signs). */
const ROW = 10;

/**
 * @typedef {object} Face
 * @property {'wordle'|'nerdle'} family the game
 * @property {string} game its name (Wordle, Nerdle)
 * @property {string} symbol what a place of a guess holds ('letter', 'symbol')
 * @property {string} guess what a guess is ('word', 'equation')
 * @property {string} aGuess the same with its article ('a word', 'an equation')
 * @property {string[]} keys the keyboard's rows of symbols (Enter and Backspace go at the ends of the last)
 * @property {string} rule what a guess must be, beyond its length ('' for a word of the list)
 * @property {string} colours what the colours mean, in a sentence
 * @property {string} example a history as a link writes it
 */

/**
 * How the board of `variant` reads: its game's words and its keyboard.
 * @param {import('../games.js').Variant} variant @returns {Face}
 */
export function faceOf(variant) {
  const family = variant.rules?.family ?? (variant.secrets === 'equations' ? 'nerdle' : 'wordle');
  if (family === 'nerdle') {
    /** @type {string[]} */
    const keys = [];
    for (let i = 0; i < variant.symbols.length; i += ROW) keys.push(variant.symbols.slice(i, i + ROW));
    return {
      family,
      game: 'Nerdle',
      symbol: 'symbol',
      guess: 'equation',
      aGuess: 'an equation',
      keys,
      rule: 'one =, a whole number on its right, numbers and + - * / on its left (* and / first)',
      // Nerdle draws a symbol present elsewhere purple; the page keeps one palette for its games.
      colours:
        'Green: the symbol is in its place; yellow (Nerdle’s purple): it is in the equation elsewhere; grey: it is not (or not that many times).',
      example: '48-32=16:BYBBGBBB',
    };
  }
  return {
    family: 'wordle',
    game: 'Wordle',
    symbol: 'letter',
    guess: 'word',
    aGuess: 'a word',
    keys: QWERTY,
    rule: '',
    colours: 'Green: the letter is in its place; yellow: it is in the word elsewhere; grey: it is not (or not that many times).',
    example: 'salet:BYBBG,crony:BGBBB',
  };
}
