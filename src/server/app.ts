// Builds the server's Fastify application: the services, every route of the API in the order of
// its documentation, and the plugins of the other parts (the web page, the Memento solver).
import type { Server } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAppBase } from './app/app-base.ts';
import { registerCompression } from './plugins/compression.ts';
import type { ExtraPlugin } from './plugins/extra.ts';
import { registerMetrics, type AnswerRecorder } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { DEFAULT_PROTECTION, type ProtectionOptions } from './plugins/protection.ts';
import { SchemaCompilers } from './plugins/schema-compilers.ts';
import { DEFAULT_LIMITS, serverOptions, type RequestLimits } from './plugins/server-options.ts';
import { evaluateRoutes } from './routes/evaluate.ts';
import { healthRoutes } from './routes/health.ts';
import { manifestRoutes } from './routes/manifest.ts';
import { nextRoutes } from './routes/next.ts';
import { opsRoutes } from './routes/ops.ts';
import { queryRoutes } from './routes/queries.ts';
import { reviewRoutes } from './routes/review.ts';
import { suggestRoutes } from './routes/suggest.ts';
import { treeRoutes } from './routes/trees.ts';
import { variantRoutes } from './routes/variants.ts';
import { wordListRoutes } from './routes/word-lists.ts';
import { registerServices, type ServiceOptions } from './services/index.ts';

export { DEFAULT_LIMITS, idleTimeoutFor, timeoutCheckInterval, type RequestLimits } from './plugins/server-options.ts';
export type { ExtraPlugin } from './plugins/extra.ts';
export type { FleetSettings } from './services/liveness.ts';

/** The API's route plugins, in the order of the API documentation; each reaches the services through `app.codebreaker`. */
const API_ROUTES = [
  healthRoutes,
  variantRoutes,
  wordListRoutes,
  evaluateRoutes,
  reviewRoutes,
  suggestRoutes,
  treeRoutes,
  nextRoutes,
  queryRoutes,
  manifestRoutes,
];

/** What buildApp needs: the services' options (the trees to serve, live answers, trees on demand, the fleet), and the HTTP settings. */
export interface AppOptions extends ServiceOptions {
  /** Fastify's logger option: false (default), true, or pino options. */
  readonly logger?: FastifyServerOptions['logger'];
  readonly limits?: Partial<RequestLimits>;
  /** Security headers, CORS, load shedding and rate limit settings. */
  readonly protection?: Partial<ProtectionOptions>;
  /** Trust X-Forwarded-For from a proxy in front (for client addresses in logs and rate limits). */
  readonly trustProxy?: boolean;
  /**
   * Extra route plugins, registered after the API routes and under the same error handler:
   * this is where the web page (@fastify/static at "/") and the memento routes plug in.
   */
  readonly plugins?: readonly ExtraPlugin[];
  /**
   * The route schemas' compilers, each compiling its schema on first use: the server passes its
   * own to compile the rest once it has started, tests to compile every schema at once.
   */
  readonly schemaCompilers?: SchemaCompilers;
  /**
   * The server's first app (start/first-app.ts), listening while this one loads: this app answers
   * on its HTTP server (once handed over), logs through its logger (`logger` is not used), counts
   * its answers in its metrics, and closes it as it closes. Pass its liveness services too.
   */
  readonly first?: FirstAppShare;
}

/**
 * What buildApp takes over from the server's first app (start/first-app.ts's FirstApp fits), declared
 * here so that the app imports nothing of the server's start: the HTTP server it answers on, the
 * logger, the answers its metrics count, and how to close it.
 */
export interface FirstAppShare {
  readonly server: Server;
  readonly log: FastifyBaseLogger;
  readonly answers: AnswerRecorder;
  close(): Promise<void>;
}

/** Builds the Fastify application (not listening): every route of the API over the given trees. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const compilers = options.schemaCompilers ?? new SchemaCompilers();
  const { first } = options;
  const logging = first === undefined ? { logger: options.logger ?? false } : { loggerInstance: first.log };
  const app = Fastify({
    ...serverOptions(limits, logging, options.trustProxy ?? false),
    ...(first === undefined ? {} : { serverFactory: () => first.server }),
    schemaController: compilers.controller,
  });
  await registerServices(app, options);
  // After the services' own (draining first): the first app stops listening once the requests in
  // flight are answered, then the services close.
  if (first !== undefined) app.addHook('preClose', () => first.close());
  await registerAppBase(app, limits, { ...DEFAULT_PROTECTION, ...options.protection }, app.codebreaker);
  // After the ETags of registerAppBase: the digest is of the JSON itself.
  await registerCompression(app);
  await registerOpenApi(app);
  const { registry, live, onDemand, fleet, memory } = app.codebreaker;
  const metrics = registerMetrics(app, { registry, live, onDemand, fleet, memory }, first?.answers);
  await app.register(opsRoutes, { metrics });
  for (const routes of API_ROUTES) await app.register(routes);
  for (const extra of options.plugins ?? []) await app.register(extra.plugin, extra.options ?? {});
  return app;
}
