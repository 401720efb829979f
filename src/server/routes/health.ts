// GET /health, the liveness route: trees served, the files that failed their checks, whether the
// server is still starting, and whether the fleet's Redis answers.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { HealthResponse } from '../../api/health.ts';
import { plainJson } from '../plugins/schema-compilers.ts';
import type { Liveness } from '../services/liveness.ts';
import type { FleetConnection } from '../../fleet/connection.ts';

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
        ...(fleet === null ? {} : { fleet: fleetHealth(fleet) }),
      };
    },
  );
}

/** What /health says of the fleet while its Redis is unreachable (a client needs no more; the error is logged). */
export const FLEET_UNREACHABLE = "The fleet's Redis is unreachable: trees of data/ are still served, builds on demand answer 503.";
/** What /health says of the fleet before this server's first attempt to reach Redis has ended. */
export const FLEET_CONNECTING = "This server has not reached the fleet's Redis yet.";

/**
 * The fleet's part of /health, public: whether Redis answers and since when it does not, never
 * Redis's own error, which can name its host and port ("connect ECONNREFUSED 10.0.0.5:6379"):
 * that is logged when the state changes (services/index.ts).
 */
function fleetHealth(fleet: FleetConnection): NonNullable<Static<typeof HealthResponse>['fleet']> {
  const since = fleet.downSince;
  if (fleet.up) return { redis: 'up' };
  if (since === undefined) return { redis: 'down', reason: FLEET_CONNECTING };
  return { redis: 'down', reason: FLEET_UNREACHABLE, since: since.toISOString() };
}
