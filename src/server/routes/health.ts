import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { HealthResponse } from '../../api/health.ts';
import { plainJson } from '../plugins/schema-compilers.ts';
import type { Liveness } from '../services/liveness.ts';

/**
 * GET /health (liveness): trees served, "degraded" with the files that failed their checks or
 * while the fleet's Redis is unreachable (named under `fleet`), and "starting" while the server
 * is still checking its tree files.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => registerHealth(app, app.codebreaker);

/** Adds GET /health over these services (the server's first app has only them; see start/first-app.ts). */
export function registerHealth(app: FastifyInstance, { registry, fleet }: Liveness): void {
  app.get(
    '/health',
    {
      schema: { summary: 'Service health', tags: ['service'], response: { 200: HealthResponse } },
      serializerCompiler: plainJson,
    },
    async (): Promise<Static<typeof HealthResponse>> => {
      const fleetDown = fleet !== null && !fleet.up;
      return {
        status: !registry.loaded ? 'starting' : registry.problems.length === 0 && !fleetDown ? 'ok' : 'degraded',
        trees: registry.count,
        problems: registry.problems.map((p) => ({ file: p.file, reason: p.reason })),
        ...(fleet === null ? {} : { fleet: fleet.up ? { redis: 'up' as const } : { redis: 'down' as const, reason: fleet.reason } }),
      };
    },
  );
}
