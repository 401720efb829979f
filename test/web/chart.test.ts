import { describe, expect, it } from 'vitest';
import { STRATEGIES } from '../../src/core/strategies/index.ts';
import { markerPoints, seriesStyle } from '../../src/web/chart.js';

// The compare chart overlays one line per strategy; in black and white only the dash pattern and
// the marker tell them apart, so both must differ for every series, however many there are.
describe('seriesStyle', () => {
  const count = Math.max(STRATEGIES.length, 40);
  const styles = Array.from({ length: count }, (_, i) => seriesStyle(i));

  it('gives every series its own dash pattern, marker shape and colour', () => {
    expect(new Set(styles.map((s) => s.dash)).size).toBe(count);
    const shapes = styles.map((s) => `${markerPoints(s.marker, 0, 0, 4.5)}|${s.marker.hollow}`);
    expect(new Set(shapes).size).toBe(count);
    expect(new Set(styles.map((s) => s.stroke)).size).toBe(count);
  });

  it('draws dash patterns SVG accepts: empty (solid) or an even list of positive lengths', () => {
    for (const { dash } of styles) {
      if (dash === '') continue;
      const lengths = dash.split(' ').map(Number);
      expect(lengths.length % 2, dash).toBe(0);
      for (const n of lengths) expect(n, dash).toBeGreaterThan(0);
    }
  });

  it('keeps each marker within its radius around its centre', () => {
    for (const { marker } of styles) {
      for (const p of markerPoints(marker, 10, 20, 4.5).split(' ')) {
        const [x, y] = p.split(',').map(Number) as [number, number];
        expect(Math.hypot(x - 10, y - 20)).toBeLessThanOrEqual(4.5 + 1e-9 + 0.01);
      }
    }
  });
});
