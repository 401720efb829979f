import { HealthResponse } from "../schemas/health.js";
/** GET /health: trees served, and "degraded" with the files that failed their checks. */
export const healthRoutes = async (app, { registry }) => {
    const answer = {
        status: registry.problems.length === 0 ? 'ok' : 'degraded',
        trees: registry.count,
        problems: registry.problems.map((p) => ({ file: p.file, reason: p.reason })),
    };
    app.get('/health', {
        schema: { summary: 'Service health', tags: ['service'], response: { 200: HealthResponse } },
    }, async () => answer);
};
//# sourceMappingURL=health.js.map