// The liveness services (trees served, the fleet's connection, the lifecycle), made before the
// others so the server's first app can answer /health while the rest loads.
import type { FleetConnection } from '../../fleet/connection.ts';
import { redisOptions } from '../../fleet/config.ts';
import type { LoadedTree, LoadProblem } from '../../store/load-trees.ts';
import { TreeRegistry } from './registry.ts';

/** A server's place in the fleet: the Redis URL, how long users' lists stay there, and job lock times (tests shorten them). */
export interface FleetSettings {
  readonly url: string;
  readonly lockDurationMs?: number;
  readonly stalledIntervalMs?: number;
  /** Days users' lists stay in Redis after their last use (USER_LISTS_TTL_DAYS; 0: for good); 30 by default. */
  readonly userListsTtlDays?: number;
  /** The least time between two refreshes of the expiry of lists this server keeps itself (tests shorten it). */
  readonly userListsRefreshMs?: number;
}

/** Whether the app is shutting down: set by the signal handler (before close) or by close(); /ready answers 503 from then. */
export interface Lifecycle {
  draining: boolean;
}

/**
 * What /health and the request guards read: the trees served, the fleet's connection and the
 * lifecycle. They are made before the other services, so that the server's first app (see
 * start/first-app.ts) can answer /health while the rest of the app loads, over the same ones.
 */
export interface Liveness {
  readonly registry: TreeRegistry;
  /** The fleet's Redis connection, or null on one machine. */
  readonly fleet: FleetConnection | null;
  readonly lifecycle: Lifecycle;
}

/** What the liveness services are made of (a part of ServiceOptions). */
export interface LivenessOptions {
  readonly trees?: readonly LoadedTree[];
  /** Files that failed their checks at load time (reported by /health). */
  readonly problems?: readonly LoadProblem[];
  /**
   * The registry to serve instead of `trees`: the server passes one that is still loading, so it
   * can listen (and answer /health) while it checks the tree files.
   */
  readonly registry?: TreeRegistry;
  /**
   * The fleet (REDIS_URL): on-demand builds become shared jobs, built files are kept in Redis,
   * this server works the build queue, and rate limits are counted in Redis. Off by default.
   */
  readonly fleet?: FleetSettings;
}

/** Makes the liveness services; the fleet's libraries (BullMQ, ioredis) are loaded only with a fleet: one machine starts without them. */
export async function makeLiveness(options: LivenessOptions): Promise<Liveness> {
  const registry = options.registry ?? new TreeRegistry(options.trees ?? [], options.problems);
  const fleet =
    options.fleet === undefined ? null : new (await import('../../fleet/connection.ts')).FleetConnection(redisOptions(options.fleet.url));
  return { registry, fleet, lifecycle: { draining: false } };
}
