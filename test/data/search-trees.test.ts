import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { STRATEGIES } from '../../src/core/strategies/index.ts';
import { verifyTree } from '../../src/core/tree.ts';
import { loadTrees } from '../../src/store/load-trees.ts';
import { readManifest } from '../../src/store/manifest.ts';

// The committed trees of the search strategies: Super Mastermind's entropy-search tree.
const dataDir = join(import.meta.dirname, '..', '..', 'data');
const manifest = await readManifest(dataDir);
const search = STRATEGIES.filter((s) => s.kind === 'search').map((s) => s.id);
const entries = manifest.files.filter((e) => search.includes(e.strategy));
const loaded = await loadTrees(dataDir, undefined, { files: (f) => entries.some((e) => e.file === f) });

describe('data/: the search trees', () => {
  it('super has one, verified against every secret by the loader and the core', () => {
    expect(entries.map((e) => e.file)).toContain('super.entropy-search.msgpack');
    expect(loaded.problems).toEqual([]);
    const game = getGame('super');
    const tree = loaded.trees.find((t) => t.file === 'super.entropy-search.msgpack')!;
    const v = verifyTree(game, tree.root);
    expect(v.ok).toBe(true);
    expect(v.stats).toEqual(tree.header.stats);
  });

  it('super: below every greedy tree, below the 179274 of the restricted search published in 2023, and opening with 11223 as entropy-lookahead', () => {
    const entry = entries.find((e) => e.file === 'super.entropy-search.msgpack')!;
    const greedy = manifest.files.filter((e) => e.variant === 'super' && STRATEGIES.find((s) => s.id === e.strategy)?.kind === 'greedy');
    expect(greedy.length).toBeGreaterThan(5);
    for (const g of greedy) expect(entry.stats.total, g.strategy).toBeLessThan(g.stats.total);
    expect(entry.stats.total).toBeLessThan(179274);
    const root = loaded.trees.find((t) => t.file === 'super.entropy-search.msgpack')!.root;
    expect(getGame('super').formatGuess(root.guess)).toBe('11223');
  });
});
