// Serves the web page: its bundle (or its sources as they are), the compiled core and client
// under /lib/, and the tile boards' own addresses (/wordle, /nerdle/assist...).
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseQuordleId } from '../../core/games/quordle/grammar.ts';
import { parseVariant } from '../../core/variants/parse.ts';
import { PROJECT_ROOT } from '../../store/paths.ts';

/** The compiled modules the page imports from /lib/ (the typed client and the core). */
export const LIB_ROOT = join(PROJECT_ROOT, 'dist', 'src');

/** The folders of LIB_ROOT the page imports from: the typed client and the pure core it walks trees with. */
export const LIB_DIRS = ['client', 'core'] as const;

/** The directory of the page's sources (index.html, app.js, styles.css and its modules), served as they are with WEB_UNBUNDLED=1. */
export const WEB_ROOT = join(PROJECT_ROOT, 'src', 'web');

/**
 * The page as the build bundles it (scripts/bundle-web.js): index.html, and one script and one
 * style sheet named after a digest of their content (app.PEMYX3ZC.js), with their source maps.
 */
export const WEB_BUNDLE_ROOT = join(PROJECT_ROOT, 'dist', 'web');

/** The Cache-Control of a file named after its content: a new release brings new names, so browsers keep it for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Cache-Control of the HTML and of unbundled modules: kept, but asked again (ETag) on every use, so a release shows at once. */
export const REVALIDATE = 'no-cache';

/** True for a bundled file's name with its content's digest (app.PEMYX3ZC.js, styles.NHX5GMN4.css, their .map). */
export function isHashedName(name: string): boolean {
  return /^[a-z-]+\.[A-Z0-9]{8}\.(?:js|css)(?:\.map)?$/.test(name);
}

/** The views of a tile board (Wordle's, Nerdle's) besides play (its bare address): the assistant and the review, `/wordle/assist`. */
export const WORDLE_VIEWS = ['assist', 'review'] as const;

/** The games played on tiles at a page of their own: their boards' ids start with the family's name. */
const TILE_FAMILIES = ['wordle', 'nerdle'] as const;

/**
 * True when `id` is a board of the variant-id grammar with a page of its own, a Wordle board
 * (`wordle`, `wordle-nyt2023-hard`...) or a Nerdle board (`nerdle`, `nerdle-6`), written
 * canonically or not.
 */
export function isTileBoard(id: string): boolean {
  try {
    const family = parseVariant(id).board?.family;
    return TILE_FAMILIES.some((f) => f === family);
  } catch {
    return false;
  }
}

/** True when `id` is a board of the Quordle family (`dordle`, `quordle`, `octordle`, `quordle-g10`), whose page shows its boards at once: play and the assistant. */
export function isQuordleBoard(id: string): boolean {
  const board = parseQuordleId(id);
  return board !== undefined && typeof board !== 'string';
}

// The page's addresses of a tile board: /wordle, /wordle/assist, /wordle-nyt2023-hard/review,
// /nerdle, /nerdle/assist, and of the Quordle family's (/quordle, /octordle/assist; no review). A
// path segment must start with a family's name to reach these routes at all (find-my-way's
// regular expression), and the route then asks the core's grammar; any other path keeps the JSON 404.
const TILE_PATH = '^(?:wordle|nerdle|dordle|quordle|octordle)[-a-z0-9]*$';
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

/** Options of the web page plugin: where the page's files are (the bundle of dist/web by default). */
export interface WebOptions {
  /** A folder of the page's files served as they are, revalidated on every use (a test's page). */
  readonly root?: string;
  /** True: the sources of src/web, unbundled (to edit the page and reload it, with no build); else the bundle when it was built. */
  readonly unbundled?: boolean;
  /** True when another plugin serves /memento.js (the Memento section); else an empty module stands in. */
  readonly mementoServed?: boolean;
}

// The Memento section is an optional module of the page; without it, an empty module keeps the
// page's import from failing with a 404 (which browsers report as a console error).
const EMPTY_MODULE = '// The Memento section is not part of this build.\nexport {};\n';

/**
 * Serves the web page at `/`, and at each tile board's addresses (`/wordle`, `/wordle/assist`,
 * `/wordle-nyt2023/review`, `/nerdle`, `/nerdle/review`, `/quordle`, `/quordle/assist`). Only the files present at startup get
 * routes (no wildcard), and the tile boards' addresses answer only for ids of the grammar, so the
 * page can never shadow an API route or the JSON 404 of unknown paths.
 */
export const webPlugin: FastifyPluginAsync<WebOptions> = async (app, options) => {
  // Without esbuild at build time there is no bundle: the sources are the page then.
  const bundled = options.root === undefined && options.unbundled !== true && existsSync(join(WEB_BUNDLE_ROOT, 'index.html'));
  const root = options.root ?? (bundled ? WEB_BUNDLE_ROOT : WEB_ROOT);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    // The bundle's hashed files never change under their name: kept a year, never asked again.
    // Everything else (index.html, which names them, and unbundled modules) is revalidated
    // (ETag) on every use, so that a new release is seen at once.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', bundled && isHashedName(basename(path)) ? IMMUTABLE : REVALIDATE);
    },
  });
  // The typed client the page calls the API with, compiled (dist/src/client and the pure core it
  // walks tree files with), under /lib/: plain ES modules, which the unbundled page imports (the
  // bundle has them inside) and other pages may too. Like the page, one route per
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
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('cache-control', REVALIDATE);
      },
    });
  }
  // A tile board's views are the page itself, which reads the address (src/web/app.js).
  const tileView = (request: FastifyRequest, reply: FastifyReply) => {
    const { board, view } = request.params as { board: string; view?: string };
    // A board of several at once has no review: its games are live, with no tree to grade by.
    if (!isTileBoard(board) && !(isQuordleBoard(board) && view !== 'review')) {
      reply.callNotFound();
      return reply;
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
  };
  app.get(`/:board(${TILE_PATH})`, { schema: WORDLE_ROUTE_SCHEMA }, tileView);
  app.get(`/:board(${TILE_PATH})/:view(^(?:assist|review)$)`, { schema: WORDLE_ROUTE_SCHEMA }, tileView);
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
