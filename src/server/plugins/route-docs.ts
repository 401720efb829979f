// Completes every route's schema so the OpenAPI document is true: operation ids, a description
// on every answer, and the error statuses any route can give.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { isRateLimited } from './protection.ts';

/** What each error status means, for the OpenAPI document. */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed input: a bad id, history, guess, query parameter or body (the message says which).',
  404: 'No such strategy, secret, tree or word list (and for static trees, and exact trees of large boards: how to build them offline).',
  409: "Word lists whose id is taken by other lists (their sha256 share the id's 12 hex digits).",
  413: 'The request body is larger than BODY_LIMIT.',
  415: 'The request body is not application/json.',
  416: 'The Range header lies outside the file.',
  422: 'A history no secret fits, a full board, a board larger than the server builds or answers, or a whole tree of a strategy whose build ended without one (over-limit, impossible, too-long).',
  429: 'More requests than RATE_LIMIT allows; retry after Retry-After seconds.',
  431: 'The request headers are too large.',
  500: 'An unexpected failure; the details are logged, the answer has none.',
  503: "Not now: the server is starting, draining, building this tree, busy, under too much load, or retrying a failed build, or its fleet's Redis is unreachable (with Retry-After); or the tree file failed to load.",
};

/** An operation id from the method and the path: GET /v1/trees/:variant/:strategy/next is getV1TreesVariantStrategyNext. */
export function operationId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/^:/, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase()));
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/**
 * Completes every documented route's schema so the OpenAPI document is true: an operation id,
 * a description on every response, and the statuses any route can answer (400, 431, 500 and 503
 * everywhere; 429 on the API's routes, which the rate limit counts; 413 and 415 with a body; 404 and 422 on the tree
 * routes; 304 on GET routes of the API, which carry ETags), the errors with the error schema. Registered before the routes (an onRoute hook).
 */
export function completeRouteDocs(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    type Schema = Record<string, unknown> & {
      hide?: boolean;
      response?: Record<string, unknown>;
      summary?: string;
      body?: unknown;
      operationId?: string;
    };
    if ((route.schema as Schema | undefined)?.hide === true || route.url.startsWith('/docs')) return;
    // A route without a schema is documented too (a plugin's route), with what any route can answer.
    const schema = (route.schema ??= {}) as Schema;
    const method = Array.isArray(route.method) ? route.method[0]! : route.method;
    schema.operationId ??= operationId(method, route.url);
    const statuses = [400, 431, 500, 503];
    if (isRateLimited(route.url)) statuses.push(429);
    if (schema.body !== undefined) statuses.push(413, 415);
    if (route.url.startsWith('/v1/trees/') || route.url.startsWith('/v1/variants/')) statuses.push(404, 422);
    // Copies: routes may share one response object (GET and POST of next), each gets its own.
    // A route that declared no answers still answers 200 (its body undocumented).
    const response: Record<string, unknown> =
      schema.response === undefined ? { 200: { description: 'The answer.' } } : { ...schema.response };
    for (const status of statuses) response[status] ??= { $ref: 'Error' };
    // GET answers of the API carry an ETag: a client that sends it back may get 304.
    if (method === 'GET' && route.url.startsWith('/v1/'))
      response[304] ??= { description: 'Not modified: If-None-Match names the current ETag.', type: 'null' };
    for (const [status, entry] of Object.entries(response)) {
      if (typeof entry !== 'object' || entry === null) continue;
      const code = Number(status);
      const e = entry as Record<string, unknown>;
      response[status] = {
        ...e,
        description:
          e.description ?? ERROR_DESCRIPTIONS[code] ?? (code === 200 ? `${schema.summary ?? 'The answer'}.` : `Status ${status}.`),
      };
    }
    schema.response = response;
  });
}
