// Users' word lists kept in the fleet's Redis, so every server and worker resolves a board of
// them whichever server was given its lists; each use pushes their expiry back.
import type { Redis } from 'ioredis';
import type { RemoteUserLists } from '../store/user-lists.ts';
import { FLEET_PREFIX, withTimeout } from './config.ts';

/** Days a pair of lists stays in the fleet's Redis after its last use, by default (a server's USER_LISTS_TTL_DAYS). */
export const DEFAULT_USER_LISTS_TTL_DAYS = 30;

/** How often a server refreshes the expiry of lists it keeps itself, at most (each use of lists it reads from Redis refreshes it anyway). */
export const DEFAULT_REFRESH_EVERY_MS = 3_600_000;

/** The longest a refresh may take before the use goes on without it (Redis answering in milliseconds, or not at all). */
const REFRESH_TIMEOUT_MS = 1000;

/** Lists whose last refresh is remembered at once; beyond, the oldest are forgotten (and refreshed again at their next use). */
const REFRESHED_KEPT = 10_000;

/** How long a pair of lists is kept and how often a use refreshes it. */
export interface FleetWordListExpiry {
  /** Seconds the lists stay after their last use; 0: kept for good. */
  readonly ttlSeconds: number;
  /** The least time between two refreshes of the same lists by this process (ms). */
  readonly refreshEveryMs?: number;
}

/**
 * Users' word lists as the fleet keeps them in Redis (one string a pair of lists: their canonical
 * text, by key), so every server and worker resolves the id of a board of them whichever server was
 * given the lists. Lists are small (a few hundred kilobytes at most) and the same key always holds
 * the same text, so a write repeated by two servers changes nothing.
 *
 * A server's store gives them an expiry that each use pushes back (`expiry`): set when they are
 * stored, refreshed in the same command when they are read from Redis (GETEX), and, for lists the
 * server has in memory or in its cache directory, by an EXPIRE at most once per `refreshEveryMs`
 * (stored again when Redis let them go meanwhile). A worker's store, without `expiry`, only reads.
 */
export class FleetWordListStore implements RemoteUserLists {
  /** When this process last set each key's expiry (ms since the epoch), oldest first. */
  readonly #refreshed = new Map<string, number>();

  constructor(
    readonly client: Redis,
    readonly expiry?: FleetWordListExpiry,
  ) {}

  /** The key of a pair of lists. */
  static key(key: string): string {
    return `${FLEET_PREFIX}:word-lists:${key}`;
  }

  get #ttl(): number {
    return this.expiry?.ttlSeconds ?? 0;
  }

  async get(key: string): Promise<string | undefined> {
    if (this.#ttl === 0) return (await this.client.get(FleetWordListStore.key(key))) ?? undefined;
    const text = await this.client.getex(FleetWordListStore.key(key), 'EX', this.#ttl);
    if (text !== null) this.#mark(key, Date.now());
    return text ?? undefined;
  }

  async put(key: string, text: string): Promise<void> {
    if (this.#ttl === 0) {
      await this.client.set(FleetWordListStore.key(key), text);
      return;
    }
    await this.client.set(FleetWordListStore.key(key), text, 'EX', this.#ttl);
    this.#mark(key, Date.now());
  }

  async touch(key: string, text: string): Promise<void> {
    if (this.#ttl === 0) return;
    const now = Date.now();
    const last = this.#refreshed.get(key);
    if (last !== undefined && now - last < (this.expiry?.refreshEveryMs ?? DEFAULT_REFRESH_EVERY_MS)) return;
    this.#mark(key, now);
    try {
      const redisKey = FleetWordListStore.key(key);
      const refresh = async (): Promise<void> => {
        // Let go by Redis since (unused there for the whole time): stored again, so workers find them.
        if ((await this.client.expire(redisKey, this.#ttl)) === 0) await this.client.set(redisKey, text, 'EX', this.#ttl, 'NX');
      };
      await withTimeout(refresh(), REFRESH_TIMEOUT_MS, 'refreshing the expiry of word lists');
    } catch (err) {
      // Not refreshed: the next use tries again.
      this.#refreshed.delete(key);
      throw err;
    }
  }

  #mark(key: string, at: number): void {
    this.#refreshed.delete(key);
    this.#refreshed.set(key, at);
    if (this.#refreshed.size > REFRESHED_KEPT) this.#refreshed.delete(this.#refreshed.keys().next().value!);
  }
}
