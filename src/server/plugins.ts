import type { ExtraPlugin } from './app.ts';
import { webPlugin } from './web.ts';

/**
 * Route plugins of the other parts of the product, registered by server.ts after the API: add
 * one entry per plugin here (the web page's @fastify/static registration, the memento routes).
 */
export function extraPlugins(): ExtraPlugin[] {
  return [{ plugin: webPlugin }];
}
