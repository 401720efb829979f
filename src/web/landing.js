// @ts-check
// The page's landing at /: what Codebreaker is, in two sentences, and the way to each game: Wordle
// first (most visitors come for it: the edition the page opens by default, its assistant and its
// review), Nerdle's page (the same three views), the Quordle family's (several Wordle boards at
// once: play and the assistant), then Mastermind and the rest of the catalogue, and
// the explorer and the comparison.

import { h } from './dom.js';
import { DEFAULT_NERDLE, DEFAULT_WORDLE } from './board-id.js';
import { isTileGame } from './games.js';
import { wordlePath } from './wordle/address.js';

/** What Codebreaker is, in two sentences. */
export const LANDING_TEXT = [
  'Codebreaker plays code-breaking games (Wordle, Mastermind, Bulls and Cows and their relatives) with strategies worked out in advance as decision trees, each checked against every possible secret.',
  'Play a game against it, let it help you with a puzzle you are playing elsewhere, or see how its strategies decide.',
];

/**
 * Draws the landing into `root`.
 * @param {HTMLElement} root @param {import('./context.js').Context} ctx
 */
export function renderLanding(root, ctx) {
  /** A way in: a link, and a line saying what is there. */
  const way = (/** @type {string} */ href, /** @type {string} */ name, /** @type {string} */ what, primary = false) =>
    h('li', { class: primary ? 'way way-primary' : 'way' }, h('a', { href, class: 'way-link' }, name), h('span', { class: 'muted' }, what));
  const others = ctx.variants.filter((v) => !isTileGame(v));
  root.append(
    h('h2', { class: 'landing-title' }, 'Break the code'),
    ...LANDING_TEXT.map((t, i) => h('p', { class: i === 0 ? 'lead landing-lead' : 'landing-lead' }, t)),
    h(
      'ul',
      { class: 'ways', 'aria-label': 'Wordle' },
      way(wordlePath(DEFAULT_WORDLE, 'play'), 'Play Wordle', "Today's puzzle, on the New York Times lists of 2023.", true),
      way(
        wordlePath(DEFAULT_WORDLE, 'assist'),
        'Wordle assistant',
        'Playing elsewhere? Give the colours you got; a strategy says what to play next.',
      ),
      way(wordlePath(DEFAULT_WORDLE, 'review'), 'Review a Wordle game', 'Each of your guesses against the best one at that point.'),
    ),
    h('h3', {}, 'Nerdle'),
    h(
      'ul',
      { class: 'ways ways-small', 'aria-label': 'Nerdle' },
      way(wordlePath(DEFAULT_NERDLE, 'play'), 'Play Nerdle', "Today's equation: eight symbols, six guesses."),
      way(wordlePath(DEFAULT_NERDLE, 'assist'), 'Nerdle assistant', 'Playing elsewhere? A strategy says what to play next.'),
      way(wordlePath(DEFAULT_NERDLE, 'review'), 'Review a Nerdle game', 'Each of your equations against the best one at that point.'),
    ),
    h('h3', {}, 'Quordle'),
    h(
      'ul',
      { class: 'ways ways-small', 'aria-label': 'Quordle' },
      way('/quordle', 'Play Quordle', "Today's four Wordle boards at once: one guess for all, nine guesses."),
      way('/quordle/assist', 'Quordle assistant', 'Playing elsewhere? Give each board’s colours; a strategy says what to play next.'),
      way('/dordle', 'Play Dordle', 'Two boards, seven guesses.'),
      way('/octordle', 'Play Octordle', 'Eight boards, thirteen guesses.'),
    ),
    h('h3', {}, 'Other games'),
    h(
      'ul',
      { class: 'ways ways-small', 'aria-label': 'Other games' },
      ...others.map((v) =>
        way(`/#play?variant=${v.id}`, v.title, `${v.pegs} ${v.secrets === 'words' ? 'letters' : 'places'}, ${v.maxGuesses} guesses`),
      ),
      way('/#explore', 'Explore a strategy', 'Its decision tree, its hardest secrets, the game for any secret.'),
      way('/#compare', 'Compare strategies', 'Every strategy of a game side by side.'),
    ),
  );
}
