import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../src/core/variants/catalogue.ts';
import { getGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { STRATEGIES } from '../../src/core/strategies/index.ts';
import { buildTreeFile } from '../../src/builder/build-tree/file.ts';
import { loadTrees, type LoadedTree } from '../../src/store/load-trees.ts';
import { treeFileName } from '../../src/store/manifest.ts';

const dataDir = join(import.meta.dirname, '..', '..', 'data');
const loaded = await loadTrees(dataDir);
const byName = new Map<string, LoadedTree>(loaded.trees.map((t) => [t.file, t]));
const greedy = STRATEGIES.filter((s) => s.kind === 'greedy');

/** The verified stats of a committed tree file. */
function statsOf(variant: string, strategy: string) {
  const tree = byName.get(treeFileName(variant, strategy));
  expect(tree, `${treeFileName(variant, strategy)} is in data/ and verified`).toBeDefined();
  return tree!.header.stats;
}

describe('data/: the committed trees', () => {
  it('every file verifies against every secret and matches the manifest', () => {
    expect(loaded.problems).toEqual([]);
  });

  it('holds every greedy tree of every variant', () => {
    for (const v of VARIANTS) for (const s of greedy) expect(byName.has(treeFileName(v.id, s.id)), `${v.id}/${s.id}`).toBe(true);
  });

  it('holds the published figures', () => {
    expect(statsOf('mastermind', 'minimax')).toMatchObject({ total: 5801, max: 5, histogram: [0, 1, 6, 62, 533, 694] });
    expect(statsOf('mastermind', 'expected-size')).toMatchObject({ total: 5696, max: 6 });
    expect(statsOf('mastermind', 'most-parts')).toMatchObject({ total: 5668, max: 6 });
    expect(statsOf('mastermind-distinct', 'entropy').histogram).toEqual([0, 0, 7, 55, 229, 69]);
    expect(statsOf('bulls-and-cows', 'most-parts').histogram).toEqual([0, 1, 11, 80, 556, 2277, 1929, 183, 3]);
    expect(statsOf('bulls-and-cows', 'expected-size').total).toBe(26551);
    for (const s of greedy) expect(statsOf('royale', s.id).max, s.id).toBeLessThanOrEqual(6);
    expect(statsOf('twod', 'entropy').max).toBe(5);
  });

  // The build is deterministic: rebuilding gives the committed bytes. The five 5x8 trees take
  // about a minute together, so CI checks them with the build script only when asked.
  for (const v of VARIANTS.filter((x) => x.id !== 'super')) {
    it(`rebuilding ${v.id}'s greedy trees gives the same bytes`, async () => {
      const game = getGame(v.id);
      const scorer = createScorer(game);
      for (const s of greedy) {
        const built = await buildTreeFile(game, s, scorer);
        const committed = new Uint8Array(await readFile(join(dataDir, treeFileName(v.id, s.id))));
        expect(Buffer.from(built.bytes!).equals(Buffer.from(committed)), `${v.id}/${s.id}`).toBe(true);
      }
    });
  }
});
