import { describe, expect, it } from 'vitest';
import { selfTimes } from '../../scripts/cpu-profile-summary.ts';

describe('cpu-profile-summary', () => {
  it('adds up the self time of each function from the samples, largest first', () => {
    const frame = (functionName: string, url: string, lineNumber: number) => ({ functionName, url, lineNumber });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', '', -1) },
        { id: 2, callFrame: frame('scan', 'file:///x/dist/search.js', 9) },
        { id: 3, callFrame: frame('', 'file:///x/dist/memo.js', 0) },
        // The same function reached by another path: one row.
        { id: 4, callFrame: frame('scan', 'file:///x/dist/search.js', 9) },
      ],
      samples: [2, 3, 4, 2, 1],
      timeDeltas: [100, 50, 300, 100, 450],
    };
    const { total, rows } = selfTimes(profile);
    expect(total).toBe(1000);
    expect(rows).toEqual([
      { name: 'scan (search.js:10)', us: 500 },
      { name: '(root)', us: 450 },
      { name: '(anonymous) (memo.js:1)', us: 50 },
    ]);
  });
});
