// @ts-check
// The bar of a tile board's page (Wordle's, Nerdle's, Quordle's): its buttons and their icons.

import { h, svg } from '../dom.js';

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
