// Trees built on demand for boards without a file in data/: one build per tree, checked as a
// data/ file is, served from memory and kept in the cache directory across restarts.
import { access, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Game, VariantSpec } from '../../core/game.ts';
import type { ListSource } from '../../core/variants/parse.ts';
import { memoLimitFor } from '../../core/strategies/exact/memo.ts';
import { checkTreeBytes, sharedGame } from '../../store/load-trees.ts';
import { treeFileName } from '../../store/manifest.ts';
import { PROJECT_ROOT } from '../../store/paths.ts';
import { TreeFileError } from '../../store/tree-file.ts';
import { checkpointDir, checkpointFile, checkpointPath, checkpointProgress, readCheckpoint } from '../../builder/checkpoints/checkpoint.ts';
import { keptNameEngine, keptTreeName, olderTreeNames, staleEngine } from '../../builder/engine-stamp.ts';
import { EXACT_ENGINE_VERSION } from '../../core/strategies/exact/version.ts';
import { createGame } from '../../core/variants/games.ts';
import type { ExactProgress } from '../../builder/exact-stop.ts';
import { OUTCOME_KINDS, type TreeOutcome } from '../../builder/tree-outcome.ts';
import { findStrategy } from '../../core/strategies/index.ts';
import { HttpError } from '../errors/http-error.ts';
import { servedTree, servedTreeBytes, type ServedTree } from './registry.ts';
import { isTransientBuildError, LocalTreeBuilder, type BuiltFile, type TreeBuilder } from './tree-builder.ts';
import { LruCache } from './lru.ts';
import { TreeCache } from './tree-cache.ts';
import type { MemoryGuard } from './memory-guard.ts';
import { buildBytes, buildWork } from '../../builder/build-size.ts';
import { DEFAULT_TABLE_LIMIT } from '../../core/scorer.ts';
import { specSize } from '../../core/variants/spec.ts';

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
  /** Threads building greedy trees. */
  readonly buildWorkers: number;
  /** Builds allowed to wait for a thread, in each lane (greedy trees, exact searches); beyond, 503 with Retry-After. */
  readonly buildQueue: number;
  /** The longest one greedy build may run, in milliseconds (an exact build: see hardStopMs). */
  readonly buildTimeoutMs: number;
  /** Where built trees are kept across restarts. */
  readonly cacheDir: string;
  /** The most bytes the cache directory holds (least recently used files go first). */
  readonly cacheMaxBytes: number;
  /**
   * The most users' lists kept in the cache directory's word-lists/ (POST /v1/word-lists); beyond,
   * the least recently used go, with their openings and trees.
   */
  readonly userListsMax: number;
  /** The most bytes of users' lists' files kept there (their openings and trees not counted); beyond, likewise. */
  readonly userListsMaxBytes: number;
  /** Threads running exact searches: a lane of their own, so greedy builds never wait behind a search. */
  readonly exactWorkers: number;
  /** The most megabytes the memos of one exact search take (its memo limit; see docs/operations.md for the rest of its memory). */
  readonly exactMemoryMb: number;
  /**
   * The longest a request that needs the tree whole (header, file, path, worst case) waits for a
   * build that started less than this ago, in milliseconds, so that a tree built in milliseconds
   * is answered at once; later requests for a build under way answer at once (building).
   */
  readonly buildWaitMs: number;
  /**
   * Bytes of the built trees held in memory (servedTreeBytes: their flat form and their file);
   * beyond, the least recently used are let go, to be read back from the cache directory at their
   * next request.
   */
  readonly readyBytes: number;
  /**
   * The largest score table a greedy build makes, in guess x secret entries (the memory ceiling's
   * share); larger boards are scored without one.
   */
  readonly buildTableEntries: number;
}

