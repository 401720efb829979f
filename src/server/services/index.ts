// The services behind the routes, made from the app's options, reached one way
// (`app.codebreaker`) and closed with the app.
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FleetConnection } from '../../fleet/connection.ts';
import type { FleetTreeBuilder } from './fleet-builder.ts';
import { GameCache } from './game-cache.ts';
import { DEFAULT_LIVE_OPTIONS, LiveService, type LiveOptions } from './live-service.ts';
import { DEFAULT_ON_DEMAND, OnDemandTrees, type OnDemandOptions } from './on-demand.ts';
import { OPENINGS_DIR } from './openings.ts';
import { makeLiveness, type FleetSettings, type Liveness, type LivenessOptions } from './liveness.ts';
import { TreeService } from './tree-service.ts';
import { LiveGames } from './live-games.ts';
import { LocalTreeBuilder } from './tree-builder.ts';
import { MemoryGuard } from './memory-guard.ts';
import { DEFAULT_MEMORY_MAX_MB, memoryPlan, type MemoryPlan } from './memory-plan.ts';
import { fleetUnavailable } from './fleet-unavailable.ts';
import { DEFAULT_DATA_DIR } from '../../store/paths.ts';
import {
  DEFAULT_USER_LISTS_IN_MEMORY,
  USER_LISTS_DIR,
  UserListStore,
  userListsKeyOf,
  userListsVariant,
  type RemoteUserLists,
} from '../../store/user-lists.ts';

export type { FleetSettings } from './liveness.ts';

/** The services behind the routes, reached one way: `app.codebreaker`; the liveness ones (registry, fleet, lifecycle) first. */
export interface Services extends Liveness {
  readonly live: LiveService;
  /** Variant ids, limits and trees on demand, over the registry. */
  readonly trees: TreeService;
  /** The live games (several boards at once, core/live-game.ts): no tree, each guess computed live. */
  readonly liveGames: LiveGames;
  /** Trees built on demand, or null when only files are served. */
  readonly onDemand: OnDemandTrees | null;
  /** Users' word lists (POST /v1/word-lists): memory, the cache directory, and the fleet's Redis. */
  readonly userLists: UserListStore;
  /** The memory ceiling's guard (MEMORY_MAX_MB), or null when none was set (tests, an embedding app). */
  readonly memory: MemoryGuard | null;
}

/** What the services are made of: the trees to serve, and the settings of live answers, trees on demand and the fleet. */
export interface ServiceOptions extends LivenessOptions {
  /**
   * The registry, fleet connection and lifecycle made beforehand (makeLiveness), in place of
   * `trees`, `problems`, `registry` and `fleet`'s connection: the server's first app answers
   * /health over the same ones while this app loads.
   */
  readonly liveness?: Liveness;
  readonly live?: Partial<LiveOptions>;
  /**
   * Trees on demand for boards without a file in data/ (any id of the variant-id grammar), and
   * the limits on board sizes; off (false) by default: then only files are served.
   */
  readonly onDemand?: Partial<OnDemandOptions> | false;
  /** The data directory, for the word lists of word games (data/words/); the package's data/ by default. */
  readonly dataDir?: string;
  /** Users' lists held in memory at once (the others are read back from the cache directory when asked for). */
  readonly userListsInMemory?: number;
  /**
   * The memory ceiling in MB (MEMORY_MAX_MB): the caches and threads are sized from it
   * (memory-plan.ts), and the guard holds the process's resident memory to it (memory-guard.ts).
   * Without it (tests, an app embedded in another process) the caches and threads take the
   * default ceiling's sizes and nothing is guarded: the process's memory is not the app's alone.
   */
  readonly memoryMaxMb?: number;
}

