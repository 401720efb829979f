import { join } from 'node:path';
import type { VariantSpec } from '../core/game.ts';
import { checkTreeBytes } from '../store/load-trees.ts';
import { treeFileName } from '../store/manifest.ts';
import { PROJECT_ROOT } from '../store/paths.ts';
import { TreeFileError } from '../store/tree-file.ts';
import { HttpError } from './errors.ts';
import { servedTree, type ServedTree } from './registry.ts';
import { isTransientBuildError, LocalTreeBuilder, type TreeBuilder } from './tree-builder.ts';
import { TreeCache } from './tree-cache.ts';

/** How trees are built on demand for boards without a file in data/, and how large a board may be. */
export interface OnDemandOptions {
  /** Largest board (secrets, and allowed guesses) whose greedy trees are built on demand. */
  readonly treeSecrets: number;
  /** Largest board answered at all (live answers); beyond, a 422. */
  readonly liveSecrets: number;
  /** Largest board whose exact trees are built on demand (they must finish in seconds). */
  readonly exactSecrets: number;
  /** Threads building trees. */
  readonly buildWorkers: number;
  /** Builds allowed to wait for a thread; beyond, 503 with Retry-After. */
  readonly buildQueue: number;
  /** The longest one build may run, in milliseconds. */
  readonly buildTimeoutMs: number;
  /** Where built trees are kept across restarts. */
  readonly cacheDir: string;
  /** The most bytes the cache directory holds (least recently used files go first). */
  readonly cacheMaxBytes: number;
}

/** Defaults: every board up to 5 x 8 (32,768 secrets) gets greedy trees, live answers up to 100,000 secrets. */
export const DEFAULT_ON_DEMAND: OnDemandOptions = {
  treeSecrets: 32_768,
  liveSecrets: 100_000,
  exactSecrets: 400,
  buildWorkers: 1,
  buildQueue: 8,
  buildTimeoutMs: 10 * 60_000,
  cacheDir: join(PROJECT_ROOT, 'cache'),
  cacheMaxBytes: 512 * 1024 * 1024,
};

/** Where a tree without a file stands: ready, or being built (with secrets placed so far). */
export type OnDemandState =
  | { readonly kind: 'ready'; readonly tree: ServedTree; readonly source: 'cached' | 'built' }
  | { readonly kind: 'building'; readonly done: number; readonly total: number };

interface Build {
  done: number;
  total: number;
  readonly promise: Promise<void>;
}

/** Counts for logs, metrics and tests. */
export interface OnDemandCounts {
  /** Builds this process started (not served from the cache or from another server's build). */
  readonly builds: number;
  /** Trees read back from the cache directory. */
  cacheHits: number;
  /** Cache files that failed their checks and were removed. */
  damaged: number;
}

/**
 * Trees built on demand: the first request for a tree starts its build (one build per tree,
 * however many ask) through the builder: on a worker thread of this process, or as a fleet job.
 * A built tree is checked exactly as a data/ file is, served from memory, and kept in the cache
 * directory, from which it is read back (and checked again) after a restart. A damaged cache file
 * is logged, removed and built again.
 */
export class OnDemandTrees {
  readonly options: OnDemandOptions;
  readonly counts: OnDemandCounts;
  readonly #cache: TreeCache;
  readonly #builder: TreeBuilder;
  readonly #ready = new Map<string, { tree: ServedTree; source: 'cached' | 'built' }>();
  readonly #pending = new Map<string, Build>();
  readonly #failed = new Map<string, string>();

  constructor(
    options: Partial<OnDemandOptions> = {},
    readonly warn: (message: string) => void = () => {},
    builder?: TreeBuilder,
  ) {
    this.options = { ...DEFAULT_ON_DEMAND, ...options };
    this.#cache = new TreeCache(this.options.cacheDir, this.options.cacheMaxBytes);
    const o = this.options;
    this.#builder = builder ?? new LocalTreeBuilder(o.buildWorkers, o.buildQueue, o.buildTimeoutMs);
    const b = this.#builder;
    const counts = { cacheHits: 0, damaged: 0 };
    this.counts = Object.defineProperty(counts, 'builds', { get: () => b.builds, enumerable: true }) as OnDemandCounts;
  }

  /** Builds waiting or running now. */
  get building(): number {
    return this.#pending.size;
  }

