import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NextAnswer, Step, WalkerNext } from '../../src/client/index.ts';
import { PROJECT_ROOT } from '../../src/store/paths.ts';
import { testApp } from '../server/helpers/app.ts';

/**
 * The compiled client in a real browser (Debian's Chromium through playwright-core), loaded as
 * plain ES modules with no bundler, talking to an API on another origin (CORS): a game played to
 * the end, a typed error, a file downloaded and walked offline.
 */

const CHROMIUM = '/usr/bin/chromium';
const skip = !existsSync(CHROMIUM) && !process.env.CI;
if (skip)
  console.warn(`test/client/browser.test.ts skipped: ${CHROMIUM} is absent (apt-get install chromium); set CI=1 to make this a failure.`);

const distSrc = join(PROJECT_ROOT, 'dist', 'src');

/**
 * The page's own module, as a site would write it: plain JavaScript importing the compiled client
 * by URL. The API's origin comes in the page's query; the outcome goes to window.outcome.
 */
const PAGE_SCRIPT = `
import { createClient, openTree, CodebreakerError } from '/modules/client/index.js';

async function run() {
  const client = createClient({ baseUrl: new URL(location.href).searchParams.get('api') });
  const secret = '3456';
  // Download the tree first: the walker's path for our secret is the referee that scores guesses.
  const bytes = await client.file('mastermind', 'minimax');
  const walker = openTree(bytes);
  const referee = walker.path(secret).steps;
  const history = [];
  let answer = await client.next('mastermind', 'minimax', history);
  while (!answer.solved) {
    history.push({ guess: answer.guess, feedback: referee[history.length].feedback });
    answer = await client.next('mastermind', 'minimax', history);
  }
  let error = null;
  try {
    await client.next('mastermind', 'nope', []);
  } catch (err) {
    error = { instance: err instanceof CodebreakerError, status: err.status, code: err.code };
  }
  const download = await client.download('mastermind', 'minimax');
  const again = await client.download('mastermind', 'minimax', { etag: download.etag });
  return {
    history, steps: answer.step - 1, error, bytes: bytes.length, isBytes: bytes instanceof Uint8Array,
    offline: walker.next(history.slice(0, 2)), online: await client.next('mastermind', 'minimax', history.slice(0, 2)),
    etag: download.etag, notModified: again.notModified,
  };
}
run().then((r) => (window.outcome = r), (e) => (window.outcome = { failed: String(e && e.stack || e) }));
`;

/** Serves the page, its script, and dist/src/client and dist/src/core as modules under /modules/ (test only). */
const modules: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>('/modules/*', async (request, reply) => {
    const file = normalize(join(distSrc, request.params['*']));
    const inside = file.startsWith(join(distSrc, 'client') + sep) || file.startsWith(join(distSrc, 'core') + sep);
    if (!inside || !file.endsWith('.js') || !existsSync(file))
      return reply.code(404).send({ error: 'not-found', message: 'no such module' });
    return reply.type('text/javascript').send(await readFile(file, 'utf8'));
  });
  // A site that calls an API on another origin lets its pages connect there (connect-src).
  app.get<{ Querystring: { api: string } }>('/page', async (request, reply) =>
    reply
      .type('text/html')
      .header('content-security-policy', `default-src 'self'; script-src 'self'; connect-src 'self' ${new URL(request.query.api).origin}`)
      .send('<!doctype html><title>client</title><script type="module" src="/page.js"></script>'),
  );
  app.get('/page.js', async (_request, reply) => reply.type('text/javascript').send(PAGE_SCRIPT));
};

/** What the page reports (`failed` when it threw). */
interface Outcome {
  failed?: string;
  history?: Step[];
  error?: unknown;
  etag?: string;
  online?: NextAnswer;
  offline?: WalkerNext;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
}

describe.skipIf(skip)('the client in Chromium, without a bundler', () => {
  let pages: FastifyInstance | undefined;
  let api: FastifyInstance | undefined;
  let browser: Browser | undefined;
  let pageOrigin = '';
  let apiOrigin = '';

  beforeAll(async () => {
    pages = await testApp({ trees: [['twod', 'minimax']], plugins: [{ plugin: modules }] });
    api = await testApp({ trees: [['mastermind', 'minimax']] });
    pageOrigin = await listen(pages);
    apiOrigin = await listen(api);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([pages?.close(), api?.close()]);
  });

  it('plays a game, reports a typed error, and walks a downloaded file offline, across origins', async () => {
    const page = await browser!.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${pageOrigin}/page?api=${encodeURIComponent(apiOrigin)}`);
    await page.waitForFunction(() => (window as unknown as { outcome?: unknown }).outcome !== undefined, undefined, { timeout: 20_000 });
    const result = await page.evaluate(() => (window as unknown as { outcome: Outcome }).outcome);
    expect(result.failed).toBeUndefined();
    expect(problems).toEqual([]);
    expect(result.history!.map((s) => s.guess)).toEqual(['1122', '3345', '3454', '3456']);
    expect(result.error).toEqual({ instance: true, status: 404, code: 'unknown-strategy' });
    expect(result).toMatchObject({ isBytes: true, bytes: 32024, steps: 4, notModified: true });
    expect(result.etag).toMatch(/^"[0-9a-f]{64}(\.(br|gz))?"$/);
    const { source, ...online } = result.online!;
    expect(source).toBe('tree');
    expect(result.offline).toEqual({ offTree: false, ...online });
    expect(result.offline).toMatchObject({ guess: '3454', step: 3 });
  });
});
