// The checks every request passes before routing (its id, a Host header, the URL's length, no dot
// segments), and which answers close their connection.
import type { FastifyInstance } from 'fastify';
import { hasDotSegment } from './dot-segments.ts';
import { HttpError } from '../errors/http-error.ts';
import { handleNotFound } from './error-handler.ts';
import type { RequestLimits } from './server-options.ts';

/** Whether the app is shutting down (the liveness services' lifecycle fits): its answers then close their connection. */
export interface Draining {
  readonly draining: boolean;
}

/**
 * The checks every request passes before routing (its id echoed, a Host for HTTP/1.1, the URL's
 * length, no dot segments), and the answers that close their connection.
 */
export function registerRequestGuards(app: FastifyInstance, limits: RequestLimits, lifecycle: Draining): void {
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

  // An answer given before its request's body has arrived (415, 429, a refused URL) closes the
  // connection too, as Fastify's 413 does: else Node goes on reading the rest of the body for the
  // next request on the connection, until the request time limit answers a second time (408).
  app.addHook('onSend', async (request, reply) => {
    // (Injected requests, which have no socket, leave `complete` undefined.)
    const bodyArriving = (request.raw as { complete?: boolean }).complete === false;
    if (lifecycle.draining || bodyArriving) reply.header('Connection', 'close');
  });
}
