// The server's first app: GET /health alone, listening at once while the whole app loads, then
// handing its HTTP server over, so no request gets an answer the whole app would not give.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAppBase } from '../app/app-base.ts';
import { AnswerRecorder } from '../plugins/metrics.ts';
import { DEFAULT_PROTECTION, type ProtectionOptions } from '../plugins/protection.ts';
import { SchemaCompilers } from '../plugins/schema-compilers.ts';
import { DEFAULT_LIMITS, serverOptions, type RequestLimits } from '../plugins/server-options.ts';
import { registerHealth } from '../routes/health.ts';
import type { Liveness } from '../services/liveness.ts';

/** What the first app is made of: the liveness services it shares with the whole app, and the HTTP settings buildApp takes too. */
export interface FirstAppOptions {
  readonly liveness: Liveness;
  readonly logger?: FastifyServerOptions['logger'];
  readonly limits?: Partial<RequestLimits>;
  readonly protection?: Partial<ProtectionOptions>;
  readonly trustProxy?: boolean;
}

/** A request and its answer, as Node gives them to a server's request listener. */
type Exchange = [IncomingMessage, ServerResponse];

/** True for the requests the first app answers: GET and HEAD of /health (with or without a query). */
export function answeredFirst(request: IncomingMessage): boolean {
  const { method, url = '' } = request;
  return (method === 'GET' || method === 'HEAD') && (url === '/health' || url.startsWith('/health?'));
}

/**
 * The server's first app: GET /health alone, with the whole app's server options, checks,
 * headers and error handling (registerAppBase), listening as soon as it is registered. Loading
 * the whole app (the API's routes and schemas, the OpenAPI document and its page, the web page's
 * files, compression, the Memento solver) takes most of the start; meanwhile the first app
 * answers /health, and every other request waits on its connection until the whole app takes
 * over (handOver), which then answers it: no request gets an answer the whole app would not
 * give. Both apps share one HTTP server and the liveness services; the whole app logs through
 * the first app's logger, counts its answers in its metrics, and closes it as it closes.
 */
export class FirstApp {
  readonly app: FastifyInstance;
  /** The first app's answers, for the whole app's metrics. */
  readonly answers: AnswerRecorder;
  readonly #door: Door;

  private constructor(app: FastifyInstance, answers: AnswerRecorder, door: Door) {
    this.app = app;
    this.answers = answers;
    this.#door = door;
  }

  /** Builds the first app (not listening yet: call app.listen). */
  static async build(options: FirstAppOptions): Promise<FirstApp> {
    const limits = { ...DEFAULT_LIMITS, ...options.limits };
    const door = new Door();
    const app = Fastify({
      ...serverOptions(limits, { logger: options.logger ?? false }, options.trustProxy ?? false),
      // Its schemas compile on first use, as the whole app's do: /health's answer is JSON.stringify's.
      schemaController: new SchemaCompilers().controller,
      // The server Fastify would make (one for each address, when the host names several), but
      // every request goes through the door.
      serverFactory: (handler, settings) => {
        door.first = handler;
        return httpServer(door.dispatch, settings);
      },
    });
    // No rate limit here: it never counts /health (isRateLimited), and in a fleet it would open a
    // second Redis client for nothing.
    await registerAppBase(app, limits, { ...DEFAULT_PROTECTION, ...options.protection, rateLimitPerMinute: 0 }, options.liveness);
    const answers = new AnswerRecorder(app);
    registerHealth(app, options.liveness);
    return new FirstApp(app, answers, door);
  }

  /** The HTTP server both apps answer on. */
  get server(): Server {
    return this.app.server;
  }

  /** The logger both apps log through. */
  get log(): FastifyBaseLogger {
    return this.app.log;
  }

  /** Requests waiting for the whole app. */
  get waiting(): number {
    return this.#door.held.length;
  }

  /** From now on the whole app (ready) answers every request, first those that waited for it. */
  handOver(whole: FastifyInstance): void {
    this.#door.whole = (request, response) => whole.routing(request, response);
    const held = this.#door.held;
    this.#door.held = [];
    for (const [request, response] of held) whole.routing(request, response);
  }

  /** Stops listening, once the requests in flight are answered (the whole app calls it as it closes). */
  close(): Promise<void> {
    return this.app.close();
  }
}

/** A request listener. */
type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** Where each request goes: to the whole app once it has taken over; before, /health to the first app and the rest to wait. */
class Door {
  first: Listener | undefined;
  whole: Listener | undefined;
  held: Exchange[] = [];

  readonly dispatch: Listener = (request, response) => {
    if (this.whole !== undefined) this.whole(request, response);
    else if (answeredFirst(request)) this.first!(request, response);
    else this.held.push([request, response]);
  };
}

/**
 * An HTTP/1.1 server set up as Fastify sets up its own (lib/server.js): its options, keep-alive
 * and request time limits, and the idle limit of a connection.
 */
function httpServer(listener: Listener, settings: Record<string, unknown>): Server {
  const server = createServer((settings.http ?? {}) as Parameters<typeof createServer>[0], listener);
  server.keepAliveTimeout = settings.keepAliveTimeout as number;
  server.requestTimeout = settings.requestTimeout as number;
  server.setTimeout(settings.connectionTimeout as number);
  if ((settings.maxRequestsPerSocket as number) > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket as number;
  return server;
}
