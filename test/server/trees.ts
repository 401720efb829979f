import { getGame } from '../../src/core/games/catalogue.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { STRATEGIES } from '../../src/core/strategies/index.ts';
import { buildTreeFile } from '../../src/builder/build-tree-file.ts';
import { checkTreeBytes, type LoadedTree } from '../../src/store/load-trees.ts';
import { treeFileName } from '../../src/store/manifest.ts';

/** Builds, encodes and loads trees in memory exactly as the server loads files from data/. */
export async function buildLoadedTrees(pairs: ReadonlyArray<readonly [variant: string, strategy: string]>): Promise<LoadedTree[]> {
  const out: LoadedTree[] = [];
  for (const [variant, strategyId] of pairs) {
    const game = getGame(variant);
    const strategy = STRATEGIES.find((s) => s.id === strategyId)!;
    const built = await buildTreeFile(game, strategy, createScorer(game));
    out.push(checkTreeBytes(treeFileName(variant, strategyId), built.bytes!));
  }
  return out;
}

/** The greedy strategy ids. */
export const GREEDY = STRATEGIES.filter((s) => s.kind === 'greedy').map((s) => s.id);

/** The trees the server tests use: small ones, built once per test file (well under a second). */
export const TEST_TREES: ReadonlyArray<readonly [string, string]> = [
  ['mastermind', 'minimax'],
  ['mastermind', 'entropy'],
  ...GREEDY.map((s) => ['twod', s] as const),
  ['mastermind-distinct', 'most-parts'],
];

/** Loads committed tree files from data/ (for variants too slow to build in a test). */
export async function loadDataTrees(files: readonly string[]): Promise<LoadedTree[]> {
  const { readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const dir = join(import.meta.dirname, '..', '..', 'data');
  return Promise.all(files.map(async (f) => checkTreeBytes(f, new Uint8Array(await readFile(join(dir, f))))));
}
