// @ts-check
// Histograms of guesses per secret, drawn as inline SVG (no chart library, no network).

import { svg, h, percent } from './dom.js';

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
  const summary = bars
    .filter((b) => b.n > 0)
    .map((b) => `${b.n} in ${b.d}`)
    .join(', ');
  const title = `${opts.title ? opts.title + ': ' : ''}secrets solved per number of guesses: ${summary}`;
  const chart = svg(
    'svg',
    {
      viewBox: `0 0 ${width} ${height}`,
      class: compact ? 'chart chart-compact' : 'chart',
      role: 'img',
      'aria-label': title,
      ...(compact ? { width, height } : {}),
    },
    svg('title', {}, document.createTextNode(title)),
  );
  bars.forEach(({ d, n }, i) => {
    const x = gap + i * (barW + gap);
    const top0 = compact ? 0 : 18;
    const bh = n === 0 ? 0 : Math.max(1, Math.round((n / top) * plotH));
    chart.append(svg('rect', { x, y: top0 + plotH - bh, width: barW, height: bh, class: 'bar', rx: compact ? 1 : 3 }));
    if (compact) return;
    if (n > 0)
      chart.append(svg('text', { x: x + barW / 2, y: top0 + plotH - bh - 4, class: 'bar-value' }, document.createTextNode(String(n))));
    chart.append(svg('text', { x: x + barW / 2, y: top0 + plotH + 16, class: 'bar-label' }, document.createTextNode(String(d))));
    if (total > 0 && n > 0) {
      chart.append(svg('text', { x: x + barW / 2, y: top0 + plotH + 30, class: 'bar-share' }, document.createTextNode(percent(n, total))));
    }
  });
  if (compact) return chart;
  return h(
    'figure',
    { class: 'chart-figure' },
    chart,
    h('figcaption', {}, 'Number of guesses (below each bar) and how many secrets need exactly that many.'),
  );
}

/** Line colours and dash patterns of the overlaid chart, one per series (colour is never the only cue). */
const SERIES = [
  { stroke: '#2455c3', dash: '' },
  { stroke: '#d64545', dash: '6 3' },
  { stroke: '#1f9d55', dash: '2 3' },
  { stroke: '#c98a00', dash: '8 3 2 3' },
  { stroke: '#8e44ad', dash: '4 4' },
  { stroke: '#138f8f', dash: '1 2' },
  { stroke: '#6b6b6b', dash: '10 2' },
];
const MARKERS = ['circle', 'square', 'diamond', 'triangle', 'circle', 'square', 'diamond'];

/**
 * Several histograms in one chart: for each number of guesses (x), how many secrets need exactly
 * that many (y), one line per series with its own colour, dash pattern and marker, and a legend.
 * @param {Array<{ name: string, histogram: number[] }>} series
 * @param {{ title?: string }} [opts]
 */
export function overlayChart(series, opts = {}) {
  const last = Math.max(1, ...series.map((s) => s.histogram.length - 1));
  const top = Math.max(1, ...series.flatMap((s) => s.histogram.slice(1)));
  const left = 52;
  const plotW = 480;
  const plotH = 220;
  const width = left + plotW + 20;
  const height = plotH + 52;
  const x = (/** @type {number} */ d) => left + (last === 1 ? plotW / 2 : ((d - 1) / (last - 1)) * plotW);
  const y = (/** @type {number} */ n) => 10 + plotH - (n / top) * plotH;
  const title = `${opts.title ? `${opts.title}: ` : ''}secrets per number of guesses, one line per strategy`;
  const chart = svg(
    'svg',
    { viewBox: `0 0 ${width} ${height}`, class: 'chart chart-overlay', role: 'img', 'aria-label': title },
    svg('title', {}, document.createTextNode(title)),
  );
  // Horizontal grid lines at round values.
  const tick = niceStep(top / 4);
  for (let v = 0; v <= top; v += tick) {
    chart.append(svg('line', { x1: left, x2: left + plotW, y1: y(v), y2: y(v), class: 'grid' }));
    chart.append(svg('text', { x: left - 8, y: y(v) + 4, class: 'axis axis-y' }, document.createTextNode(v.toLocaleString('en-US'))));
  }
  for (let d = 1; d <= last; d++)
    chart.append(svg('text', { x: x(d), y: 10 + plotH + 18, class: 'axis' }, document.createTextNode(String(d))));
  chart.append(
    svg('text', { x: left + plotW / 2, y: 10 + plotH + 38, class: 'axis axis-title' }, document.createTextNode('guesses needed')),
  );
  const legend = h('ul', { class: 'chart-legend' });
  series.forEach((s, i) => {
    const look = /** @type {{ stroke: string, dash: string }} */ (SERIES[i % SERIES.length]);
    const shape = MARKERS[i % MARKERS.length] ?? 'circle';
    const points = [];
    for (let d = 1; d <= last; d++) points.push(`${x(d).toFixed(1)},${y(s.histogram[d] ?? 0).toFixed(1)}`);
    const counts = s.histogram
      .slice(1)
      .map((n, k) => (n ? `${n} in ${k + 1}` : ''))
      .filter(Boolean)
      .join(', ');
    const g = svg('g', { class: 'series' }, svg('title', {}, document.createTextNode(`${s.name}: ${counts}`)));
    g.append(
      svg('polyline', { points: points.join(' '), fill: 'none', stroke: look.stroke, 'stroke-width': 2, 'stroke-dasharray': look.dash }),
    );
    for (let d = 1; d <= last; d++) g.append(marker(shape, x(d), y(s.histogram[d] ?? 0), look.stroke));
    chart.append(g);
    const swatch = svg(
      'svg',
      { viewBox: '0 0 30 12', width: 30, height: 12, 'aria-hidden': 'true' },
      svg('line', { x1: 0, x2: 30, y1: 6, y2: 6, stroke: look.stroke, 'stroke-width': 2, 'stroke-dasharray': look.dash }),
      marker(shape, 15, 6, look.stroke),
    );
    legend.append(h('li', {}, swatch, s.name));
  });
  return h(
    'figure',
    { class: 'chart-figure' },
    chart,
    legend,
    h('figcaption', {}, 'How many secrets each strategy needs exactly 1, 2, 3, … guesses for; the table below has the same numbers.'),
  );
}

/** A marker shape centred at (cx, cy). */
function marker(/** @type {string} */ shape, /** @type {number} */ cx, /** @type {number} */ cy, /** @type {string} */ fill) {
  const r = 3.5;
  if (shape === 'square') return svg('rect', { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r, fill });
  if (shape === 'diamond')
    return svg('polygon', { points: `${cx},${cy - r - 1} ${cx + r + 1},${cy} ${cx},${cy + r + 1} ${cx - r - 1},${cy}`, fill });
  if (shape === 'triangle') return svg('polygon', { points: `${cx},${cy - r - 1} ${cx + r + 1},${cy + r} ${cx - r - 1},${cy + r}`, fill });
  return svg('circle', { cx, cy, r, fill });
}

/** A round step (1, 2 or 5 times a power of ten) near x. */
function niceStep(/** @type {number} */ x) {
  const p = 10 ** Math.floor(Math.log10(Math.max(1, x)));
  const m = x / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}
