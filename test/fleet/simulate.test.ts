import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listSchedule } from '../../src/fleet/simulate.ts';

describe('list scheduling of unit durations', () => {
  it('equal jobs: ceil(n / w) rounds; a coordinator slower than the workers sets the pace', () => {
    const jobs = Array.from({ length: 10 }, () => 5);
    for (const w of [1, 3, 4, 10, 32]) {
      const r = listSchedule(jobs, w);
      expect(r.wallMs).toBe(Math.ceil(10 / w) * 5);
      expect(r.efficiency).toBeCloseTo(50 / (w * r.wallMs));
    }
    // One job handed out every 2 ms to jobs of 5 ms: the last starts at 20 ms.
    expect(listSchedule(jobs, 100, 2).wallMs).toBe(10 * 2 + 5);
  });

  it('the wall time lies between every floor (largest job, work over workers) and the floors plus the largest job', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 1, max: 64 }),
        (jobs, w) => {
          const r = listSchedule(jobs, w);
          const work = jobs.reduce((a, b) => a + b, 0);
          const largest = Math.max(...jobs);
          expect(r.wallMs).toBeGreaterThanOrEqual(Math.max(largest, work / w) - 1e-9);
          // Graham's bound for list scheduling: at most work / w + (1 - 1/w) x the largest job.
          expect(r.wallMs).toBeLessThanOrEqual(work / w + (1 - 1 / w) * largest + 1e-9);
          expect(r.efficiency).toBeLessThanOrEqual(1 + 1e-9);
        },
      ),
    );
  });
});
