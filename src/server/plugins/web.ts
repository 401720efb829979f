import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseVariant } from '../../core/variants/parse.ts';
import { PROJECT_ROOT } from '../../store/paths.ts';

/** The compiled modules the page imports from /lib/ (the typed client and the core). */
export const LIB_ROOT = join(PROJECT_ROOT, 'dist', 'src');

/** The folders of LIB_ROOT the page imports from: the typed client and the pure core it walks trees with. */
export const LIB_DIRS = ['client', 'core'] as const;

/** The directory of the static page (index.html, app.js, styles.css and its modules). */
export const WEB_ROOT = join(PROJECT_ROOT, 'src', 'web');

/** The views of a Wordle board besides play (its bare address): the assistant and the review, `/wordle/assist`. */
export const WORDLE_VIEWS = ['assist', 'review'] as const;

/** True when `id` is a Wordle board of the variant-id grammar (`wordle`, `wordle-nyt2023-hard`...), written canonically or not. */
export function isWordleBoard(id: string): boolean {
  try {
    return parseVariant(id).board?.family === 'wordle';
  } catch {
    return false;
  }
}

// The page's addresses of a Wordle board: /wordle, /wordle/assist, /wordle-nyt2023-hard/review. A
// path segment must start with "wordle" to reach these routes at all (find-my-way's regular
// expression), and the route then asks the core's grammar; any other path keeps the JSON 404.
const WordleParams = Type.Object({ board: Type.String(), view: Type.Optional(Type.Union(WORDLE_VIEWS.map((v) => Type.Literal(v)))) });
// The page reads its state from the query (history, seed, day, strategy); a link may carry more
// (a tracker's parameters), which the page ignores and the server must not refuse.
const WordleQuery = Type.Object(
  {
    history: Type.Optional(Type.String()),
    seed: Type.Optional(Type.String()),
    day: Type.Optional(Type.String()),
    strategy: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
const WORDLE_ROUTE_SCHEMA = {
  hide: true,
  params: WordleParams,
  querystring: WordleQuery,
  response: {
    200: { description: 'The page (index.html), which shows that view.', content: { 'text/html': { schema: { type: 'string' } } } },
  },
};

/** Options of the web page plugin: where the page's files are (src/web by default). */
export interface WebOptions {
  readonly root?: string;
  /** True when another plugin serves /memento.js (the Memento section); else an empty module stands in. */
  readonly mementoServed?: boolean;
}

// The Memento section is an optional module of the page; without it, an empty module keeps the
// page's import from failing with a 404 (which browsers report as a console error).
const EMPTY_MODULE = '// The Memento section is not part of this build.\nexport {};\n';

/**
 * Serves the web page at `/`, and at each Wordle board's addresses (`/wordle`, `/wordle/assist`,
 * `/wordle-nyt2023/review`). Only the files present at startup get routes (no wildcard), and the
 * Wordle addresses answer only for ids of the grammar, so the page can never shadow an API route
 * or the JSON 404 of unknown paths.
 */
export const webPlugin: FastifyPluginAsync<WebOptions> = async (app, options) => {
  const root = options.root ?? WEB_ROOT;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    // The page changes with each release: browsers revalidate (ETag) instead of caching blindly.
    maxAge: 0,
  });
  // The typed client the page calls the API with, compiled (dist/src/client and the pure core it
  // walks tree files with), under /lib/: plain ES modules, no bundler. Like the page, one route per
  // module present at startup, each bound to its file: the path of a request is never joined to a
  // folder, so no spelling of "..", encoded or not, can reach another file of dist/ (or beyond).
  for (const dir of LIB_DIRS) {
    await app.register(fastifyStatic, {
      root: join(LIB_ROOT, dir),
      prefix: `/lib/${dir}/`,
      wildcard: false,
      index: false,
      globIgnore: ['**/*.map', '**/*.ts'],
      decorateReply: false,
      maxAge: 0,
    });
  }
  // A Wordle board's views are the page itself, which reads the address (src/web/app.js).
  const wordleView = (request: FastifyRequest, reply: FastifyReply) => {
    const { board } = request.params as { board: string };
    if (!isWordleBoard(board)) {
      reply.callNotFound();
      return reply;
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
  };
  app.get('/:board(^wordle[-a-z0-9]*$)', { schema: WORDLE_ROUTE_SCHEMA }, wordleView);
  app.get('/:board(^wordle[-a-z0-9]*$)/:view(^(?:assist|review)$)', { schema: WORDLE_ROUTE_SCHEMA }, wordleView);
  if (options.mementoServed !== true && !existsSync(join(root, 'memento.js'))) {
    // Hidden from the API docs like @fastify/static's own routes.
    app.get('/memento.js', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(EMPTY_MODULE),
    );
  }
};

/** Registers the web page on an app (for callers that do not go through buildApp's plugins). */
export async function registerWeb(app: FastifyInstance, options: WebOptions = {}): Promise<void> {
  await app.register(webPlugin, options);
}
