// @ts-check
// The ways in on the page's landing to the games of several boards at once (Quordle, Dordle,
// Octordle): play and the assistant.

/**
 * Their group on the landing; `boardGame` names the game each board plays (the page's registration gives it).
 * @param {string} boardGame @returns {import('../family.js').LandingGroup}
 */
export function quordleLanding(boardGame) {
  return {
    label: 'Quordle',
    heading: true,
    ways: [
      ['/quordle', 'Play Quordle', `Today's four ${boardGame} boards at once: one guess for all, nine guesses.`],
      ['/quordle/assist', 'Quordle assistant', 'Playing elsewhere? Give each board’s colours; a strategy says what to play next.'],
      ['/dordle', 'Play Dordle', 'Two boards, seven guesses.'],
      ['/octordle', 'Play Octordle', 'Eight boards, thirteen guesses.'],
    ],
  };
}
