import { describe, expect, it } from 'vitest';
import { settledAs } from '../../src/cli/commands/worker/run.ts';

describe("a worker's log of a proof unit", () => {
  it('says how the unit was settled: a cut by its bound, a search, or settled when the answer has no status', () => {
    expect(settledAs({ word: 'trapt', status: 'cut', by: 'split', bound: 11630, best: 11627 })).toBe('cut by split');
    expect(settledAs({ word: 'tiare', status: 'no-tree-below', best: 11627, lower: 11627, seconds: 30 })).toBe('no-tree-below');
    expect(settledAs({ word: 'x' })).toBe('settled');
  });
});
