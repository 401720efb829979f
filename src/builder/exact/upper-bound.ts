/** The starting upper bound of an exact search: a greedy tree within the depth. */
import type { Scorer } from '../../core/scorer.ts';
import { buildTree as buildGreedyTree, createGreedyChooser } from '../../core/strategies/greedy.ts';
import { OBJECTIVES } from '../../core/strategies/objectives.ts';
import { verifyTree } from '../../core/tree.ts';

/**
 * The smallest total of the greedy trees built for the bound that fit the depth, or null. For
 * the smallest total only entropy's tree is built: it is the best greedy tree on every board of
 * the catalogue but Mastermind (5722 against most-parts' 5668), and building a second tree cost
 * more than its tighter bound saved (Mastermind's whole optimal search 0.89x the time without it,
 * royale's 0.95x). A depth limit may need minimax's shallower tree, so optimal-worst builds all
 * five. The bound only decides how much is cut, never which tree is found.
 */
export function greedyUpperBound(scorer: Scorer, objective: 'total' | 'worst', depth: number): number | null {
  const objectives = objective === 'total' ? OBJECTIVES.filter((o) => o.id === 'entropy') : OBJECTIVES;
  let greedyTotal: number | null = null;
  for (const o of objectives) {
    const v = verifyTree(scorer.game, buildGreedyTree(scorer, createGreedyChooser(scorer, o)), depth);
    if (v.ok && (greedyTotal === null || v.stats.total < greedyTotal)) greedyTotal = v.stats.total;
  }
  return greedyTotal;
}
