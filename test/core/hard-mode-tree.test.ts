import { describe, expect, it } from 'vitest';
import type { WordList } from '../../src/core/game.ts';
import { createWordleGame, hardModeBreach, wordleSpec, type WordleGame } from '../../src/core/games/wordle/game.ts';
import { flattenTree, verifyFlatTree } from '../../src/core/flat-tree.ts';
import { treeHardModeProblem } from '../../src/core/hard-mode-tree.ts';
import { createWordleExact } from '../../src/core/games/wordle/exact/search.ts';
import { playTree, verifyTree, type TreeNode } from '../../src/core/tree.ts';

const list = (entries: readonly string[]): WordList => ({
  list: 'test',
  count: entries.length,
  sha256: 'test',
  entries: [...entries].sort(),
});

// No answer but flams tells fight, light, might, sight and wight apart (GBBBB, BYBBB, BBBYB,
// BBBBY, BBBBB): a normal-mode tree plays it second, where hard mode wants the greens IGHT kept.
const answers = ['fight', 'light', 'might', 'sight', 'tight', 'wight'];
const extra = ['flams', 'twang'];
const board = (hard: boolean): WordleGame =>
  createWordleGame(wordleSpec({ id: hard ? 'test-hard' : 'test', title: 'test', answers: list(answers), accepted: list(extra), hard }));

/** tight, then flams after BGGGG, then the answer flams's colours single out. */
function tightThenFlams(game: WordleGame): TreeNode {
  const g = (w: string): number => game.parseGuess(w) as number;
  const second: TreeNode = {
    guess: g('flams'),
    next: answers
      .filter((a) => a !== 'tight')
      .map((a) => [game.score(g('flams'), game.guessSecret[g(a)]!), { guess: g(a), next: [] }] as const)
      .sort((x, y) => x[0] - y[0]),
  };
  return { guess: g('tight'), next: [[game.parseFeedback('BGGGG'), second]] };
}

describe('verification checks hard-mode legality on a hard board', () => {
  const normal = board(false);
  const hard = board(true);
  const normalTree = tightThenFlams(normal);
  const hardTree = createWordleExact(hard).tree();

  it('a normal-mode tree relabelled hard finds every answer in time but fails, naming the path and step', () => {
    // The same lists, so the same guess numbers: only the mode differs.
    expect(verifyTree(normal, normalTree).ok).toBe(true);
    const breaking = [...Array(hard.secretCount).keys()].filter((s) => hardModeBreach(hard, playTree(hard, normalTree, s).steps) !== null);
    expect(breaking.length).toBeGreaterThan(0);

    const v = verifyTree(hard, normalTree);
    expect(v.ok).toBe(false);
    expect(v.stats.secrets).toBe(answers.length);
    expect(v.problems).toHaveLength(1);
    expect(v.problems[0]).toBe(
      'the path tight:BGGGG breaks hard mode at step 2: guess 2, "flams", breaks hard mode: its letter 2 must be the green I',
    );
    // The path named is one the tree plays, and its step is the first that breaks the rule.
    const [, path, step] = /^the path (.*) breaks hard mode at step (\d)/.exec(v.problems[0]!)!;
    const steps = path!.split(', ').map((s) => s.split(':') as [string, string]);
    const played = steps.map(([word, label]) => ({ guess: hard.parseGuess(word) as number, feedback: hard.parseFeedback(label) }));
    let node = normalTree;
    for (const { guess, feedback } of played) {
      expect(node.guess).toBe(guess);
      node = node.next.find(([f]) => f === feedback)![1];
    }
    expect(hardModeBreach(hard, [...played, { guess: node.guess, feedback: 0 }])?.step).toBe(Number(step) - 1);

    const flat = verifyFlatTree(flattenTree(hard, normalTree));
    expect(flat.ok).toBe(false);
    expect(flat.problems).toEqual(v.problems);
  });

  it('a tree built in hard mode passes both checks; a board without hard mode is never checked', () => {
    expect(treeHardModeProblem(hard, hardTree)).toBeNull();
    expect(verifyTree(hard, hardTree).ok).toBe(true);
    expect(verifyFlatTree(flattenTree(hard, hardTree)).ok).toBe(true);
    expect(treeHardModeProblem(normal, normalTree)).toBeNull();
  });
});
