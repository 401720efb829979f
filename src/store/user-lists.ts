// Users' own word lists kept by the key their content gives them: in memory, in the cache
// directory (bounded, least recently used out first) and, in a fleet, in Redis.
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheckedUserLists as UserLists } from '../core/family.ts';
import type { ListSource } from '../core/variants/parse.ts';
import type { WordListSource } from '../core/game.ts';
import { USER_LISTS_FORMAT as FORMAT } from './user-lists-format.ts';
import { sha256, writeFileAtomic } from './manifest.ts';
import { storeLists, WordListError } from './word-lists.ts';

/**
 * Users' own word lists (of the family that takes them), kept by the key their content gives them (the first hex digits of the
 * sha256 of their canonical text): in memory (the most recently used few), in a directory (one
 * file a pair of lists, written atomically, read back and checked after a restart; a server's
 * bounded in lists and bytes, the least recently used let go, their last use being the file's
 * modification time) and, in a fleet, in a shared store (Redis), so every server resolves an id
 * any of them gave.
 */

/** The folder of the cache directory that keeps users' lists. */
export const USER_LISTS_DIR = 'word-lists';

/** Lists held in memory at once by default (each about a megabyte at 15,000 words a list); the others are read back when asked for. */
export const DEFAULT_USER_LISTS_IN_MEMORY = 32;

/** Bytes of the lists held in memory at once by default (as heldBytes counts them). */
export const DEFAULT_USER_LISTS_IN_MEMORY_BYTES = 16 * 1024 * 1024;

/** Where a fleet keeps users' lists, by key: their canonical text. */
export interface RemoteUserLists {
  /** The text of a key (a read is a use: it may push back their expiry), or undefined. */
  get(key: string): Promise<string | undefined>;
  put(key: string, text: string): Promise<void>;
  /** A use of lists this store had without the remote: pushes back their expiry there (as cheaply as it can). */
  touch?(key: string, text: string): Promise<void>;
}

/** A user-list id whose lists this server does not have (never posted, or its files removed). */
export class UnknownUserListsError extends WordListError {
  constructor(readonly key: string) {
    const message = `no word lists ${FORMAT.variant(key)} on this server; POST the lists to /v1/word-lists, which answers this id again for the same lists`;
    super(message, message);
    this.name = 'UnknownUserListsError';
  }
}

/** Lists whose key is already taken by other lists (the first 12 hex digits of two sha256 alike). */
export class UserListsConflictError extends Error {
  constructor(readonly key: string) {
    super(`other lists are kept as ${FORMAT.variant(key)} (their sha256 begins with the same ${FORMAT.keyHex} hex digits)`);
    this.name = 'UserListsConflictError';
  }
}

/** Lists that fail the checks (the message names the list, the index and the word). */
export class BadUserListsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadUserListsError';
  }
}

/** The key of checked lists: the first hex digits of the sha256 of their canonical text. */
export function userListsKey(lists: UserLists): string {
  return sha256(new TextEncoder().encode(FORMAT.text(lists))).slice(0, FORMAT.keyHex);
}

/** The variant id of a key. */
export function userListsVariant(key: string): string {
  return FORMAT.variant(key);
}

/** The key of a variant id naming a user's lists (any suffix, any case), or undefined. */
export function userListsKeyOf(variant: string): string | undefined {
  return FORMAT.keyOfVariant(variant);
}

/** Lists let go from the directory for its bounds: their key and both lists' sha256 (undefined when the file did not read back). */
export interface EvictedUserLists {
  readonly key: string;
  readonly sha256: { readonly answers: string; readonly guesses: string } | undefined;
}

/** A list file of the directory as the bounds count it. */
interface Stored {
  readonly bytes: number;
  /** When its modification time was last set (ms since the epoch): a use writes it at most once a second. */
  touched: number;
}

/** How often a use of the same lists is written to their file's modification time (the order in memory is exact). */
const TOUCH_EVERY_MS = 1000;

/** The name of a key's file in the directory. */
const STORED_FILE = /^u([0-9a-f]{12})\.txt$/;

