/** The parts a guess splits a set of secrets into, and the trees of the smallest parts. */
import type { Scorer } from '../../core/scorer.ts';
import { splitByFeedback } from '../../core/strategies/greedy.ts';
import type { TreeNode } from '../../core/tree.ts';

/** One non-winning part: its feedback, its secrets, and room for its subtree. */
export interface Part {
  f: number;
  P: Int32Array;
  tree: TreeNode | undefined;
}

/**
 * The non-winning parts of S under g in feedback order (the core's splitByFeedback), each its own
 * compact array (tasks post them to threads), with room for its subtree.
 */
export function partsOf(scorer: Scorer, g: number, S: Int32Array): Part[] {
  return splitByFeedback(scorer, g, S).map(([f, P]) => ({ f, P: P.slice(), tree: undefined }));
}

/** The optimal tree of one or two secrets: guess the first (the search's own choice). */
export function smallTree(secretGuess: Int32Array, score: (g: number, s: number) => number, P: Int32Array): TreeNode {
  const first = secretGuess[P[0]!]!;
  if (P.length === 1) return { guess: first, next: [] };
  return { guess: first, next: [[score(first, P[1]!), { guess: secretGuess[P[1]!]!, next: [] }]] };
}

/**
 * The indices of the parts to search, smallest first (ties by feedback order): parts of one or
 * two secrets cost exactly their counting bound and are left out.
 */
export function searchOrder(parts: readonly Part[]): number[] {
  return parts
    .map((_, j) => j)
    .filter((j) => parts[j]!.P.length > 2)
    .sort((a, b) => parts[a]!.P.length - parts[b]!.P.length || a - b);
}
