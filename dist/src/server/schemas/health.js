import { Type } from '@sinclair/typebox';
/** GET /health. */
export const HealthResponse = Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')], { description: '"degraded" when some tree file failed its checks.' }),
    trees: Type.Integer({ description: 'Trees served.' }),
    problems: Type.Array(Type.Object({ file: Type.String(), reason: Type.String() }), { description: 'Tree files not served, and why.' }),
});
//# sourceMappingURL=health.js.map