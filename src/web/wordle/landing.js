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
    {
      href: wordlePath(DEFAULT_WORDLE, 'play'),
      name: 'Play Wordle',
      what: "Today's puzzle, on the New York Times lists of 2023.",
      primary: true,
    },
    {
      href: wordlePath(DEFAULT_WORDLE, 'assist'),
      name: 'Wordle assistant',
      what: 'Playing elsewhere? Give the colours you got; a strategy says what to play next.',
    },
    {
      href: wordlePath(DEFAULT_WORDLE, 'review'),
      name: 'Review a Wordle game',
      what: 'Each of your guesses against the best one at that point.',
    },
  ],
};
