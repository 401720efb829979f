// The one error handler of the server: client errors keep their status with a clear sentence,
// anything else is a 500 whose details go to the log only.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorBody, HttpError } from '../errors/http-error.ts';
import { REPEATED } from './validators.ts';

// Fastify's own 4xx errors, by code, with the short code and sentence clients get instead.
const FASTIFY_ERRORS: Record<string, [string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload-too-large', 'The request body is larger than this server accepts.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported-media-type', 'Send the request body as application/json.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['bad-request', 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['bad-request', 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad-request', 'The Content-Length header does not match the body.'],
};

/** Short code of a status without a more precise one. */
function codeOfStatus(status: number): string {
  if (status === 404) return 'not-found';
  if (status === 412) return 'precondition-failed';
  if (status === 413) return 'payload-too-large';
  if (status === 416) return 'range-not-satisfiable';
  if (status === 429) return 'too-many-requests';
  if (status === 503) return 'unavailable';
  return 'bad-request';
}

// Sentences for errors that carry only their status's name ("Range Not Satisfiable"): those of the
// static files (the page, /lib/, /docs), answering conditional and range requests.
const STATUS_SENTENCES: Record<number, string> = {
  404: 'There is no such file.',
  412: 'The file does not match the If-Match or If-Unmodified-Since condition of the request.',
  416: 'The requested range lies outside the file.',
};

/**
 * The one error handler: client errors keep their status with a clear sentence; anything else is
 * a 500 whose details go to the log only, so no stack or internal path ever reaches a client.
 */
export function handleError(this: unknown, err: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err instanceof HttpError) {
    if (err.detail !== undefined) request.log.warn({ err: err.detail, error: err.code }, `answered ${err.statusCode} ${err.code}`);
    return reply
      .code(err.statusCode)
      .headers(err.headers)
      .send({ error: err.code, message: err.message } satisfies ErrorBody);
  }
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (err.validation !== undefined) {
    const where = err.validationContext ?? 'request';
    const first = err.validation[0];
    const path = first?.instancePath ? `${where}${first.instancePath.replaceAll('/', '.')}` : where;
    // An unknown parameter or property is named, so a misspelling is easy to see.
    const extra =
      first?.keyword === 'additionalProperties' ? (first.params as { additionalProperty?: unknown }).additionalProperty : undefined;
    const name = where === 'querystring' ? 'query parameter' : 'property';
    const message =
      typeof extra === 'string'
        ? `Invalid ${path}: unknown ${name} ${JSON.stringify(extra)}.`
        : first?.keyword === REPEATED
          ? `The ${name} ${JSON.stringify(first.instancePath.slice(1))} is given more than once; give it once.`
          : `Invalid ${path}: ${first?.message ?? 'does not match the schema'}.`;
    return reply.code(400).send({ error: 'bad-request', message } satisfies ErrorBody);
  }
  if (status >= 400 && status < 500) {
    const known = FASTIFY_ERRORS[err.code];
    // Plugins' own 4xx messages (rate limit, bad URL) are sentences meant for clients; a bare
    // status name is not.
    const named = err.message !== '' && err.message !== STATUS_CODES[status];
    const sentence = named ? err.message : (STATUS_SENTENCES[status] ?? 'The request was not understood.');
    const [code, message] = known ?? [codeOfStatus(status), sentence];
    // Headers the error carries belong to the answer (a 416's Content-Range: bytes */size).
    const headers = (err as { headers?: unknown }).headers;
    if (typeof headers === 'object' && headers !== null) reply.headers(headers);
    return reply.code(status).send({ error: code, message } satisfies ErrorBody);
  }
  if (status === 503) {
    return reply.code(503).send({ error: 'unavailable', message: 'The server is overloaded; retry shortly.' } satisfies ErrorBody);
  }
  request.log.error({ err }, 'request failed');
  return reply
    .code(500)
    .send({ error: 'internal', message: 'The server could not answer this request; it has been logged.' } satisfies ErrorBody);
}

/**
 * Errors Fastify raises while routing, before any hook: a malformed percent-encoding in the path,
 * or a path parameter longer than the router takes (100 characters). Both are 400 `bad-url`, each
 * with its own sentence.
 */
export function handleFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'The URL is not valid: a part of its path has more than 100 characters, longer than any variant, strategy or secret.'
      : err.code === 'FST_ERR_BAD_URL'
        ? 'The URL is not valid: it has a malformed percent-encoding.'
        : 'The URL is not valid.';
  void reply.code(400).send({ error: 'bad-url', message } satisfies ErrorBody);
}

/** Answer for a route that does not exist. */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '';
  const shown = path.length > 80 ? `${path.slice(0, 80)}…` : path;
  return reply
    .code(404)
    .send({ error: 'not-found', message: `There is no route ${request.method} ${shown}; see /docs for the API.` } satisfies ErrorBody);
}
