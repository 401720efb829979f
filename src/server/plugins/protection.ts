// Security headers, CORS, load shedding and the optional rate limit (counted in Redis in a
// fleet), registered before any route.
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { Redis } from 'ioredis';
import type { FleetConnection } from '../../fleet/connection.ts';
import { FLEET_PREFIX } from '../../fleet/config.ts';

/** Settings of the protective plugins (defaults in DEFAULT_PROTECTION, environment names in config.ts). */
export interface ProtectionOptions {
  /** Origins allowed by CORS: "*" for any, "" for none (same origin only), or a comma list of origins. */
  readonly corsOrigin: string;
  /** Requests per minute per client address; 0 turns rate limiting off. */
  readonly rateLimitPerMinute: number;
  /** Event-loop delay (ms) above which requests get 503 with Retry-After; 0 turns the check off. */
  readonly maxEventLoopDelayMs: number;
  /** Heap used (MB) above which requests get 503; 0 turns the check off. */
  readonly maxHeapMb: number;
  /** Seconds clients are told to wait in Retry-After when the server is under pressure. */
  readonly retryAfterSeconds: number;
  /**
   * Strict-Transport-Security max-age in seconds, 0 for none (the default: the server speaks plain
   * HTTP; set it when a TLS-terminating proxy is in front, so browsers keep to HTTPS).
   */
  readonly hstsMaxAge: number;
}

/** Defaults: CORS open to any origin (the API is public and uses no cookies), no rate limit, 503 above 1 s of event-loop delay or 1 GB of heap. */
export const DEFAULT_PROTECTION: ProtectionOptions = {
  corsOrigin: '*',
  rateLimitPerMinute: 0,
  maxEventLoopDelayMs: 1000,
  maxHeapMb: 1024,
  retryAfterSeconds: 5,
  hstsMaxAge: 0,
};

/**
 * The content security policy of every answer: only same-origin scripts, styles, images and
 * connections. The web page satisfies it; the /docs pages set their own, with hashes of their
 * inline code.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * True for the requests the rate limit counts: the API's (/v1/...). The page, its scripts, the
 * docs and the routes an orchestrator polls (/health, /ready, /metrics) are never limited: a
 * page load fetches a dozen files, which must not use up a visitor's API allowance.
 */
export function isRateLimited(url: string): boolean {
  return url.startsWith('/v1/');
}

/**
 * Registers security headers, CORS, load shedding and the optional rate limit (before any route).
 * In a fleet the rate limit is counted in Redis, so every server counts the same requests.
 */
export async function registerProtection(
  app: FastifyInstance,
  options: ProtectionOptions,
  fleet: FleetConnection | null = null,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // No framing at all, said the same way to old browsers (X-Frame-Options) and new (frame-ancestors).
    frameguard: { action: 'deny' },
    strictTransportSecurity: options.hstsMaxAge > 0 ? { maxAge: options.hstsMaxAge, includeSubDomains: false } : false,
    // Tree files and JSON are fetched by frontends on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  if (options.corsOrigin !== '') {
    const origin =
      options.corsOrigin === '*'
        ? '*'
        : options.corsOrigin
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean);
    // Not strict: a malformed preflight gets the plain CORS answer, never a non-JSON 400.
    await app.register(cors, {
      origin,
      strictPreflight: false,
      methods: ['GET', 'HEAD', 'POST'],
      exposedHeaders: ['ETag', 'Content-Disposition', 'Retry-After', 'X-Request-Id'],
      maxAge: 86400,
    });
  }
  if (options.maxEventLoopDelayMs > 0 || options.maxHeapMb > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxHeapUsedBytes: options.maxHeapMb * 1024 * 1024,
      retryAfter: options.retryAfterSeconds,
      // One sample a second (the default). Shorter windows misfire: a window in which the loop was
      // blocked throughout has no delay sample at all, which the plugin counts as infinite delay.
      sampleInterval: 1000,
      message: 'The server is under too much load; retry shortly.',
    });
  }
  if (options.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: options.rateLimitPerMinute,
      timeWindow: 60_000,
      allowList: (request) => !isRateLimited(request.url),
      ...(fleet === null ? {} : await fleetRateLimit(app, fleet)),
    });
  }
}

/**
 * The rate limit's Redis store in a fleet: its own fail-fast client (a short connect timeout, one
 * retry, no offline queue); while Redis is unreachable requests pass uncounted (skipOnError), never a 500.
 */
async function fleetRateLimit(
  app: FastifyInstance,
  fleet: FleetConnection,
): Promise<{ redis: Redis; nameSpace: string; skipOnError: true }> {
  // Loaded only in a fleet: one machine never pays for the Redis client's start-up.
  const { Redis } = await import('ioredis');
  const redis = new Redis({
    ...fleet.options,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 100, 500),
  });
  redis.on('error', () => {}); // the fleet connection reports outages
  // Without an offline queue, requests that arrive before the client is connected would pass
  // uncounted: start counting from the first request unless Redis is unreachable (then skipOnError).
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: `${FLEET_PREFIX}:rate-limit:`, skipOnError: true };
}
