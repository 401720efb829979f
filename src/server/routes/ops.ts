// The operations routes: GET /ready (readiness, for load balancers) and GET /metrics
// (Prometheus), neither of them rate-limited.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../errors/http-error.ts';
import type { AppMetrics } from '../plugins/metrics.ts';
import { NoQuery } from '../../api/common.ts';
import { plainJson } from '../plugins/schema-compilers.ts';

/** Options of the operations routes: the app's metrics. */
export interface OpsOptions {
  readonly metrics: AppMetrics;
}

const ReadyResponse = Type.Object({
  status: Type.Literal('ready'),
  trees: Type.Integer({ description: 'Tree files of data/ served.' }),
});

/**
 * GET /ready (readiness): 200 once the trees are loaded, 503 while starting or draining, so a
 * load balancer sends traffic only to an instance that can answer it. GET /metrics: Prometheus
 * text format. Neither is rate-limited (nor is /health, the liveness route).
 */
export const opsRoutes: FastifyPluginAsync<OpsOptions> = async (app, { metrics }) => {
  const { registry, lifecycle } = app.codebreaker;
  const draining = (): boolean => lifecycle.draining;
  app.get(
    '/ready',
    {
      schema: {
        summary: 'Readiness: 200 once the trees are loaded, 503 while starting or draining',
        tags: ['service'],
        operationId: 'ready',
        querystring: NoQuery,
        response: { 200: ReadyResponse, 503: Type.Ref('Error') },
      },
      serializerCompiler: plainJson,
    },
    async () => {
      if (draining()) throw new HttpError(503, 'draining', 'The server is shutting down; it takes no new work.', { 'Retry-After': '1' });
      if (!registry.loaded)
        throw new HttpError(503, 'starting', 'The server is still loading and checking its trees.', { 'Retry-After': '1' });
      return { status: 'ready' as const, trees: registry.count };
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Metrics in the Prometheus text format',
        tags: ['service'],
        operationId: 'metrics',
        querystring: NoQuery,
        produces: ['text/plain'],
        response: {
          200: { description: 'Prometheus text exposition format 0.0.4.', content: { 'text/plain': { schema: { type: 'string' } } } },
        },
      },
    },
    async (_request, reply) => {
      const { contentType, text } = await metrics.scrape();
      reply.type(contentType);
      return text;
    },
  );
};