interface Held {
  readonly text: string;
  readonly answers: WordListSource;
  readonly guesses: WordListSource;
}

/**
 * Bytes lists held in memory take, as counted: their text (a byte a letter) and each word of
 * both lists (a string of its own and its place in the list's array, about 48 bytes in V8).
 */
function heldBytes(lists: Held): number {
  return lists.text.length + 48 * (lists.answers.entries.length + lists.guesses.entries.length);
}

/** The list sources of canonical text (checked by the caller). */
function held(key: string, text: string, lists: UserLists): Held {
  const [answersName, guessesName] = FORMAT.listNames(key);
  const source = (name: string, words: readonly string[]): WordListSource => ({
    name,
    sha256: sha256(new TextEncoder().encode(FORMAT.listText(words))),
    entries: words,
  });
  return { text, answers: source(answersName, lists.answers), guesses: source(guessesName, lists.guesses) };
}

/** Where a store keeps lists beyond its memory, and how many it holds in memory. */
export interface UserListStoreOptions {
  /** The directory of the files (the cache directory's word-lists/); none: memory (and the remote) only. */
  readonly dir?: string | undefined;
  /** Lists held in memory at once (least recently used go first). */
  readonly inMemory?: number | undefined;
  /** Bytes of the lists held in memory at once (heldBytes; least recently used go first, the last used stays). */
  readonly inMemoryBytes?: number | undefined;
  /** A fleet's shared store. */
  readonly remote?: RemoteUserLists | undefined;
  /**
   * Told when lists cannot be written to the directory (a server's: they are kept in memory, and
   * the fleet's store, all the same); without it such a failure rejects (the command line's).
   */
  readonly warn?: ((message: string) => void) | undefined;
  /** The most lists kept in the directory (a server's USER_LISTS_MAX); none: no bound (the command line's). */
  readonly maxLists?: number | undefined;
  /** The most bytes of their files in the directory (a server's USER_LISTS_MAX_MB); none: no bound. */
  readonly maxBytes?: number | undefined;
  /**
   * Told of each pair of lists let go for the bounds, once its file is removed, so that what is
   * kept of their boards goes with them (openings, trees); its failures are warned of.
   */
  readonly onEvict?: ((evicted: EvictedUserLists) => Promise<void> | void) | undefined;
}

/**
 * Users' lists by key: memory (bounded, LRU), a directory (bounded when maxLists or maxBytes is
 * given, LRU), and a fleet's store.
 */
export class UserListStore {
  readonly #memory = new Map<string, Held>();
  #memoryBytes = 0;
  readonly #adding = new Map<string, Promise<{ key: string; created: boolean }>>();
  readonly #capacity: number;
  /** The files of a bounded directory, least recently used first (Map order); read from the directory once. */
  readonly #stored = new Map<string, Stored>();
  #storedBytes = 0;
  #opened: Promise<void> | undefined;

  constructor(readonly options: UserListStoreOptions = {}) {
    this.#capacity = Math.max(1, options.inMemory ?? DEFAULT_USER_LISTS_IN_MEMORY);
  }

  /** Lists held in memory now. */
  get held(): number {
    return this.#memory.size;
  }

  /** Bytes of the lists held in memory now (heldBytes). */
  get heldBytes(): number {
    return this.#memoryBytes;
  }

