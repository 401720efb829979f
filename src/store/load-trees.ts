// Reads the tree files of a data directory and checks each fully before it is served: its
// manifest checksum, its header against the catalogue, and every secret played.
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { join } from 'node:path';
import type { Game, VariantSpec } from '../core/game.ts';
import { createGame, getGame } from '../core/variants/games.ts';
import { parseVariant, resolveVariant, type ListSource } from '../core/variants/parse.ts';
import { VariantIdError } from '../core/variants/grammar.ts';
import type { TreeNode, TreeStats } from '../core/tree.ts';
import { treeFromFlat, verifyFlatTree, type FlatTree } from '../core/flat-tree.ts';
import { decodeMsgpack, flattenFileTree, parseTreeFile, TreeFileError, type TreeFile } from './tree-file.ts';
import { readManifest, sha256, type ManifestEntry } from './manifest.ts';
import { DEFAULT_DATA_DIR } from './paths.ts';
import { storeLists, WordListError } from './word-lists.ts';
import { STRATEGIES } from '../core/strategies/index.ts';
import { count } from '../core/count.ts';

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
  /** Where the lists come from instead (users' lists too: UserListStore.lists); default: the data directory's. */
  readonly lists?: ListSource | undefined;
  /**
   * The game a board is played on (a server's bounded cache of games, for the trees it builds on
   * demand); default: sharedGame, which keeps every board's game for good, as data/'s files need.
   */
  readonly gameOf?: ((spec: VariantSpec) => Game) | undefined;
}

/**
 * Decodes and fully checks tree file bytes: format and version, a known variant whose header
 * matches the catalogue (for a word game, the word list it names: same file, count and sha256),
 * every guess and label valid, every secret found within the board limit, and the header's stats
 * equal to what playing every secret measured. Throws TreeFileError.
 */
export function checkTreeBytes(file: string, bytes: Uint8Array, expectedSha?: string, options: CheckOptions = {}): LoadedTree {
  const digest = sha256(bytes);
  if (expectedSha !== undefined && digest !== expectedSha) throw new TreeFileError(checksumMismatch(digest, expectedSha));
  let decoded: unknown;
  try {
    decoded = decodeMsgpack(bytes);
  } catch (err) {
    throw new TreeFileError(`not valid msgpack (${(err as Error).message})`);
  }
  const tree = parseTreeFile(decoded);
  const game = headerGame(tree.variant, options.lists ?? storeLists(options.dataDir ?? DEFAULT_DATA_DIR), options.gameOf ?? sharedGame);
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

/** Why bytes whose sha256 is `digest` are not the file a manifest lists with `expected`. */
function checksumMismatch(digest: string, expected: string): string {
  return `sha256 ${digest.slice(0, 12)}… differs from the manifest's ${expected.slice(0, 12)}…`;
}

// Word games by id and list checksum: the trees of one list share one game.
const wordGames = new Map<string, Game>();

/**
 * The game of a spec, made once: the game of a catalogue or grammar id is getGame's, a word
 * game's is shared by the spec's lists (id and checksums). The trees of data/ are played on these,
 * and so are the answers of the server for their boards.
 */
export function sharedGame(spec: VariantSpec): Game {
  const lists = [spec.words, spec.answers, spec.accepted].filter((l) => l !== undefined);
  if (lists.length === 0) return getGame(spec.id);
  const key = `${spec.id}/${lists.map((l) => l.sha256).join('/')}`;
  let game = wordGames.get(key);
  if (game === undefined) wordGames.set(key, (game = createGame(spec)));
  return game;
}

/**
 * The game a header names, through the variant room; a word game's list is the data directory's,
 * which must be the one the header names.
 */
function headerGame(variant: TreeFile['variant'], lists: ListSource, gameOf: (spec: VariantSpec) => Game): Game {
  let parsed;
  try {
    parsed = parseVariant(variant.id);
  } catch (err) {
    if (err instanceof VariantIdError) throw new TreeFileError(`unknown variant "${variant.id}"`);
    throw err;
  }
  // Word Mastermind names its list; a board of answers and accepted words names both.
  const named = [variant.words, variant.answers, variant.accepted].filter((l) => l !== undefined);
  if (named.length > 0 !== parsed.lists.length > 0) {
    throw new TreeFileError(
      named.length === 0
        ? `variant "${variant.id}" is a word game, yet its header names no word list`
        : `variant "${variant.id}" is not a word game, yet its header names a word list`,
    );
  }
  if (named.length === 0) return gameOf(resolveVariant(parsed));
  let spec;
  try {
    spec = resolveVariant(parsed, lists);
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
        `built with ${n.list} (${count(n.count, 'word')}, sha256 ${n.sha256.slice(0, 12)}…), ` +
          `but ${list.list} has ${count(list.count, 'word')}, sha256 ${list.sha256.slice(0, 12)}…`,
      );
    }
  }
  if ((variant.hard === true) !== (spec.hard === true))
    throw new TreeFileError(`its header says hard mode ${variant.hard === true}, ${parsed.id} says ${spec.hard === true}`);
  return gameOf(spec);
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

