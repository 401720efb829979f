// The OpenAPI document, collected from every route's schema, served at /openapi.json, with the
// interactive documentation at /docs.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/**
 * The OpenAPI document (collected from every route's schema, so it must be registered before
 * the routes), served at /openapi.json, and interactive docs at /docs.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    // Shared schemas appear under their own $id (e.g. "Error") rather than "def-0".
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Codebreaker API',
        version: '1',
        description: 'Precomputed codebreaker decision trees for Mastermind-like games: next guesses, tree files, worst cases and paths.',
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: [
        { name: 'play', description: 'The next guess after a history, and how good a guess is.' },
        { name: 'trees', description: 'Boards, tree files and questions about them.' },
        { name: 'service', description: 'Operations: liveness, readiness, metrics.' },
        { name: 'memento', description: 'The Memento flip puzzle.' },
      ],
    },
  });
  // staticCSP sets a content security policy with hashes on the docs pages' own inline code.
  // upgrade-insecure-requests would break the page on a plain-HTTP deployment, so it is removed;
  // Swagger UI sets style attributes as it draws, so the docs pages (only they) allow inline styles
  // (never inline scripts).
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'")
        // No framing, as every other answer says (X-Frame-Options: DENY).
        .replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
