// What every app of the server registers before its routes (the API's contract, request checks,
// protection, caching), so the whole app and the first app answer /health alike.
import type { FastifyInstance } from 'fastify';
import { registerApiContract } from '../plugins/api-contract.ts';
import { registerAnswerCaching } from '../plugins/caching.ts';
import { registerProtection, type ProtectionOptions } from '../plugins/protection.ts';
import { registerRequestGuards } from '../plugins/request-guards.ts';
import type { RequestLimits } from '../plugins/server-options.ts';
import type { Liveness } from '../services/liveness.ts';

/**
 * What every app of the server registers before its routes, in this order: the API's contract
 * (validation, documented errors, one error handler, the JSON body parser), the checks every
 * request passes, security headers, CORS, load shedding and the rate limit, then ETags and
 * Cache-Control. Both the whole app (buildApp) and the server's first app (start/first-app.ts)
 * register it, so /health is answered the same way by either.
 */
export async function registerAppBase(
  app: FastifyInstance,
  limits: RequestLimits,
  protection: ProtectionOptions,
  { lifecycle, fleet }: Liveness,
): Promise<void> {
  registerApiContract(app);
  registerRequestGuards(app, limits, lifecycle);
  await registerProtection(app, protection, fleet);
  // ETag and Cache-Control before compression (registered after this): the digest is of the JSON itself.
  registerAnswerCaching(app);
}