  /**
   * Lets go of the lists used least recently, half of the bytes held in memory (memory pressure):
   * they are read back from the directory or the fleet when asked for.
   */
  shed(): void {
    const keep = this.#memoryBytes / 2;
    while (this.#memoryBytes > keep && this.#memory.size > 0) this.#forget(this.#memory.keys().next().value!);
  }

  /** Lists and bytes of the files a bounded directory holds now (as far as this store has seen them). */
  get stored(): { lists: number; bytes: number } {
    return { lists: this.#stored.size, bytes: this.#storedBytes };
  }

  /** Whether the directory is bounded: then its files' last uses are kept, and the least recently used let go. */
  get #bounded(): boolean {
    return this.options.dir !== undefined && (this.options.maxLists !== undefined || this.options.maxBytes !== undefined);
  }

  /**
   * Keeps lists (memory, the directory, the remote store) and answers their key and whether they
   * are new here (false when this server, its directory or the fleet had them). Throws
   * BadUserListsError for lists that fail the check of their format (USER_LISTS_FORMAT), UserListsConflictError when other lists
   * hold the key, and the remote's errors.
   */
  add(given: UserLists): Promise<{ key: string; created: boolean }> {
    const checked = FORMAT.check(given);
    if (!checked.ok) return Promise.reject(new BadUserListsError(checked.message));
    const lists = checked.lists;
    const key = userListsKey(lists);
    // The same lists posted twice at once are kept once.
    let adding = this.#adding.get(key);
    if (adding === undefined) {
      adding = this.#add(key, lists).finally(() => this.#adding.delete(key));
      this.#adding.set(key, adding);
    }
    return adding;
  }

  async #add(key: string, lists: UserLists): Promise<{ key: string; created: boolean }> {
    const text = FORMAT.text(lists);
    const known = (await this.#find(key)) ?? (await this.#fetch(key));
    if (known !== undefined) {
      if (known.text !== text) throw new UserListsConflictError(key);
      // Kept everywhere it belongs (a list found in the directory only is shared with the fleet too).
      await this.options.remote?.put(key, text);
      this.#remember(key, known);
      // Posting them again is a use.
      await this.#used(key);
      return { key, created: false };
    }
    await this.options.remote?.put(key, text);
    await this.#write(key, text);
    this.#remember(key, held(key, text, lists));
    await this.#used(key);
    return { key, created: true };
  }

  /**
   * Makes the lists of a key ready for `source` (from memory, the directory, or the fleet's store,
   * then copied to the directory); false when nobody has them.
   */
  async load(key: string): Promise<boolean> {
    // A request naming the board: a use of its lists (what keeps them in a bounded directory, and in the fleet's store).
    const cached = this.#memory.get(key);
    if (cached !== undefined) {
      await this.#used(key);
      await this.#touchRemote(key, cached);
      return true;
    }
    const local = await this.#find(key);
    const found = local ?? (await this.#fetch(key));
    if (found === undefined) return false;
    this.#remember(key, found);
    await this.#used(key);
    // Found in the directory: the fleet's store is told of the use (read from it, that read was the use there).
    if (local !== undefined) await this.#touchRemote(key, found);
    return true;
  }

  /** Tells the fleet's store of a use of lists found here; a failure costs the refresh only (the next use tries again). */
  async #touchRemote(key: string, lists: Held): Promise<void> {
    await this.options.remote?.touch?.(key, lists.text).catch(() => {});
  }

  /** The list source of users' list names (`u{ID}-answers.txt`): memory, else the directory; throws UnknownUserListsError. */
  readonly source: ListSource = (name) => {
    const key = FORMAT.keyOfList(name);
    if (key === undefined) throw new WordListError(`${name} is not the name of a user's list`);
    let found = this.#memory.get(key);
    if (found === undefined) {
      found = this.#readSync(key);
      if (found === undefined) throw new UnknownUserListsError(key);
      this.#remember(key, found);
    } else {
      this.#touch(key, found);
    }
    return name === found.answers.name ? found.answers : found.guesses;
  };

  /** A source of every list: users' lists from this store, any other from data/words/ of a data directory. */
  lists(dataDir?: string): ListSource {
    const files = storeLists(dataDir);
    return (name, length) => (FORMAT.keyOfList(name) !== undefined ? this.source(name, length) : files(name, length));
  }

  #remember(key: string, lists: Held): void {
    this.#touch(key, lists);
    const maxBytes = this.options.inMemoryBytes ?? DEFAULT_USER_LISTS_IN_MEMORY_BYTES;
    while (this.#memory.size > this.#capacity || (this.#memoryBytes > maxBytes && this.#memory.size > 1))
      this.#forget(this.#memory.keys().next().value!);
  }

  #touch(key: string, lists: Held): void {
    this.#forget(key);
    this.#memory.set(key, lists);
    this.#memoryBytes += heldBytes(lists);
  }

