/** The decision tree that plays a static set of guesses. */
import type { Game } from '../../game.ts';
import type { TreeNode } from '../../tree.ts';

/**
 * The tree of a static set: every node at depth d plays guesses[d] until the feedbacks so far
 * single out the secret; the next node then plays that secret (unless a fixed guess already won).
 */
export function buildStaticTree(game: Game, guesses: readonly number[]): TreeNode {
  const build = (d: number, remaining: number[]): TreeNode => {
    if (remaining.length === 1) return { guess: game.secretGuess[remaining[0]!]!, next: [] };
    if (d >= guesses.length) throw new Error('the fixed guesses do not single out every secret');
    const g = guesses[d]!;
    const parts = new Map<number, number[]>();
    for (const s of remaining) {
      const f = game.score(g, s);
      if (f === game.winFeedback) continue;
      let part = parts.get(f);
      if (part === undefined) parts.set(f, (part = []));
      part.push(s);
    }
    const next = [...parts.entries()].sort((a, b) => a[0] - b[0]).map(([f, part]) => [f, build(d + 1, part)] as const);
    return { guess: g, next };
  };
  return build(
    0,
    Array.from({ length: game.secretCount }, (_, s) => s),
  );
}
