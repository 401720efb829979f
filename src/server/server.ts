/**
 * Entry point of the server: npm start, or `node dist/src/server/server.js` in production (see
 * start/start-server.ts). It turns on V8's compile cache (Node.js 22.1 and later; Node.js 20 has none
 * for ES modules, and the call is absent there) before the server's modules are loaded: they are
 * most of the time before the first answer.
 */
import module from 'node:module';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const { startServer } = await import('./start/start-server.ts');
await startServer();
