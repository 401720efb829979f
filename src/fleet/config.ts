// The fleet's settings: the Redis URL read into the connection options every client is made
// from, the key prefix, and the time limit on every fleet call.
import type { RedisOptions } from 'bullmq';

/** The prefix of every key the fleet writes (BullMQ's `prefix` option, never ioredis keyPrefix). */
export const FLEET_PREFIX = 'codebreaker';

/** Thrown for a REDIS_URL that cannot be used; the message says why. */
export class FleetConfigError extends Error {}

/**
 * The connection options of a Redis URL (`redis://[user:password@]host[:port][/db]`, or
 * `rediss://` for TLS). BullMQ takes options, not a URL, so the URL is read here once and every
 * client (queues, workers, the tree store, the rate limit) is made from the same options.
 */
export function redisOptions(url: string): RedisOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new FleetConfigError(`REDIS_URL must be a URL such as redis://127.0.0.1:6379/0, not ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new FleetConfigError(`REDIS_URL must start with redis:// or rediss://, not ${JSON.stringify(parsed.protocol)}`);
  }
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0)
    throw new FleetConfigError(`REDIS_URL's database must be a number, not ${JSON.stringify(parsed.pathname)}`);
  const port = parsed.port === '' ? 6379 : Number(parsed.port);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port,
    db,
    ...(parsed.username !== '' ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password !== '' ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/** The Redis URL of an environment, or undefined when REDIS_URL is unset or empty (one machine). */
export function fleetUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.REDIS_URL;
  if (url === undefined || url.trim() === '') return undefined;
  redisOptions(url); // fail at startup, not at the first job
  return url.trim();
}

/** Rejects with an Error naming `what` when the promise takes longer than `ms`: no fleet call is awaited blindly. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
