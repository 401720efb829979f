// @ts-check
// The ways in on the page's landing to the games of several boards at once (Quordle, Dordle,
// Octordle): play and the assistant.

/** Their group on the landing. @type {import('../family.js').LandingGroup} */
export const QUORDLE_LANDING = {
  label: 'Quordle',
  heading: true,
  ways: [
    { href: '/quordle', name: 'Play Quordle', what: "Today's four Wordle boards at once: one guess for all, nine guesses." },
    {
      href: '/quordle/assist',
      name: 'Quordle assistant',
      what: 'Playing elsewhere? Give each board’s colours; a strategy says what to play next.',
    },
    { href: '/dordle', name: 'Play Dordle', what: 'Two boards, seven guesses.' },
    { href: '/octordle', name: 'Play Octordle', what: 'Eight boards, thirteen guesses.' },
  ],
};
