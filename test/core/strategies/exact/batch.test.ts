import { describe, expect, it } from 'vitest';
import { createGame } from '../../../../src/core/variants/games.ts';
import { findVariant } from '../../../../src/core/variants/parse.ts';
import { createScorer } from '../../../../src/core/scorer.ts';
import { createExactSearch, FAIL } from '../../../../src/core/strategies/exact/search.ts';
import { executeTask, type WorkerResult } from '../../../../src/core/strategies/exact/tasks.ts';

const NO_INDEX = 1 << 30;
const game = createGame(findVariant('mastermind')!);
const scorer = createScorer(game);
const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
// The largest part after 1122: the kind of set whose candidates a split search sends as units.
const first = 0;
const parts = new Map<number, number[]>();
for (const s of all) parts.set(game.score(first, s), [...(parts.get(game.score(first, s)) ?? []), s]);
const S = Int32Array.from([...parts.values()].sort((a, b) => b.length - a.length)[0]!);
const depth = 9;

/** One task per candidate, as the threads run them: the least total, ties to the earlier index. */
function oneByOne(guesses: number[], bound: number): { cost: number; index: number } {
  const search = createExactSearch(scorer);
  let best = { cost: FAIL, index: -1 };
  for (const [index, guess] of guesses.entries()) {
    const shared = Int32Array.from([bound - 1, NO_INDEX]);
    const r = executeTask(search, all, { mode: 'total', index, guess, depth, history: [first], secrets: S }, shared, () => {});
    if (r.cost !== FAIL && (best.cost === FAIL || r.cost < best.cost)) best = { cost: r.cost, index };
  }
  return best;
}

function batched(guesses: number[], bound: number): WorkerResult {
  const search = createExactSearch(scorer);
  const shared = Int32Array.from([bound - 1, NO_INDEX]);
  const [guess, ...rest] = guesses;
  return executeTask(
    search,
    all,
    { mode: 'total', index: 0, guess: guess!, guesses: rest, depth, history: [first], secrets: S },
    shared,
    () => {},
  );
}

describe('a unit of several candidate guesses', () => {
  const choices = createExactSearch(scorer).choices([first], S, depth, 100_000);
  const guesses = choices.slice(0, 8).map((c) => c.guess);

  it('answers what one task per guess answers: the least total, the earliest guess that reaches it, its subtrees', () => {
    const expected = oneByOne(guesses, 100_000);
    expect(expected.cost).not.toBe(FAIL);
    const r = batched(guesses, 100_000);
    expect({ cost: r.cost, index: r.index, guess: r.guess }).toEqual({ ...expected, guess: guesses[expected.index] });
    // The same subtrees as a task of the best guess alone.
    const alone = batched([guesses[expected.index]!], 100_000);
    expect(JSON.stringify(r.children)).toBe(JSON.stringify(alone.children));
    // A best guess placed last still wins over equal totals before it only if strictly better.
    const reversed = batched([...guesses].reverse(), 100_000);
    const expectedReversed = oneByOne([...guesses].reverse(), 100_000);
    // One of the two orders has its best guess after the first, so a unit that tried its first
    // guess only would fail here.
    expect(Math.max(expected.index, expectedReversed.index)).toBeGreaterThan(0);
    expect({ cost: reversed.cost, index: reversed.index }).toEqual(expectedReversed);
  });

  it('fails under a bound that none of its guesses beats, and finds the best under one that only it beats', () => {
    const best = oneByOne(guesses, 100_000).cost;
    const cut = batched(guesses, best);
    expect(cut.cost).toBe(FAIL);
    expect(cut.cutAt).toBe(best);
    expect(batched(guesses, best + 1)).toMatchObject({ cost: best });
  });

  it('a cap bounds it as the shared bound does, and a cut names the least bound it ran under', () => {
    const best = oneByOne(guesses, 100_000).cost;
    const search = createExactSearch(scorer);
    const run = (cap: number): WorkerResult => {
      const shared = Int32Array.from([100_000, NO_INDEX]);
      const [guess, ...rest] = guesses;
      const task = { mode: 'total' as const, index: 0, guess: guess!, guesses: rest, depth, history: [first], secrets: S, cap };
      return executeTask(search, all, task, shared, () => {});
    };
    expect(run(best)).toMatchObject({ cost: FAIL, cutAt: best });
    expect(run(best + 1)).toMatchObject({ cost: best });
  });
});
