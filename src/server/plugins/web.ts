// Serves the web page: its bundle (or its sources as they are), the compiled core and client
// under /lib/, and the addresses of the boards with a page of their own (their families' pages).
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FamilyPages } from '../../core/family.ts';
import { FAMILIES, familyOfBoard, LIVE_FAMILIES } from '../../core/variants/families.ts';
import { findLiveBoard } from '../../core/variants/live-games.ts';
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

/** The pages of the families whose boards have one (their registrations' `pages`), the grammar's families first, then the live ones. */
const PAGES: readonly FamilyPages[] = [...FAMILIES, ...LIVE_FAMILIES].flatMap((f) => (f.pages === undefined ? [] : [f.pages]));

/** The views of a board's page besides play (its bare address), over every family: the assistant and the review, `/{id}/assist`. */
export const PAGE_VIEWS: readonly string[] = [...new Set(PAGES.flatMap((p) => p.views))];

/**
 * The views (besides play) of the page of the board `id` names, written canonically or not, or
 * undefined when it names no board with a page of its own: a board of the variant-id grammar
 * whose family has pages, or a live board whose family has them.
 */
export function pageViews(id: string): readonly string[] | undefined {
  try {
    const family = parseVariant(id).board?.family;
    return family === undefined ? undefined : familyOfBoard(family)?.pages?.views;
  } catch {
    // Not a board of the grammar's families (a live board is refused there): perhaps a live one.
  }
  const live = findLiveBoard(id);
  return live === undefined || typeof live === 'string' ? undefined : live.family.pages?.views;
}

// The page's addresses of a board with a page of its own: /{id} and /{id}/{view}. A path segment
// must start with one of the families' prefixes to reach these routes at all (find-my-way's
// regular expression), and the route then asks the core's grammar; any other path keeps the JSON 404.
const PAGE_PATH = `^(?:${PAGES.flatMap((p) => p.prefixes).join('|')})[-a-z0-9]*$`;
const PAGE_VIEW_PATH = `^(?:${PAGE_VIEWS.join('|')})$`;
const PageParams = Type.Object({ board: Type.String(), view: Type.Optional(Type.Union(PAGE_VIEWS.map((v) => Type.Literal(v)))) });
// The page reads its state from the query (history, seed, day, strategy); a link may carry more
// (a tracker's parameters), which the page ignores and the server must not refuse.
const PageQuery = Type.Object(
  {
    history: Type.Optional(Type.String()),
    seed: Type.Optional(Type.String()),
    day: Type.Optional(Type.String()),
    strategy: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
const PAGE_ROUTE_SCHEMA = {
  hide: true,
  params: PageParams,
  querystring: PageQuery,
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
 * Serves the web page at `/`, and at the addresses of each board with a page of its own (`/{id}`,
 * `/{id}/{view}`, as its family's pages say). Only the files present at startup get routes (no
 * wildcard), and the boards' addresses answer only for ids of the grammar, so the page can never
 * shadow an API route or the JSON 404 of unknown paths.
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
  // A board's views are the page itself, which reads the address (src/web/app.js).
  const pageView = (request: FastifyRequest, reply: FastifyReply) => {
    const { board, view } = request.params as { board: string; view?: string };
    // Only the views its family's page has (a live board has no review: no tree to grade by).
    const views = pageViews(board);
    if (views === undefined || (view !== undefined && !views.includes(view))) {
      reply.callNotFound();
      return reply;
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
  };
  app.get(`/:board(${PAGE_PATH})`, { schema: PAGE_ROUTE_SCHEMA }, pageView);
  app.get(`/:board(${PAGE_PATH})/:view(${PAGE_VIEW_PATH})`, { schema: PAGE_ROUTE_SCHEMA }, pageView);
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
