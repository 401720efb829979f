/** The starting upper bound of an exact search: the best greedy tree within the depth. */
import type { Scorer } from '../../core/scorer.ts';
import { buildTree as buildGreedyTree, createGreedyChooser } from '../../core/strategies/greedy.ts';
import { OBJECTIVES } from '../../core/strategies/objectives.ts';
import { verifyTree } from '../../core/tree.ts';

/**
 * The smallest total of the greedy trees that fit the depth, or null. For the smallest total,
 * entropy's and most-parts' trees are the best greedy ones on every board of the catalogue
 * (docs/results.md), and the other three are not built; a depth limit may need minimax's
 * shallower tree, so optimal-worst builds all five. The bound only decides how much is cut,
 * never which tree is found.
 */
export function greedyUpperBound(scorer: Scorer, objective: 'total' | 'worst', depth: number): number | null {
  const objectives = objective === 'total' ? OBJECTIVES.filter((o) => o.id === 'entropy' || o.id === 'most-parts') : OBJECTIVES;
  let greedyTotal: number | null = null;
  for (const o of objectives) {
    const v = verifyTree(scorer.game, buildGreedyTree(scorer, createGreedyChooser(scorer, o)), depth);
    if (v.ok && (greedyTotal === null || v.stats.total < greedyTotal)) greedyTotal = v.stats.total;
  }
  return greedyTotal;
}
