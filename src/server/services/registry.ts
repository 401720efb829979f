// The served trees by variant and strategy, and the files that failed their checks: listed at
// start, each file decoded and checked on its first use or in the background.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { VARIANTS } from '../../core/variants/catalogue.ts';
import { STRATEGIES } from '../../core/strategies/index.ts';
import { flatTreeBytes, type FlatTree } from '../../core/flat-tree.ts';
import type { TreeStats } from '../../core/tree.ts';
import type { ListedTree, LoadedTree, LoadProblem } from '../../store/load-trees.ts';
import { TreeFileError } from '../../store/tree-file-error.ts';
import { HttpError } from '../errors/http-error.ts';

/**
 * A loaded tree ready to serve: its file's name, header and checksum, its flat form and its file
 * bytes. The object tree is not kept: the flat form answers everything, in a fraction of the memory.
 */
export interface ServedTree {
  readonly variant: string;
  readonly strategy: string;
  readonly file: string;
  readonly header: LoadedTree['header'];
  readonly sha256: string;
  readonly flat: FlatTree;
  readonly body: Buffer;
  readonly etag: string;
}

/**
 * Bytes a served tree holds: its flat form's arrays and its file, counted three times (the file
 * route keeps a brotli and a gzip copy of it, each at most as large). Its game is counted apart.
 */
export function servedTreeBytes(tree: ServedTree): number {
  return flatTreeBytes(tree.flat) + 3 * tree.body.length;
}

/** What the registry lists of a tree file before decoding it: its manifest entry's facts. */
export interface TreeListingEntry {
  readonly variant: string;
  readonly strategy: string;
  readonly file: string;
  readonly sha256: string;
  readonly stats: TreeStats;
  /** The file's size in bytes. */
  readonly bytes: number;
}

/** Decodes and checks a listed file (checkListedTree); throws TreeFileError, or any error, when it cannot be served. */
export type ListedChecker = (listed: ListedTree) => LoadedTree;

/** How a registry checks the files it lists, and whom it tells of one that fails. */
export interface RegistryOptions {
  /** Decodes and checks a listed file on first use. */
  readonly check?: ListedChecker;
  /** Told of each file that fails its check after the registry was loaded (the error when it was not a TreeFileError). */
  readonly report?: (problem: LoadProblem, err: unknown) => void;
}

/** A tree file of the registry: listed, and once decoded and checked, served. */
interface Entry extends TreeListingEntry {
  served?: ServedTree;
  /** The file as listed, until it is decoded. */
  listed?: ListedTree | undefined;
}

/**
 * Every served tree by variant and strategy, in catalogue order, and the files that failed their
 * checks. A registry made without trees is loading: the server listens (and answers /health)
 * while it reads the files, and tree routes answer 503 until load() gives them. The files come
 * either checked (LoadedTree) or only listed (ListedTree: present, in the manifest, its sha256
 * the listed one); a listed file is decoded and checked on its first use (find), or by check().
 * One that fails then is no longer served: it joins the problems, as a file that failed at start.
 */
export class TreeRegistry {
  readonly #byVariant = new Map<string, Map<string, Entry>>();
  #problems: LoadProblem[] = [];
  #loaded = false;
  #version = 0;
  #check: ListedChecker | undefined;
  #report: RegistryOptions['report'];

  /** A registry of these trees, or a loading one (no argument). */
  constructor(trees?: ReadonlyArray<LoadedTree | ListedTree>, problems: readonly LoadProblem[] = [], options: RegistryOptions = {}) {
    if (trees !== undefined) this.load(trees, problems, options);
  }

  /** True once the trees are given. */
  get loaded(): boolean {
    return this.#loaded;
  }

  /** Files that failed their checks: at load time, and since, on first use. */
  get problems(): readonly LoadProblem[] {
    return this.#problems;
  }

  /** Changes whenever the trees served change (at load, and when a listed file fails its check): answers made from the list are kept per version. */
  get version(): number {
    return this.#version;
  }