/** Makes the services of an app's options, decorates the app with them (`app.codebreaker`) and closes them with it. */
export async function registerServices(app: FastifyInstance, options: ServiceOptions): Promise<void> {
  const { registry, fleet, lifecycle } = options.liveness ?? (await makeLiveness(options));
  // Trees on demand as asked for (none: files only), and with the defaults filled in.
  const asked = options.onDemand === false ? undefined : options.onDemand;
  const settings = asked === undefined ? undefined : { ...DEFAULT_ON_DEMAND, ...asked };
  // Users' lists live in the cache directory (with trees on demand; else in memory only) and, in a fleet, in Redis.
  const cacheDir = asked === undefined ? undefined : (asked.cacheDir ?? DEFAULT_ON_DEMAND.cacheDir);
  // The memory ceiling's shares (caches, threads), and its guard when a ceiling was set.
  const plan = memoryPlan(options.memoryMaxMb ?? DEFAULT_MEMORY_MAX_MB, settings?.exactMemoryMb);
  const memory = options.memoryMaxMb === undefined ? null : new MemoryGuard(plan.ceilingBytes).start();
  const live = new LiveService(
    { ...DEFAULT_LIVE_OPTIONS, threads: plan, ...options.live },
    {
      dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
      cacheDir: cacheDir === undefined ? undefined : join(cacheDir, OPENINGS_DIR),
      warn: (message) => app.log.warn(message),
    },
  );
  // Lists let go for the bounds of the cache directory take their openings and trees with them.
  let onDemand: OnDemandTrees | null = null;
  const userLists = new UserListStore({
    dir: cacheDir === undefined ? undefined : join(cacheDir, USER_LISTS_DIR),
    inMemory: options.userListsInMemory ?? DEFAULT_USER_LISTS_IN_MEMORY,
    inMemoryBytes: plan.userListBytes,
    remote: fleet === null ? undefined : await fleetWordLists(fleet, options.fleet),
    // A cache directory that cannot be written costs the lists their copy on disk, never the request.
    warn: (message) => app.log.warn(message),
    maxLists: settings?.userListsMax,
    maxBytes: settings?.userListsMaxBytes,
    onEvict: async ({ key, sha256 }) => {
      app.log.info(`word lists ${userListsVariant(key)} let go, the least recently used beyond USER_LISTS_MAX or USER_LISTS_MAX_MB`);
      if (sha256 !== undefined) await live.openings.forget(sha256.answers, sha256.guesses);
      await onDemand?.forgetBoards(userListsVariant(key));
    },
  });
  const lists = userLists.lists(options.dataDir ?? DEFAULT_DATA_DIR);
  // One bounded cache of games for the boards without a file of data/: live answers and trees built on demand alike.
  const games = new GameCache(registry, plan.gameBytes);
  const fleetBuilds = settings === undefined ? undefined : await fleetBuilder(fleet, settings, options, plan);
  // One machine: this server's own build threads, in lanes, each thread within the plan's limits.
  const local =
    settings === undefined || fleetBuilds !== undefined
      ? undefined
      : new LocalTreeBuilder({
          workers: settings.buildWorkers,
          queue: settings.buildQueue,
          timeoutMs: settings.buildTimeoutMs,
          exactWorkers: settings.exactWorkers,
          exactQueue: settings.buildQueue,
          threads: plan,
        });
  onDemand =
    settings === undefined
      ? null
      : new OnDemandTrees(
          // The plan sizes the trees held in memory and the builds' tables, unless the options say otherwise.
          {
            ...settings,
            readyBytes: asked?.readyBytes ?? plan.readyBytes,
            buildTableEntries: asked?.buildTableEntries ?? plan.buildTableEntries,
          },
          (message) => app.log.warn(message),
          fleetBuilds ?? local,
          lists,
          (spec) => games.game(spec),
          memory ?? undefined,
        );
  // Near the ceiling, every cache lets go of what it holds, and threads without work stop.
  memory?.onShed(() => {
    onDemand?.shed();
    games.shed();
    userLists.shed();
    live.shed();
    local?.stopIdle();
  });
  if (fleet !== null) reportFleet(fleet, app.log);
  const trees = new TreeService(registry, onDemand, options.dataDir, userLists, games);
  const liveGames = new LiveGames(trees, live);
  app.decorate('codebreaker', { registry, live, trees, liveGames, onDemand, fleet, userLists, lifecycle, memory } satisfies Services);
  // A user's lists are read (from the cache directory or the fleet) before any route that names
  // their board, whose handler then finds them in memory; unknown ones are the handler's 404.
  app.addHook('preHandler', async (request) => {
    const variant = (request.params as { variant?: unknown } | undefined)?.variant;
    const key = typeof variant === 'string' ? userListsKeyOf(variant) : undefined;
    if (key === undefined) return;
    // Lists this server has answer without the fleet; others need the fleet's Redis.
    await userLists.load(key).catch((err: unknown) => {
      throw fleetUnavailable(
        err,
        `The fleet is unavailable, and it keeps the word lists ${userListsVariant(key)}, which this server does not have; retry shortly.`,
      );
    });
  });
  app.addHook('onClose', async () => {
    memory?.close();
    await Promise.all([live.close(), onDemand?.close()]);
    await fleet?.close();
  });
  // While closing, answers in flight tell keep-alive clients to hang up, so close() does not wait
  // for their idle connections to time out.
  app.addHook('preClose', async () => {
    lifecycle.draining = true;
  });
}

