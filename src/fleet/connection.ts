// One process's connection to the fleet's Redis: a fail-fast client and whether Redis answers
// now (its events and a regular PING), so every fleet call is gated on it.
import type { RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { withTimeout } from './config.ts';

/** How often the connection is probed with PING (half-open sockets send no close event). */
const PING_INTERVAL_MS = 2000;
const PING_TIMEOUT_MS = 1000;

/** Where the fleet's Redis stands for a process: not reached yet (its first attempt under way), answering, or unreachable. */
export type FleetState = 'connecting' | 'up' | 'down';

/**
 * One process's view of the fleet's Redis: a fail-fast client (no offline queue, one retry, so a
 * command fails in milliseconds while Redis is away instead of hanging a request) and whether
 * Redis is reachable now, from the client's events and a PING every two seconds. Callers gate
 * every fleet call on `up`; the client reconnects by itself, forever. A first attempt that fails
 * is a change of state too (connecting to down), so a process that starts without Redis is told.
 */
export class FleetConnection {
  /** The options every other client of this process (BullMQ workers, the rate limit) is made from. */
  readonly options: RedisOptions;
  /** The fail-fast client: the tree store, queue producers and metrics use it. */
  readonly client: Redis;
  #state: FleetState = 'connecting';
  #reason = 'not connected yet';
  /** The client's last error since Redis last answered: a closed connection keeps it as the reason. */
  #error: string | undefined;
  #downSince: Date | undefined;
  readonly #timer: NodeJS.Timeout;
  readonly #listeners = new Set<(up: boolean) => void>();

  constructor(options: RedisOptions) {
    this.options = options;
    this.client = new Redis({
      ...options,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      keepAlive: 10_000,
      // Reconnect every half second at most: recovery is seen soon after Redis is back.
      retryStrategy: (times) => Math.min(times * 100, 500),
    });
    this.client.on('ready', () => {
      this.#error = undefined;
      this.#set('up', '');
    });
    this.client.on('close', () => this.#set('down', this.#error ?? 'the connection to Redis closed'));
    this.client.on('error', (err: Error) => {
      this.#error = err.message;
      this.#reason = err.message;
      // The first attempt failed: unreachable from the start (later errors come with a 'close').
      if (this.#state === 'connecting') this.#set('down', err.message);
    });
    this.#timer = setInterval(() => void this.#probe(), PING_INTERVAL_MS);
    this.#timer.unref();
  }

  /** True while Redis answers. */
  get up(): boolean {
    return this.#state === 'up';
  }

  /** Not reached yet, answering, or unreachable. */
  get state(): FleetState {
    return this.#state;
  }

  /**
   * Why Redis is not reachable (the last error), or '' while it is. For logs only: the error can
   * name Redis's host and port ("connect ECONNREFUSED 10.0.0.5:6379").
   */
  get reason(): string {
    return this.up ? '' : this.#reason;
  }

  /** When this process found Redis unreachable (its first attempt failed, or it lost it), or undefined unless it is down. */
  get downSince(): Date | undefined {
    return this.#downSince;
  }

  /** Calls `listener` whenever Redis goes down or comes back, and when the first attempt to reach it fails. */
  onChange(listener: (up: boolean) => void): void {
    this.#listeners.add(listener);
  }

  /** Waits until Redis is reachable, at most `ms`; true if it is. */
  async waitUp(ms: number): Promise<boolean> {
    if (this.up) return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#listeners.delete(listener);
        resolve(this.up);
      }, ms);
      const listener = (up: boolean): void => {
        if (!up) return;
        clearTimeout(timer);
        this.#listeners.delete(listener);
        resolve(true);
      };
      this.#listeners.add(listener);
    });
  }

  /** Stops probing and closes the client. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#listeners.clear();
    await this.client.quit().catch(() => this.client.disconnect());
  }

  async #probe(): Promise<void> {
    if (this.client.status !== 'ready') return;
    try {
      await withTimeout(this.client.ping(), PING_TIMEOUT_MS, 'PING');
      this.#set('up', '');
    } catch (err) {
      this.#set('down', err instanceof Error ? err.message : String(err));
    }
  }

  #set(state: 'up' | 'down', reason: string): void {
    if (state === 'down') this.#reason = reason;
    if (state === this.#state) return;
    this.#state = state;
    this.#downSince = state === 'down' ? new Date() : undefined;
    for (const listener of [...this.#listeners]) listener(state === 'up');
  }
}
