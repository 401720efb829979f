// Tree files built on demand, kept in Redis so that every server of the fleet serves the one
// build; readers check the bytes and sha256 as they check a data/ file.
import type { ChainableCommander, Redis } from 'ioredis';
import type { TreeOutcome } from '../builder/tree-outcome.ts';
import { sha256 } from '../store/manifest.ts';
import { FLEET_PREFIX } from './config.ts';
import { execWithLists, listsKeyOf } from './expire-with-lists.ts';

/** A tree file as the fleet keeps it: its bytes and their sha256, as written by the server that built it. */
export interface StoredTree {
  readonly bytes: Uint8Array;
  readonly sha256: string;
}

/**
 * Tree files built on demand, kept in Redis (one hash per file: its bytes and their sha256) so
 * every server of the fleet serves the one build. The store keeps bytes only: a reader checks
 * the sha256 and the file exactly as it checks a data/ file. Writing is idempotent (same key,
 * same bytes), as jobs may run more than once. The files and outcomes of users' boards
 * (GameFamily.userLists) expire with their lists: each write and each read sets them to the time the
 * lists have left (execWithLists); a server serving one from its own cache does not refresh it,
 * and one that no longer finds it builds it again.
 */
export class FleetTreeStore {
  constructor(readonly client: Redis) {}

  /** The key of a tree file's hash. */
  static key(file: string): string {
    return `${FLEET_PREFIX}:trees:${file}`;
  }

  /** The stored file, or undefined when none is kept. */
  async get(file: string): Promise<StoredTree | undefined> {
    const key = FleetTreeStore.key(file);
    const [bytes, sha] = await this.#withLists<Array<Buffer | null>>(file, key, (p) => p.hmgetBuffer(key, 'bytes', 'sha256'));
    if (bytes === null || bytes === undefined || sha === null || sha === undefined) return undefined;
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), sha256: sha.toString('utf8') };
  }

  /** True when the file is kept. */
  async has(file: string): Promise<boolean> {
    return (await this.client.hexists(FleetTreeStore.key(file), 'sha256')) === 1;
  }

  /** Keeps a file (bytes and sha256 in one write); returns the sha256. */
  async put(file: string, bytes: Uint8Array): Promise<string> {
    const sha = sha256(bytes);
    const key = FleetTreeStore.key(file);
    const fields = { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), sha256: sha };
    await this.#withLists(file, key, (p) => p.hset(key, fields));
    return sha;
  }

  /** Forgets a file (a damaged copy). */
  async remove(file: string): Promise<void> {
    await this.client.del(FleetTreeStore.key(file));
  }

  /** The key of the outcome of a build that ended without a tree (over-limit, impossible, too-long). */
  static outcomeKey(file: string): string {
    return `${FLEET_PREFIX}:outcomes:${file}`;
  }

  /** The outcome kept for a tree that has none, or undefined. */
  async getOutcome(file: string): Promise<TreeOutcome | undefined> {
    const key = FleetTreeStore.outcomeKey(file);
    const text = await this.#withLists<string | null>(file, key, (p) => p.get(key));
    return text === null ? undefined : (JSON.parse(text) as TreeOutcome);
  }

  /** Keeps the outcome of a build that ended without a tree, so every server states it without building again. */
  async putOutcome(file: string, outcome: TreeOutcome): Promise<void> {
    const key = FleetTreeStore.outcomeKey(file);
    const text = JSON.stringify(outcome);
    await this.#withLists(file, key, (p) => p.set(key, text));
  }

  /**
   * Runs one command on `key` (the file's or its outcome's) in a pipeline that, for a user board,
   * also gives the key its lists' time left (execWithLists, the same round trip); answers the
   * command's result.
   */
  async #withLists<T = unknown>(file: string, key: string, command: (pipeline: ChainableCommander) => ChainableCommander): Promise<T> {
    const [reply] = await execWithLists(command(this.client.pipeline()), listsKeyOf(file), [key]);
    return reply as T;
  }
}