/**
 * Logs each change of the fleet's state, Redis's error with it (the log is the only place that
 * names it), and once at start when Redis is unreachable from the first attempt: that attempt may
 * have failed before this app was made (the server's first app listens first), and retries
 * change nothing, so they log nothing.
 */
function reportFleet(fleet: FleetConnection, log: FastifyBaseLogger): void {
  const report = (up: boolean): void => {
    if (up) log.info("the fleet's Redis is reachable");
    else log.warn(`the fleet's Redis is unreachable (${fleet.reason}): trees of data/ are still served, fleet routes answer 503`);
  };
  fleet.onChange(report);
  if (fleet.state === 'down') report(false);
}

/** The fleet's store of users' lists, with their expiry (USER_LISTS_TTL_DAYS) pushed back by each use. */
async function fleetWordLists(fleet: FleetConnection, settings: FleetSettings | undefined): Promise<RemoteUserLists> {
  const { FleetWordListStore, DEFAULT_USER_LISTS_TTL_DAYS } = await import('../../fleet/word-list-store.ts');
  return new FleetWordListStore(fleet.client, {
    ttlSeconds: (settings?.userListsTtlDays ?? DEFAULT_USER_LISTS_TTL_DAYS) * 86_400,
    ...(settings?.userListsRefreshMs !== undefined ? { refreshEveryMs: settings.userListsRefreshMs } : {}),
  });
}

/** The builder of on-demand trees in a fleet, or undefined (this server's threads alone). */
async function fleetBuilder(
  fleet: FleetConnection | null,
  o: OnDemandOptions,
  options: ServiceOptions,
  plan: MemoryPlan,
): Promise<FleetTreeBuilder | undefined> {
  if (fleet === null) return undefined;
  const f = options.fleet;
  const { FleetTreeBuilder } = await import('./fleet-builder.ts');
  return new FleetTreeBuilder(fleet, {
    workers: o.buildWorkers,
    exactWorkers: o.exactWorkers,
    queue: o.buildQueue,
    timeoutMs: o.buildTimeoutMs,
    threads: plan,
    tableLimit: options.onDemand === false ? plan.buildTableEntries : (options.onDemand?.buildTableEntries ?? plan.buildTableEntries),
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(f?.lockDurationMs !== undefined ? { lockDurationMs: f.lockDurationMs } : {}),
    ...(f?.stalledIntervalMs !== undefined ? { stalledIntervalMs: f.stalledIntervalMs } : {}),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services behind the routes: the served trees, live answers, trees on demand, the fleet, the app's lifecycle. */
    codebreaker: Services;
  }
}
