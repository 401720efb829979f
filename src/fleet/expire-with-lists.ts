// Keys of a user's board in Redis (its trees, its searches) expire with the board's word lists:
// a Lua script run in the same round trip as the read or write it goes with.
import type { ChainableCommander } from 'ioredis';
import { userListsKeyOf } from '../store/user-lists.ts';
import { FleetWordListStore } from './word-list-store.ts';

/** How long what a user board keeps in Redis stays when its lists are no longer there (ms): enough for the servers waiting on its build. */
const ORPHAN_MS = 86_400_000;

/**
 * Gives a user board's keys (KEYS[2..]) the time its lists (KEYS[1]) have left in Redis, so that
 * none outlives them and they go when the lists expire (USER_LISTS_TTL_DAYS); lists kept for good
 * keep them for good, and lists already gone leave them ARGV[1] ms. A script: one round trip, in
 * the pipeline of the read or write it goes with.
 */
const EXPIRE_WITH_LISTS = `
local left = redis.call('PTTL', KEYS[1])
for i = 2, #KEYS do
  if left > 0 then redis.call('PEXPIRE', KEYS[i], left)
  elseif left == -1 then redis.call('PERSIST', KEYS[i])
  else redis.call('PEXPIRE', KEYS[i], ARGV[1]) end
end
return left`;

/**
 * The Redis key of the lists a board is made of, from a name that starts with its variant id
 * (a tree file `<variant>.<strategy>...`, a search `<variant>.<strategy>`; variant ids have no
 * dot): for a board of a user's lists (GameFamily.userLists), else undefined.
 */
export function listsKeyOf(name: string): string | undefined {
  const key = userListsKeyOf(name.split('.', 1)[0]!);
  return key === undefined ? undefined : FleetWordListStore.key(key);
}

/**
 * Runs the pipeline's commands, followed, when `lists` is a board's lists key (see listsKeyOf), by
 * EXPIRE_WITH_LISTS on `keys` in the same round trip; answers the commands' replies (the first
 * error thrown).
 */
export async function execWithLists(pipeline: ChainableCommander, lists: string | undefined, keys: readonly string[]): Promise<unknown[]> {
  const commands = pipeline.length;
  if (lists !== undefined) pipeline.eval(EXPIRE_WITH_LISTS, 1 + keys.length, lists, ...keys, ORPHAN_MS);
  const replies = (await pipeline.exec()) ?? [];
  if (replies.length < commands) throw new Error('the pipeline was not run');
  return replies.slice(0, commands).map(([error, value]) => {
    if (error !== null) throw error;
    return value;
  });
}
