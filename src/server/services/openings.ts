// The openings of a board's lists for live answers (its family's liveOpenings): in memory, from
// data/openings/, from the cache directory, or computed on a thread of their own and kept.
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FamilyOpenings, Openings, OpeningsFileLists } from '../../core/family.ts';
import type { Game } from '../../core/game.ts';
import type { GreedyStrategyId } from '../../core/strategies/objectives.ts';
import { familyOfSpec } from '../../core/variants/families.ts';
import { writeFileAtomic } from '../../store/manifest.ts';
import { TaskError } from '../../workers/errors.ts';
import { TaskPool, type PoolOptions } from '../../workers/pool.ts';
import { LruCache } from './lru.ts';

/** The folder of data/ with the openings of the project's lists, and of the cache directory with those computed here. */
export const OPENINGS_DIR = 'openings';

/** Openings held in memory (about 10 KB each). */
const OPENINGS_KEPT = 256;

/**
 * Openings allowed to wait for their thread: a flood of lists posted computes the openings of
 * the first few in the background; the others are computed when their board is first asked for
 * (ahead of the background ones). Each waiting one holds its lists (about a megabyte at 15,000
 * words): two hundred posted at once held two hundred of them, for minutes.
 */
export const OPENINGS_QUEUE = 8;

/** Where openings come from and go. */
export interface OpeningsOptions {
  /** The data directory: data/openings/ holds the openings of the project's lists (node dist/scripts/make-openings.js). */
  readonly dataDir: string;
  /** Where openings computed here are kept (CACHE_DIR/openings/), or undefined: memory only. */
  readonly cacheDir: string | undefined;
  /** Compute on a thread of their own (true), or on the event loop (false: LIVE_WORKERS=0, tests). */
  readonly thread: boolean;
  /** Boards of at most this many answers x guesses are computed on the event loop all the same (milliseconds, less than starting a thread). */
  readonly inlinePairs?: number;
  /** Where a failure to keep a file is reported. */
  readonly warn?: (message: string) => void;
  /** The thread's settings: heap limits, what it keeps, when it stops idle (the memory plan's). */
  readonly pool?: Partial<PoolOptions>;
  /** The longest a request waits for the first guesses of lists being computed, in milliseconds (then 503 busy); default: no limit. */
  readonly timeoutMs?: number;
}

/** The openings of one pair of lists: the first guesses as soon as they are known, then the whole. */
export interface OpeningsEntry {
  readonly first: Promise<ReadonlyMap<GreedyStrategyId, number>>;
  readonly all: Promise<Openings>;
  /** The whole, once known. */
  done: Openings | undefined;
}

/**
 * The openings of the lists of boards whose family has them (core/family.ts's liveOpenings) for
 * live answers: in memory; else the project's, committed in data/openings/; else kept in the cache
 * directory by an earlier computation; else computed on a thread of their own (never the live
 * answers' thread, which they would hold for seconds) and kept there. A user's lists are computed
 * when they are posted.
 */
export class OpeningsService {
  readonly #entries = new LruCache<string, OpeningsEntry>(OPENINGS_KEPT);
  #committed: Promise<Map<string, OpeningsFileLists>> | undefined;
  #pool: TaskPool | null = null;
  /** Openings computed here (not read from a file), for tests and logs. */
  computed = 0;

  constructor(readonly options: OpeningsOptions) {}

  /**
   * The openings of a game's lists (both modes share them), a game of a family with openings;
   * started now when unknown, ahead of those computed in the background.
   */
  of(game: Game): OpeningsEntry {
    return this.#of(game, 0);
  }

