import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { mementoPagePlugin } from '../../src/memento/page.ts';
import { buildApp } from '../../src/server/app.ts';
import { mementoPlugin } from '../../src/server/plugins/extra.ts';
import { webPlugin } from '../../src/server/plugins/web.ts';
import type { LiveOptions } from '../../src/server/services/live-service.ts';
import type { LoadedTree } from '../../src/store/load-trees.ts';

/** A server of the whole page (its play, explore and compare views, and the Memento section), listening on a loopback port. */
export interface PageApp {
  readonly app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  readonly base: string;
  /** The on-demand cache of this server alone (Wordle's trees are built on demand when the page asks). */
  readonly cacheDir: string;
}

/**
 * Starts the page's server over these trees, with an on-demand cache in a new folder named after
 * `name`; `live` changes the live answers' options (a longer time limit, for a busy machine).
 */
export async function listenPageApp(trees: LoadedTree[], name: string, live?: Partial<LiveOptions>): Promise<PageApp> {
  const cacheDir = await mkdtemp(join(tmpdir(), `codebreaker-${name}-`));
  const app = await buildApp({
    trees,
    onDemand: { cacheDir },
    ...(live === undefined ? {} : { live }),
    plugins: [mementoPlugin(), { plugin: mementoPagePlugin }, { plugin: webPlugin, options: { mementoServed: true } }],
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`, cacheDir };
}

/** A screen a page test opens its tabs at. */
export interface TestScreen {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly touch: boolean;
}

/**
 * A tab on `screen` (without motion unless `context` says otherwise) that records in `problems`
 * console errors and warnings, page errors, and requests off the server at `base` (aborted).
 * `timeoutMs` is its actions' default time limit; `context` adds to the browser context's options.
 */
export async function openWatchedTab(
  browser: Browser,
  screen: TestScreen,
  base: string,
  problems: string[],
  options: { readonly timeoutMs?: number; readonly context?: BrowserContextOptions } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    isMobile: screen.touch,
    hasTouch: screen.touch,
    reducedMotion: 'reduce',
    ...options.context,
  });
  if (options.timeoutMs !== undefined) context.setDefaultTimeout(options.timeoutMs);
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${screen.name}: console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${screen.name}: page error: ${e.message}`));
  await page.route(
    (url) => !url.href.startsWith(base),
    (route) => {
      problems.push(`external request: ${route.request().url()}`);
      return route.abort();
    },
  );
  return { context, page };
}
