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
 * the module on demand. The files are read once, when the plugin is registered.
 */
export const mementoPagePlugin: FastifyPluginAsync = async (app) => {
  for (const [name, type] of FILES) {
    const body = await readFile(join(MEMENTO_PAGE_ROOT, name), 'utf8');
    // Hidden from the API docs like the rest of the page.
    app.get(`/${name}`, { schema: { hide: true } }, (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=0').send(body),
    );
  }
};