  /**
   * The first guesses of an entry once known, within the time a live answer may take (timeoutMs):
   * past it, a TaskError 'timeout' (answered 503 busy; the computation goes on).
   */
  async firstWithin(entry: OpeningsEntry): Promise<ReadonlyMap<GreedyStrategyId, number>> {
    const { timeoutMs } = this.options;
    if (timeoutMs === undefined) return entry.first;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TaskError('timeout', `the openings were not known within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([entry.first, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  #of(game: Game, priority: number): OpeningsEntry {
    const family = familyOpenings(game);
    const lists = family.lists(game);
    const key = listsKey(lists.answers, lists.accepted);
    const known = this.#entries.get(key);
    if (known !== undefined) return known;
    let tellFirst!: (first: ReadonlyMap<GreedyStrategyId, number>) => void;
    let failFirst!: (err: unknown) => void;
    const first = new Promise<ReadonlyMap<GreedyStrategyId, number>>((resolve, reject) => {
      tellFirst = resolve;
      failFirst = reject;
    });
    const entry: OpeningsEntry = { first, all: this.#load(family, game, key, (f) => tellFirst(f), priority), done: undefined };
    entry.all.then(
      (openings) => {
        entry.done = openings;
        tellFirst(new Map([...openings].map(([id, o]) => [id, o.first])));
      },
      (err: unknown) => {
        // Not kept: the next request tries again.
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
        failFirst(err);
      },
    );
    // Unhandled rejections are the callers' to see, through their own awaits.
    first.catch(() => undefined);
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * Starts the openings of a game's lists in the background (a user's lists, when posted), behind
   * those a request waits for; when OPENINGS_QUEUE are waiting already, they are left to be
   * computed when their board is first asked for.
   */
  prepare(game: Game): void {
    this.#of(game, 1).all.catch((err: unknown) => {
      if (err instanceof TaskError && err.code === 'queue-full') return;
      this.options.warn?.(`openings of ${game.spec.id}: ${String(err)}`);
    });
  }

  /** Stops the thread if it has no work now (memory pressure). */
  shed(): void {
    this.#pool?.stopIdle();
  }

  /**
   * Forgets the openings of a pair of lists by their sha256 (a user's lists let go): in memory and
   * in the cache directory; never those of the project's lists (data/openings/).
   */
  async forget(answersSha256: string, acceptedSha256: string): Promise<void> {
    const key = listsKey(answersSha256, acceptedSha256);
    if ((await this.#committedFiles()).has(key)) return;
    this.#entries.delete(key);
    const { cacheDir } = this.options;
    if (cacheDir !== undefined) await rm(join(cacheDir, keptName(key)), { force: true }).catch(() => {});
  }

  /** Stops the thread. */
  async close(): Promise<void> {
    await this.#pool?.close();
  }

  async #load(
    family: FamilyOpenings,
    game: Game,
    key: string,
    onFirst: (first: ReadonlyMap<GreedyStrategyId, number>) => void,
    priority: number,
  ): Promise<Openings> {
    const committed = (await this.#committedFiles()).get(key);
    const kept = committed ?? (await this.#readKept(key));
    const read = kept === undefined ? undefined : family.read(game, kept);
    if (read !== undefined) return read;
    const file = await this.#compute(family, game, onFirst, priority);
    this.computed++;
    const openings = family.read(game, file);
    if (openings === undefined) throw new Error(`the openings computed for ${game.spec.id} do not read back`);
    const { cacheDir } = this.options;
    if (cacheDir !== undefined) {
      await mkdir(cacheDir, { recursive: true })
        .then(() => writeFileAtomic(join(cacheDir, keptName(key)), `${JSON.stringify(file)}\n`))
        .catch((err: unknown) => this.options.warn?.(`could not keep the openings of ${game.spec.id}: ${String(err)}`));
    }
    return openings;
  }

  #compute(
    family: FamilyOpenings,
    game: Game,
    onFirst: (first: ReadonlyMap<GreedyStrategyId, number>) => void,
    priority: number,
  ): Promise<OpeningsFileLists> {
    const { thread, inlinePairs = 0 } = this.options;
    if (!thread || game.guessCount * game.secretCount <= inlinePairs)
      return Promise.resolve(family.file(game, family.compute(game, onFirst)));
    this.#pool ??= new TaskPool({ ...this.options.pool, size: 1, maxQueue: OPENINGS_QUEUE });
    return this.#pool.run(
      'openings',
      { spec: game.spec },
      { priority, onEvent: (event) => onFirst(new Map(Object.entries(event.first) as Array<[GreedyStrategyId, number]>)) },
    );
  }

  /** The committed files by key, read once. */
  #committedFiles(): Promise<Map<string, OpeningsFileLists>> {
    this.#committed ??= (async () => {
      const dir = join(this.options.dataDir, OPENINGS_DIR);
      const names = await readdir(dir).catch(() => [] as string[]);
      const files = new Map<string, OpeningsFileLists>();
      for (const name of names.filter((n) => n.endsWith('.json'))) {
        const file = JSON.parse(await readFile(join(dir, name), 'utf8')) as OpeningsFileLists;
        files.set(listsKey(file.answers.sha256, file.accepted.sha256), file);
      }
      return files;
    })();
    return this.#committed;
  }

  async #readKept(key: string): Promise<unknown> {
    const { cacheDir } = this.options;
    if (cacheDir === undefined) return undefined;
    try {
      return JSON.parse(await readFile(join(cacheDir, keptName(key)), 'utf8')) as unknown;
    } catch {
      return undefined; // absent, or unreadable: computed again
    }
  }
}

/** The key of a pair of lists' openings: the sha256 of the answers and of the other accepted words. */
function listsKey(answersSha256: string, acceptedSha256: string): string {
  return `${answersSha256}/${acceptedSha256}`;
}

/** The openings of a game's family, which must have them. */
function familyOpenings(game: Game): FamilyOpenings {
  const openings = familyOfSpec(game.spec)?.liveOpenings;
  if (openings === undefined) throw new Error(`${game.spec.id} is a board without openings`);
  return openings;
}

/** The file name of a key's openings in the cache directory: the first 16 hex digits of both lists' sha256. */
function keptName(key: string): string {
  const [answers, accepted] = key.split('/');
  return `${answers!.slice(0, 16)}-${accepted!.slice(0, 16)}.json`;
}
