import { Type } from '@sinclair/typebox';

/** GET /health. */
export const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('starting')], {
    description:
      '"degraded" when some tree file failed its checks; "starting" while the trees are being loaded and checked (tree routes answer 503 meanwhile).',
  }),
  trees: Type.Integer({ description: 'Trees served.' }),
  problems: Type.Array(Type.Object({ file: Type.String(), reason: Type.String() }), { description: 'Tree files not served, and why.' }),
});
