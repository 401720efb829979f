import { describe, expect, it } from 'vitest';
import { getGame } from '../../../../src/core/variants/games.ts';
import { createScorer, partSlotsShift } from '../../../../src/core/scorer.ts';
import { createBounds } from '../../../../src/core/strategies/exact/bounds.ts';
import { createColumnKernel } from '../../../../src/core/strategies/exact/column-kernel.ts';
import { createExactSearch } from '../../../../src/core/strategies/exact/search.ts';

/** A deterministic pseudo-random sorted subset of 0..N-1 of size n. */
function subset(N: number, n: number, seed: number): Int32Array {
  let x = seed;
  const picked = new Set<number>();
  while (picked.size < n) {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    picked.add(x % N);
  }
  return Int32Array.from([...picked].sort((a, b) => a - b));
}

describe('the column kernel', () => {
  it.each(['mastermind', 'bulls-and-cows', 'royale'])('%s: bound, largest part and win flag of every candidate, as defined', (id) => {
    const game = getGame(id);
    const scorer = createScorer(game);
    const G = game.guessCount;
    const N = game.secretCount;
    const F = game.feedbackCount;
    const LB = createBounds(F, N).lowerBound;
    const kernel = createColumnKernel(scorer.columns as Uint8Array, G, N, LB, partSlotsShift(F), F, game.winFeedback)!;
    expect(kernel).toBeDefined();
    const every = Int32Array.from({ length: G }, (_, g) => g);
    for (const [n, seed] of [
      [F + 1, 1],
      [40, 2],
      [333, 3],
      [Math.min(N, 1500), 4],
    ] as const) {
      const S = subset(N, n, seed);
      for (const [candidates, all] of [
        [every, true],
        [subset(G, 97, seed + 10), false],
      ] as const) {
        kernel.pass(candidates, S, all);
        for (let c = 0; c < candidates.length; c++) {
          const g = candidates[c]!;
          const counts = new Map<number, number>();
          for (const s of S) counts.set(game.score(g, s), (counts.get(game.score(g, s)) ?? 0) + 1);
          let bound = n;
          let max = 0;
          for (const [f, size] of counts) {
            if (f === game.winFeedback) continue;
            bound += LB[size]!;
            max = Math.max(max, size);
          }
          expect([kernel.bound[c], kernel.maxPart[c], kernel.wins[c]]).toEqual([bound, max, counts.has(game.winFeedback) ? 1 : 0]);
        }
        // The candidates the search keeps and their visiting order, for a few cuts (Infinity: no
        // cut by the bound); with `separator`, the first kept one whose bound is 2n instead.
        for (const [cap, ub] of [
          [Infinity, Infinity],
          [n - 1, Infinity],
          [Math.ceil(n / 4), 3 * n],
        ] as const) {
          const want: number[] = [];
          let separatorAt = -1;
          for (let c = 0; c < candidates.length; c++) {
            const max = kernel.maxPart[c]!;
            const bound = kernel.bound[c]!;
            if (max > cap || max === n || bound >= ub) continue;
            if (separatorAt < 0 && bound === 2 * n) separatorAt = c;
            want.push((bound * 2 + (kernel.wins[c] ? 0 : 1)) * G + candidates[c]!);
          }
          want.sort((a, b) => a - b);
          const count = kernel.ordered(candidates, n, cap, ub, all, false);
          expect(Array.from(kernel.keys.subarray(0, count))).toEqual(want);
          expect(kernel.ordered(candidates, n, cap, ub, all, true)).toBe(separatorAt < 0 ? want.length : -1 - separatorAt);
        }
      }
    }
  });

  it.each(['mastermind', 'bulls-and-cows', 'royale'])('%s: the pass for nodes of at most F secrets, by bit sets', (id) => {
    const game = getGame(id);
    const scorer = createScorer(game);
    const G = game.guessCount;
    const N = game.secretCount;
    const F = game.feedbackCount;
    const LB = createBounds(F, N).lowerBound;
    const kernel = createColumnKernel(scorer.columns as Uint8Array, G, N, LB, partSlotsShift(F), F, game.winFeedback)!;
    const every = Int32Array.from({ length: G }, (_, g) => g);
    for (const [n, seed] of [
      [3, 7],
      [Math.floor(F / 2), 8],
      [F, 9],
    ] as const) {
      const S = subset(N, n, seed);
      for (const [candidates, all] of [
        [every, true],
        [subset(G, 131, seed + 10), false],
        // A list of G / 2 is read as every guess, then picked.
        [subset(G, Math.floor(G / 2), seed + 20), false],
      ] as const) {
        kernel.smallPass(candidates, S, all);
        for (let c = 0; c < candidates.length; c++) {
          const g = candidates[c]!;
          const counts = new Map<number, number>();
          for (const s of S) counts.set(game.score(g, s), (counts.get(game.score(g, s)) ?? 0) + 1);
          let bound = n;
          let max = 0;
          for (const [f, size] of counts) {
            if (f === game.winFeedback) continue;
            bound += LB[size]!;
            max = Math.max(max, size);
          }
          // The largest part is exact where it is n or 1; otherwise 2 stands for it.
          const shown = max === n || max <= 1 ? max : 2;
          expect([kernel.bound[c], kernel.maxPart[c], kernel.wins[c]]).toEqual([bound, shown, counts.has(game.winFeedback) ? 1 : 0]);
        }
      }
    }
  });

  it('gives the search the same choices and costs as the JavaScript pass', () => {
    const game = getGame('mastermind');
    const scorer = createScorer(game);
    const withKernel = createExactSearch(scorer);
    const without = createExactSearch(scorer, { columnKernel: false });
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    expect(withKernel.choices([], all, 10, Infinity)).toEqual(without.choices([], all, 10, Infinity));
    for (const [n, seed] of [
      [80, 5],
      [200, 6],
    ] as const) {
      const S = subset(game.secretCount, n, seed);
      expect(withKernel.choices([], S, 10, Infinity)).toEqual(without.choices([], S, 10, Infinity));
      const cost = without.solve([], S, 10, Infinity);
      expect(withKernel.solve([], S, 10, Infinity)).toBe(cost);
      expect(withKernel.buildTree([], S, 10, cost + 1)).toEqual(without.buildTree([], S, 10, cost + 1));
    }
  });
});
