import { HealthResponse } from "../schemas/health.js";
/**
 * GET /health (liveness): trees served, "degraded" with the files that failed their checks, and
 * "starting" while the server is still checking its tree files.
 */
export const healthRoutes = async (app, { registry }) => {
    app.get('/health', {
        schema: { summary: 'Service health', tags: ['service'], response: { 200: HealthResponse } },
    }, async () => ({
        status: !registry.loaded ? 'starting' : registry.problems.length === 0 ? 'ok' : 'degraded',
        trees: registry.count,
        problems: registry.problems.map((p) => ({ file: p.file, reason: p.reason })),
    }));
};
//# sourceMappingURL=health.js.map