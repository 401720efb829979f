import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findGreedyStrategy } from '../../src/core/strategies/index.ts';
import { countNodes, playTree, verifyTree } from '../../src/core/tree.ts';
import { childOf, flatTreeBytes, flattenTree, pathOf, treeFromFlat, verifyFlatTree, walkTree } from '../../src/core/flat-tree.ts';

const game = getGame('mastermind');
const root = findGreedyStrategy('minimax')!.build(createScorer(game));
const flat = flattenTree(game, root);
const F = game.feedbackCount;

describe('flattenTree', () => {
  it('keeps every node, the root first, with its guess', () => {
    expect(flat.nodeCount).toBe(countNodes(root));
    expect(flat.guessText[0]).toBe('1122');
    expect(flat.size[0]).toBe(1296);
    expect(flat.parent[0]).toBe(-1);
  });

  it('per secret: the path equals playTree, depth and leaf agree, worst list is every secret at max', () => {
    const stats = verifyTree(game, root).stats;
    expect(flat.max).toBe(stats.max);
    expect(flat.worst.length).toBe(stats.histogram[stats.max]);
    for (let s = 0; s < game.secretCount; s++) {
      const played = playTree(game, root, s);
      expect(pathOf(flat, s)).toEqual(played.steps);
      expect(flat.depthOf[s]).toBe(played.steps.length);
      expect(flat.guess[flat.leafOf[s]!]).toBe(game.secretGuess[s]);
    }
    expect([...flat.worst].every((s) => flat.depthOf[s] === flat.max)).toBe(true);
  });

  it('keeps the children of each node by ascending feedback, each child once, under its parent', () => {
    expect(flat.firstEdge[0]).toBe(0);
    expect(flat.firstEdge[flat.nodeCount]).toBe(flat.nodeCount - 1);
    const seen = new Set<number>();
    for (let i = 0; i < flat.nodeCount; i++) {
      for (let e = flat.firstEdge[i]!; e < flat.firstEdge[i + 1]!; e++) {
        if (e > flat.firstEdge[i]!) expect(flat.edgeFeedback[e]!).toBeGreaterThan(flat.edgeFeedback[e - 1]!);
        const c = flat.edgeNode[e]!;
        expect([flat.parent[c], flat.parentFeedback[c]]).toEqual([i, flat.edgeFeedback[e]]);
        seen.add(c);
      }
    }
    expect(seen.size).toBe(flat.nodeCount - 1);
  });

  it('takes a few bytes a node, not a slot for every feedback', () => {
    // guess, size, parent and the edges: 4 + 4 + 4 + 1 + 10 bytes a node, and the guess text's reference.
    expect(flatTreeBytes(flat)).toBeLessThan(flat.nodeCount * (23 + 8) + game.secretCount * 5 + flat.worst.byteLength + 8);
    expect(flatTreeBytes(flat)).toBeLessThan(flat.nodeCount * F * 4);
  });

  it('sizes add up: a node holds its own secret (if found there) plus its children', () => {
    for (let i = 0; i < flat.nodeCount; i++) {
      let sum = 0;
      for (let f = 0; f < F; f++) {
        const c = childOf(flat, i, f);
        if (c >= 0) sum += flat.size[c]!;
      }
      const s = game.guessSecret[flat.guess[i]!]!;
      expect(flat.size[i]).toBe(sum + (s >= 0 && flat.leafOf[s] === i ? 1 : 0));
    }
  });
});

/** The first non-winning feedback with no child at node i. */
function missingAt(i: number): number | undefined {
  return Array.from({ length: F }, (_, k) => k).find((k) => k !== game.winFeedback && childOf(flat, i, k) === -1);
}

/** The history that leads from the root to node i. */
function historyTo(i: number): Array<{ guess: number; feedback: number }> {
  const steps = [];
  for (let n = i; flat.parent[n]! >= 0; n = flat.parent[n]!)
    steps.push({ guess: flat.guess[flat.parent[n]!]!, feedback: flat.parentFeedback[n]! });
  return steps.reverse();
}

describe('walkTree', () => {
  const g = (t: string) => game.parseGuess(t) as number;
  const f = (l: string) => game.parseFeedback(l);
  it('follows the tree, detects leaving it, a contradiction and the win', () => {
    expect(walkTree(flat, [])).toEqual({ kind: 'node', node: 0 });
    const first = walkTree(flat, [{ guess: g('1122'), feedback: f('0B0W') }]);
    expect(first.kind).toBe('node');
    expect(flat.size[(first as { node: number }).node]).toBe(256);
    expect(walkTree(flat, [{ guess: g('1234'), feedback: f('0B0W') }])).toEqual({ kind: 'off-tree', at: 0 });
    // 1122 then the second guess with 4B0W is a win only if that guess is a remaining secret.
    const path = pathOf(flat, game.guessSecret[g('3456')]!);
    expect(walkTree(flat, path).kind).toBe('solved');
    expect(walkTree(flat, [{ guess: g('1122'), feedback: f('4B0W') }])).toEqual({ kind: 'solved', node: 0 });
    // A node where some feedback is given by no remaining secret: following it contradicts.
    const node = Array.from({ length: flat.nodeCount }, (_, i) => i).find((i) => flat.size[i]! > 3 && missingAt(i) !== undefined)!;
    const history = historyTo(node);
    expect(walkTree(flat, history)).toEqual({ kind: 'node', node });
    expect(walkTree(flat, [...history, { guess: flat.guess[node]!, feedback: missingAt(node)! }])).toEqual({
      kind: 'contradiction',
      at: history.length,
    });
  });
});

describe('verifyFlatTree', () => {
  it('agrees with verifyTree on a good tree and on a tree missing a branch', () => {
    expect(verifyFlatTree(flat)).toEqual(verifyTree(game, root));
    const broken = { guess: root.guess, next: root.next.slice(1) };
    const expected = verifyTree(game, broken);
    expect(expected.ok).toBe(false);
    expect(verifyFlatTree(flattenTree(game, broken))).toEqual(expected);
  });
  it('flags secrets found over the board limit', () => {
    const v = verifyFlatTree(flat, 4);
    expect(v.ok).toBe(false);
    expect(v.problems[0]).toMatch(/needs 5 guesses, over the board limit of 4/);
    expect(v).toEqual(verifyTree(game, root, 4));
  });
});

describe('flattenFileTree and treeFromFlat', () => {
  it('a file tree flattens to the same tables as the object tree, and converts back', async () => {
    const { toFileNode, flattenFileTree } = await import('../../src/store/tree-file.ts');
    const fromFile = flattenFileTree(game, toFileNode(game, root));
    const keys = [
      'guess',
      'firstEdge',
      'edgeFeedback',
      'edgeNode',
      'size',
      'parent',
      'parentFeedback',
      'leafOf',
      'depthOf',
      'worst',
    ] as const;
    for (const key of keys) {
      expect(fromFile[key], key).toEqual(flat[key]);
    }
    expect(treeFromFlat(flat)).toEqual(root);
  });
  it('rejects a feedback given twice under one node', async () => {
    const { toFileNode, flattenFileTree } = await import('../../src/store/tree-file.ts');
    const file = toFileNode(game, root);
    const [label, child] = Object.entries(file.next)[0]!;
    file.next[label.toLowerCase()] = child;
    expect(() => flattenFileTree(game, file)).toThrow(/appears twice after 1122/);
  });
});
