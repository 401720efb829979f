import { join } from 'node:path';
import type { VariantSpec } from '../core/game.ts';
import { checkTreeBytes } from '../store/load-trees.ts';
import { treeFileName } from '../store/manifest.ts';
import { PROJECT_ROOT } from '../store/paths.ts';
import { TreeFileError } from '../store/tree-file.ts';
import type { ExactProgress } from '../builder/exact-stop.ts';
import { OUTCOME_KINDS, type TreeOutcome } from '../builder/tree-outcome.ts';
import { findStrategy } from '../core/strategies/index.ts';
import { TaskError } from '../workers/errors.ts';
import { TaskPool } from '../workers/pool.ts';
import { HttpError } from './errors.ts';
import { servedTree, type ServedTree } from './registry.ts';
import { TreeCache } from './tree-cache.ts';

/** How trees are built on demand for boards without a file in data/, and how large a board may be. */
export interface OnDemandOptions {
  /** Largest board (secrets, and allowed guesses) whose greedy trees are built on demand. */
  readonly treeSecrets: number;
  /** Largest board answered at all (live answers); beyond, a 422. */
  readonly liveSecrets: number;
  /**
   * Largest board whose exact trees are attempted on demand at all (a guard: beyond it the score
   * table alone takes hundreds of megabytes); within it, the budget decides.
   */
  readonly exactSecrets: number;
  /** The longest an exact search may run on its build thread, in milliseconds; beyond it the build stops (too-long). */
  readonly exactBudgetMs: number;
  /** Threads building trees. */
  readonly buildWorkers: number;
  /** Builds allowed to wait for a thread; beyond, 503 with Retry-After. */
  readonly buildQueue: number;
  /** The longest one greedy build may run, in milliseconds (an exact build: see hardStopMs). */
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
  exactSecrets: 10_000,
  exactBudgetMs: 60_000,
  buildWorkers: 1,
  buildQueue: 8,
  buildTimeoutMs: 10 * 60_000,
  cacheDir: join(PROJECT_ROOT, 'cache'),
  cacheMaxBytes: 512 * 1024 * 1024,
};

/**
 * Where a tree without a file stands: ready; being built (secrets placed so far, and an exact
 * search's progress); settled without a tree (over-limit, impossible, too-long: remembered like a
 * tree); or failed for a reason of the server's own, retried after `retryAfterS`.
 */
export type OnDemandState =
  | { readonly kind: 'ready'; readonly tree: ServedTree; readonly source: 'cached' | 'built' }
  | { readonly kind: 'building'; readonly done: number; readonly total: number; readonly search?: ExactProgress }
  | { readonly kind: 'settled'; readonly outcome: TreeOutcome }
  | { readonly kind: 'failed'; readonly reason: string; readonly retryAfterS: number };

interface Build {
  done: number;
  total: number;
  search: ExactProgress | undefined;
  readonly promise: Promise<void>;
}

/** Counts for logs, metrics and tests. */
export interface OnDemandCounts {
  /** Builds started (not served from the cache). */
  builds: number;
  /** Trees (and outcomes) read back from the cache directory. */
  cacheHits: number;
  /** Cache files that failed their checks and were removed. */
  damaged: number;
}

/** How long a build that failed for a reason of the server's own (not the board's) waits before it is tried again. */
const RETRY_FAILED_MS = 60_000;

/**
 * When an exact build's thread is stopped from outside: a quarter of the budget (at least 5 s)
 * after it, for a part still running then (the search stops itself at the first part solved after
 * the budget; a stopped thread loses the part under way, its checkpoint keeps the rest).
 */
export function hardStopMs(budgetMs: number): number {
  return budgetMs + Math.max(5000, budgetMs / 4);
}

/** The cache file that remembers a strategy's outcome without a tree. */
function outcomeFileName(treeFile: string): string {
  return treeFile.replace(/\.msgpack$/, '.outcome.json');
}

