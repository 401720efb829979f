import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { HealthResponse } from '../schemas/health.ts';
import type { RouteContext } from './context.ts';

/** GET /health: trees served, and "degraded" with the files that failed their checks. */
export const healthRoutes: FastifyPluginAsync<RouteContext> = async (app, { registry }) => {
  const answer: Static<typeof HealthResponse> = {
    status: registry.problems.length === 0 ? 'ok' : 'degraded',
    trees: registry.count,
    problems: registry.problems.map((p) => ({ file: p.file, reason: p.reason })),
  };
  app.get('/health', {
    schema: { summary: 'Service health', tags: ['service'], response: { 200: HealthResponse } },
  }, async () => answer);
};
