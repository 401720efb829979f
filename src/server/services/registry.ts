import { VARIANTS } from '../../core/variants/catalogue.ts';
import { STRATEGIES } from '../../core/strategies/index.ts';
import type { FlatTree } from '../../core/flat-tree.ts';
import type { Game } from '../../core/game.ts';
import type { LoadedTree, LoadProblem } from '../../store/load-trees.ts';
import { HttpError } from '../plugins/errors.ts';

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
 * Every served tree by variant and strategy, in catalogue order, and the files that failed to
 * load. A registry made without trees is loading: the server listens (and answers /health) while
 * it checks the files, and tree routes answer 503 until load() gives them.
 */
export class TreeRegistry {
  readonly #byVariant = new Map<string, Map<string, ServedTree>>();
  #problems: readonly LoadProblem[] = [];
  #loaded = false;

  /** A registry of these trees, or a loading one (no argument). */
  constructor(trees?: readonly LoadedTree[], problems: readonly LoadProblem[] = []) {
    if (trees !== undefined) this.load(trees, problems);
  }

  /** True once the trees are given. */
  get loaded(): boolean {
    return this.#loaded;
  }

  /** Files that failed their checks at load time. */
  get problems(): readonly LoadProblem[] {
    return this.#problems;
  }

  /** Serves these trees from now on (once). */
  load(trees: readonly LoadedTree[], problems: readonly LoadProblem[] = []): void {
    if (this.#loaded) throw new Error('the trees are loaded already');
    this.#loaded = true;
    this.#problems = problems;
    // Catalogue order for variants and strategies; unknown ids last, by name.
    const rank = (ids: readonly { id: string }[], id: string): number => {
      const i = ids.findIndex((v) => v.id === id);
      return i < 0 ? ids.length : i;
    };
    const sorted = [...trees].sort(
      (a, b) =>
        rank(VARIANTS, a.header.variant.id) - rank(VARIANTS, b.header.variant.id) ||
        rank(STRATEGIES, a.header.strategy.id) - rank(STRATEGIES, b.header.strategy.id) ||
        a.file.localeCompare(b.file),
    );
    for (const loaded of sorted) {
      const variant = loaded.header.variant.id;
      const strategy = loaded.header.strategy.id;
      let strategies = this.#byVariant.get(variant);
      if (strategies === undefined) this.#byVariant.set(variant, (strategies = new Map<string, ServedTree>()));
      strategies.set(strategy, servedTree(loaded));
    }
  }

  /** Number of trees served. */
  get count(): number {
    let n = 0;
    for (const m of this.#byVariant.values()) n += m.size;
    return n;
  }

  /** Every served tree grouped by variant. */
  variants(): Array<[string, ServedTree[]]> {
    return [...this.#byVariant].map(([id, m]) => [id, [...m.values()]]);
  }

  /** The tree of a variant and strategy; a 404 naming the known ids otherwise, a 503 while loading. */
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
    const tree = strategies.get(strategy);
    if (tree === undefined) {
      throw new HttpError(
        404,
        'unknown-strategy',
        `No tree for strategy ${JSON.stringify(clip(strategy))} of ${variant}; known strategies: ${[...strategies.keys()].join(', ')}.`,
      );
    }
    return tree;
  }

  /** True when some file of this variant is served. */
  has(variant: string): boolean {
    return this.#byVariant.has(variant);
  }

  /** The game the files of a variant are played on, or undefined when none is served. */
  game(variant: string): Game | undefined {
    const strategies = this.#byVariant.get(variant);
    if (strategies === undefined) return undefined;
    for (const tree of strategies.values()) return tree.flat.game;
    return undefined;
  }

  /** The tree of a variant and strategy, or undefined. */
  find(variant: string, strategy: string): ServedTree | undefined {
    return this.#byVariant.get(variant)?.get(strategy);
  }

  /** Throws the 503 of a registry still loading. */
  assertLoaded(): void {
    if (!this.#loaded) throw loadingError();
  }
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

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
