import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/**
 * The OpenAPI document (collected from every route's schema, so it must be registered before
 * the routes), served at /openapi.json, and interactive docs at /docs.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Codebreaker API',
        version: '1',
        description: 'Precomputed codebreaker decision trees for Mastermind-like games: next guesses, tree files, worst cases and paths.',
      },
      tags: [
        { name: 'play', description: 'The next guess after a history.' },
        { name: 'trees', description: 'Tree files and questions about them.' },
        { name: 'service', description: 'Operations.' },
      ],
    },
  });
  // staticCSP sets a content security policy with hashes on the docs pages' own inline code.
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
