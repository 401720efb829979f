// @ts-check
// Nerdle's ways in on the page's landing: the classic board's three views, at the addresses of the
// tile board's view (`path`, given by the page's registration).

import { DEFAULT_NERDLE } from './board-id.js';

/**
 * Nerdle's group on the landing; `path` writes the address of a view of a tile board.
 * @param {(board: string, view: 'play'|'assist'|'review') => string} path
 * @returns {import('../family.js').LandingGroup}
 */
export function nerdleLanding(path) {
  return {
    label: 'Nerdle',
    heading: true,
    ways: [
      [path(DEFAULT_NERDLE, 'play'), 'Play Nerdle', "Today's equation: eight symbols, six guesses."],
      [path(DEFAULT_NERDLE, 'assist'), 'Nerdle assistant', 'Playing elsewhere? A strategy says what to play next.'],
      [path(DEFAULT_NERDLE, 'review'), 'Review a Nerdle game', 'Each of your equations against the best one at that point.'],
    ],
  };
}
