import { describe, expect, it } from 'vitest';
import { buildExactFirst } from '../../src/builder/exact-first.ts';
import { NoTreeWithinLimit } from '../../src/builder/exact-stop.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { verifyTree } from '../../src/core/tree.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { rulesOf } from '../reference/cases.ts';
import { ReferenceSolver } from '../reference/solver.ts';

describe('the best tree whose first guess is given (codebreaker build --first)', () => {
  // The reference solver (test/reference/) shares no code with the engine: its total after each first guess.
  for (const variant of ['mm-3x3', 'mm-3x4', 'mm-4x3']) {
    it(`${variant}: the total after every first guess is the reference's, and the tree opens with that guess`, () => {
      const game = createGame(resolveVariant(variant));
      const scorer = createScorer(game);
      const reference = new ReferenceSolver(rulesOf(game.spec));
      for (let g = 0; g < game.guessCount; g++) {
        const code = game.formatGuess(g);
        const tree = buildExactFirst(scorer, 'total', g);
        const checked = verifyTree(game, tree);
        expect(checked.ok, code).toBe(true);
        expect(tree.guess).toBe(g);
        expect(checked.stats.total, code).toBe(reference.totalAfter(code, game.spec.maxGuesses));
      }
    });
  }

  it('an opening that cannot find every secret within the limit is NoTreeWithinLimit, naming it', () => {
    const game = createGame(resolveVariant('mm-3x3-g2'));
    expect(() => buildExactFirst(createScorer(game), 'total', game.parseGuess('112') as number)).toThrow(NoTreeWithinLimit);
    expect(() => buildExactFirst(createScorer(game), 'worst', game.parseGuess('112') as number)).toThrow(/opening with 112/);
  });

  it("'worst': the smallest depth the opening allows, then the smallest total within it", () => {
    const game = createGame(resolveVariant('mm-3x4'));
    const reference = new ReferenceSolver(rulesOf(game.spec));
    const g = game.parseGuess('112') as number;
    const stats = verifyTree(game, buildExactFirst(createScorer(game), 'worst', g)).stats;
    expect(reference.totalAfter('112', stats.max - 1)).toBe(Infinity);
    expect(stats.total).toBe(reference.totalAfter('112', stats.max));
  });
});
