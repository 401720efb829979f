/**
 * A bare Fastify app with one /health route, started the way the server is (`node` on compiled
 * JavaScript, HOST and PORT from the environment): the baseline of the start-up benchmark.
 */
import Fastify from 'fastify';
const app = Fastify();
app.get('/health', async () => ({ status: 'ok' }));
const address = await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening on ${address}`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
//# sourceMappingURL=bare-fastify.js.map