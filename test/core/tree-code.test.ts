import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { buildTree, createGreedyChooser } from '../../src/core/strategies/greedy.ts';
import { OBJECTIVES } from '../../src/core/strategies/objectives.ts';
import { decodeTree, encodeTree } from '../../src/core/tree-code.ts';
import type { TreeNode } from '../../src/core/tree.ts';

const all = (n: number): Int32Array => Int32Array.from({ length: n }, (_, i) => i);

/** Internal nodes: nodes with children, or whose guess is not the one secret left. */
function countNodes(tree: TreeNode): number {
  return 1 + tree.next.reduce((a, [, child]) => a + countNodes(child), 0);
}

describe('compact tree codes', () => {
  it.each(['mastermind', 'bulls-and-cows', 'twod'])('%s: every greedy tree decodes to itself, a few characters a node', (id) => {
    const game = getGame(id);
    const scorer = createScorer(game);
    const width = Math.ceil(Math.log(game.guessCount) / Math.log(36));
    for (const objective of OBJECTIVES) {
      const tree = buildTree(scorer, createGreedyChooser(scorer, objective));
      const code = encodeTree(game, all(game.secretCount), tree);
      expect(decodeTree(game, all(game.secretCount), code)).toEqual(tree);
      expect(code.length % width).toBe(0);
      // Leaves (one secret) are not written.
      expect(code.length / width).toBeLessThan(countNodes(tree));
      expect(code.length).toBeLessThan(JSON.stringify(tree).length / 5);
    }
  });

  it('refuses a tree that does not fit its secrets, and a code that does not', () => {
    const game = getGame('mastermind');
    const scorer = createScorer(game);
    const tree = buildTree(scorer, createGreedyChooser(scorer, OBJECTIVES[0]!));
    const S = all(game.secretCount);
    // A child dropped.
    expect(() => encodeTree(game, S, { guess: tree.guess, next: tree.next.slice(1) })).toThrow(/children are not the parts/);
    // A leaf that does not play its secret.
    const leafy = (node: TreeNode): TreeNode =>
      node.next.length === 0
        ? { guess: (node.guess + 1) % game.guessCount, next: [] }
        : { guess: node.guess, next: [[node.next[0]![0], leafy(node.next[0]![1])], ...node.next.slice(1)] };
    expect(() => encodeTree(game, S, leafy(tree))).toThrow(/must play it/);
    const code = encodeTree(game, S, tree);
    expect(() => decodeTree(game, S, code.slice(0, -1))).toThrow(/ends early/);
    expect(() => decodeTree(game, S, `${code}00`)).toThrow(/longer than its tree/);
    expect(() => decodeTree(game, S, '!!')).toThrow(/not a guess/);
  });
});
