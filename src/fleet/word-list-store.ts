import type { Redis } from 'ioredis';
import type { RemoteUserLists } from '../store/user-lists.ts';
import { FLEET_PREFIX } from './config.ts';

/**
 * Users' word lists as the fleet keeps them in Redis (one string a pair of lists: their canonical
 * text, by key), so every server and worker resolves a `wordle-u{ID}` id whichever server was
 * given the lists. Lists are small (a few hundred kilobytes at most) and written once: the same
 * key always holds the same text, so a write repeated by two servers changes nothing.
 */
export class FleetWordListStore implements RemoteUserLists {
  constructor(readonly client: Redis) {}

  /** The key of a pair of lists. */
  static key(key: string): string {
    return `${FLEET_PREFIX}:word-lists:${key}`;
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.client.get(FleetWordListStore.key(key))) ?? undefined;
  }

  async put(key: string, text: string): Promise<void> {
    await this.client.set(FleetWordListStore.key(key), text);
  }
}
