import { describe, expect, it } from 'vitest';
import { FAIL } from '../../src/core/strategies/exact/search.ts';
import type { WorkerTask } from '../../src/core/strategies/exact/tasks.ts';
import { answerFrom, partKey, reviveTask, serialTask, solvedPart, unitBound } from '../../src/fleet/exact-parts.ts';

const part: WorkerTask = { mode: 'part', index: 3, guess: 7, depth: 5, secrets: Int32Array.from([1, 4, 9]), ub: 20 };

describe('units of an exact search on the queue', () => {
  it('a unit keeps its identity through JSON; the key ignores the index and the bound, not the secrets', () => {
    const back = reviveTask(JSON.parse(JSON.stringify(serialTask(part))) as ReturnType<typeof serialTask>);
    expect(back).toEqual(part);
    expect(partKey(back)).toBe(partKey(part));
    expect(partKey({ ...part, index: 9, ub: 99 })).toBe(partKey(part));
    expect(partKey({ ...part, secrets: Int32Array.from([1, 4, 8]) })).not.toBe(partKey(part));
    expect(partKey({ ...part, depth: 4 })).not.toBe(partKey(part));
  });

  it('the bound: a part carries it; a first guess reads the shared best (ties to the earlier index); feasibility has none', () => {
    const shared = Int32Array.from([100, 5]);
    expect(unitBound(part, shared)).toBe(20);
    expect(unitBound({ mode: 'total', index: 4, guess: 1, depth: 9 }, shared)).toBe(101);
    expect(unitBound({ mode: 'total', index: 6, guess: 1, depth: 9 }, shared)).toBe(100);
    expect(unitBound({ mode: 'feasible', index: 0, guess: 1, depth: 9 }, shared)).toBeNull();
  });

  it('a solved total answers every bound, a cut only the bounds up to it', () => {
    const tree = { guess: 7, next: [] };
    const solved = { cost: 15, tree };
    expect(answerFrom(part, 20, solved, undefined)).toMatchObject({ cost: 15, tree, index: 3 });
    expect(answerFrom(part, 15, solved, undefined)).toMatchObject({ cost: FAIL });
    expect(answerFrom(part, 12, undefined, 14)).toMatchObject({ cost: FAIL });
    expect(answerFrom(part, 14, undefined, 14)).toMatchObject({ cost: FAIL });
    expect(answerFrom(part, 15, undefined, 14)).toBeUndefined();
    expect(answerFrom(part, null, undefined, Infinity)).toMatchObject({ cost: FAIL });
    expect(answerFrom(part, 20, undefined, undefined)).toBeUndefined();
  });
});

describe('units of several candidate guesses on the queue', () => {
  const batch: WorkerTask = {
    mode: 'total',
    index: 8,
    guess: 11,
    guesses: [12, 13],
    depth: 7,
    history: [0],
    secrets: Int32Array.from([1, 2, 3]),
  };

  it('the key names every guess of the unit; a unit of one guess keeps the key it had before units had several', () => {
    const single: WorkerTask = { mode: 'total', index: 8, guess: 11, depth: 7, history: [0], secrets: Int32Array.from([1, 2, 3]) };
    expect(partKey(batch)).not.toBe(partKey(single));
    expect(partKey({ ...batch, guesses: [12, 14] })).not.toBe(partKey(batch));
    expect(partKey(reviveTask(JSON.parse(JSON.stringify(serialTask(batch))) as ReturnType<typeof serialTask>))).toBe(partKey(batch));
  });

  it('a kept answer names which guess of the unit is best, and gives it back under any bound it beats', () => {
    const children = [[5, { guess: 13, next: [] }]] as Array<[number, { guess: number; next: [] }]>;
    const kept = solvedPart(batch, { type: 'result', index: 10, guess: 13, cost: 30, children });
    expect(kept).toEqual({ cost: 30, at: 2, children });
    expect(answerFrom(batch, 40, kept, undefined)).toMatchObject({ cost: 30, index: 10, guess: 13, children });
    expect(answerFrom(batch, 30, kept, undefined)).toMatchObject({ cost: FAIL, index: 8, guess: 11 });
    const firstBest = solvedPart(batch, { type: 'result', index: 8, guess: 11, cost: 30, children });
    expect(firstBest).toEqual({ cost: 30, children });
    expect(answerFrom(batch, 40, firstBest, undefined)).toMatchObject({ index: 8, guess: 11 });
  });
});
