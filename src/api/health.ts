// The HTTP API's schema of GET /health (TypeBox): the server's status, the trees it serves, the
// tree files it refused and why, and the fleet's Redis.
import { Type } from '@sinclair/typebox';

/** GET /health. */
export const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('starting')], {
    description:
      '"degraded" when some tree file failed its checks, or while the fleet\'s Redis is unreachable (see fleet); "starting" while the trees are being loaded and checked (tree routes answer 503 meanwhile).',
  }),
  trees: Type.Integer({ description: 'Trees served.' }),
  problems: Type.Array(Type.Object({ file: Type.String(), reason: Type.String() }), { description: 'Tree files not served, and why.' }),
  fleet: Type.Optional(
    Type.Object(
      {
        redis: Type.Union([Type.Literal('up'), Type.Literal('down')], { description: "Whether the fleet's Redis answers." }),
        reason: Type.Optional(
          Type.String({
            description:
              "While Redis is down: a sentence saying that this server has not reached it yet, or that it is unreachable. Never Redis's own error, which can name its host and port: that goes to the server's log.",
          }),
        ),
        since: Type.Optional(
          Type.String({
            description:
              'While Redis is unreachable: when this server found so (its first attempt failed, or it lost Redis), an ISO 8601 time in UTC.',
          }),
        ),
      },
      { description: "Only on a server started with REDIS_URL: the fleet's Redis." },
    ),
  ),
});
