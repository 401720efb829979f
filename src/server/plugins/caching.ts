// ETags and Cache-Control on the API's GET answers (they never change while the data does not),
// with 304 answers to a matching If-None-Match.
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

/**
 * A 64-bit digest of a text as 16 hex digits: two FNV-1a hashes with different offsets, computed in
 * one pass. Not cryptographic (an ETag needs none), and several times cheaper than a hash object
 * per answer on the hottest route.
 */
export function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** Adds ETag, Cache-Control and 304 answers to the API's GET answers (the file route does its own). */
export function registerAnswerCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/v1/')) return payload;
    if (typeof payload !== 'string' || reply.hasHeader('cache-control')) return payload;
    // Weak: the same answer may be sent compressed or not, which changes its bytes.
    const etag = `W/"${digest(payload)}"`;
    reply.header('ETag', etag).header('Cache-Control', ANSWER_CACHE_CONTROL).header('Vary', 'Accept-Encoding');
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
