import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, getGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import type { Game } from '../../src/core/game.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { buildTree, createGreedyChooser } from '../../src/core/strategies/greedy.ts';
import { OBJECTIVES, type Objective } from '../../src/core/strategies/objectives.ts';
import { seeded } from '../reference/cases.ts';

/** The cost by definition: part sizes from game.score, the objective's own cost of them; Infinity above limit. */
function reference(game: Game, g: number, remaining: Int32Array, objective: Objective, limit: number): number {
  const counts = new Int32Array(game.feedbackCount);
  for (let i = 0; i < remaining.length; i++) counts[game.score(g, remaining[i]!)]!++;
  const cost = objective.cost(counts, game.feedbackCount);
  return cost > limit ? Infinity : cost;
}

/** A random ascending set of n secrets. */
function randomSet(game: Game, n: number, rnd: () => number): Int32Array {
  const picked = new Set<number>();
  while (picked.size < Math.min(n, game.secretCount)) picked.add(Math.floor(rnd() * game.secretCount));
  return Int32Array.from([...picked].sort((a, b) => a - b));
}

const BOARDS = ['mastermind', 'royale', 'bulls-and-cows', 'super', 'mm-6x4', 'mm-8x3', 'mm-3x16', 'mm-5x6-distinct-g8'];

describe('the WebAssembly part kernel', () => {
  it('exists for the Mastermind family (and Wordle has one in JavaScript: games/wordle/kernel.test.ts), not for twod', () => {
    expect(getGame('mastermind').createPartKernel?.(OBJECTIVES[0]!)).toBeDefined();
    expect('createPartKernel' in getGame('twod')).toBe(false);
  });

  for (const id of BOARDS) {
    it(`gives the objective's cost of the parts on ${id}, under every limit`, () => {
      const game = createGame(resolveVariant(id));
      const rnd = seeded(id.length * 7919);
      for (const objective of OBJECTIVES) {
        const kernel = game.createPartKernel!(objective)!;
        for (const n of [1, 3, 4, 5, 17, 64, 333]) {
          const remaining = randomSet(game, n, rnd);
          kernel.load(remaining);
          for (let trial = 0; trial < 6; trial++) {
            const g = Math.floor(rnd() * game.guessCount);
            const full = reference(game, g, remaining, objective, Infinity);
            // No limit, a limit just above, at, and below the cost.
            for (const limit of [Infinity, full + 1, full, full - 1, full / 2]) {
              const want = reference(game, g, remaining, objective, limit);
              const got = objective.kind === 'max' ? kernel.maxCost(g, limit) : kernel.sumCost(g, limit);
              expect(got, `${objective.id} n=${n} g=${game.formatGuess(g)} limit=${limit}`).toBe(want);
            }
          }
        }
      }
    });
  }

  // Six colours put two codes in a vector, ten one (the kernel's two layouts).
  for (const id of ['mastermind', 'mm-3x10']) {
    it(`builds the same greedy trees as the JavaScript loop (${id} scored without a table)`, () => {
      const game = createGame(resolveVariant(id));
      const scorer = createScorer(game, 0);
      expect(scorer.table).toBeUndefined();
      for (const objective of OBJECTIVES) {
        const withKernel = buildTree(scorer, createGreedyChooser(scorer, objective));
        const withLoop = buildTree(scorer, createGreedyChooser(scorer, objective, { kernel: false }));
        expect(withKernel, objective.id).toEqual(withLoop);
      }
    });
  }

  it('is compiled from its source: npm run build-kernel -- --check', () => {
    const script = join(import.meta.dirname, '..', '..', 'dist', 'scripts', 'build-kernel.js');
    const out = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(out).toMatch(/part kernel up to date \(\d+ bytes\)/);
    expect(out).toMatch(/Wordle scan kernel up to date \(\d+ bytes\)/);
  });
});
