/** The starting upper bound of an exact search: a greedy tree within the depth. */
import type { Scorer } from '../../core/scorer.ts';
import { buildTree as buildGreedyTree, createGreedyChooser } from '../../core/strategies/greedy.ts';
import { EXACT_THREADS_FROM } from '../../core/strategies/index.ts';
import { OBJECTIVES } from '../../core/strategies/objectives.ts';
import { verifyTree } from '../../core/tree.ts';

/**
 * The smallest total of the greedy trees built for the bound that fit the depth, or null. For
 * the smallest total only entropy's tree is built: it is the best greedy tree on every board of
 * the catalogue but Mastermind (5722 against most-parts' 5668), and building a second tree cost
 * more than its tighter bound saved (Mastermind's whole optimal search 0.89x the time without it,
 * royale's 0.95x). A depth limit may need minimax's shallower tree, so optimal-worst builds all
 * five. The bound only decides how much is cut, never which tree is found.
 *
 * On a board too small to repay threads (fewer than EXACT_THREADS_FROM secrets) the search for the
 * smallest total starts with no bound, and null is returned: its first first guess (the one of
 * least lower bound) gives a bound close to the optimum at once, and entropy's tree cost more than
 * the cuts it made. Whole builds without it, CPU time: Mastermind 0.83x, mastermind-distinct
 * 0.87x, mm-3x8 0.87x, bc-4x6 0.82x, mm-5x3 0.88x (the 5 x 5 grid 1.07x, of 0.15 s). On larger boards the
 * tree is built while the search's threads start.
 */
export function greedyUpperBound(scorer: Scorer, objective: 'total' | 'worst', depth: number): number | null {
  if (objective === 'total' && scorer.game.secretCount < EXACT_THREADS_FROM) return null;
  const objectives = objective === 'total' ? OBJECTIVES.filter((o) => o.id === 'entropy') : OBJECTIVES;
  let greedyTotal: number | null = null;
  for (const o of objectives) {
    const v = verifyTree(scorer.game, buildGreedyTree(scorer, createGreedyChooser(scorer, o)), depth);
    if (v.ok && (greedyTotal === null || v.stats.total < greedyTotal)) greedyTotal = v.stats.total;
  }
  return greedyTotal;
}