  /** Lets go of a key's lists held in memory, if held. */
  #forget(key: string): void {
    const held = this.#memory.get(key);
    if (held === undefined) return;
    this.#memory.delete(key);
    this.#memoryBytes -= heldBytes(held);
  }

  #path(key: string): string | undefined {
    return this.options.dir === undefined ? undefined : join(this.options.dir, `u${key}.txt`);
  }

  /** Lists of the text of a key, checked (canonical, its sha256 beginning with the key), or undefined. */
  #parse(key: string, text: string): Held | undefined {
    const parsed = FORMAT.parse(text);
    if (!parsed.ok || userListsKey(parsed.lists) !== key) return undefined;
    return held(key, text, parsed.lists);
  }

  async #find(key: string): Promise<Held | undefined> {
    const cached = this.#memory.get(key);
    if (cached !== undefined) return cached;
    const path = this.#path(key);
    if (path === undefined) return undefined;
    const text = await readFile(path, 'utf8').catch(() => undefined);
    const found = text === undefined ? undefined : this.#parse(key, text);
    // A file another process wrote since this store read the directory (the command line's import) counts from now.
    if (found !== undefined) await this.#record(key, text!.length, false);
    return found;
  }

  #readSync(key: string): Held | undefined {
    const path = this.#path(key);
    if (path === undefined) return undefined;
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
    return this.#parse(key, text);
  }

  /** The fleet's copy, written to the directory so that the synchronous source finds it when memory has let it go. */
  async #fetch(key: string): Promise<Held | undefined> {
    const text = await this.options.remote?.get(key);
    if (text === undefined) return undefined;
    const found = this.#parse(key, text);
    if (found !== undefined) await this.#write(key, text);
    return found;
  }

  async #write(key: string, text: string): Promise<void> {
    const path = this.#path(key);
    if (path === undefined) return;
    try {
      await mkdir(this.options.dir!, { recursive: true });
      await writeFileAtomic(path, text);
      await this.#record(key, text.length, true);
    } catch (err) {
      const { warn } = this.options;
      if (warn === undefined) throw err;
      warn(
        `could not keep the word lists ${FORMAT.variant(key)} in the cache directory (${err instanceof Error ? err.message : String(err)}); they are held in memory only`,
      );
    }
  }

  // The bounded directory: its files by last use (read once: their modification times), each use
  // moving a file to the end, and the least recently used let go when a bound is passed.
  #open(): Promise<void> {
    this.#opened ??= (async () => {
      const dir = this.options.dir!;
      const found: Array<{ key: string; bytes: number; mtime: number }> = [];
      try {
        for (const name of await readdir(dir)) {
          const key = STORED_FILE.exec(name)?.[1];
          const s = key === undefined ? undefined : await stat(join(dir, name)).catch(() => undefined);
          if (s?.isFile() === true) found.push({ key: key!, bytes: s.size, mtime: s.mtimeMs });
        }
      } catch (err) {
        // No directory yet is an empty one; one that cannot be read is tried again at the next use.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') this.#opened = undefined;
      }
      // Files seen before the directory was read (it could not be, then) were used since: they stay last.
      const seen = [...this.#stored];
      this.#stored.clear();
      for (const f of found.sort((a, b) => a.mtime - b.mtime)) this.#stored.set(f.key, { bytes: f.bytes, touched: f.mtime });
      for (const [key, s] of seen) {
        this.#stored.delete(key);
        this.#stored.set(key, s);
      }
      this.#storedBytes = 0;
      for (const s of this.#stored.values()) this.#storedBytes += s.bytes;
    })();
    return this.#opened;
  }

  /** Counts a file of the bounded directory, just written (its modification time now) or read there, as the last used. */
  async #record(key: string, bytes: number, written: boolean): Promise<void> {
    if (!this.#bounded) return;
    await this.#open();
    const before = this.#stored.get(key);
    const touched = written ? Date.now() : (before?.touched ?? 0);
    this.#stored.delete(key);
    this.#stored.set(key, { bytes, touched });
    this.#storedBytes += bytes - (before?.bytes ?? 0);
  }

  /**
   * A use of lists the bounded directory keeps: last in the order, written to the file's
   * modification time (for the next restart), then the least recently used others let go.
   */
  async #used(key: string): Promise<void> {
    if (!this.#bounded) return;
    await this.#open();
    const s = this.#stored.get(key);
    if (s !== undefined) {
      this.#stored.delete(key);
      this.#stored.set(key, s);
      const now = Date.now();
      if (now - s.touched >= TOUCH_EVERY_MS) {
        s.touched = now;
        await utimes(this.#path(key)!, new Date(now), new Date(now)).catch(() => {});
      }
    }
    await this.#evict(key);
  }

  /** Lets go of the least recently used lists (never `keep`, the lists just used) until the bounds hold. */
  async #evict(keep: string): Promise<void> {
    const { maxLists = Infinity, maxBytes = Infinity } = this.options;
    const victims: Array<{ key: string; held: Held | undefined }> = [];
    // Chosen at once, before any await, so that two uses never let go of the same lists twice.
    for (const [key, s] of this.#stored) {
      if (this.#stored.size <= maxLists && this.#storedBytes <= maxBytes) break;
      if (key === keep) continue;
      this.#stored.delete(key);
      this.#storedBytes -= s.bytes;
      victims.push({ key, held: this.#memory.get(key) });
      this.#forget(key);
    }
    for (const { key, held: inMemory } of victims) {
      const path = this.#path(key)!;
      // Both lists' sha256 name what else is kept of them (their openings): read before the file goes.
      const found =
        inMemory ??
        (await readFile(path, 'utf8').then(
          (text) => this.#parse(key, text),
          () => undefined,
        ));
      await rm(path, { force: true }).catch(() => {});
      try {
        await this.options.onEvict?.({
          key,
          sha256: found === undefined ? undefined : { answers: found.answers.sha256, guesses: found.guesses.sha256 },
        });
      } catch (err) {
        this.options.warn?.(`letting go of the word lists ${FORMAT.variant(key)}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
}

/** What importUserListFiles kept: the variant id, whether the lists were new, and the words of each list. */
export interface ImportedUserLists {
  readonly variant: string;
  readonly created: boolean;
  readonly answers: number;
  readonly guesses: number;
}

/**
 * The command line's twin of `POST /v1/word-lists`: reads an answers file and, optionally, a
 * guesses file (one word a line; spaces around words and empty lines are ignored), checks them
 * with the same rules, and keeps them in `cacheDir`'s word-lists/ where a server using that cache
 * directory finds them. Throws BadUserListsError naming the file, the line and the word at fault.
 */
export async function importUserListFiles(options: {
  readonly answers: string;
  readonly guesses?: string | undefined;
  readonly cacheDir: string;
}): Promise<ImportedUserLists> {
  const read = async (path: string): Promise<{ words: string[]; lines: number[] }> => {
    const words: string[] = [];
    const lines: number[] = [];
    (await readFile(path, 'utf8')).split('\n').forEach((line, i) => {
      const word = line.trim();
      if (word === '') return;
      words.push(word);
      lines.push(i + 1);
    });
    return { words, lines };
  };
  const answers = await read(options.answers);
  const guesses = options.guesses === undefined ? undefined : await read(options.guesses);
  const checked = FORMAT.check({ answers: answers.words, guesses: guesses?.words });
  if (!checked.ok) {
    // The message names list[i]: say which file and line that is.
    const at = /^(answers|guesses)\[(\d+)\]/.exec(checked.message);
    const file =
      at === null ? undefined : at[1] === 'answers' ? { path: options.answers, ...answers } : { path: options.guesses!, ...guesses! };
    const where = at === null || file === undefined ? '' : ` (${file.path} line ${file.lines[Number(at[2])]})`;
    throw new BadUserListsError(`${checked.message}${where}`);
  }
  const store = new UserListStore({ dir: join(options.cacheDir, USER_LISTS_DIR), inMemory: 1 });
  const { key, created } = await store.add(checked.lists);
  return { variant: userListsVariant(key), created, answers: checked.lists.answers.length, guesses: checked.lists.guesses.length };
}