  /** Serves these trees from now on (once); listed files are checked with `options.check` when first used. */
  load(trees: ReadonlyArray<LoadedTree | ListedTree>, problems: readonly LoadProblem[] = [], options: RegistryOptions = {}): void {
    if (this.#loaded) throw new Error('the trees are loaded already');
    this.#loaded = true;
    this.#version++;
    this.#problems = [...problems];
    this.#check = options.check;
    this.#report = options.report;
    const entries = trees.map(entryOf);
    if (entries.some((e) => e.listed !== undefined) && this.#check === undefined) throw new Error('listed trees need a checker');
    // Catalogue order for variants and strategies; unknown ids last, by name.
    const rank = (ids: readonly { id: string }[], id: string): number => {
      const i = ids.findIndex((v) => v.id === id);
      return i < 0 ? ids.length : i;
    };
    entries.sort(
      (a, b) =>
        rank(VARIANTS, a.variant) - rank(VARIANTS, b.variant) ||
        rank(STRATEGIES, a.strategy) - rank(STRATEGIES, b.strategy) ||
        a.file.localeCompare(b.file),
    );
    for (const entry of entries) {
      let strategies = this.#byVariant.get(entry.variant);
      if (strategies === undefined) this.#byVariant.set(entry.variant, (strategies = new Map<string, Entry>()));
      strategies.set(entry.strategy, entry);
    }
  }

  /** Number of trees served (listed files not known to be bad included). */
  get count(): number {
    let n = 0;
    for (const m of this.#byVariant.values()) n += m.size;
    return n;
  }

  /** Every tree served, as listed (nothing is decoded), grouped by variant. */
  variants(): Array<[string, TreeListingEntry[]]> {
    return [...this.#byVariant].map(([id, m]) => [id, [...m.values()].map(listingOf)]);
  }

  /** The tree of a variant and strategy; a 404 naming the known ids otherwise, a 503 while loading or when its file failed its check. */
  get(variant: string, strategy: string): ServedTree {
    this.assertLoaded();
    const strategies = this.#byVariant.get(variant);
    if (strategies === undefined) {
      throw new HttpError(
        404,
        'unknown-variant',
        `Unknown variant ${JSON.stringify(clip(variant))}; known variants: ${[...this.#byVariant.keys()].join(', ')}.`,
      );
    }
    if (!strategies.has(strategy)) {
      throw new HttpError(
        404,
        'unknown-strategy',
        `No tree for strategy ${JSON.stringify(clip(strategy))} of ${variant}; known strategies: ${[...strategies.keys()].join(', ')}.`,
      );
    }
    const file = strategies.get(strategy)!.file;
    const tree = this.find(variant, strategy);
    if (tree === undefined)
      throw unavailableError(
        variant,
        strategy,
        this.#problems.find((p) => p.file === file)!,
      );
    return tree;
  }

  /** True when some file of this variant is served. */
  has(variant: string): boolean {
    return this.#byVariant.has(variant);
  }

  /** True when the file of this variant and strategy is served (listed, not decoded here). */
  lists(variant: string, strategy: string): boolean {
    return this.#byVariant.get(variant)?.has(strategy) === true;
  }

  /**
   * The tree of a variant and strategy, decoded and checked now if it was only listed; undefined
   * when there is none, or when its file just failed its check (it is then among the problems).
   */
  find(variant: string, strategy: string): ServedTree | undefined {
    const entry = this.#byVariant.get(variant)?.get(strategy);
    if (entry === undefined) return undefined;
    return entry.served ?? this.#decode(entry);
  }

  /**
   * Decodes and checks every file still only listed, one at a time, each once `turn` resolves
   * (by default the next turn of the event loop, so requests are answered between them); the
   * files that fail leave the registry for its problems. Resolves with how many were checked and
   * how many of them failed.
   */
  async check(turn: () => Promise<unknown> = nextTurn): Promise<{ checked: number; failed: number }> {
    let checked = 0;
    let failed = 0;
    const waiting = [...this.#byVariant.values()].flatMap((strategies) => [...strategies.values()].filter((e) => e.listed !== undefined));
    for (const entry of waiting) {
      await turn();
      // A request may have decoded it (or found it bad) meanwhile.
      if (entry.listed === undefined) continue;
      checked++;
      if (this.#decode(entry) === undefined) failed++;
    }
    return { checked, failed };
  }

  /** Throws the 503 of a registry still loading. */
  assertLoaded(): void {
    if (!this.#loaded) throw loadingError();
  }

  /** Decodes a listed file: served from now on, or, when it fails its check, a problem (reported). */
  #decode(entry: Entry): ServedTree | undefined {
    const listed = entry.listed!;
    entry.listed = undefined;
    try {
      entry.served = servedTree(this.#check!(listed));
      return entry.served;
    } catch (err) {
      // Whatever the failure, the file is not served and the request is not failed by it: a 503 names it.
      const reason = err instanceof TreeFileError ? err.message : `cannot be decoded (${String(err)})`;
      const problem = { file: entry.file, reason };
      this.#problems.push(problem);
      this.#byVariant.get(entry.variant)!.delete(entry.strategy);
      if (this.#byVariant.get(entry.variant)!.size === 0) this.#byVariant.delete(entry.variant);
      this.#version++;
      this.#report?.(problem, err);
      return undefined;
    }
  }
}

/** A registry entry of a tree, checked or only listed. */
function entryOf(tree: LoadedTree | ListedTree): Entry {
  if ('entry' in tree) {
    const { variant, strategy, stats } = tree.entry;
    return { variant, strategy, stats, file: tree.file, sha256: tree.sha256, bytes: tree.bytes.length, listed: tree };
  }
  const served = servedTree(tree);
  return {
    variant: served.variant,
    strategy: served.strategy,
    stats: tree.header.stats,
    file: tree.file,
    sha256: tree.sha256,
    bytes: tree.bytes.length,
    served,
  };
}

/** What a listing shows of an entry. */
function listingOf({ variant, strategy, file, sha256, stats, bytes }: Entry): TreeListingEntry {
  return { variant, strategy, file, sha256, stats, bytes };
}

/** A loaded tree in the form the routes serve. */
export function servedTree(loaded: LoadedTree): ServedTree {
  return {
    variant: loaded.header.variant.id,
    strategy: loaded.header.strategy.id,
    file: loaded.file,
    header: loaded.header,
    sha256: loaded.sha256,
    flat: loaded.flat,
    body: Buffer.from(loaded.bytes.buffer, loaded.bytes.byteOffset, loaded.bytes.byteLength),
    etag: `"${loaded.sha256}"`,
  };
}

/** The answer of tree routes while the server is still checking its tree files. */
export function loadingError(): HttpError {
  return new HttpError(503, 'starting', 'The server is still loading and checking its trees; retry in a moment.', { 'Retry-After': '1' });
}

/** The answer of the routes of a tree whose file in data/ failed its checks: it is reported, never served nor rebuilt. */
export function unavailableError(variant: string, strategy: string, problem: LoadProblem): HttpError {
  return new HttpError(
    503,
    'tree-unavailable',
    `The ${strategy} tree of ${variant} failed to load: ${problem.reason}. The operator has to replace ${problem.file}.`,
  );
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
