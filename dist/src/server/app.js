import { randomUUID } from 'node:crypto';
import Fastify, {} from 'fastify';
import { handleClientError } from "./client-errors.js";
import { handleError, handleNotFound, HttpError } from "./errors.js";
import { DEFAULT_LIVE_OPTIONS, LiveService } from "./live-service.js";
import { registerOpenApi } from "./openapi.js";
import { DEFAULT_PROTECTION, registerProtection } from "./protection.js";
import { TreeRegistry } from "./registry.js";
import { healthRoutes } from "./routes/health.js";
import { nextRoutes } from "./routes/next.js";
import { queryRoutes } from "./routes/queries.js";
import { treeRoutes } from "./routes/trees.js";
import { variantRoutes } from "./routes/variants.js";
import { ErrorSchema } from "./schemas/common.js";
/** Defaults: 16 KiB bodies (a full history is under 2 KiB), 4096-character URLs. */
export const DEFAULT_LIMITS = { bodyLimit: 16 * 1024, maxUrlLength: 4096 };
// Client-supplied request ids are kept only when short and plain, so logs stay clean.
const REQUEST_ID = /^[\w.:-]{1,64}$/;
/** Builds the Fastify application (not listening): every route of the API over the given trees. */
export async function buildApp(options) {
    const limits = { ...DEFAULT_LIMITS, ...options.limits };
    const app = Fastify({
        logger: options.logger ?? false,
        bodyLimit: limits.bodyLimit,
        trustProxy: options.trustProxy ?? false,
        clientErrorHandler: handleClientError,
        // Errors Fastify raises before routing (bad percent-encoding in the path) get the API's error shape too.
        frameworkErrors: (_err, _request, reply) => {
            void reply.code(400).send({ error: 'bad-url', message: 'The URL is not valid: it has a malformed percent-encoding.' });
        },
        requestIdHeader: false,
        genReqId: (req) => {
            const given = req.headers['x-request-id'];
            return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        },
    });
    const registry = options.registry ?? new TreeRegistry(options.trees ?? [], options.problems);
    const live = new LiveService({ ...DEFAULT_LIVE_OPTIONS, ...options.live });
    app.decorate('codebreaker', { registry, live });
    app.addHook('onClose', () => live.close());
    // While closing, answers in flight tell keep-alive clients to hang up, so close() does not wait
    // for their idle connections to time out.
    let closing = false;
    app.addHook('preClose', async () => {
        closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
        if (closing)
            reply.header('Connection', 'close');
    });
    app.setErrorHandler(handleError);
    app.setNotFoundHandler(handleNotFound);
    app.addSchema(ErrorSchema);
    app.addHook('onRequest', async (request, reply) => {
        reply.header('X-Request-Id', request.id);
        if (request.url.length > limits.maxUrlLength) {
            throw new HttpError(400, 'url-too-long', `The URL has ${request.url.length} characters; this server accepts at most ${limits.maxUrlLength}.`);
        }
    });
    await registerProtection(app, { ...DEFAULT_PROTECTION, ...options.protection });
    await registerOpenApi(app);
    const context = { registry, live };
    for (const routes of [healthRoutes, variantRoutes, treeRoutes, nextRoutes, queryRoutes])
        await app.register(routes, context);
    for (const extra of options.plugins ?? [])
        await app.register(extra.plugin, extra.options ?? {});
    return app;
}
//# sourceMappingURL=app.js.map