// Route plugins of the other parts of the product (the web page, the Memento solver), registered
// after the API under the same error handler.
import type { FastifyPluginAsync, FastifyPluginCallback, FastifyPluginOptions } from 'fastify';
import { loadMementoTables } from '../../memento/tables-file.ts';
import { mementoRoutes } from '../../memento/route.ts';
import type { MementoTables } from '../../memento/index.ts';
import { mementoPagePlugin } from '../../memento/page.ts';
import { apiRouteHost } from './route-host.ts';
import { webPlugin, type WebOptions } from './web.ts';

/** A route plugin added by another part of the product (the web page, the memento solver): buildApp's `plugins` option. */
export interface ExtraPlugin {
  // Each plugin has its own options type, every property optional (the options may be left out);
  // Fastify's plugin options type fits all of them.
  readonly plugin: FastifyPluginAsync<FastifyPluginOptions> | FastifyPluginCallback<FastifyPluginOptions>;
  readonly options?: Record<string, unknown>;
}

/**
 * Route plugins of the other parts of the product, registered by server.ts after the API: the
 * Memento solver (with its precomputed tables from data/ when they load; without them every
 * board is solved live, which is as correct and only microseconds slower) and the web page.
 */
export async function extraPlugins(
  dataDir: string,
  warn: (message: string) => void,
  web: Pick<WebOptions, 'unbundled'> = {},
): Promise<ExtraPlugin[]> {
  const tables = await loadMementoTables(dataDir).catch((err: unknown) => {
    warn(`Memento tables not loaded (${err instanceof Error ? err.message : String(err)}); boards will be solved live`);
    return undefined;
  });
  return [mementoPlugin(tables), { plugin: mementoPagePlugin }, { plugin: webPlugin, options: { ...web, mementoServed: true } }];
}

/** The Memento routes as an extra plugin of the API: its JSON parser and error handler, and the tables when loaded. */
export function mementoPlugin(tables?: MementoTables): ExtraPlugin {
  // Its options are required (the host), which ExtraPlugin's optional-options type cannot say.
  return { plugin: mementoRoutes as ExtraPlugin['plugin'], options: { host: apiRouteHost, tables } };
}
