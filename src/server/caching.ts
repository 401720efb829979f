import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Answers computed from the trees never change while the server serves the same data, so GET
 * answers of the API carry an ETag (a digest of the body) and a Cache-Control that lets browsers
 * and CDNs keep them a while and then revalidate cheaply; a request whose If-None-Match names the
 * ETag gets 304 without a body. Answers that say otherwise (a tree being built: no-store) keep
 * their own Cache-Control and get no ETag. Registered before compression, so the digest is the
 * JSON's, whatever the encoding.
 */
export const ANSWER_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 says for it). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Adds ETag, Cache-Control and 304 answers to the API's GET answers (the file route does its own). */
export function registerAnswerCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/v1/')) return payload;
    if (typeof payload !== 'string' || reply.hasHeader('cache-control')) return payload;
    // Weak: the same answer may be sent compressed or not, which changes its bytes.
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;
    reply.header('ETag', etag).header('Cache-Control', ANSWER_CACHE_CONTROL).header('Vary', 'Accept-Encoding');
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
