import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { HealthResponse } from '../schemas/health.ts';
import type { RouteContext } from './context.ts';

/**
 * GET /health (liveness): trees served, "degraded" with the files that failed their checks, and
 * "starting" while the server is still checking its tree files.
 */
export const healthRoutes: FastifyPluginAsync<RouteContext> = async (app, { registry }) => {
  app.get(
    '/health',
    {
      schema: { summary: 'Service health', tags: ['service'], response: { 200: HealthResponse } },
    },
    async (): Promise<Static<typeof HealthResponse>> => ({
      status: !registry.loaded ? 'starting' : registry.problems.length === 0 ? 'ok' : 'degraded',
      trees: registry.count,
      problems: registry.problems.map((p) => ({ file: p.file, reason: p.reason })),
    }),
  );
};