/** Outcomes without a tree held in memory (a few hundred bytes each); the others are read back from the cache directory. */
const SETTLED_HELD = 10_000;

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
  userListsMax: 1000,
  userListsMaxBytes: 100 * 1024 * 1024,
  exactWorkers: 1,
  exactMemoryMb: 128,
  buildWaitMs: 2000,
  readyBytes: 32 * 1024 * 1024,
  buildTableEntries: 32 * 1024 * 1024,
};

/**
 * Where a tree without a file stands: ready; being built (secrets placed so far, and an exact
 * search's progress); settled without a tree (over-limit, impossible, too-long: remembered like a
 * tree); failed for a reason of the server's own, retried after `retryAfterS`; or refused for now
 * (its lane of builds full, the fleet out of reach): `error` is the 503 to answer where the tree
 * is needed whole, while a live answer needs no tree.
 */
export type OnDemandState =
  | { readonly kind: 'ready'; readonly tree: ServedTree; readonly source: 'cached' | 'built' }
  | { readonly kind: 'building'; readonly done: number; readonly total: number; readonly search?: ExactProgress }
  | { readonly kind: 'settled'; readonly outcome: TreeOutcome }
  | { readonly kind: 'failed'; readonly reason: string; readonly retryAfterS: number; readonly told?: string }
  | { readonly kind: 'refused'; readonly error: HttpError };

interface Build {
  done: number;
  total: number;
  search: ExactProgress | undefined;
  /** When it was started (Date.now()). */
  readonly started: number;
  readonly promise: Promise<void>;
}

/** Counts for logs, metrics and tests. */
export interface OnDemandCounts {
  /** Builds this process started (not served from the cache or from another server's build). */
  readonly builds: number;
  /** Trees (and outcomes) read back from the cache directory. */
  cacheHits: number;
  /** Cache files that failed their checks and were removed. */
  damaged: number;
}

/** How long a build that failed for a reason of the server's own (not the board's) waits before it is tried again. */
const RETRY_FAILED_MS = 60_000;

/** How long a build stopped at the memory ceiling waits before it is tried again (the memory it met may be free by then). */
const RETRY_STOPPED_MS = 10_000;

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
 * Trees built on demand: the first request for a tree starts its build through the builder (one
 * build per tree, however many ask): on a worker thread of this process, or as a fleet job whose
 * file (or outcome) every server reads from Redis. A built tree is checked exactly as a data/ file is, served
 * from memory, and kept in the cache directory, from which it is read back (and checked again)
 * after a restart. A damaged cache file is logged, removed and built again. A build that ends
 * without a tree (over-limit, impossible, too-long) is remembered the same way; an exact search
 * that ran over its budget leaves its checkpoint in the cache directory (checkpoints/). An exact
 * strategy's tree and outcome are kept under a name that carries the exact engine's version
 * (keptTreeName); one kept by another version, or before versions, is never trusted as proved:
 * logged, removed and built again.
 */
export class OnDemandTrees {
  readonly options: OnDemandOptions;
  readonly counts: OnDemandCounts;
  readonly #cache: TreeCache;
  readonly #builder: TreeBuilder;
  // Trees and outcomes held in memory, both bounded (any board of the grammar may be asked for):
  // what leaves memory is read back from the cache directory.
  readonly #ready: LruCache<string, { tree: ServedTree; source: 'cached' | 'built' }>;
  readonly #settled = new LruCache<string, TreeOutcome>(SETTLED_HELD);
  readonly #pending = new Map<string, Build>();
  /** Builds that failed: the reason (logged), until when, and what the client may be told (a limit it met), if anything. */
  readonly #failed = new Map<string, { reason: string; until: number; told?: string }>();

