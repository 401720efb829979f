import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Game } from '../core/game.ts';
import { createGame, getGame } from '../core/variants/games.ts';
import { parseVariant, resolveVariant } from '../core/variants/parse.ts';
import { VariantIdError } from '../core/variants/grammar.ts';
import type { TreeNode, TreeStats } from '../core/tree.ts';
import { treeFromFlat, verifyFlatTree, type FlatTree } from '../core/flat-tree.ts';
import { decodeMsgpack, flattenFileTree, parseTreeFile, TreeFileError, type TreeFile } from './tree-file.ts';
import { readManifest, sha256, type ManifestEntry } from './manifest.ts';
import { DEFAULT_DATA_DIR } from './paths.ts';
import { storeLists, WordListError } from './word-lists.ts';
import { STRATEGIES } from '../core/strategies/index.ts';

/** A tree file that passed every check, with its game and its tree in core form. */
export interface LoadedTree {
  /** File name inside the data directory. */
  readonly file: string;
  readonly bytes: Uint8Array;
  readonly sha256: string;
  readonly header: Omit<TreeFile, 'root'>;
  readonly game: Game;
  /** The tree in object form, built on first use from the flat form. */
  readonly root: TreeNode;
  /** The tree flattened for serving (flattening is also how it was verified). */
  readonly flat: FlatTree;
}

/** Checks a tree file's bytes against its manifest checksum (throws TreeFileError): checkTreeBytes, here or on threads. */
export type TreeChecker = (file: string, bytes: Uint8Array, expectedSha: string) => LoadedTree | Promise<LoadedTree>;

/** A file that failed a check, and why (one sentence). */
export interface LoadProblem {
  readonly file: string;
  readonly reason: string;
}

/** Where checkTreeBytes finds what a file names: the word lists of word games (data/words/). */
export interface CheckOptions {
  /** The data directory whose words/ folder holds the lists (default: data/). */
  readonly dataDir?: string;
}

/**
 * Decodes and fully checks tree file bytes: format and version, a known variant whose header
 * matches the catalogue (for a word game, the word list it names: same file, count and sha256),
 * every guess and label valid, every secret found within the board limit, and the header's stats
 * equal to what playing every secret measured. Throws TreeFileError.
 */
export function checkTreeBytes(file: string, bytes: Uint8Array, expectedSha?: string, options: CheckOptions = {}): LoadedTree {
  const digest = sha256(bytes);
  if (expectedSha !== undefined && digest !== expectedSha) {
    throw new TreeFileError(`sha256 ${digest.slice(0, 12)}… differs from the manifest's ${expectedSha.slice(0, 12)}…`);
  }
  let decoded: unknown;
  try {
    decoded = decodeMsgpack(bytes);
  } catch (err) {
    throw new TreeFileError(`not valid msgpack (${(err as Error).message})`);
  }
  const tree = parseTreeFile(decoded);
  const game = headerGame(tree.variant, options.dataDir ?? DEFAULT_DATA_DIR);
  const spec = game.spec;
  for (const key of ['pegs', 'symbols', 'secrets', 'guesses', 'maxGuesses'] as const) {
    if (tree.variant[key] !== spec[key]) {
      throw new TreeFileError(`variant ${key} is ${JSON.stringify(tree.variant[key])}, the catalogue says ${JSON.stringify(spec[key])}`);
    }
  }
  // One walk of every secret through the flat tree both verifies it and fills the serving tables.
  const flat = flattenFileTree(game, tree.root);
  const verification = verifyFlatTree(flat);
  if (!verification.ok) throw new TreeFileError(verification.problems[0] ?? 'verification failed');
  const mismatch = statsMismatch(tree.stats, verification.stats);
  if (mismatch !== null) throw new TreeFileError(`header stats disagree with the tree: ${mismatch}`);
  const { root: _root, ...header } = tree;
  return loadedTree(file, bytes, digest, header, flat);
}

// Word games by id and list checksum: the trees of one list share one game.
const wordGames = new Map<string, Game>();

/**
 * The game a header names, through the variant room; a word game's list is the data directory's,
 * which must be the one the header names.
 */
function headerGame(variant: TreeFile['variant'], dataDir: string): Game {
  let parsed;
  try {
    parsed = parseVariant(variant.id);
  } catch (err) {
    if (err instanceof VariantIdError) throw new TreeFileError(`unknown variant "${variant.id}"`);
    throw err;
  }
  // Word Mastermind names its list; Wordle its answers and accepted words.
  const named = [variant.words, variant.answers, variant.accepted].filter((l) => l !== undefined);
  if (named.length > 0 !== parsed.lists.length > 0) {
    throw new TreeFileError(
      named.length === 0
        ? `variant "${variant.id}" is a word game, yet its header names no word list`
        : `variant "${variant.id}" is not a word game, yet its header names a word list`,
    );
  }
  if (named.length === 0) return getGame(parsed.id);
  let spec;
  try {
    spec = resolveVariant(parsed, storeLists(dataDir));
  } catch (err) {
    if (err instanceof WordListError) throw new TreeFileError(`its word list: ${err.publicMessage}`);
    throw err;
  }
  const have = [spec.words, spec.answers, spec.accepted].filter((l) => l !== undefined);
  if (have.length !== named.length) throw new TreeFileError(`its header names ${named.length} word lists, ${parsed.id} has ${have.length}`);
  for (let i = 0; i < have.length; i++) {
    const [n, list] = [named[i]!, have[i]!];
    if (n.list !== list.list || n.count !== list.count || n.sha256 !== list.sha256) {
      throw new TreeFileError(
        `built with ${n.list} (${n.count} words, sha256 ${n.sha256.slice(0, 12)}…), ` +
          `but ${list.list} has ${list.count} words, sha256 ${list.sha256.slice(0, 12)}…`,
      );
    }
  }
  if ((variant.hard === true) !== (spec.hard === true))
    throw new TreeFileError(`its header says hard mode ${variant.hard === true}, ${parsed.id} says ${spec.hard === true}`);
  const key = `${spec.id}/${have.map((l) => l.sha256).join('/')}`;
  let game = wordGames.get(key);
  if (game === undefined) wordGames.set(key, (game = createGame(spec)));
  return game;
}