/** Null when two stats agree, else which field differs (the claimed one is the header's, the other measured, unless named). */
export function statsMismatch(
  claimed: TreeStats,
  measured: TreeStats,
  where: readonly [string, string] = ['in the header', 'measured'],
): string | null {
  const [a, b] = where;
  for (const key of ['secrets', 'total', 'max'] as const) {
    if (claimed[key] !== measured[key]) return `${key} is ${claimed[key]} ${a}, ${measured[key]} ${b}`;
  }
  if (Math.abs(claimed.average - measured.average) > 1e-9) return `average is ${claimed.average}, ${measured.average} ${b}`;
  if (claimed.histogram.join(',') !== measured.histogram.join(',')) {
    return `histogram is ${claimed.histogram.join('/')}, ${measured.histogram.join('/')} ${b}`;
  }
  return null;
}

/** Which files listTrees and loadTrees read: those of the strategies the server serves (STRATEGIES), or all; and only some files. */
export interface LoadOptions {
  readonly strategies?: 'served' | 'all';
  /** Only the files (and manifest entries) whose name this accepts are read and reported on. */
  readonly files?: (file: string) => boolean;
}

/** The strategies the server serves: every strategy of the catalogue (greedy, exact, static and search). */
const SERVED = new Set(STRATEGIES.map((s) => s.id));

/**
 * A tree file of a data directory whose bytes are the ones its manifest entry lists (same
 * sha256), not decoded yet: checkListedTree decodes and checks it.
 */
export interface ListedTree {
  readonly file: string;
  readonly bytes: Uint8Array;
  readonly sha256: string;
  /** Its manifest entry: variant, strategy, stats, size. */
  readonly entry: ManifestEntry;
  /** The data directory, whose words/ folder holds the lists of word games. */
  readonly dataDir: string;
}

/** The files of a data directory, its manifest's checks passed or failed. */
export interface TreeListing {
  readonly trees: ListedTree[];
  readonly problems: LoadProblem[];
  /** Files of strategies this code does not serve, unread. */
  readonly skipped: string[];
}

/**
 * Reads every tree file of a data directory and checks each against its manifest entry: present,
 * listed, and its sha256 the one listed (what a server does before it serves; decoding and
 * playing every secret is checkListedTree's, on first use). Files that fail are problems, as are
 * files missing from the manifest and manifest entries without a file. By default only the files
 * of the strategies the server serves are read (a tree it lists but cannot answer for would break
 * its clients); the files of the others, a strategy this code does not know, are named in
 * `skipped`, unread. `strategies: 'all'` reads every file; `files` reads only the files it accepts.
 */