  /**
   * `lists`: where the checks of built trees find word lists, users' lists included (default:
   * data/words/); `gameOf`: the games they are played on (the server's bounded cache; default:
   * sharedGame's, kept for good).
   */
  constructor(
    options: Partial<OnDemandOptions> = {},
    readonly warn: (message: string) => void = () => {},
    builder?: TreeBuilder,
    readonly lists?: ListSource,
    readonly gameOf: (spec: VariantSpec) => Game = sharedGame,
    readonly memory?: MemoryGuard,
  ) {
    this.options = { ...DEFAULT_ON_DEMAND, ...options };
    this.#ready = new LruCache(this.options.readyBytes, ({ tree }) => servedTreeBytes(tree));
    this.#cache = new TreeCache(this.options.cacheDir, this.options.cacheMaxBytes);
    const o = this.options;
    this.#builder =
      builder ??
      new LocalTreeBuilder({
        workers: o.buildWorkers,
        queue: o.buildQueue,
        timeoutMs: o.buildTimeoutMs,
        exactWorkers: o.exactWorkers,
        exactQueue: o.buildQueue,
      });
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
    return (await this.#cache.read(keptTreeName(spec.id, strategy))) !== undefined;
  }

  /** The outcome without a tree remembered for a strategy (in memory or the cache directory), without starting anything. */
  async outcome(spec: VariantSpec, strategy: string): Promise<TreeOutcome | undefined> {
    return this.#settled.get(treeFileName(spec.id, strategy)) ?? (await this.#readOutcome(keptTreeName(spec.id, strategy)));
  }

  /** Where an exact search keeps its checkpoint: in the cache directory, where the command line keeps it in data/ (checkpointPath). */
  checkpointPath(spec: VariantSpec, strategy: string): string {
    return checkpointPath(this.options.cacheDir, spec.id, strategy);
  }

  /**
   * Where the tree stands, starting its build (or its read from the cache) when nothing is under
   * way: ready, building, settled without a tree, failed (retried later), or refused for now (its
   * lane full: the 503 with Retry-After to answer where the tree is needed whole). With `waitMs`,
   * a build started less than `waitMs` ago is waited for until then (a tree of a small board is
   * built in milliseconds).
   */
  async state(spec: VariantSpec, strategy: string, waitMs = 0): Promise<OnDemandState> {
    try {
      return await this.#state(spec, strategy, waitMs);
    } catch (err) {
      // The builder's 503s (lane full, fleet out of reach, memory) say the tree cannot be had now, and
      // the memory ceiling's 422 that it cannot be had here: neither says the request is wrong.
      if (err instanceof HttpError && (err.statusCode === 503 || err.code === 'too-large')) return { kind: 'refused', error: err };
      throw err;
    }
  }

  /** The state of a tree that is ready, settled or failed (without starting anything), or undefined. */
  #known(name: string): OnDemandState | undefined {
    const ready = this.#ready.get(name);
    if (ready !== undefined) return { kind: 'ready', ...ready };
    const settled = this.#settled.get(name);
    if (settled !== undefined) return { kind: 'settled', outcome: settled };
    const failed = this.#failed.get(name);
    if (failed !== undefined) {
      if (failed.until > Date.now()) {
        const retryAfterS = Math.ceil((failed.until - Date.now()) / 1000);
        return { kind: 'failed', reason: failed.reason, retryAfterS, ...(failed.told !== undefined ? { told: failed.told } : {}) };
      }
      this.#failed.delete(name);
    }
    return undefined;
  }

