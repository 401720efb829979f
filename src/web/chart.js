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

/** The first line colours (a palette readable on white); later series take hues spread by the golden angle. */
const PALETTE = ['#2455c3', '#d64545', '#1f9d55', '#c98a00', '#8e44ad', '#138f8f', '#6b6b6b', '#b5487f'];

/**
 * How series i of the overlaid chart is drawn, derived from i so that no two series share a look
 * however many there are, and colour is never the only cue (in black and white too): the dash
 * pattern (solid, then a dash of 2, 6, 10 or 14 followed by as many dots as completed rounds of
 * four) and the marker (3 to 6 corners, filled then hollow, then stars ever more pointed) are
 * each distinct for every i.
 * @param {number} i
 * @returns {{ stroke: string, dash: string, marker: { corners: number, hollow: boolean, star: number } }}
 */
export function seriesStyle(i) {
  const stroke = PALETTE[i] ?? `hsl(${Math.round((i * 137.508) % 360)} 60% 38%)`;
  const j = i - 1;
  const dash = i === 0 ? '' : [`${2 + 4 * (j % 4)} 3`, ...Array.from({ length: Math.floor(j / 4) }, () => '1 3')].join(' ');
  const marker = { corners: 3 + (i % 4), hollow: Math.floor(i / 4) % 2 === 1, star: Math.floor(i / 8) };
  return { stroke, dash, marker };
}

/**
 * The corners of a marker centred at (cx, cy) with radius r: a regular polygon (a square stands
 * on a side, the others on a corner), or a star whose inner corners sit at r / 2^star.
 * @param {{ corners: number, star: number }} m
 * @param {number} cx @param {number} cy @param {number} r
 * @returns {string}
 */
export function markerPoints(m, cx, cy, r) {
  const turn = m.corners === 4 ? Math.PI / 4 : 0;
  const points = [];
  const n = m.star > 0 ? 2 * m.corners : m.corners;
  for (let k = 0; k < n; k++) {
    const radius = m.star > 0 && k % 2 === 1 ? r / 2 ** m.star : r;
    const a = -Math.PI / 2 + turn + (2 * Math.PI * k) / n;
    points.push(`${(cx + radius * Math.cos(a)).toFixed(2)},${(cy + radius * Math.sin(a)).toFixed(2)}`);
  }
  return points.join(' ');
}

/**
 * The largest font size, in the chart's units, the style sheet gives the overlaid chart's axis
 * (styles.css, on a phone, where the chart is shrunk to the screen and its lettering grows).
 */
const AXIS_FONT_MAX = 19;
/** A character's width, in em, to reserve for a label: a digit of the widest common sans-serif faces (DejaVu Sans's are 0.64 em). */
const DIGIT_EM = 0.65;

/**
 * Several histograms in one chart: for each number of guesses (x), how many secrets need exactly
 * that many (y), one line per series with its own colour, dash pattern and marker, and a legend.
 * @param {Array<{ name: string, histogram: number[] }>} series
 * @param {{ title?: string }} [opts]
 */
export function overlayChart(series, opts = {}) {
  const last = Math.max(1, ...series.map((s) => s.histogram.length - 1));
  const top = Math.max(1, ...series.flatMap((s) => s.histogram.slice(1)));
  // The y axis's labels: round values from 0 up to the highest count.
  const tick = niceStep(top / 4);
  const ticks = [];
  for (let v = 0; v <= top; v += tick) ticks.push({ v, text: v.toLocaleString('en-US') });
  // The labels end 8 units left of the plot, and the margin holds the longest one whole at the
  // largest size the style sheet gives the axis (AXIS_FONT_MAX, on a phone), counting every
  // character as wide as a wide digit: "1,000" never loses its "1" to the chart's left edge.
  const left = 8 + Math.ceil(Math.max(...ticks.map((t) => t.text.length)) * DIGIT_EM * AXIS_FONT_MAX) + 4;
  const plotW = 480;
  const plotH = 220;
  // Room above the plot for the top label's ascent, below it for the numbers and the axis's title.
  const plotTop = 16;
  const width = left + plotW + 20;
  const height = plotTop + plotH + 50;
  const x = (/** @type {number} */ d) => left + (last === 1 ? plotW / 2 : ((d - 1) / (last - 1)) * plotW);
  const y = (/** @type {number} */ n) => plotTop + plotH - (n / top) * plotH;
  const title = `${opts.title ? `${opts.title}: ` : ''}secrets per number of guesses, one line per strategy`;
  const chart = svg(
    'svg',
    { viewBox: `0 0 ${width} ${height}`, class: 'chart chart-overlay', role: 'img', 'aria-label': title },
    svg('title', {}, document.createTextNode(title)),
  );
  // Horizontal grid lines at round values.
  for (const { v, text } of ticks) {
    chart.append(svg('line', { x1: left, x2: left + plotW, y1: y(v), y2: y(v), class: 'grid' }));
    chart.append(svg('text', { x: left - 8, y: y(v) + 4, class: 'axis axis-y' }, document.createTextNode(text)));
  }
  for (let d = 1; d <= last; d++)
    chart.append(svg('text', { x: x(d), y: plotTop + plotH + 18, class: 'axis' }, document.createTextNode(String(d))));
  chart.append(
    svg('text', { x: left + plotW / 2, y: plotTop + plotH + 42, class: 'axis axis-title' }, document.createTextNode('guesses needed')),
  );
  const legend = h('ul', { class: 'chart-legend' });
  series.forEach((s, i) => {
    const look = seriesStyle(i);
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
    for (let d = 1; d <= last; d++) g.append(marker(look, x(d), y(s.histogram[d] ?? 0)));
    chart.append(g);
    const swatch = svg(
      'svg',
      { viewBox: '0 0 30 12', width: 30, height: 12, 'aria-hidden': 'true' },
      svg('line', { x1: 0, x2: 30, y1: 6, y2: 6, stroke: look.stroke, 'stroke-width': 2, 'stroke-dasharray': look.dash }),
      marker(look, 15, 6),
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

/** The marker of a series centred at (cx, cy): filled with its colour, or hollow (white inside, outlined). */
function marker(/** @type {ReturnType<typeof seriesStyle>} */ look, /** @type {number} */ cx, /** @type {number} */ cy) {
  const points = markerPoints(look.marker, cx, cy, 4.5);
  return look.marker.hollow
    ? svg('polygon', { points, fill: '#fff', stroke: look.stroke, 'stroke-width': 1.5 })
    : svg('polygon', { points, fill: look.stroke });
}

/** A round step (1, 2 or 5 times a power of ten) near x. */
function niceStep(/** @type {number} */ x) {
  const p = 10 ** Math.floor(Math.log10(Math.max(1, x)));
  const m = x / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}
