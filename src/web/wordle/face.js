// @ts-check
// How a Wordle board reads on its page (tiles/face.js): words of letters on a QWERTY keyboard.

/** Wordle's keyboard: the letters as the New York Times lays them out (QWERTY). */
const QWERTY = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Wordle's face, which its rules carry (rules.js). @type {import('../tiles/face.js').Face} */
export const WORDLE_FACE = {
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
