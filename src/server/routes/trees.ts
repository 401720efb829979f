// A tree's routes: its file's header, size and checksum (GET /v1/trees/:variant/:strategy), and
// the file itself, compressed once, with ETags and byte ranges (.../file).
import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { NoQuery, TreeParams, treeErrors } from '../../api/common.ts';
import { Type } from '@sinclair/typebox';
import { FileHeaders, TreeBuildingResponse, TreeHeaderResponse, TreeNoTreeResponse } from '../../api/trees.ts';
import { tooLargeForTree, wholeTree } from '../services/tree-service.ts';
import { matchesEtag } from '../plugins/caching.ts';
import { HttpError } from '../errors/http-error.ts';
import { fileBody, fileEtag, negotiateEncoding, parseRange } from '../plugins/file-transfer.ts';

type Params = Static<typeof TreeParams>;

// The URL is not content-addressed (a rebuild changes the bytes), so caches keep the file a day
// and then revalidate cheaply with the ETag.
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** The tree header route and the file download. Files are served from memory, never from a path. */
export const treeRoutes: FastifyPluginAsync = async (app) => {
  const { trees } = app.codebreaker;
  app.get<{ Params: Params }>(
    '/v1/trees/:variant/:strategy',
    {
      schema: {
        summary: "A tree file's header, or the progress of its build",
        tags: ['trees'],
        params: TreeParams,
        querystring: NoQuery,
        response: {
          200: Type.Union([TreeHeaderResponse, TreeBuildingResponse, TreeNoTreeResponse]),
          ...treeErrors,
          422: Type.Ref('Error'),
          503: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const found = await trees.lookup(request.params.variant, request.params.strategy, true);
      if (found.kind === 'pending') {
        switch (found.reason) {
          case 'live-only':
            throw tooLargeForTree(found.spec, trees.treeLimit);
          case 'refused':
            throw found.error;
          case 'failed':
            throw new HttpError(503, 'build-failed', found.message, { 'Retry-After': String(found.retryAfterS) });
          case 'no-tree':
            // Remembered like a tree, but a budget raised later may build it: not cached for long.
            reply.header('Cache-Control', 'no-cache');
            return {
              state: found.outcome.kind,
              variant: found.spec.id,
              strategy: found.strategy.id,
              message: found.message,
              ...(found.outcome.kind === 'too-long' ? { search: found.outcome.progress } : {}),
            };
          case 'building':
            reply.header('Retry-After', '2').header('Cache-Control', 'no-store');
            return {
              state: 'building' as const,
              variant: found.spec.id,
              strategy: found.strategy.id,
              progress: { done: found.done, total: found.total },
              ...(found.search !== undefined ? { search: found.search } : {}),
            };
        }
      }
      const { tree, source } = found;
      const { format, version, variant, strategy, stats } = tree.header;
      return {
        state: 'ready' as const,
        source,
        file: tree.file,
        format,
        version,
        variant,
        strategy,
        stats,
        bytes: tree.body.length,
        sha256: tree.sha256,
      };
    },
  );

  app.get<{ Params: Params; Headers: Static<typeof FileHeaders> }>(
    '/v1/trees/:variant/:strategy/file',
    {
      schema: {
        summary: 'The tree file (msgpack)',
        tags: ['trees'],
        params: TreeParams,
        querystring: NoQuery,
        headers: FileHeaders,
        response: {
          200: {
            description: 'The file (brotli or gzip encoded when the client accepts it).',
            content: { 'application/vnd.msgpack': { schema: { type: 'string', format: 'binary' } } },
          },
          206: {
            description: 'The requested byte range of the file.',
            content: { 'application/vnd.msgpack': { schema: { type: 'string', format: 'binary' } } },
          },
          304: { description: 'Not modified (If-None-Match names the ETag).', type: 'null' },
          ...treeErrors,
          416: Type.Ref('Error'),
          422: Type.Ref('Error'),
          503: Type.Ref('Error'),
        },
      },
      // The route compresses the file once and keeps it; the global hook must not do it again.
      compress: false,
    },
    async (request, reply) => {
      const tree = wholeTree(await trees.lookup(request.params.variant, request.params.strategy, true), trees.treeLimit);
      reply
        .header('Cache-Control', CACHE_CONTROL)
        .header('Vary', 'Accept-Encoding')
        .header('Accept-Ranges', 'bytes')
        .header('Content-Type', 'application/vnd.msgpack')
        .header('Content-Disposition', `attachment; filename="${tree.file}"`);
      // A byte range (resuming a download) is served from the bytes as stored, never compressed.
      const size = tree.body.length;
      const ifRange = request.headers['if-range'];
      const range = ifRange === undefined || ifRange === tree.etag ? parseRange(request.headers.range, size) : undefined;
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${size}`).header('ETag', tree.etag);
        throw new HttpError(
          416,
          'range-not-satisfiable',
          `The file has ${size} bytes; the range ${JSON.stringify(request.headers.range)} lies outside it.`,
        );
      }
      if (range !== undefined) {
        return reply
          .code(206)
          .header('ETag', tree.etag)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          .send(tree.body.subarray(range.start, range.end + 1));
      }
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const etag = fileEtag(tree, encoding);
      reply.header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(await fileBody(tree, encoding));
    },
  );
};
