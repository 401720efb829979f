import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { STRATEGIES } from '../../src/core/strategies/index.ts';
import { verifyTree } from '../../src/core/tree.ts';
import { buildTreeFile } from '../../src/builder/build-tree/file.ts';
import { checkTreeBytes } from '../../src/store/load-trees.ts';
import { readManifest, sha256, treeFileName } from '../../src/store/manifest.ts';
import { encodeTreeFile, makeTreeFile } from '../../src/store/tree-file.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { storeLists } from '../../src/store/word-lists.ts';

// The committed greedy trees of Wordle on the New York Times lists, checked through the store.
const dataDir = join(import.meta.dirname, '..', '..', 'data');
const manifest = await readManifest(dataDir);
const spec = resolveVariant('wordle', storeLists(dataDir));
const game = createGame(spec);
const greedy = STRATEGIES.filter((s) => s.kind === 'greedy');

// Totals of the committed trees (data/manifest.json), so a change to them is seen.
const TOTALS: Record<string, number> = {
  minimax: 8252,
  'expected-size': 8037,
  entropy: 7998,
  'most-parts': 7925,
  'expected-steps': 8018,
  'entropy-lookahead': 7922,
};

describe('data/: the wordle trees', () => {
  for (const strategy of greedy) {
    it(`${strategy.id}: verifies against every answer, names both lists, and its totals are the manifest's`, async () => {
      const file = treeFileName('wordle', strategy.id);
      const entry = manifest.files.find((e) => e.file === file);
      expect(entry, `${file} is in the manifest`).toBeDefined();
      const bytes = new Uint8Array(await readFile(join(dataDir, file)));
      const loaded = checkTreeBytes(file, bytes, entry!.sha256, { dataDir });
      expect(loaded.header.variant).toMatchObject({
        id: 'wordle',
        answers: { list: 'wordle-answers.txt', count: 2309, sha256: spec.answers!.sha256 },
        accepted: { list: 'wordle-guesses.txt', count: 12947, sha256: spec.accepted!.sha256 },
      });
      expect(loaded.header.variant.hard).toBeUndefined();
      const verification = verifyTree(game, loaded.root);
      expect(verification.ok).toBe(true);
      expect(verification.stats).toEqual(entry!.stats);
      expect(verification.stats.total).toBe(TOTALS[strategy.id]);
    });
  }

  it('rebuilding them gives the committed bytes', async () => {
    const scorer = createScorer(game);
    for (const strategy of greedy) {
      const built = await buildTreeFile(game, strategy, scorer);
      const committed = new Uint8Array(await readFile(join(dataDir, treeFileName('wordle', strategy.id))));
      expect(Buffer.from(built.bytes!).equals(Buffer.from(committed)), strategy.id).toBe(true);
    }
  });

  it('a normal-mode tree relabelled wordle-hard is refused: its guesses break hard mode', async () => {
    const file = treeFileName('wordle', 'entropy');
    const loaded = checkTreeBytes(file, new Uint8Array(await readFile(join(dataDir, file))), undefined, { dataDir });
    const hard = createGame(resolveVariant('wordle-hard', storeLists(dataDir)));
    // Same lists, so the same guess numbers: only the header's mode changes.
    const relabelled = encodeTreeFile(makeTreeFile(hard, { id: 'entropy', description: 'relabelled' }, loaded.root, loaded.header.stats));
    expect(() => checkTreeBytes('wordle-hard.entropy.msgpack', relabelled, sha256(relabelled), { dataDir })).toThrow(
      /^the path \w+:[GYB]{5}(, \w+:[GYB]{5})* breaks hard mode at step \d: guess \d, "\w+", breaks hard mode: /,
    );
  });
});
