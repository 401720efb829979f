/** A separating set by greedy choice: the static search's first upper bound. */
import type { Scorer } from '../../scorer.ts';

/**
 * A separating set by greedy choice (an upper bound, not a minimum): each guess in turn is the
 * one whose feedback, added to the guesses so far, leaves the smallest sum of squared class
 * sizes (ties to the smaller index), until every secret is alone.
 */
export function greedyStaticSet(scorer: Scorer): number[] {
  const game = scorer.game;
  const table = scorer.table;
  if (table === undefined) throw new Error(`${game.spec.id}: the static search needs a score table`);
  const S = game.secretCount;
  const G = game.guessCount;
  const F = game.feedbackCount;
  // cls[s]: the class of secret s under the guesses so far (classes numbered 0..n).
  let cls = new Int32Array(S);
  let n = S > 0 ? 1 : 0;
  const guesses: number[] = [];
  const counts = new Int32Array(S * F);
  while (n < S) {
    let best = -1;
    let bestCost = Infinity;
    for (let g = 0; g < G; g++) {
      counts.fill(0, 0, n * F);
      const row = g * S;
      let cost = 0;
      for (let s = 0; s < S; s++) {
        const at = cls[s]! * F + table[row + s]!;
        cost += 2 * counts[at]! + 1;
        counts[at]!++;
        if (cost >= bestCost) break;
      }
      if (cost < bestCost) {
        bestCost = cost;
        best = g;
      }
    }
    guesses.push(best);
    const next = new Int32Array(S);
    const ids = new Map<number, number>();
    const row = best * S;
    for (let s = 0; s < S; s++) {
      const key = cls[s]! * F + table[row + s]!;
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      next[s] = id;
    }
    if (ids.size === n) throw new Error(`${game.spec.id}: no guess splits the secrets further`);
    cls = next;
    n = ids.size;
  }
  return guesses;
}
