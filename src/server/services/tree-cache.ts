// A directory of tree files built on demand, bounded in bytes, least recently used out first (a
// file's mtime is its last use, so the order survives a restart).
import { mkdir, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../../store/manifest.ts';

/** One file of the cache, as the cache keeps count of it. */
interface Entry {
  readonly name: string;
  bytes: number;
  /** Last use (ms since the epoch); the file's mtime keeps it across restarts. */
  used: number;
}

/**
 * A directory of tree files built on demand (and of outcomes without a tree, .outcome.json), bounded in bytes: when a new file would pass the
 * bound, the files used least recently go first. A file's last use is its modification time
 * (touched on every read), so the order survives a restart. The cache stores bytes only; whoever
 * reads a file checks it, as it checks the files of data/. It only ever saves work: a directory
 * that cannot be made or read (a file in its place, a read-only disk) is an empty cache, tried
 * again at the next use, and only write() rejects (its callers log it and serve from memory).
 */
export class TreeCache {
  readonly #entries = new Map<string, Entry>();
  #opened: Promise<void> | undefined;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** Bytes held now. */
  get bytes(): number {
    let n = 0;
    for (const e of this.#entries.values()) n += e.bytes;
    return n;
  }

  /** Files held now. */
  get size(): number {
    return this.#entries.size;
  }

  /** The bytes of a cached file (and marks it used), or undefined. */
  async read(name: string): Promise<Uint8Array | undefined> {
    await this.#open();
    const entry = this.#entries.get(name);
    if (entry === undefined) return undefined;
    try {
      const bytes = new Uint8Array(await readFile(join(this.dir, name)));
      entry.used = Date.now();
      await utimes(join(this.dir, name), new Date(entry.used), new Date(entry.used)).catch(() => {});
      return bytes;
    } catch {
      this.#entries.delete(name);
      return undefined;
    }
  }

  /** Stores a file, evicting the least recently used ones beyond the bound; a file larger than the bound is not kept. */
  async write(name: string, bytes: Uint8Array): Promise<void> {
    await this.#open();
    if (bytes.length > this.maxBytes) return;
    await this.remove(name);
    const others = [...this.#entries.values()].sort((a, b) => a.used - b.used);
    let held = this.bytes;
    for (const victim of others) {
      if (held + bytes.length <= this.maxBytes) break;
      held -= victim.bytes;
      await this.remove(victim.name);
    }
    await writeFileAtomic(join(this.dir, name), bytes);
    this.#entries.set(name, { name, bytes: bytes.length, used: Date.now() });
  }

  /** The names of the files held now. */
  async names(): Promise<string[]> {
    await this.#open();
    return [...this.#entries.keys()];
  }

  /** Removes a file (a damaged one, or an evicted one); one that cannot be removed is forgotten all the same. */
  async remove(name: string): Promise<void> {
    this.#entries.delete(name);
    await rm(join(this.dir, name), { force: true }).catch(() => {});
  }

  // The directory is read once, on first use: its files and their last use. One that cannot be
  // made or read holds nothing, and is tried again at the next use.
  #open(): Promise<void> {
    this.#opened ??= (async () => {
      try {
        await mkdir(this.dir, { recursive: true });
        for (const name of await readdir(this.dir)) {
          if (!name.endsWith('.msgpack') && !name.endsWith('.outcome.json')) continue;
          const s = await stat(join(this.dir, name)).catch(() => undefined);
          if (s?.isFile() === true) this.#entries.set(name, { name, bytes: s.size, used: s.mtimeMs });
        }
      } catch {
        this.#opened = undefined;
      }
    })();
    return this.#opened;
  }
}
