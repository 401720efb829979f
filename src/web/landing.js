// @ts-check
// The page's landing at /: what Codebreaker is, in two sentences, and the way to each game: the
// families with pages of their own first, as the page's registration lists them (families.js),
// then Mastermind and the rest of the catalogue, and the explorer and the comparison.

import { h } from './dom.js';
import { isTileGame } from './games.js';
import { LANDING_GROUPS, LANDING_TEXT } from './families.js';

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
    ...LANDING_GROUPS.flatMap((g) => [
      ...(g.heading ? [h('h3', {}, g.label)] : []),
      h('ul', { class: g.heading ? 'ways ways-small' : 'ways', 'aria-label': g.label }, ...g.ways.map((w) => way(...w))),
    ]),
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
