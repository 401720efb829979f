// A guess's parts over a set of answers, by feedback: what the reviews of every family split on.
import type { Game } from './game.ts';

/** The non-winning parts of a guess over a set of answers, by feedback: each part ascending as the set is, in feedback order. */
export function splitByFeedbackOf(game: Game, guess: number, set: Int32Array): Array<[number, Int32Array]> {
  const parts = new Map<number, number[]>();
  for (const s of set) {
    const f = game.score(guess, s);
    if (f === game.winFeedback) continue;
    const part = parts.get(f);
    if (part === undefined) parts.set(f, [s]);
    else part.push(s);
  }
  return [...parts].sort((a, b) => a[0] - b[0]).map(([f, part]) => [f, Int32Array.from(part)]);
}
