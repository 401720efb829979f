// @ts-check
// Wordle's ways in on the page's landing: the edition the page opens by default, its assistant and
// its review (most visitors come for them: the landing shows them first and largest).

import { DEFAULT_WORDLE } from './board-id.js';
import { wordlePath } from './address.js';

/** Wordle's group on the landing. @type {import('../family.js').LandingGroup} */
export const WORDLE_LANDING = {
  label: 'Wordle',
  heading: false,
  ways: [
    [wordlePath(DEFAULT_WORDLE, 'play'), 'Play Wordle', "Today's puzzle, on the New York Times lists of 2023.", true],
    [
      wordlePath(DEFAULT_WORDLE, 'assist'),
      'Wordle assistant',
      'Playing elsewhere? Give the colours you got; a strategy says what to play next.',
    ],
    [wordlePath(DEFAULT_WORDLE, 'review'), 'Review a Wordle game', 'Each of your guesses against the best one at that point.'],
  ],
};