  async #state(spec: VariantSpec, strategy: string, waitMs: number): Promise<OnDemandState> {
    const name = treeFileName(spec.id, strategy);
    // Where it is kept: an exact strategy's name carries the engine's version.
    const kept = keptTreeName(spec.id, strategy);
    const known = this.#known(name);
    if (known !== undefined) return known;
    let build = this.#pending.get(name);
    if (build === undefined) {
      await this.#forgetStale(spec, strategy);
      // Cache first: a tree read back is ready at once, unless its file is damaged.
      const bytes = await this.#cache.read(kept);
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
          this.warn(`cache file ${kept} failed its checks (${err.message}); removed, building it again`);
          await this.#cache.remove(kept);
        }
      }
      const outcome = await this.#readOutcome(kept);
      if (outcome !== undefined) {
        this.counts.cacheHits++;
        this.#settled.set(name, outcome);
        return { kind: 'settled', outcome };
      }
      // Then what another server built (the fleet's store): a file checked as any file and copied
      // to the cache, or an outcome remembered as this server's own.
      const stored = await this.#builder.stored(spec, strategy, kept);
      const again = this.#ready.get(name);
      if (again !== undefined) return { kind: 'ready', ...again };
      if (stored?.kind === 'outcome') {
        await this.#settle(name, kept, stored.outcome);
        return { kind: 'settled', outcome: stored.outcome };
      }
      if (stored?.kind === 'tree') {
        try {
          const tree = this.#check(spec, strategy, name, stored.file);
          this.#ready.set(name, { tree, source: 'cached' });
          await this.#keep(kept, stored.file.bytes);
          return { kind: 'ready', tree, source: 'cached' };
        } catch (err) {
          if (!(err instanceof TreeFileError)) throw err;
          this.counts.damaged++;
          this.warn(`the fleet's copy of ${kept} failed its checks (${err.message}); removed, building it again`);
          await this.#builder.discard(kept);
        }
      }
      // A resumed exact search reports at once what its checkpoint holds, before its thread starts.
      const resumed = findStrategy(strategy)?.resumable === true ? await this.#resumedProgress(spec, strategy) : undefined;
      build = this.#pending.get(name) ?? this.#start(spec, strategy, name, kept, resumed);
    }
    this.#builder.check();
    // A build just started may end in milliseconds: waited for a moment, it needs no second request.
    const left = build.started + waitMs - Date.now();
    if (left > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([build.promise, new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
      clearTimeout(timer);
      const now = this.#known(name);
      if (now !== undefined) return now;
    }
    return { kind: 'building', done: build.done, total: build.total, ...(build.search !== undefined ? { search: build.search } : {}) };
  }

  /** Waits until the tree is ready or settled without one (tests, warm-up); rejects when the build fails. */
  async ready(spec: VariantSpec, strategy: string): Promise<ServedTree | TreeOutcome> {
    const state = await this.state(spec, strategy);
    if (state.kind === 'ready') return state.tree;
    if (state.kind === 'settled') return state.outcome;
    if (state.kind === 'failed') throw new Error(state.reason);
    if (state.kind === 'refused') throw state.error;
    await this.#pending.get(treeFileName(spec.id, strategy))?.promise;
    return this.ready(spec, strategy);
  }

  /**
   * Forgets every board of a variant id and its suffixes (a user's lists' id, `-hard`, `-g<N>`): its
   * trees and outcomes in the cache directory and in memory, and its checkpoints (a user's lists
   * let go). Builds under way are left to finish.
   */
  async forgetBoards(variant: string): Promise<void> {
    const ofBoard = (name: string): boolean => name.startsWith(`${variant}.`) || name.startsWith(`${variant}-`);
    for (const name of await this.#cache.names()) if (ofBoard(name)) await this.#cache.remove(name);
    for (const held of [this.#ready, this.#settled]) for (const name of held.keys()) if (ofBoard(name)) held.delete(name);
    for (const name of this.#failed.keys()) if (ofBoard(name)) this.#failed.delete(name);
    const dir = checkpointDir(this.options.cacheDir);
    for (const name of await readdir(dir).catch(() => [] as string[]))
      if (ofBoard(name)) await rm(join(dir, name), { force: true }).catch(() => {});
  }

  /**
   * Lets go of the trees and outcomes used least recently, half of what is held in memory (memory
   * pressure): they are read back from the cache directory when asked for.
   */
  shed(): void {
    this.#ready.evictTo(this.#ready.weight / 2);
    this.#settled.evictTo(this.#settled.weight / 2);
  }

  /** Bytes of the built trees held in memory now (servedTreeBytes). */
  get readyBytes(): number {
    return this.#ready.weight;
  }

  /** Stops the builder; builds under way are abandoned. */
  async close(): Promise<void> {
    await this.#builder.close();
  }

  /** A file checked exactly as a data/ file is (and its sha256 when one was kept with it), as the tree asked for. */
  #check(spec: VariantSpec, strategy: string, name: string, file: BuiltFile): ServedTree {
    const tree = servedTree(checkTreeBytes(name, file.bytes, file.sha256, { lists: this.lists, gameOf: this.gameOf }));
    if (tree.variant !== spec.id || tree.strategy !== strategy) throw new TreeFileError(`holds ${tree.variant}/${tree.strategy}`);
    return tree;
  }

  /**
   * Forgets what the cache directory (and the fleet's store) keep of an exact strategy's tree or
   * outcome under another engine version, or under a name from before versions: it is not
   * trusted as proved, so it is logged and removed (the fleet's older copies: ignored, and a tree
   * removed), and the tree is built again.
   */
  async #forgetStale(spec: VariantSpec, strategy: string): Promise<void> {
    if (findStrategy(strategy)?.resumable !== true) return;
    for (const file of await this.#cache.names()) {
      const engine = keptNameEngine(file, spec.id, strategy);
      if (engine === undefined || engine === EXACT_ENGINE_VERSION) continue;
      this.warn(`cache file ${file} is not trusted as proved: ${staleEngine(engine ?? undefined)}; removed, building it again`);
      await this.#cache.remove(file);
    }
    for (const { name, engine } of olderTreeNames(spec.id, strategy)) {
      const stored = await this.#builder.stored(spec, strategy, name);
      if (stored === undefined) continue;
      this.warn(`the fleet's ${stored.kind} kept as ${name} is not trusted as proved: ${staleEngine(engine ?? undefined)}; ignored`);
      if (stored.kind === 'tree') await this.#builder.discard(name);
    }
  }

  /** Keeps a tree file in the cache directory (a failure is logged: the tree is served from memory all the same). */
  async #keep(name: string, bytes: Uint8Array): Promise<void> {
    await this.#cache.remove(outcomeFileName(name));
    await this.#cache.write(name, bytes).catch((err: unknown) => {
      this.warn(`could not keep ${name} in the cache: ${err instanceof Error ? err.message : String(err)}`);
    });
  }

  /**
   * Starts one build on the build threads: the tree, verified and kept in the cache; or its
   * outcome without a tree, remembered and kept in the cache; or a failure, retried later.
   */
  #start(spec: VariantSpec, strategy: string, name: string, kept: string, resumed?: ExactProgress): Build {
    const o = this.options;
    const isExact = findStrategy(strategy)?.onDemand === 'search';
    // Its size orders it among the builds waiting (smaller first, small boards in a lane of their
    // own), and its memory decides whether the server takes it now.
    const board = specSize(spec);
    const work = buildWork(board, strategy);
    const tableLimit = isExact ? DEFAULT_TABLE_LIMIT : o.buildTableEntries;
    const bytes = buildBytes(board, tableLimit) + (isExact ? o.exactMemoryMb * 1024 * 1024 : 0);
    this.memory?.admit(bytes, `the ${strategy} tree of ${spec.id}`);
    this.#builder.admit(this.#pending.size, isExact, work);
    const build: Build = { done: 0, total: 0, search: resumed, started: Date.now(), promise: Promise.resolve() };
    // Past the memory ceiling the guard stops the newest builds: this one says so to whoever asks.
    const stopping = new AbortController();
    let stoppedFor: string | undefined;
    const untrack = this.memory?.track({
      bytes,
      stop: (reason) => {
        stoppedFor = reason;
        stopping.abort();
      },
    });
    // Two memos per search, each given half of the memory.
    const exact = isExact
      ? {
          budgetMs: o.exactBudgetMs,
          checkpoint: this.checkpointPath(spec, strategy),
          memoLimit: memoLimitFor((o.exactMemoryMb * 1024 * 1024) / 2),
        }
      : undefined;
    const run = this.#builder.build(
      spec,
      strategy,
      kept,
      exact,
      (progress) => {
        build.done = progress.done;
        build.total = progress.total;
        build.search = progress.search ?? build.search;
      },
      { work, tableLimit: isExact ? undefined : tableLimit, signal: stopping.signal },
    );
    const promise = run
      .then(async (result) => {
        if (result.kind === 'outcome') {
          await this.#settle(name, kept, await this.#withCheckpoint(spec, strategy, result.outcome));
          return;
        }
        const tree = this.#check(spec, strategy, name, result.file);
        this.#ready.set(name, { tree, source: 'built' });
        await this.#keep(kept, result.file.bytes);
      })
      .catch((err: unknown) => {
        if (stoppedFor !== undefined) {
          // Stopped at the memory ceiling: tried again shortly, and the client is told why.
          this.#failed.set(name, { reason: stoppedFor, until: Date.now() + RETRY_STOPPED_MS, told: stoppedFor });
          this.warn(`building ${name} stopped: ${stoppedFor}`);
          throw err;
        }
        // A full queue, a shutdown or the fleet out of reach is not the tree's fault: the next request tries again.
        if (!isTransientBuildError(err)) {
          const reason = err instanceof Error ? err.message : String(err);
          this.#failed.set(name, { reason, until: Date.now() + RETRY_FAILED_MS });
          this.warn(`building ${name} failed: ${reason}`);
        }
        throw err;
      })
      .finally(() => {
        untrack?.();
        this.#pending.delete(name);
      });
    Object.assign(build, { promise: promise.catch(() => {}) });
    this.#pending.set(name, build);
    return build;
  }

  /** How far the checkpoint of an exact search in the cache directory had got, or undefined (none, or not this board's). */
  async #resumedProgress(spec: VariantSpec, strategy: string): Promise<ExactProgress | undefined> {
    const cp = await readCheckpoint(this.checkpointPath(spec, strategy)).catch(() => undefined);
    // A checkpoint of another engine version is not resumed (the search starts over): nothing to report.
    return cp?.variant === spec.id && staleEngine(cp.engine) === null ? checkpointProgress(createGame(spec), cp) : undefined;
  }

  /** A too-long outcome naming the checkpoint its search left in the cache directory, if it left one (the message names no other file). */
  async #withCheckpoint(spec: VariantSpec, strategy: string, outcome: TreeOutcome): Promise<TreeOutcome> {
    if (outcome.kind !== 'too-long') return outcome;
    const { checkpoint: _named, ...rest } = outcome;
    const kept = await access(this.checkpointPath(spec, strategy)).then(
      () => true,
      () => false,
    );
    return kept ? { ...rest, checkpoint: checkpointFile(spec.id, strategy) } : rest;
  }

  /** Remembers an outcome without a tree, in memory (as `name`) and in the cache directory (as `kept`). */
  async #settle(name: string, kept: string, outcome: TreeOutcome): Promise<void> {
    this.#settled.set(name, outcome);
    await this.#cache.write(outcomeFileName(kept), new TextEncoder().encode(`${JSON.stringify(outcome)}\n`)).catch((err: unknown) => {
      this.warn(`could not keep the outcome of ${kept} in the cache: ${err instanceof Error ? err.message : String(err)}`);
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
    // The checkpoint it names may have gone since (moved to data/ to be built offline): then it names none.
    if (outcome?.kind === 'too-long' && outcome.checkpoint !== undefined) {
      const { checkpoint, ...rest } = outcome;
      const kept = await access(join(this.options.cacheDir, ...checkpoint.split('/'))).then(
        () => true,
        () => false,
      );
      if (!kept) return rest;
    }
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
