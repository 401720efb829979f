/** Shrinking a separating set by local search: drop r guesses, search for r - 1 to replace them. */
import type { Scorer } from '../../scorer.ts';
import { createStaticSearch } from './search.ts';

/**
 * A smaller separating set near a given one, if the search finds one: for r = 2, 3, each way of
 * dropping r guesses (in order) is tried with a search for r - 1 guesses to replace them; the
 * first success is kept and the search starts over from it. Budgeted by nodes per search.
 */
export function shrinkStaticSet(scorer: Scorer, set: readonly number[], maxNodes = 2000, search = createStaticSearch(scorer)): number[] {
  let best = [...set];
  for (let improved = true; improved;) {
    improved = false;
    for (let r = 2; r <= Math.min(3, best.length) && !improved; r++) {
      for (const drop of subsets(best.length, r)) {
        const keep = best.filter((_, i) => !drop.includes(i));
        const res = search.feasible(r - 1, { fixed: keep, maxNodes });
        if (res.status === 'found') {
          best = res.guesses;
          improved = true;
          break;
        }
      }
    }
  }
  return best;
}

/** The r-subsets of 0..n-1, in lexicographic order. */
function* subsets(n: number, r: number): Generator<number[]> {
  const idx = Array.from({ length: r }, (_, i) => i);
  for (;;) {
    yield [...idx];
    let i = r - 1;
    while (i >= 0 && idx[i] === n - r + i) i--;
    if (i < 0) return;
    idx[i]!++;
    for (let j = i + 1; j < r; j++) idx[j] = idx[j - 1]! + 1;
  }
}
