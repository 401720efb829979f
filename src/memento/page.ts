// Serves the Memento section's browser files (memento.js and memento.css) for the web page,
// read once and revalidated by ETag.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { PROJECT_ROOT } from '../store/paths.ts';

/** The folder of the Memento section's browser files (memento.js, memento.css). */
export const MEMENTO_PAGE_ROOT = join(PROJECT_ROOT, 'src', 'memento', 'web');

const FILES = [
  ['memento.js', 'text/javascript; charset=utf-8'],
  ['memento.css', 'text/css; charset=utf-8'],
] as const;

/**
 * Serves the Memento section of the web page at /memento.js and /memento.css; the page imports
 * the module on every load (to know whether to show its tab). The files are read once, when the
 * plugin is registered; browsers keep them and ask again with their ETag, which answers 304 with
 * no body while they have not changed.
 */
export const mementoPagePlugin: FastifyPluginAsync = async (app) => {
  for (const [name, type] of FILES) {
    const body = await readFile(join(MEMENTO_PAGE_ROOT, name), 'utf8');
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    // Hidden from the API docs like the rest of the page.
    app.get(`/${name}`, { schema: { hide: true } }, (request, reply) => {
      reply.type(type).header('cache-control', 'no-cache').header('etag', etag);
      const asked = request.headers['if-none-match'];
      if (asked !== undefined && asked.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
      return reply.send(body);
    });
  }
};
