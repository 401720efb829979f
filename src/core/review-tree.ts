// A review's figures from a proved tree of the least total: each step on the tree is graded by
// its subtree's total, exact by the principle of optimality (Bellman 1957).
import { childOf, type FlatTree } from './flat-tree.ts';
import type { Step } from './history.ts';

/**
 * A review's figures from a proved tree: where a board has a tree of the least total (its
 * `optimal` file, which the exact search built and its proof settled), every node of it plays the
 * best guess there, and its subtree's total is the least total of the answers left: a subtree
 * that could be bettered would better the whole tree (the principle of optimality, Bellman 1957).
 * So while a game follows the tree, each step is graded by the tree's own figures, exact at every
 * size, instead of a search the review's budget would cut short (a word game's first step:
 * 2,309 answers) or the greedy trees' estimate.
 */

/** A proved tree's figures before one step: the guess it plays there, and its total and depth from there. */
export interface TreeGrade {
  readonly guess: number;
  /** Guesses summed over the answers left, from this step (its guess included) to each answer. */
  readonly total: number;
  /** The most guesses any of those answers takes from here. */
  readonly depth: number;
}

/**
 * The figures of a tree of the least total before each step of a history: entry i is the tree's
 * node that step i faces, or null once an earlier step left the tree (a guess not the tree's, or
 * the win). The answers left at a node are those the history allows, found by the game's score.
 */
export function treeGrades(tree: FlatTree, steps: readonly Step[]): Array<TreeGrade | null> {
  const { game } = tree;
  const out: Array<TreeGrade | null> = [];
  let node = 0;
  let left = Int32Array.from({ length: game.secretCount }, (_, s) => s);
  for (let i = 0; i < steps.length; i++) {
    if (node < 0) {
      out.push(null);
      continue;
    }
    let total = 0;
    let depth = 0;
    for (const s of left) {
      const d = tree.depthOf[s]! - i;
      total += d;
      if (d > depth) depth = d;
    }
    out.push({ guess: tree.guess[node]!, total, depth });
    const { guess, feedback } = steps[i]!;
    if (guess !== tree.guess[node] || feedback === game.winFeedback) {
      node = -1;
      continue;
    }
    node = childOf(tree, node, feedback);
    left = left.filter((s) => game.score(guess, s) === feedback);
  }
  return out;
}
