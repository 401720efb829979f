// @ts-check
// How a Nerdle board reads on its page (tiles/face.js): equations of digits and operators on a
// keyboard of the board's symbols.

/** The most keys in a row of the keyboard (Nerdle's: ten digits, then the five signs). */
const ROW = 10;

/**
 * The face of a Nerdle board of `symbols` (its rules carry it: rules.js).
 * @param {string} symbols @returns {import('../tiles/face.js').Face}
 */
export function nerdleFace(symbols) {
  /** @type {string[]} */
  const keys = [];
  for (let i = 0; i < symbols.length; i += ROW) keys.push(symbols.slice(i, i + ROW));
  return {
    family: 'nerdle',
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
