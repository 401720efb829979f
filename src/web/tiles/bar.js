// @ts-check
// The screen of a tile board's page, shared by its views: the bar (the way home, the game's name,
// its buttons and their icons), the views' tabs, and the boxes of the board, the keys and the rest.

import { h, svg } from '../dom.js';
import { toaster } from './toasts.js';

/** A button of the bar: an icon, and its name (shown beside it where there is room). */
export function barButton(
  /** @type {string} */ id,
  /** @type {string} */ name,
  /** @type {Element} */ icon,
  /** @type {() => void} */ onclick,
) {
  return h(
    'button',
    { type: 'button', id, class: 'bar-button', 'aria-label': name, onclick },
    icon,
    h('span', { class: 'bar-text', 'aria-hidden': 'true' }, name),
  );
}

/** Three bars: the statistics. */
export function statsIcon() {
  const bar = (/** @type {number} */ x, /** @type {number} */ top) => svg('line', { x1: x, y1: 20, x2: x, y2: top });
  return svg(
    'svg',
    { viewBox: '0 0 24 24', width: 22, height: 22, class: 'icon', 'aria-hidden': 'true' },
    bar(6, 13),
    bar(12, 5),
    bar(18, 9),
  );
}

/** Three sliders: the settings. */
export function settingsIcon() {
  const line = (/** @type {number} */ y, /** @type {number} */ x) => [
    svg('line', { x1: 3, y1: y, x2: 21, y2: y }),
    svg('circle', { cx: x, cy: y, r: 2.4, class: 'icon-knob' }),
  ];
  return svg(
    'svg',
    { viewBox: '0 0 24 24', width: 22, height: 22, class: 'icon', 'aria-hidden': 'true' },
    ...line(6, 8),
    ...line(12, 16),
    ...line(18, 10),
  );
}

/**
 * The screen of a tile board's page: its bar (home, `title`, `actions`), a tab of each view, and the
 * boxes its view fills: `top` (the mode's line), `stage` (the board), `under`, `keys`, and below the
 * screen `more` and `problem`; `app` and `moreBox` are what goes into the page.
 * @param {{ title: string, titleId?: string, views: ReadonlyArray<{ id: string, label: string }>, viewsLabel: string,
 *   stageClass: string, appClass: string, actions: Element[] }} o
 */
export function tileScreen(o) {
  const heading = h('h1', { ...(o.titleId === undefined ? {} : { id: o.titleId }), class: 'tiles-title' }, o.title);
  const home = h(
    'a',
    { href: '/', class: 'tiles-home', 'aria-label': 'Codebreaker' },
    h('span', { class: 'logo', 'aria-hidden': 'true' }, h('span', {}), h('span', {}), h('span', {}), h('span', {})),
    h('span', { class: 'bar-text', 'aria-hidden': 'true' }, 'Codebreaker'),
  );
  /** @type {Map<string, HTMLAnchorElement>} */
  const tabLinks = new Map(o.views.map((v) => [v.id, /** @type {HTMLAnchorElement} */ (h('a', { href: '#' }, v.label))]));
  const tabs = h(
    'nav',
    { class: 'tiles-tabs', 'aria-label': o.viewsLabel },
    h('ul', {}, ...[...tabLinks.values()].map((a) => h('li', {}, a))),
  );
  const toasts = toaster();
  const top = h('div', { class: 'tiles-top' });
  const stage = h('div', { class: o.stageClass });
  const under = h('div', { class: 'tiles-under' });
  const keys = h('div', { class: 'tiles-keys' });
  const more = h('div', { class: 'tiles-more' });
  const problem = h('div', { class: 'link-problem' });
  const app = h(
    'div',
    { class: o.appClass },
    h('header', { class: 'tiles-bar' }, home, heading, h('div', { class: 'bar-actions' }, ...o.actions)),
    tabs,
    top,
    h('div', { class: `${o.stageClass}-box` }, stage),
    under,
    keys,
  );
  const moreBox = h('div', { class: 'tiles-more-box' }, problem, more);
  return { heading, tabs, tabLinks, toasts, top, stage, under, keys, more, problem, app, moreBox };
}
