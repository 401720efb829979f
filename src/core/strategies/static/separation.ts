/** What a separating set is: the test, and the counting lower bound on its size. */
import type { Game } from '../../game.ts';

/** The counting lower bound: the least k with F^k >= secrets. */
export function staticLowerBound(game: Game): number {
  let k = 0;
  for (let reach = 1; reach < game.secretCount; reach *= game.feedbackCount) k++;
  return k;
}

/** True when the guesses' feedbacks single out every secret. */
export function separates(game: Game, guesses: readonly number[]): boolean {
  const seen = new Set<string>();
  for (let s = 0; s < game.secretCount; s++) {
    const key = guesses.map((g) => game.score(g, s)).join(',');
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}
