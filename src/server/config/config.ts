// The running server's settings, read from environment variables once, with a ConfigError
// naming any variable that cannot be used.
import { DEFAULT_DATA_DIR } from '../../store/paths.ts';
import { FleetConfigError, fleetUrl } from '../../fleet/config.ts';
import type { FleetSettings, RequestLimits } from '../app.ts';
import type { LiveOptions } from '../services/live-service.ts';
import type { OnDemandOptions } from '../services/on-demand.ts';
import type { ProtectionOptions } from '../plugins/protection.ts';
import { DEFAULT_MEMORY_MAX_MB, MIN_MEMORY_MAX_MB } from '../services/memory-plan.ts';

/** Settings of the running server, from environment variables (documented in README.md, "Running in production"). */
export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly logLevel: string;
  readonly trustProxy: boolean;
  /** Milliseconds a shutdown may take to finish the requests in flight before the process exits anyway. */
  readonly shutdownGraceMs: number;
  /** Only the variables that are set: buildApp's defaults fill the rest. */
  readonly limits: Partial<RequestLimits>;
  readonly protection: Partial<ProtectionOptions>;
  readonly live: Partial<LiveOptions>;
  /** Trees on demand and board limits (false: only the files of data/ are served). */
  readonly onDemand: Partial<OnDemandOptions> | false;
  /** The fleet's Redis (REDIS_URL), or undefined: one machine. */
  readonly fleet: FleetSettings | undefined;
  /** The memory ceiling in MB (MEMORY_MAX_MB), or undefined when set to 0: no ceiling guarded (the caches and threads keep the default's sizes). */
  readonly memoryMaxMb: number | undefined;
  /** WEB_UNBUNDLED=1: the web page's modules served from src/web as they are (to edit and reload), not dist/web's bundle. */
  readonly webUnbundled: boolean;
}

/** Thrown for a setting that cannot be used; the message names the variable. */
export class ConfigError extends Error {}

/** Reads the configuration from an environment (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const int = (name: string, min: number, max: number): number | undefined => {
    const text = env[name];
    if (text === undefined || text === '') return undefined;
    const n = Number(text);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new ConfigError(`${name} must be an integer from ${min} to ${max}, not ${JSON.stringify(text)}`);
    return n;
  };
  const defined = <T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
  const mb = (name: string): number | undefined => {
    const n = int(name, 0, 1_000_000);
    return n === undefined ? undefined : n * 1024 * 1024;
  };
  const seconds = (name: string, min: number, max: number): number | undefined => {
    const n = int(name, min, max);
    return n === undefined ? undefined : n * 1000;
  };
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not ${JSON.stringify(logLevel)}`);
  let url: string | undefined;
  try {
    url = fleetUrl(env);
  } catch (err) {
    if (err instanceof FleetConfigError) throw new ConfigError(err.message);
    throw err;
  }
  const memoryMaxMb = int('MEMORY_MAX_MB', 0, 1_000_000) ?? DEFAULT_MEMORY_MAX_MB;
  if (memoryMaxMb !== 0 && memoryMaxMb < MIN_MEMORY_MAX_MB)
    throw new ConfigError(
      `MEMORY_MAX_MB must be 0 (no ceiling) or at least ${MIN_MEMORY_MAX_MB}, not ${JSON.stringify(env.MEMORY_MAX_MB)}`,
    );
  return {
    memoryMaxMb: memoryMaxMb === 0 ? undefined : memoryMaxMb,
    fleet: url === undefined ? undefined : { url, ...defined({ userListsTtlDays: int('USER_LISTS_TTL_DAYS', 0, 36_500) }) },
    host: env.HOST ?? '127.0.0.1',
    port: int('PORT', 0, 65535) ?? 3000,
    dataDir: env.DATA_DIR ?? DEFAULT_DATA_DIR,
    logLevel,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    webUnbundled: env.WEB_UNBUNDLED === '1' || env.WEB_UNBUNDLED === 'true',
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 0, 600_000) ?? 10_000,
    limits: defined({
      bodyLimit: int('BODY_LIMIT', 256, 10 * 1024 * 1024),
      maxUrlLength: int('MAX_URL_LENGTH', 256, 65536),
      requestTimeoutMs: seconds('REQUEST_TIMEOUT_S', 1, 3600),
    }),
    protection: defined({
      corsOrigin: env.CORS_ORIGIN,
      rateLimitPerMinute: int('RATE_LIMIT', 0, 1_000_000),
      maxEventLoopDelayMs: int('MAX_EVENT_LOOP_DELAY_MS', 0, 60_000),
      maxHeapMb: int('MAX_HEAP_MB', 0, 1_000_000),
      hstsMaxAge: int('HSTS_MAX_AGE', 0, 100_000_000),
    }),
    live: defined({
      budget: int('LIVE_BUDGET', 1000, 1e10),
      cacheSize: int('LIVE_CACHE_SIZE', 0, 10_000_000),
      workers: int('LIVE_WORKERS', 0, 64),
      maxQueue: int('LIVE_QUEUE', 0, 10_000),
    }),
    onDemand:
      env.ON_DEMAND === '0' || env.ON_DEMAND === 'false'
        ? false
        : defined({
            treeSecrets: int('TREE_MAX_SECRETS', 0, 1_000_000),
            liveSecrets: int('LIVE_MAX_SECRETS', 1, 10_000_000),
            exactSecrets: int('EXACT_MAX_SECRETS', 0, 100_000),
            exactBudgetMs: seconds('EXACT_BUDGET_S', 0, 86_400),
            buildWorkers: int('BUILD_WORKERS', 1, 64),
            buildQueue: int('BUILD_QUEUE', 0, 10_000),
            cacheDir: env.CACHE_DIR === '' ? undefined : env.CACHE_DIR,
            cacheMaxBytes: mb('CACHE_MAX_MB'),
            userListsMax: int('USER_LISTS_MAX', 1, 10_000_000),
            userListsMaxBytes: mb('USER_LISTS_MAX_MB'),
            exactWorkers: int('EXACT_WORKERS', 1, 64),
            exactMemoryMb: int('EXACT_MEMORY_MB', 1, 1_000_000),
            buildWaitMs: int('BUILD_WAIT_MS', 0, 60_000),
          }),
  };
}
