import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { runExact, type ExactResult } from '../../src/builder/exact.ts';
import { NoTreeWithinLimit } from '../../src/builder/exact-stop.ts';
import { rulesOf, walkTree } from './cases.ts';
import { ReferenceSolver } from './solver.ts';

const quiet = { log: () => {} };

/** The engine's tree of a whole board, or the proof that none fits its limit; its tree walked by the rules. */
async function engine(id: string, objective: 'total' | 'worst'): Promise<{ total: number; depth: number } | 'none'> {
  const game = getGame(id);
  let result: ExactResult;
  try {
    result = await runExact(createScorer(game), { objective, ...quiet });
  } catch (err) {
    if (err instanceof NoTreeWithinLimit) return 'none';
    throw err;
  }
  const all = Int32Array.from({ length: game.secretCount }, (_, s) => s);
  const walked = walkTree(game, result.tree, all);
  expect(walked.total, `${id} ${objective}: the tree's own total`).toBe(result.total);
  expect(walked.depth, `${id} ${objective}: the tree's depth`).toBeLessThanOrEqual(
    objective === 'worst' ? result.depth : game.spec.maxGuesses,
  );
  return { total: result.total, depth: walked.depth };
}

/**
 * Whole boards of the grammar, Mastermind and Bulls and Cows, of up to a few hundred secrets: the
 * engine's optimal and optimal-worst trees against the reference's totals, within the board's
 * limit, within the smallest depth that has a tree (the limit then binds every branch), and one
 * guess below it, where the engine must prove that no tree exists.
 */
describe('the exact search against the reference on whole boards', () => {
  it.each([
    'mm-2x6',
    'mm-3x4',
    'mm-3x5',
    'mm-4x4',
    'bc-3x6',
    'bc-3x7',
    'bc-4x6',
    'mm-4x6-distinct',
    'mm-4x5',
    'mm-3x6',
    'bc-3x8',
    'mm-4x5-distinct',
    'bc-4x5',
    'mm-2x8',
  ])(
    '%s: both objectives, within 10 guesses, the smallest depth and one less',
    async (id) => {
      const rules = rulesOf(getGame(id).spec);
      const reference = new ReferenceSolver(rules);
      const total = reference.optimalTotal(10);
      const worst = reference.optimalWorst(10)!;
      expect(reference.feasible(worst.depth - 1)).toBe(false);

      const optimal = await engine(id, 'total');
      expect(optimal, `${id} optimal`).toMatchObject({ total });
      expect(await engine(id, 'worst'), `${id} optimal-worst`).toEqual({ total: worst.total, depth: worst.depth });
      // Within the smallest depth, optimal is the smallest total of that depth.
      expect(await engine(`${id}-g${worst.depth}`, 'total'), `${id}-g${worst.depth} optimal`).toMatchObject({ total: worst.total });
      expect(await engine(`${id}-g${worst.depth - 1}`, 'total'), `${id}-g${worst.depth - 1} optimal`).toBe('none');
      expect(await engine(`${id}-g${worst.depth - 1}`, 'worst'), `${id}-g${worst.depth - 1} optimal-worst`).toBe('none');
    },
    120_000,
  );
});
