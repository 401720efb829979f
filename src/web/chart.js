// @ts-check
// Histograms of guesses per secret, drawn as inline SVG (no chart library, no network).

import { svg, h } from './dom.js';

/**
 * A bar chart of histogram[d] = secrets found with exactly d guesses (d from 1).
 * @param {number[]} histogram
 * @param {{ title?: string, height?: number, compact?: boolean, scaleMax?: number, maxGuesses?: number }} [opts]
 */
export function histogramChart(histogram, opts = {}) {
  const compact = opts.compact ?? false;
  const last = Math.max(histogram.length - 1, opts.maxGuesses ?? 0, 1);
  const bars = [];
  for (let d = 1; d <= last; d++) bars.push({ d, n: histogram[d] ?? 0 });
  const top = opts.scaleMax ?? Math.max(1, ...bars.map((b) => b.n));
  const total = bars.reduce((a, b) => a + b.n, 0);
  const barW = compact ? 10 : 40;
  const gap = compact ? 2 : 10;
  const plotH = opts.height ?? (compact ? 28 : 160);
  const labelH = compact ? 0 : 36;
  const width = bars.length * (barW + gap) + gap;
  const height = plotH + labelH + (compact ? 0 : 18);
  const summary = bars.filter((b) => b.n > 0).map((b) => `${b.n} in ${b.d}`).join(', ');
  const title = `${opts.title ? opts.title + ': ' : ''}secrets solved per number of guesses: ${summary}`;
  const chart = svg('svg', {
    viewBox: `0 0 ${width} ${height}`, class: compact ? 'chart chart-compact' : 'chart', role: 'img', 'aria-label': title,
    ...(compact ? { width, height } : {}),
  }, svg('title', {}, document.createTextNode(title)));
  bars.forEach(({ d, n }, i) => {
    const x = gap + i * (barW + gap);
    const top0 = compact ? 0 : 18;
    const bh = n === 0 ? 0 : Math.max(1, Math.round((n / top) * plotH));
    chart.append(svg('rect', { x, y: top0 + plotH - bh, width: barW, height: bh, class: 'bar', rx: compact ? 1 : 3 }));
    if (compact) return;
    if (n > 0) chart.append(svg('text', { x: x + barW / 2, y: top0 + plotH - bh - 4, class: 'bar-value' }, document.createTextNode(String(n))));
    chart.append(svg('text', { x: x + barW / 2, y: top0 + plotH + 16, class: 'bar-label' }, document.createTextNode(String(d))));
    if (total > 0 && n > 0) {
      chart.append(svg('text', { x: x + barW / 2, y: top0 + plotH + 30, class: 'bar-share' }, document.createTextNode(`${((100 * n) / total).toFixed(n / total < 0.01 ? 1 : 0)}%`)));
    }
  });
  if (compact) return chart;
  return h('figure', { class: 'chart-figure' }, chart, h('figcaption', {}, 'Number of guesses (below each bar) and how many secrets need exactly that many.'));
}
