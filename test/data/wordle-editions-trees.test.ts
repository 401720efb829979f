import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { STRATEGIES } from '../../src/core/strategies/index.ts';
import { verifyTree, type TreeNode } from '../../src/core/tree.ts';
import { buildTreeFile } from '../../src/builder/build-tree/file.ts';
import { checkTreeBytes } from '../../src/store/load-trees.ts';
import { readManifest, treeFileName } from '../../src/store/manifest.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { storeLists } from '../../src/store/word-lists.ts';
import { colours, wordsOf } from '../helpers/wordle-rule.ts';

// The committed trees of the 2023 edition (wordle-nyt2023) and of every accepted word an answer
// (wordle-all-g8): verified through the store against every answer, naming their lists.
const dataDir = join(import.meta.dirname, '..', '..', 'data');
const manifest = await readManifest(dataDir);
const greedy = STRATEGIES.filter((s) => s.kind === 'greedy');

async function loaded(variant: string, strategy: string): Promise<{ root: TreeNode; stats: unknown; answers: unknown; accepted: unknown }> {
  const file = treeFileName(variant, strategy);
  const entry = manifest.files.find((e) => e.file === file);
  expect(entry, `${file} is in the manifest`).toBeDefined();
  const tree = checkTreeBytes(file, new Uint8Array(await readFile(join(dataDir, file))), entry!.sha256, { dataDir });
  return { root: tree.root, stats: entry!.stats, answers: tree.header.variant.answers, accepted: tree.header.variant.accepted };
}

describe('data/: the trees of wordle-nyt2023', () => {
  const lists = { answers: wordsOf('wordle-nyt2023-answers.txt'), accepted: wordsOf('wordle-nyt2023-guesses.txt') };
  for (const [variant, strategies] of [
    ['wordle-nyt2023', [...greedy.map((s) => s.id), 'optimal']],
    ['wordle-nyt2023-hard', ['optimal']],
  ] as const) {
    const game = createGame(resolveVariant(variant, storeLists(dataDir)));
    for (const strategy of strategies) {
      it(`${variant}/${strategy}: every answer of 2023 within six, on both lists`, async () => {
        const tree = await loaded(variant, strategy);
        expect(tree.answers).toMatchObject({ list: 'wordle-nyt2023-answers.txt', count: lists.answers.length });
        expect(tree.accepted).toMatchObject({ list: 'wordle-nyt2023-guesses.txt', count: lists.accepted.length });
        const verification = verifyTree(game, tree.root);
        expect(verification.ok).toBe(true);
        expect(verification.stats).toEqual(tree.stats);
        expect(verification.stats.max).toBeLessThanOrEqual(6);
      });
    }
  }

  it("the optimal trees from tarse total Alex Selby's values (11,219; hard mode 11,627)", async () => {
    const game = createGame(resolveVariant('wordle-nyt2023', storeLists(dataDir)));
    expect(game.formatGuess((await loaded('wordle-nyt2023', 'optimal')).root.guess)).toBe('tarse');
    expect(((await loaded('wordle-nyt2023', 'optimal')).stats as { total: number }).total).toBe(11219);
    expect(((await loaded('wordle-nyt2023-hard', 'optimal')).stats as { total: number }).total).toBe(11627);
  });

  it('rebuilding the greedy trees gives the committed bytes', async () => {
    const game = createGame(resolveVariant('wordle-nyt2023', storeLists(dataDir)));
    const scorer = createScorer(game);
    // Two of the six (the others are built the same way; test/data/wordle-trees.test.ts rebuilds 2022's six).
    for (const strategy of greedy.filter((s) => s.id === 'minimax' || s.id === 'entropy')) {
      const built = await buildTreeFile(game, strategy, scorer);
      const committed = new Uint8Array(await readFile(join(dataDir, treeFileName('wordle-nyt2023', strategy.id))));
      expect(Buffer.from(built.bytes!).equals(Buffer.from(committed)), strategy.id).toBe(true);
    }
  }, 180_000);
});

describe('data/: the trees of wordle-all-g8 (every accepted word of 2022 an answer)', () => {
  const game = createGame(resolveVariant('wordle-all-g8', storeLists(dataDir)));
  const answers2022 = new Set(wordsOf('wordle-answers.txt'));
  for (const strategy of greedy) {
    it(`${strategy.id}: verifies against all ${game.secretCount} words`, async () => {
      const tree = await loaded('wordle-all-g8', strategy.id);
      expect(tree.answers).toMatchObject({ list: 'wordle-guesses.txt', count: wordsOf('wordle-guesses.txt').length });
      const verification = verifyTree(game, tree.root);
      expect(verification.ok).toBe(true);
      expect(verification.stats).toEqual(tree.stats);
    });
  }

  it('the entropy tree finds nearly every word outside the 2022 answers within six', async () => {
    const { root } = await loaded('wordle-all-g8', 'entropy');
    const outside = wordsOf('wordle-guesses.txt').filter((w) => !answers2022.has(w));
    let within6 = 0;
    for (const word of outside) {
      let node: TreeNode | undefined = root;
      for (let step = 1; node !== undefined; step++) {
        const guess = game.formatGuess(node.guess);
        if (guess === word) {
          if (step <= 6) within6++;
          break;
        }
        const feedback = game.parseFeedback(colours(guess, word));
        node = node.next.find(([f]) => f === feedback)?.[1];
      }
    }
    expect(within6 / outside.length).toBeGreaterThan(0.95);
  });
});
