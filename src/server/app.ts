import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import { registerAnswerCaching } from './caching.ts';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyPluginOptions,
  type FastifyServerOptions,
} from 'fastify';
import type { LoadedTree, LoadProblem } from '../store/load-trees.ts';
import { handleClientError } from './client-errors.ts';
import { hasDotSegment } from './dot-segments.ts';
import { handleError, handleFrameworkError, handleNotFound, HttpError } from './errors.ts';
import { registerJsonBody } from './json-body.ts';
import { DEFAULT_LIVE_OPTIONS, LiveService, type LiveOptions } from './live-service.ts';
import { registerOpenApi } from './openapi.ts';
import { DEFAULT_PROTECTION, registerProtection, type ProtectionOptions } from './protection.ts';
import { DEFAULT_ON_DEMAND, OnDemandTrees, type OnDemandOptions } from './on-demand.ts';
import { FleetConnection } from '../fleet/connection.ts';
import { redisOptions } from '../fleet/config.ts';
import { FleetTreeBuilder } from './fleet-builder.ts';
import { TreeRegistry } from './registry.ts';
import { TreeService } from './tree-service.ts';
import type { RouteContext } from './routes/context.ts';
import { evaluateRoutes } from './routes/evaluate.ts';
import { healthRoutes } from './routes/health.ts';
import { manifestRoutes } from './routes/manifest.ts';
import { opsRoutes } from './routes/ops.ts';
import { registerMetrics } from './metrics.ts';
import { nextRoutes } from './routes/next.ts';
import { queryRoutes } from './routes/queries.ts';
import { treeRoutes } from './routes/trees.ts';
import { variantRoutes } from './routes/variants.ts';
import { validatorCompiler } from './validators.ts';
import { completeRouteDocs } from './route-docs.ts';
import { ErrorSchema } from '../api/common.ts';

/** A route plugin added by another part of the product (the web page, the memento solver). */
export interface ExtraPlugin {
  // Each plugin has its own options type, every property optional (the options may be left out);
  // Fastify's plugin options type fits all of them.
  readonly plugin: FastifyPluginAsync<FastifyPluginOptions> | FastifyPluginCallback<FastifyPluginOptions>;
  readonly options?: Record<string, unknown>;
}

/** Size and time limits on requests. */
export interface RequestLimits {
  /** Largest request body, in bytes. */
  readonly bodyLimit: number;
  /** Longest URL (path and query), in characters. */
  readonly maxUrlLength: number;
  /**
   * Milliseconds a whole request (request line, headers and body) may take to arrive, counted
   * from its first byte (from the connection's opening for the first request); past it, 408.
   */
  readonly requestTimeoutMs: number;
  /**
   * Milliseconds a connection may go without a byte moving either way while it has a request (a
   * client that stops reading its answer); past it, the connection is closed. By default twice
   * the request time limit, and never under 20 s: a live answer may keep it quiet for 10 s.
   */
  readonly idleTimeoutMs?: number;
}

/** Defaults: 16 KiB bodies (a full history is under 2 KiB), 4096-character URLs, 30 s to send a request. */
export const DEFAULT_LIMITS: RequestLimits = { bodyLimit: 16 * 1024, maxUrlLength: 4096, requestTimeoutMs: 30_000 };

/** The idle limit of a connection that goes with a request time limit (see RequestLimits). */
export function idleTimeoutFor(requestTimeoutMs: number): number {
  return Math.max(2 * requestTimeoutMs, 20_000);
}

/**
 * How often Node looks for requests past their time (its default, 30 s, would let a request
 * linger up to twice a 30 s limit): a quarter of the limit, at most a second.
 */
export function timeoutCheckInterval(requestTimeoutMs: number): number {
  return Math.max(10, Math.min(1000, Math.floor(requestTimeoutMs / 4)));
}

/** What buildApp needs: the trees to serve, and optional settings. */
export interface AppOptions {
  readonly trees?: readonly LoadedTree[];
  /** Files that failed their checks at load time (reported by /health). */
  readonly problems?: readonly LoadProblem[];
  /**
   * The registry to serve instead of `trees`: the server passes one that is still loading, so it
   * can listen (and answer /health) while it checks the tree files.
   */
  readonly registry?: TreeRegistry;
  /** Fastify's logger option: false (default), true, or pino options. */
  readonly logger?: FastifyServerOptions['logger'];
  readonly live?: Partial<LiveOptions>;
  readonly limits?: Partial<RequestLimits>;
  /** Security headers, CORS, load shedding and rate limit settings. */
  readonly protection?: Partial<ProtectionOptions>;
  /**
   * Trees on demand for boards without a file in data/ (any id of the variant-id grammar), and
   * the limits on board sizes; off (false) by default: then only files are served.
   */
  readonly onDemand?: Partial<OnDemandOptions> | false;
  /**
   * The fleet (REDIS_URL): on-demand builds become shared jobs, built files are kept in Redis,
   * this server works the build queue, and rate limits are counted in Redis. Off by default.
   */
  readonly fleet?: FleetSettings;
  /** The data directory, for the word lists of word games (data/words/); the package's data/ by default. */
  readonly dataDir?: string;
  /** Trust X-Forwarded-For from a proxy in front (for client addresses in logs and rate limits). */
  readonly trustProxy?: boolean;
  /**
   * Extra route plugins, registered after the API routes and under the same error handler:
   * this is where the web page (@fastify/static at "/") and the memento routes plug in.
   */
  readonly plugins?: readonly ExtraPlugin[];
}

/** A server's place in the fleet: the Redis URL, and job lock times (tests shorten them). */
export interface FleetSettings {
  readonly url: string;
  readonly lockDurationMs?: number;
  readonly stalledIntervalMs?: number;
}

