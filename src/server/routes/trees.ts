import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { NoQuery, TreeParams, treeErrors } from '../schemas/common.ts';
import { Type } from '@sinclair/typebox';
import { FileHeaders, TreeBuildingResponse, TreeHeaderResponse } from '../schemas/trees.ts';
import { tooLargeForTree, wholeTree } from '../tree-service.ts';
import type { RouteContext } from './context.ts';

type Params = Static<typeof TreeParams>;

// The URL is not content-addressed (a rebuild changes the bytes), so caches keep the file a day
// and then revalidate cheaply with the ETag.
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 says for it). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The tree header route and the file download. Files are served from memory, never from a path. */
export const treeRoutes: FastifyPluginAsync<RouteContext> = async (app, { trees }) => {
  app.get<{ Params: Params }>('/v1/trees/:variant/:strategy', {
    schema: {
      summary: "A tree file's header, or the progress of its build", tags: ['trees'], params: TreeParams, querystring: NoQuery,
      response: { 200: Type.Union([TreeHeaderResponse, TreeBuildingResponse]), ...treeErrors, 422: Type.Ref('Error'), 503: Type.Ref('Error') },
    },
  }, async (request, reply) => {
    const found = await trees.lookup(request.params.variant, request.params.strategy);
    if (found.kind === 'pending') {
      if (found.reason === 'live-only') throw tooLargeForTree(found.spec, trees.treeLimit);
      reply.header('Retry-After', '2');
      return {
        state: 'building' as const, variant: found.spec.id, strategy: found.strategy.id,
        progress: { done: found.done, total: found.total },
      };
    }
    const { tree, source } = found;
    const { format, version, variant, strategy, stats } = tree.header;
    return { state: 'ready' as const, source, file: tree.file, format, version, variant, strategy, stats, bytes: tree.body.length, sha256: tree.sha256 };
  });

  app.get<{ Params: Params; Headers: Static<typeof FileHeaders> }>('/v1/trees/:variant/:strategy/file', {
    schema: {
      summary: 'The tree file (msgpack)', tags: ['trees'], params: TreeParams, querystring: NoQuery, headers: FileHeaders,
      response: { 200: { description: 'The file bytes, application/vnd.msgpack.', type: 'string', format: 'binary' }, 304: { description: 'Not modified.', type: 'null' }, ...treeErrors },
    },
  }, async (request, reply) => {
    const tree = wholeTree(await trees.lookup(request.params.variant, request.params.strategy), trees.treeLimit);
    reply.header('ETag', tree.etag).header('Cache-Control', CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], tree.etag)) return reply.code(304).send();
    return reply
      .header('Content-Type', 'application/vnd.msgpack')
      .header('Content-Disposition', `attachment; filename="${tree.file}"`)
      .send(tree.body);
  });
};
