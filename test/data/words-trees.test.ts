import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { STRATEGIES } from '../../src/core/strategies/index.ts';
import { verifyTree } from '../../src/core/tree.ts';
import { buildTreeFile } from '../../src/builder/build-tree/file.ts';
import { checkTreeBytes } from '../../src/store/load-trees.ts';
import { readManifest, treeFileName } from '../../src/store/manifest.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { storeLists } from '../../src/store/word-lists.ts';

// The committed trees of Word Mastermind with five-letter words, checked through the store.
const dataDir = join(import.meta.dirname, '..', '..', 'data');
const manifest = await readManifest(dataDir);
const spec = resolveVariant('words-5', storeLists(dataDir));
const game = createGame(spec);
const greedy = STRATEGIES.filter((s) => s.kind === 'greedy');

// Totals of the committed trees (data/manifest.json), so a change to them is seen.
const TOTALS: Record<string, number> = {
  minimax: 17520,
  'expected-size': 17245,
  entropy: 17192,
  'most-parts': 17393,
  'expected-steps': 17199,
  'entropy-lookahead': 17117,
};

describe('data/: the words-5 trees', () => {
  for (const strategy of greedy) {
    it(`${strategy.id}: verifies against every secret, and its totals are the manifest's`, async () => {
      const file = treeFileName('words-5', strategy.id);
      const entry = manifest.files.find((e) => e.file === file);
      expect(entry, `${file} is in the manifest`).toBeDefined();
      expect(entry).toMatchObject({ variant: 'words-5', strategy: strategy.id });
      const bytes = new Uint8Array(await readFile(join(dataDir, file)));
      const loaded = checkTreeBytes(file, bytes, entry!.sha256, { dataDir });
      expect(loaded.header.variant.words).toEqual({ list: 'words-5.txt', count: 3554, sha256: spec.words!.sha256 });
      expect(loaded.header.stats).toEqual(entry!.stats);
      // Again with the core alone, from the object tree: every secret found within the board limit.
      const verification = verifyTree(game, loaded.root);
      expect(verification.ok).toBe(true);
      expect(verification.stats).toEqual(entry!.stats);
      expect(verification.stats.secrets).toBe(3554);
      expect(verification.stats.total).toBe(TOTALS[strategy.id]);
    });
  }

  it('rebuilding them gives the committed bytes', async () => {
    const scorer = createScorer(game);
    for (const strategy of greedy) {
      const built = await buildTreeFile(game, strategy, scorer);
      const committed = new Uint8Array(await readFile(join(dataDir, treeFileName('words-5', strategy.id))));
      expect(Buffer.from(built.bytes!).equals(Buffer.from(committed)), strategy.id).toBe(true);
    }
  });
});