/** An outcome read back from the cache, or undefined when the file is not one. */
function parseOutcome(bytes: Uint8Array): TreeOutcome | undefined {
  try {
    const o = JSON.parse(new TextDecoder().decode(bytes)) as Partial<Record<string, unknown>>;
    const valid =
      o.kind === 'too-long'
        ? typeof o.budgetS === 'number' && typeof o.seconds === 'number' && typeof o.progress === 'object' && o.progress !== null
        : (OUTCOME_KINDS as readonly unknown[]).includes(o.kind) && typeof o.limit === 'number';
    return valid ? (o as unknown as TreeOutcome) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Trees built on demand: the first request for a tree starts its build on a worker thread (one
 * build per tree, however many ask); a built tree is checked exactly as a data/ file is, served
 * from memory, and kept in the cache directory, from which it is read back (and checked again)
 * after a restart. A damaged cache file is logged, removed and built again. A build that ends
 * without a tree (over-limit, impossible, too-long) is remembered the same way; an exact search
 * that ran over its budget leaves its checkpoint in the cache directory (checkpoints/).
 */
export class OnDemandTrees {
  readonly options: OnDemandOptions;
  readonly counts: OnDemandCounts = { builds: 0, cacheHits: 0, damaged: 0 };
  readonly #cache: TreeCache;
  readonly #pool: TaskPool;
  readonly #ready = new Map<string, { tree: ServedTree; source: 'cached' | 'built' }>();
  readonly #settled = new Map<string, TreeOutcome>();
  readonly #pending = new Map<string, Build>();
  readonly #failed = new Map<string, { reason: string; until: number }>();

  constructor(
    options: Partial<OnDemandOptions> = {},
    readonly warn: (message: string) => void = () => {},
  ) {
    this.options = { ...DEFAULT_ON_DEMAND, ...options };
    this.#cache = new TreeCache(this.options.cacheDir, this.options.cacheMaxBytes);
    // Threads start with the first build; most boards are asked for rarely.
    this.#pool = new TaskPool({
      size: this.options.buildWorkers,
      maxQueue: this.options.buildQueue,
      timeoutMs: this.options.buildTimeoutMs,
    });
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

  /** The outcome without a tree remembered for a strategy (in memory or the cache directory), without starting anything. */
  async outcome(spec: VariantSpec, strategy: string): Promise<TreeOutcome | undefined> {
    const name = treeFileName(spec.id, strategy);
    return this.#settled.get(name) ?? (await this.#readOutcome(name));
  }

  /** Where an exact search keeps its checkpoint: checkpoints/ in the cache directory, named as in data/checkpoints/. */
  checkpointPath(spec: VariantSpec, strategy: string): string {
    return join(this.options.cacheDir, 'checkpoints', `${spec.id}.${strategy}.json`);
  }

  /**
   * Where the tree stands, starting its build (or its read from the cache) when nothing is under
   * way: ready, building, settled without a tree, or failed (retried later). A build refused
   * because the queue is full is a 503 with Retry-After.
   */
  async state(spec: VariantSpec, strategy: string): Promise<OnDemandState> {
    const name = treeFileName(spec.id, strategy);
    const ready = this.#ready.get(name);
    if (ready !== undefined) return { kind: 'ready', ...ready };
    const settled = this.#settled.get(name);
    if (settled !== undefined) return { kind: 'settled', outcome: settled };
    const failed = this.#failed.get(name);
    if (failed !== undefined) {
      if (failed.until > Date.now())
        return { kind: 'failed', reason: failed.reason, retryAfterS: Math.ceil((failed.until - Date.now()) / 1000) };
      this.#failed.delete(name);
    }
    let build = this.#pending.get(name);
    if (build === undefined) {
      // Cache first: a tree read back is ready at once, unless its file is damaged.
      const bytes = await this.#cache.read(name);
      const fromCache = this.#ready.get(name);
      if (fromCache !== undefined) return { kind: 'ready', ...fromCache };
      if (bytes !== undefined) {
        try {
          const tree = servedTree(checkTreeBytes(name, bytes));
          if (tree.variant !== spec.id || tree.strategy !== strategy) throw new TreeFileError(`holds ${tree.variant}/${tree.strategy}`);
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
      const outcome = await this.#readOutcome(name);
      if (outcome !== undefined) {
        this.counts.cacheHits++;
        this.#settled.set(name, outcome);
        return { kind: 'settled', outcome };
      }
      build = this.#pending.get(name) ?? this.#start(spec, strategy, name);
    }
    return { kind: 'building', done: build.done, total: build.total, ...(build.search !== undefined ? { search: build.search } : {}) };
  }

  /** Waits until the tree is ready or settled without one (tests, warm-up); rejects when the build fails. */
  async ready(spec: VariantSpec, strategy: string): Promise<ServedTree | TreeOutcome> {
    const state = await this.state(spec, strategy);
    if (state.kind === 'ready') return state.tree;
    if (state.kind === 'settled') return state.outcome;
    if (state.kind === 'failed') throw new Error(state.reason);
    await this.#pending.get(treeFileName(spec.id, strategy))?.promise;
    return this.ready(spec, strategy);
  }

  /** Stops the build threads; builds under way are abandoned. */
  async close(): Promise<void> {
    await this.#pool.close();
  }

  /**
   * Starts one build on the build threads: the tree, verified and kept in the cache; or its
   * outcome without a tree, remembered and kept in the cache; or a failure, retried later.
   */
  #start(spec: VariantSpec, strategy: string, name: string): Build {
    // A flood of different boards waits in a bounded queue; beyond it, clients retry later.
    if (this.#pool.running + this.#pool.queued >= this.options.buildWorkers + this.options.buildQueue) {
      throw new HttpError(503, 'busy', `${this.#pending.size} trees are being built, the most this server builds at once; retry shortly.`, {
        'Retry-After': '5',
      });
    }
    const build: Build = { done: 0, total: 0, search: undefined, promise: Promise.resolve() };
    const exact = findStrategy(strategy)?.kind === 'exact';
    const budgetMs = this.options.exactBudgetMs;
    const run = this.#pool.run(
      'build-tree',
      { spec, strategy, ...(exact ? { budgetMs, checkpoint: this.checkpointPath(spec, strategy) } : {}) },
      {
        onEvent: (progress) => {
          build.done = progress.done;
          build.total = progress.total;
          build.search = progress.search;
        },
        // The search checks the budget after each part it solves; a part that runs on past it is cut here.
        ...(exact ? { timeoutMs: hardStopMs(budgetMs) } : {}),
      },
    );
    this.counts.builds++;
    const promise = run
      .then(async (output) => {
        if (output.kind === 'failed') throw new Error(`verification failed: ${output.reason}`);
        if (output.kind === 'outcome') {
          await this.#settle(name, output.outcome);
          return;
        }
        const tree = servedTree(checkTreeBytes(name, output.bytes));
        this.#ready.set(name, { tree, source: 'built' });
        await this.#cache.remove(outcomeFileName(name));
        await this.#cache.write(name, output.bytes).catch((err: unknown) => {
          this.warn(`could not keep ${name} in the cache: ${err instanceof Error ? err.message : String(err)}`);
        });
      })
      .catch(async (err: unknown) => {
        // A full queue or a shutdown is not the tree's fault: the next request tries again.
        if (err instanceof TaskError && (err.code === 'queue-full' || err.code === 'closed')) throw err;
        if (exact && err instanceof TaskError && err.code === 'timeout') {
          // A part ran far over the budget: the thread was stopped; what the checkpoint holds is kept.
          const progress = build.search ?? {
            firstGuesses: { done: 0, total: 0 },
            parts: { done: 0, total: 0 },
            best: null,
            lowerBound: null,
          };
          await this.#settle(name, {
            kind: 'too-long',
            budgetS: budgetMs / 1000,
            seconds: hardStopMs(budgetMs) / 1000,
            progress,
          });
          return;
        }
        const reason = err instanceof Error ? err.message : String(err);
        this.#failed.set(name, { reason, until: Date.now() + RETRY_FAILED_MS });
        this.warn(`building ${name} failed: ${reason}`);
        throw err;
      })
      .finally(() => this.#pending.delete(name));
    Object.assign(build, { promise: promise.catch(() => {}) });
    this.#pending.set(name, build);
    return build;
  }

  /** Remembers an outcome without a tree, in memory and in the cache directory. */
  async #settle(name: string, outcome: TreeOutcome): Promise<void> {
    this.#settled.set(name, outcome);
    await this.#cache.write(outcomeFileName(name), new TextEncoder().encode(`${JSON.stringify(outcome)}\n`)).catch((err: unknown) => {
      this.warn(`could not keep the outcome of ${name} in the cache: ${err instanceof Error ? err.message : String(err)}`);
    });
  }

  async #readOutcome(name: string): Promise<TreeOutcome | undefined> {
    const file = outcomeFileName(name);
    const bytes = await this.#cache.read(file);
    if (bytes === undefined) return undefined;
    const outcome = parseOutcome(bytes);
    if (outcome === undefined) {
      this.counts.damaged++;
      this.warn(`cache file ${file} is not an outcome; removed`);
      await this.#cache.remove(file);
    }
    // A search stopped by a smaller budget than today's is tried again, from its checkpoint.
    if (outcome?.kind === 'too-long' && outcome.budgetS * 1000 < this.options.exactBudgetMs) return undefined;
    return outcome;
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
