// @ts-check
// The Compare section: every strategy of a variant side by side, so the gap between greedy and
// optimal trees shows at a glance.

import * as api from './api.js';
import { h, replace, select, notice } from './dom.js';
import { histogramChart } from './chart.js';
import { errorText } from './api.js';

/**
 * Renders the Compare section into `root`.
 * @param {HTMLElement} root
 * @param {{ variants: import('./games.js').Variant[], selection: { variant: string, strategy: string } }} ctx
 */
export function renderCompare(root, ctx) {
  const variantSel = select(ctx.variants.map((v) => [v.id, v.title]), ctx.selection.variant, { id: 'compare-variant' });
  const body = h('div', {});
  let shown = 0;
  const show = async () => {
    // Only the latest choice may fill the table, whichever answer arrives last.
    const ticket = ++shown;
    ctx.selection.variant = variantSel.value;
    const variant = ctx.variants.find((v) => v.id === variantSel.value);
    if (!variant) return;
    const strategies = [...(variant.strategies ?? [])].sort((a, b) => a.total - b.total || a.max - b.max);
    if (strategies.length === 0) {
      replace(body, notice('info', 'No tree of this game is loaded on the server.'));
      return;
    }
    replace(body, h('p', { class: 'muted' }, 'Loading…'));
    let headers;
    try {
      headers = await Promise.all(strategies.map((s) => api.header(variant.id, s.id)));
    } catch (err) {
      if (ticket === shown) replace(body, notice('error', errorText(err)));
      return;
    }
    if (ticket !== shown) return;
    const bestTotal = Math.min(...strategies.map((s) => s.total));
    const bestMax = Math.min(...strategies.map((s) => s.max));
    // One scale for every row, so bar heights compare across strategies.
    const scaleMax = Math.max(...headers.flatMap((hd) => hd.stats.histogram));
    const last = Math.max(...headers.map((hd) => hd.stats.histogram.length - 1));
    /** @type {number[]} */
    const cols = [];
    for (let d = 1; d <= last; d++) cols.push(d);
    replace(body,
      h('div', { class: 'table-wrap' },
        h('table', { class: 'compare' },
          h('caption', {}, `${variant.title}: ${headers[0]?.stats.secrets ?? ''} secrets. Sorted by total guesses; best values in bold.`),
          h('thead', {}, h('tr', {},
            h('th', { scope: 'col' }, 'Strategy'), h('th', { scope: 'col', class: 'num' }, 'Total'),
            h('th', { scope: 'col', class: 'num' }, 'Average'), h('th', { scope: 'col', class: 'num' }, 'Max'),
            h('th', { scope: 'col' }, 'Histogram'),
            ...cols.map((d) => h('th', { scope: 'col', class: 'num hist-col', title: `secrets solved in exactly ${d} guesses` }, String(d))))),
          h('tbody', {}, ...strategies.map((s, i) => {
            const hist = headers[i]?.stats.histogram ?? [];
            return h('tr', {},
              h('th', { scope: 'row' }, h('span', { class: 'strategy-id' }, s.id), h('span', { class: 'strategy-desc' }, headers[i]?.strategy.description ?? '')),
              h('td', { class: s.total === bestTotal ? 'num best' : 'num' }, String(s.total)),
              h('td', { class: s.total === bestTotal ? 'num best' : 'num' }, s.average.toFixed(4)),
              h('td', { class: s.max === bestMax ? 'num best' : 'num' }, String(s.max)),
              h('td', {}, histogramChart(hist, { compact: true, scaleMax, maxGuesses: last, title: s.id })),
              ...cols.map((d) => h('td', { class: 'num hist-col' }, hist[d] ? String(hist[d]) : '·')));
          })))));
  };
  variantSel.addEventListener('change', show);
  replace(root,
    h('h2', {}, 'Compare strategies'),
    h('div', { class: 'controls' }, h('label', { for: 'compare-variant' }, 'Game', variantSel)),
    body);
  show();
  return { refresh: () => { if (variantSel.value !== ctx.selection.variant) { variantSel.value = ctx.selection.variant; show(); } } };
}