  /** Bytes and files in the cache directory. */
  get cache(): { bytes: number; files: number } {
    return { bytes: this.#cache.bytes, files: this.#cache.size };
  }

  /** The tree if ready (without starting anything), else undefined. */
  peek(spec: VariantSpec, strategy: string): ServedTree | undefined {
    return this.#ready.get(treeFileName(spec.id, strategy))?.tree;
  }

  /** True when the tree is in the cache directory (read on its first request). */
  async cached(spec: VariantSpec, strategy: string): Promise<boolean> {
    return (await this.#cache.read(treeFileName(spec.id, strategy))) !== undefined;
  }

  /**
   * Where the tree stands, starting its build (or its read from the cache) when nothing is under
   * way: ready, or building. A build refused because the queue is full is a 503 with Retry-After;
   * a build that failed is a 500 whose reason is logged.
   */
  async state(spec: VariantSpec, strategy: string): Promise<OnDemandState> {
    const name = treeFileName(spec.id, strategy);
    const ready = this.#ready.get(name);
    if (ready !== undefined) return { kind: 'ready', ...ready };
    const failed = this.#failed.get(name);
    if (failed !== undefined) throw new HttpError(500, 'build-failed', `The ${strategy} tree of ${spec.id} could not be built: ${failed}`);
    let build = this.#pending.get(name);
    if (build === undefined) {
      // Cache first: a tree read back is ready at once, unless its file is damaged.
      const bytes = await this.#cache.read(name);
      const fromCache = this.#ready.get(name);
      if (fromCache !== undefined) return { kind: 'ready', ...fromCache };
      if (bytes !== undefined) {
        try {
          const tree = this.#check(spec, strategy, name, { bytes });
          this.counts.cacheHits++;
          this.#ready.set(name, { tree, source: 'cached' });
          return { kind: 'ready', tree, source: 'cached' };
        } catch (err) {
          if (!(err instanceof TreeFileError)) throw err;
          this.counts.damaged++;
          this.warn(`cache file ${name} failed its checks (${err.message}); removed, building it again`);
          await this.#cache.remove(name);
        }
      }
      // Then a file another server built (the fleet's store), checked as any file, copied to the cache.
      const stored = this.#ready.get(name) === undefined ? await this.#builder.stored(spec, strategy, name) : undefined;
      const again = this.#ready.get(name);
      if (again !== undefined) return { kind: 'ready', ...again };
      if (stored !== undefined) {
        try {
          const tree = this.#check(spec, strategy, name, stored);
          this.#ready.set(name, { tree, source: 'cached' });
          await this.#keep(name, stored.bytes);
          return { kind: 'ready', tree, source: 'cached' };
        } catch (err) {
          if (!(err instanceof TreeFileError)) throw err;
          this.counts.damaged++;
          this.warn(`the fleet's copy of ${name} failed its checks (${err.message}); removed, building it again`);
          await this.#builder.discard(name);
        }
      }
      build = this.#pending.get(name) ?? this.#start(spec, strategy, name);
    }
    this.#builder.check();
    return { kind: 'building', done: build.done, total: build.total };
  }

  /** Waits until the tree is ready (tests, warm-up); rejects when the build fails. */
  async ready(spec: VariantSpec, strategy: string): Promise<ServedTree> {
    const state = await this.state(spec, strategy);
    if (state.kind === 'ready') return state.tree;
    await this.#pending.get(treeFileName(spec.id, strategy))?.promise;
    return this.ready(spec, strategy);
  }

  /** Stops the builder; builds under way are abandoned. */
  async close(): Promise<void> {
    await this.#builder.close();
  }

  /** A file checked exactly as a data/ file is (and its sha256 when one was kept with it), as the tree asked for. */
  #check(spec: VariantSpec, strategy: string, name: string, file: { bytes: Uint8Array; sha256?: string }): ServedTree {
    const tree = servedTree(checkTreeBytes(name, file.bytes, file.sha256));
    if (tree.variant !== spec.id || tree.strategy !== strategy) throw new TreeFileError(`holds ${tree.variant}/${tree.strategy}`);
    return tree;
  }

  async #keep(name: string, bytes: Uint8Array): Promise<void> {
    await this.#cache.write(name, bytes).catch((err: unknown) => {
      this.warn(`could not keep ${name} in the cache: ${err instanceof Error ? err.message : String(err)}`);
    });
  }

  #start(spec: VariantSpec, strategy: string, name: string): Build {
    this.#builder.admit(this.#pending.size);
    const build: Build = { done: 0, total: 0, promise: Promise.resolve() };
    const run = this.#builder.build(spec, strategy, name, (done, total) => {
      build.done = done;
      build.total = total;
    });
    const promise = run
      .then(async (file) => {
        const tree = this.#check(spec, strategy, name, file);
        this.#ready.set(name, { tree, source: 'built' });
        await this.#keep(name, file.bytes);
      })
      .catch((err: unknown) => {
        // A full queue or a shutdown is not the tree's fault: the next request tries again.
        if (!isTransientBuildError(err)) {
          const reason = err instanceof Error ? err.message : String(err);
          this.#failed.set(name, reason);
          this.warn(`building ${name} failed: ${reason}`);
        }
        throw err;
      })
      .finally(() => this.#pending.delete(name));
    Object.assign(build, { promise: promise.catch(() => {}) });
    this.#pending.set(name, build);
    return build;
  }
}

/** The 503 of a request that needs a tree still being built. */
export function buildingError(spec: VariantSpec, strategy: string, done: number, total: number): HttpError {
  const how = total > 0 ? ` (${Math.floor((100 * done) / total)}% of secrets placed)` : '';
  return new HttpError(
    503,
    'building',
    `The ${strategy} tree of ${spec.id} is being built${how}; retry shortly. Meanwhile .../next answers live.`,
    { 'Retry-After': '2' },
  );
}