// Client-supplied request ids are kept only when short and plain, so logs stay clean.
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Builds the Fastify application (not listening): every route of the API over the given trees. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: limits.bodyLimit,
    // One time limit for a whole request, headers and body alike: Fastify's default (none) let a
    // body that stops arriving hold its connection forever, while headers got Node's 60 s. Node
    // answers through clientErrorHandler (408 in the API's error shape), then closes.
    requestTimeout: limits.requestTimeoutMs,
    // Longer than the request limit (plus Node's check), so a request that stops arriving gets its
    // 408 before its quiet connection is closed; an answer the client stops reading has no bound
    // without it.
    connectionTimeout: limits.idleTimeoutMs ?? idleTimeoutFor(limits.requestTimeoutMs),
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: timeoutCheckInterval(limits.requestTimeoutMs),
      // Node would answer a request without Host with an empty 400 of its own; the hook below
      // answers it in the API's error shape instead.
      requireHostHeader: false,
    },
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler: handleClientError,
    frameworkErrors: handleFrameworkError,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  const registry = options.registry ?? new TreeRegistry(options.trees ?? [], options.problems);
  const live = new LiveService({ ...DEFAULT_LIVE_OPTIONS, ...options.live });
  const fleet = options.fleet === undefined ? null : new FleetConnection(redisOptions(options.fleet.url));
  const onDemand =
    options.onDemand === undefined || options.onDemand === false
      ? null
      : new OnDemandTrees(options.onDemand, (message) => app.log.warn(message), fleetBuilder(fleet, options));
  fleet?.onChange((up) => {
    if (up) app.log.info("the fleet's Redis is reachable");
    else app.log.warn(`the fleet's Redis is unreachable (${fleet.reason}): trees of data/ are still served, fleet routes answer 503`);
  });
  const trees = new TreeService(registry, onDemand, options.dataDir);
  // Draining: set by the signal handler (before close) or by close(); /ready answers 503 from then.
  const lifecycle = { draining: false };
  app.decorate('codebreaker', { registry, live, trees, fleet, lifecycle });
  app.addHook('onClose', async () => {
    await Promise.all([live.close(), onDemand?.close()]);
    await fleet?.close();
  });
  // While closing, answers in flight tell keep-alive clients to hang up, so close() does not wait
  // for their idle connections to time out.
  app.addHook('preClose', async () => {
    lifecycle.draining = true;
  });
  // An answer given before its request's body has arrived (415, 429, a refused URL) closes the
  // connection too, as Fastify's 413 does: else Node goes on reading the rest of the body for the
  // next request on the connection, until the request time limit answers a second time (408).
  app.addHook('onSend', async (request, reply) => {
    // (Injected requests, which have no socket, leave `complete` undefined.)
    const bodyArriving = (request.raw as { complete?: boolean }).complete === false;
    if (lifecycle.draining || bodyArriving) reply.header('Connection', 'close');
  });

  // Unknown query parameters and body properties are refused (400 naming them), never dropped
  // silently: a misspelt parameter would otherwise give a wrong answer.
  app.setValidatorCompiler(validatorCompiler);
  completeRouteDocs(app);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  registerJsonBody(app);
  app.addSchema(ErrorSchema);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (request.headers.host === undefined && request.raw.httpVersionMajor === 1 && request.raw.httpVersionMinor >= 1) {
      throw new HttpError(400, 'missing-host', 'An HTTP/1.1 request needs a Host header.');
    }
    if (request.url.length > limits.maxUrlLength) {
      throw new HttpError(
        400,
        'url-too-long',
        `The URL has ${request.url.length} characters; this server accepts at most ${limits.maxUrlLength}.`,
      );
    }
    // No route has a "." or ".." segment: such a path names nothing here, whichever plugin would
    // otherwise take it (the docs' static files resolve paths against a folder).
    if (hasDotSegment(request.url)) return handleNotFound(request, reply);
  });

  await registerProtection(app, { ...DEFAULT_PROTECTION, ...options.protection }, fleet);
  // ETag and Cache-Control first, then compression: the digest is of the JSON itself.
  registerAnswerCaching(app);
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
    // Answers are made per request: a fast brotli level (the tree files are compressed once, at the best).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app);
  const context: RouteContext = { registry, live, trees, fleet };
  const metrics = registerMetrics(app, { registry, live, onDemand, fleet });
  await app.register(opsRoutes, { ...context, metrics, draining: () => lifecycle.draining });
  for (const routes of [healthRoutes, variantRoutes, evaluateRoutes, treeRoutes, nextRoutes, queryRoutes, manifestRoutes])
    await app.register(routes, context);
  for (const extra of options.plugins ?? []) await app.register(extra.plugin, extra.options ?? {});
  return app;
}

/** The builder of on-demand trees in a fleet, or undefined (this server's threads alone). */
function fleetBuilder(fleet: FleetConnection | null, options: AppOptions): FleetTreeBuilder | undefined {
  if (fleet === null || options.onDemand === undefined || options.onDemand === false) return undefined;
  const o = { ...DEFAULT_ON_DEMAND, ...options.onDemand };
  const f = options.fleet;
  return new FleetTreeBuilder(fleet, {
    workers: o.buildWorkers,
    exactWorkers: o.exactWorkers,
    queue: o.buildQueue,
    timeoutMs: o.buildTimeoutMs,
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(f?.lockDurationMs !== undefined ? { lockDurationMs: f.lockDurationMs } : {}),
    ...(f?.stalledIntervalMs !== undefined ? { stalledIntervalMs: f.stalledIntervalMs } : {}),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The served trees, the live service and the app's lifecycle, for plugins, the server entry and tests. */
    codebreaker: RouteContext & { readonly lifecycle: { draining: boolean } };
  }
}
