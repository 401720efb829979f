import { describe, expect, it } from 'vitest';
import { getGame } from '../../../src/core/variants/games.ts';
import { createScorer } from '../../../src/core/scorer.ts';
import { findGreedyStrategy } from '../../../src/core/strategies/index.ts';
import { buildTree, createGreedyChooser } from '../../../src/core/strategies/greedy.ts';
import { findObjective } from '../../../src/core/strategies/objectives.ts';
import { firstGuessesToTry, pickTree, treeStats, withFirstGuess } from '../../../src/core/strategies/lookahead.ts';
import { liveObjective } from '../../../src/core/live.ts';
import { verifyTree, type TreeStats } from '../../../src/core/tree.ts';

const entropy = findObjective('entropy')!;
const lookahead = findGreedyStrategy('entropy-lookahead')!;

/** The counts of a code's symbols, largest first ("1123" gives "2,1,1"). */
function colourCounts(code: string): string {
  const counts = new Map<string, number>();
  for (const c of code) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => b - a).join(',');
}

/** The entropy's total after first guess g, by the chooser alone (no look-ahead code but the forced first guess). */
function totalAfter(variant: string, g: number): TreeStats {
  const scorer = createScorer(getGame(variant));
  return verifyTree(scorer.game, buildTree(scorer, withFirstGuess(scorer, createGreedyChooser(scorer, entropy), g)), 99).stats;
}

describe('entropy-lookahead: the entropy with its first guess looked ahead', () => {
  for (const variant of ['mastermind', 'mm-3x4', 'mm-2x5', 'mastermind-distinct']) {
    it(`${variant}: verifies, totals no more than the entropy, and is the best tree over every class of first guess`, () => {
      const game = getGame(variant);
      const scorer = createScorer(game);
      const v = verifyTree(game, lookahead.build(scorer));
      expect(v.problems).toEqual([]);
      const plain = verifyTree(game, findGreedyStrategy('entropy')!.build(scorer)).stats;
      expect(v.stats.total).toBeLessThanOrEqual(plain.total);
      // Brute force over the classes: on these boards a guess's class under the permutations of
      // positions and colours is the multiset of its colours' counts, and the look-ahead plays
      // each class's smallest code. They have at most 8 classes, so it tries them all. (Another
      // guess of a class can end a point higher or lower: later ties fall differently.)
      const smallest = new Map<string, number>();
      for (let g = game.guessCount - 1; g >= 0; g--) smallest.set(colourCounts(game.formatGuess(g)), g);
      expect(smallest.size).toBeLessThanOrEqual(8);
      const best = Math.min(...[...smallest.values()].map((g) => totalAfter(variant, g).total));
      expect(v.stats.total).toBe(best);
    });
  }

  it("tries the entropy's own first guess first, then one guess per symmetry class, best ranked first", () => {
    const scorer = createScorer(getGame('mastermind'));
    const tries = firstGuessesToTry(scorer, entropy).map((g) => scorer.game.formatGuess(g));
    expect(tries).toEqual(['1234', '1123', '1122', '1112', '1111']);
    // With the entropy's own first guess, the tree is the entropy's.
    const own = firstGuessesToTry(scorer, entropy)[0]!;
    expect(buildTree(scorer, withFirstGuess(scorer, createGreedyChooser(scorer, entropy), own))).toEqual(
      findGreedyStrategy('entropy')!.build(scorer),
    );
    expect(firstGuessesToTry(scorer, entropy, 2)).toHaveLength(2);
  });

  it('beats the entropy where the best partition is not the best first guess (mastermind: 1123, not 1234)', () => {
    const scorer = createScorer(getGame('mastermind'));
    const root = lookahead.build(scorer);
    expect(scorer.game.formatGuess(root.guess)).toBe('1123');
    expect(treeStats(scorer, root).total).toBeLessThan(verifyTree(scorer.game, findGreedyStrategy('entropy')!.build(scorer)).stats.total);
  });

  it('keeps the smallest total within the board limit, ties to the better ranked; over the limit only when none fits', () => {
    const s = (total: number, max: number): TreeStats => ({ secrets: 1, total, average: total, max, histogram: [] });
    expect(pickTree([s(100, 6), s(90, 7), s(95, 6), s(95, 5)], 6)).toBe(2);
    expect(pickTree([s(100, 6), s(100, 5)], 6)).toBe(0);
    expect(pickTree([s(100, 8), s(90, 7)], 6)).toBe(1);
  });

  it('reports progress that never goes back and ends at every secret', () => {
    const scorer = createScorer(getGame('mastermind'));
    let last = 0;
    lookahead.build(scorer, (done, total) => {
      expect(total).toBe(1296);
      expect(done).toBeGreaterThanOrEqual(last);
      last = done;
    });
    expect(last).toBe(1296);
  });

  it('answers off the tree with the entropy', () => {
    expect(liveObjective('entropy-lookahead')).toBe(entropy);
  });
});
