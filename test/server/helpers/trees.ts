import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGame, getGame } from '../../../src/core/variants/games.ts';
import { resolveVariant } from '../../../src/core/variants/parse.ts';
import { storeLists } from '../../../src/store/word-lists.ts';
import { createScorer } from '../../../src/core/scorer.ts';
import { STRATEGIES } from '../../../src/core/strategies/index.ts';
import { buildTreeFile } from '../../../src/builder/build-tree/file.ts';
import { checkTreeBytes, type LoadedTree } from '../../../src/store/load-trees.ts';
import { treeFileName, writeManifest, type ManifestEntry } from '../../../src/store/manifest.ts';
import { loadVariantTrees } from '../../../src/store/variant-trees.ts';

/** The committed data directory. */
export const DATA_DIR = join(import.meta.dirname, '..', '..', '..', 'data');

/** A (variant, strategy) pair whose tree a test builds in memory. */
export type TreePair = readonly [variant: string, strategy: string];

// Built and loaded trees are read-only once checked, so one test file builds or loads each once,
// however many apps it makes over them.
const built = new Map<string, Promise<LoadedTree>>();
const loaded = new Map<string, Promise<LoadedTree>>();

/**
 * Builds, encodes and checks one tree in memory exactly as the server loads a file from data/ (a
 * word board, such as wordle-hard-g8, with the lists of data/words/).
 */
function buildLoadedTree(variant: string, strategyId: string): Promise<LoadedTree> {
  const key = treeFileName(variant, strategyId);
  let tree = built.get(key);
  if (tree === undefined) {
    tree = (async () => {
      const spec = resolveVariant(variant, storeLists(DATA_DIR));
      const game = spec.secrets === 'words' ? createGame(spec) : getGame(variant);
      const strategy = STRATEGIES.find((s) => s.id === strategyId);
      if (strategy === undefined) throw new Error(`unknown strategy "${strategyId}"`);
      const result = await buildTreeFile(game, strategy, createScorer(game));
      if (result.bytes === undefined) throw new Error(`${variant}/${strategyId} failed verification: ${result.verification.problems[0]}`);
      return checkTreeBytes(key, result.bytes, undefined, { dataDir: DATA_DIR });
    })();
    built.set(key, tree);
  }
  return tree;
}

/** Builds, encodes and loads trees in memory exactly as the server loads files from data/. */
export async function buildLoadedTrees(pairs: ReadonlyArray<TreePair>): Promise<LoadedTree[]> {
  const out: LoadedTree[] = [];
  for (const [variant, strategyId] of pairs) out.push(await buildLoadedTree(variant, strategyId));
  return out;
}

/** Writes trees (of buildLoadedTrees) and their manifest into `dir`, made if missing: a data directory for a real server. */
export async function writeDataDir(dir: string, trees: readonly LoadedTree[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const t of trees) await writeFile(join(dir, t.file), t.bytes);
  await writeManifest(dir, {
    format: 'codebreaker-manifest',
    version: 1,
    files: trees.map(manifestEntryOf),
  });
}

/** The manifest entry the builder writes for a tree. */
export function manifestEntryOf(t: LoadedTree): ManifestEntry {
  return {
    file: t.file,
    variant: t.header.variant.id,
    strategy: t.header.strategy.id,
    stats: t.header.stats,
    bytes: t.bytes.length,
    sha256: t.sha256,
  };
}

/** The greedy strategy ids. */
export const GREEDY = STRATEGIES.filter((s) => s.kind === 'greedy').map((s) => s.id);

/** The trees the server tests use: small ones, built once per test file (well under a second). */
export const TEST_TREES: ReadonlyArray<TreePair> = [
  ['mastermind', 'minimax'],
  ['mastermind', 'entropy'],
  ...GREEDY.map((s) => ['twod', s] as const),
  ['mastermind-distinct', 'most-parts'],
];

/** Loads committed tree files from data/ (for variants too slow to build in a test). */
export async function loadDataTrees(files: readonly string[]): Promise<LoadedTree[]> {
  return Promise.all(
    files.map((f) => {
      let tree = loaded.get(f);
      if (tree === undefined) {
        tree = readFile(join(DATA_DIR, f)).then((bytes) => checkTreeBytes(f, new Uint8Array(bytes)));
        loaded.set(f, tree);
      }
      return tree;
    }),
  );
}

/** Loads every committed tree of one variant listed in data/manifest.json, checked against its sha256, in catalogue order. */
export function loadDataVariant(variant: string): Promise<LoadedTree[]> {
  return loadVariantTrees(DATA_DIR, variant);
}
