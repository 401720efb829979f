// Loads and fully checks the trees of one variant from the data directory, reading only the
// files asked for, so the terminal tools start fast.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkTreeBytes, type LoadedTree } from './load-trees.ts';
import { readManifest, treeFileName } from './manifest.ts';
import { STRATEGIES } from '../core/strategies/index.ts';

/** Thrown when a wanted tree is not in the data directory; the message says what is there. */
export class MissingTreeError extends Error {}

/**
 * Loads and fully checks the trees of one variant listed in the data directory's manifest (one
 * strategy, or every strategy), in the catalogue's strategy order. Only the files asked for are
 * read, so a terminal tool starts fast even with large trees of other variants beside them.
 */
export async function loadVariantTrees(dataDir: string, variant: string, strategy?: string): Promise<LoadedTree[]> {
  const manifest = await readManifest(dataDir);
  const entries = manifest.files.filter((e) => e.variant === variant && (strategy === undefined || e.strategy === strategy));
  if (entries.length === 0) {
    const have = manifest.files.filter((e) => e.variant === variant).map((e) => e.strategy);
    const what = strategy === undefined ? `no tree of ${variant}` : `no ${strategy} tree of ${variant}`;
    const hint = have.length ? `; trees of ${variant}: ${have.join(', ')}` : '; build it with npm run build-trees';
    throw new MissingTreeError(`${what} in ${dataDir}${hint}`);
  }
  const rank = (id: string): number => STRATEGIES.findIndex((s) => s.id === id) >>> 0;
  entries.sort((a, b) => rank(a.strategy) - rank(b.strategy) || a.strategy.localeCompare(b.strategy));
  const trees: LoadedTree[] = [];
  for (const entry of entries) {
    const file = treeFileName(entry.variant, entry.strategy);
    const bytes = new Uint8Array(await readFile(join(dataDir, file)));
    trees.push(checkTreeBytes(file, bytes, entry.sha256, { dataDir }));
  }
  return trees;
}