/** A loaded tree from its checked parts (the flat tree's game is the one the header names). */
export function loadedTree(file: string, bytes: Uint8Array, digest: string, header: LoadedTree['header'], flat: FlatTree): LoadedTree {
  // The object tree is built only for code that asks for it: serving needs the flat form alone.
  let root: TreeNode | undefined;
  return {
    file,
    bytes,
    sha256: digest,
    header,
    game: flat.game,
    flat,
    get root() {
      return (root ??= treeFromFlat(flat));
    },
  };
}

/** Null when two stats agree, else which field differs. */
export function statsMismatch(claimed: TreeStats, measured: TreeStats): string | null {
  for (const key of ['secrets', 'total', 'max'] as const) {
    if (claimed[key] !== measured[key]) return `${key} is ${claimed[key]} in the header, ${measured[key]} measured`;
  }
  if (Math.abs(claimed.average - measured.average) > 1e-9) return `average is ${claimed.average}, ${measured.average} measured`;
  if (claimed.histogram.join(',') !== measured.histogram.join(',')) {
    return `histogram is ${claimed.histogram.join('/')}, ${measured.histogram.join('/')} measured`;
  }
  return null;
}

/** Which files loadTrees loads: those of the strategies the server serves (STRATEGIES), or all; and only some files. */
export interface LoadOptions {
  readonly strategies?: 'served' | 'all';
  /** Only the files (and manifest entries) whose name this accepts are read and reported on. */
  readonly files?: (file: string) => boolean;
}

/** The strategies the server serves: every strategy of the catalogue (greedy, exact, static and search). */
const SERVED = new Set(STRATEGIES.map((s) => s.id));

/**
 * Loads every tree file of a data directory against its manifest. Files that fail a check are
 * reported, not loaded; files missing from the manifest, and manifest entries without a file,
 * are problems too. By default only the files of the strategies the server serves are loaded
 * (a tree it lists but cannot answer for would break its clients); the files of the others, a
 * strategy this code does not know, are named in `skipped`, unread. `strategies: 'all'` loads
 * every file (codebreaker verify); `files` reads only the files it accepts.
 */
export async function loadTrees(
  dataDir: string,
  check: TreeChecker = (file, bytes, sha) => checkTreeBytes(file, bytes, sha, { dataDir }),
  options: LoadOptions = {},
): Promise<{ trees: LoadedTree[]; problems: LoadProblem[]; skipped: string[] }> {
  const manifest = await readManifest(dataDir);
  const all = options.strategies === 'all';
  const skipped = manifest.files.filter((e) => !all && !SERVED.has(e.strategy)).map((e) => e.file);
  const wanted = options.files ?? ((): boolean => true);
  const names = (await readdir(dataDir)).filter((n) => n.endsWith('.msgpack') && !skipped.includes(n) && wanted(n)).sort();
  const byFile = new Map<string, ManifestEntry>(manifest.files.map((e) => [e.file, e]));
  const trees: LoadedTree[] = [];
  const problems: LoadProblem[] = [];
  for (const entry of manifest.files) {
    if (!names.includes(entry.file) && !skipped.includes(entry.file) && wanted(entry.file))
      problems.push({ file: entry.file, reason: 'listed in the manifest but missing' });
  }
  // One file at a time, each read awaited: a server that listens while it loads keeps answering
  // between files (a check takes up to a tenth of a second), and its load-shedding probe, which
  // needs the event loop to turn, never mistakes start-up for overload.
  const results: Array<LoadedTree | LoadProblem> = [];
  for (const file of names)
    results.push(
      await (async (): Promise<LoadedTree | LoadProblem> => {
        const entry = byFile.get(file);
        if (entry === undefined) return { file, reason: 'not listed in the manifest' };
        try {
          const bytes = new Uint8Array(await readFile(join(dataDir, file)));
          const tree = await check(file, bytes, entry.sha256);
          if (tree.header.variant.id !== entry.variant || tree.header.strategy.id !== entry.strategy) {
            throw new TreeFileError(
              `holds ${tree.header.variant.id}/${tree.header.strategy.id}, the manifest says ${entry.variant}/${entry.strategy}`,
            );
          }
          return tree;
        } catch (err) {
          if (!(err instanceof TreeFileError)) throw err;
          return { file, reason: err.message };
        }
      })(),
    );
  for (const r of results) {
    if ('reason' in r) problems.push(r);
    else trees.push(r);
  }
  return { trees, problems, skipped };
}