export async function listTrees(dataDir: string, options: LoadOptions = {}): Promise<TreeListing> {
  const manifest = await readManifest(dataDir);
  const all = options.strategies === 'all';
  const skipped = manifest.files.filter((e) => !all && !SERVED.has(e.strategy)).map((e) => e.file);
  const wanted = options.files ?? ((): boolean => true);
  const names = (await readdir(dataDir)).filter((n) => n.endsWith('.msgpack') && !skipped.includes(n) && wanted(n)).sort();
  const byFile = new Map<string, ManifestEntry>(manifest.files.map((e) => [e.file, e]));
  const trees: ListedTree[] = [];
  const problems: LoadProblem[] = [];
  for (const entry of manifest.files) {
    if (!names.includes(entry.file) && !skipped.includes(entry.file) && wanted(entry.file))
      problems.push({ file: entry.file, reason: 'listed in the manifest but missing' });
  }
  for (const file of names) {
    const entry = byFile.get(file);
    if (entry === undefined) {
      problems.push({ file, reason: 'not listed in the manifest' });
      continue;
    }
    // Read whole at once and hashed (about a millisecond for a large file), one file per turn of
    // the event loop: a server that listens meanwhile keeps answering between files, and the
    // thread pool's round trips for an asynchronous read, slow on a loaded machine, are saved.
    await nextTurn();
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(readFileSync(join(dataDir, file)));
    } catch (err) {
      // A name that is no readable file (a dangling link, a folder) is this file's problem, not
      // the whole directory's; the reason is public (/health), so it gives the code, not the path.
      problems.push({ file, reason: `cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})` });
      continue;
    }
    const digest = sha256(bytes);
    if (digest !== entry.sha256) problems.push({ file, reason: checksumMismatch(digest, entry.sha256) });
    else trees.push({ file, bytes, sha256: digest, entry, dataDir });
  }
  return { trees, problems, skipped };
}

/**
 * Decodes and fully checks a listed tree (checkTreeBytes), and that its header is what its
 * manifest entry says: the same variant, strategy and stats (what a server lists before it
 * decodes the file). Throws TreeFileError.
 */
export function checkListedTree(listed: ListedTree): LoadedTree {
  return agreesWithEntry(checkTreeBytes(listed.file, listed.bytes, listed.sha256, { dataDir: listed.dataDir }), listed.entry);
}

/** The tree, if its header agrees with its manifest entry (variant, strategy and stats); throws TreeFileError. */
function agreesWithEntry(tree: LoadedTree, entry: ManifestEntry): LoadedTree {
  const { variant, strategy, stats } = tree.header;
  if (variant.id !== entry.variant || strategy.id !== entry.strategy)
    throw new TreeFileError(`holds ${variant.id}/${strategy.id}, the manifest says ${entry.variant}/${entry.strategy}`);
  const mismatch = statsMismatch(entry.stats, stats, ['in the manifest', 'in the header']);
  if (mismatch !== null) throw new TreeFileError(`the manifest's stats disagree with the header: ${mismatch}`);
  return tree;
}

/**
 * Loads every tree file of a data directory against its manifest, each decoded and fully checked
 * (codebreaker verify): listTrees, then `check` (checkTreeBytes by default) on every file whose
 * checksum matched, and its header against its manifest entry. Files that fail a check are
 * reported, not loaded; `skipped` and the options are listTrees'.
 */
export async function loadTrees(
  dataDir: string,
  check: TreeChecker = (file, bytes, sha) => checkTreeBytes(file, bytes, sha, { dataDir }),
  options: LoadOptions = {},
): Promise<{ trees: LoadedTree[]; problems: LoadProblem[]; skipped: string[] }> {
  const listing = await listTrees(dataDir, options);
  const trees: LoadedTree[] = [];
  const problems = [...listing.problems];
  for (const listed of listing.trees) {
    try {
      trees.push(agreesWithEntry(await check(listed.file, listed.bytes, listed.sha256), listed.entry));
    } catch (err) {
      if (!(err instanceof TreeFileError)) throw err;
      problems.push({ file: listed.file, reason: err.message });
    }
  }
  return { trees, problems, skipped: listing.skipped };
}
