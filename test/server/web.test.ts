import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIB_ROOT, webPlugin } from '../../src/server/plugins/web.ts';
import type { ApiError, VariantsAnswer } from './helpers/answers.ts';
import { sharedApp } from './helpers/app.ts';
import { rawGet } from './helpers/raw-http.ts';
import { loadDataVariant } from './helpers/trees.ts';

const trees = await loadDataVariant('twod');
const app = await sharedApp({ trees, plugins: [{ plugin: webPlugin }] });
// A page directory without the optional Memento module.
const dir = await mkdtemp(join(tmpdir(), 'codebreaker-web-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
await writeFile(join(dir, 'index.html'), '<!doctype html><title>t</title>');
const bare = await sharedApp({ trees, plugins: [{ plugin: webPlugin, options: { root: dir } }] });
// The page's sources as they are (WEB_UNBUNDLED=1).
const unbundled = await sharedApp({ trees, plugins: [{ plugin: webPlugin, options: { unbundled: true } }] });

/** The script and the style sheet the page's HTML names. */
async function named(): Promise<{ script: string; style: string }> {
  const html = (await app.inject({ url: '/' })).body;
  return {
    script: /<script type="module" src="([^"]+)"><\/script>/.exec(html)?.[1] ?? '',
    style: /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '',
  };
}

describe('the web page plugin', () => {
  it('serves the page at / (revalidated), naming its bundled script and style sheet by their content (kept a year)', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeDefined();
    expect((await app.inject({ url: '/', headers: { 'if-none-match': page.headers.etag } })).statusCode).toBe(304);
    const { script, style } = await named();
    expect(script).toMatch(/^\/app\.[A-Z0-9]{8}\.js$/);
    expect(style).toMatch(/^\/styles\.[A-Z0-9]{8}\.css$/);
    for (const file of [script, style]) {
      const res = await app.inject({ url: file });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /javascript/);
      expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
    // One script: the page's modules and the core and client it imports from /lib/ are inside.
    const bundle = (await app.inject({ url: script })).body;
    expect(bundle).not.toMatch(/from\s*["']\/lib\//);
    expect(bundle).not.toMatch(/from\s*["']\.\/[a-z-]+\.js["']/);
    // The modules themselves are not served from the bundle's folder.
    for (const file of ['/app.js', '/play.js', '/styles.css']) expect((await app.inject({ url: file })).statusCode, file).toBe(404);
  });

  it('serves the sources unbundled with WEB_UNBUNDLED=1, each module revalidated', async () => {
    const page = await unbundled.inject({ url: '/' });
    expect(page.body).toContain('<script type="module" src="/app.js">');
    for (const file of ['app.js', 'play.js', 'explore.js', 'compare.js', 'games.js', 'styles.css']) {
      const res = await unbundled.inject({ url: `/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /javascript/);
      expect(res.headers.etag, file).toBeDefined();
      expect(res.headers['cache-control'], file).toBe('no-cache');
    }
    expect((await unbundled.inject('/api.js')).body).toContain("from '/lib/client/index.js'");
  });

  it('serves the typed client the page calls the API with (compiled, with the core it walks trees with), and nothing else of dist/', async () => {
    const client = await app.inject('/lib/client/index.js');
    expect(client.statusCode).toBe(200);
    expect(client.headers['content-type']).toMatch(/javascript/);
    expect(client.body).toContain('createClient');
    expect((await app.inject('/lib/core/flat-tree.js')).statusCode).toBe(200);
    expect((await app.inject('/lib/server/app.js')).statusCode).toBe(404);
    expect((await app.inject('/lib/client/index.js.map')).statusCode).toBe(404);
  });

  it("serves the page at each Wordle board's addresses (play, assist, review), their state in the query", async () => {
    const page = (await app.inject({ url: '/' })).body;
    expect(page).toContain((await named()).script);
    for (const url of [
      '/wordle',
      '/wordle-nyt2023',
      '/wordle/assist?history=salet:BYBBG,crony:BGBBB',
      '/wordle-hard/review',
      '/wordle-nyt2023-hard/assist',
      '/wordle-nyt2023-g7?seed=2024&history=salet:BBBBB',
      // A link may carry parameters the page does not read.
      '/wordle?utm_source=x',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(page);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // Paths that are not a Wordle board's view keep the JSON 404.
    for (const url of [
      '/wordle/play',
      '/wordle/assist/more',
      '/wordlex',
      '/wordle-nyt2099',
      '/wordle-9',
      '/mastermind',
      '/explore',
      '/wordle/',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'not-found' });
    }
  });

  it("serves the page at each Nerdle board's addresses too, and the JSON 404 for ids the grammar refuses", async () => {
    const page = (await app.inject({ url: '/' })).body;
    for (const url of [
      '/nerdle',
      '/nerdle/assist',
      '/nerdle/review?history=48-32%3D16:BYBBGBBB',
      '/nerdle-6',
      '/nerdle-g7/review',
      '/nerdle-8-g6?seed=2024',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(page);
    }
    for (const url of ['/nerdle/play', '/nerdlex', '/nerdle-12', '/nerdle-4', '/nerdle/']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'not-found' });
    }
  });

  it("serves the page at the Quordle family's addresses (play and the assistant), and the JSON 404 elsewhere", async () => {
    const page = (await app.inject({ url: '/' })).body;
    for (const url of [
      '/quordle',
      '/quordle/assist',
      '/dordle',
      '/octordle',
      '/octordle/assist',
      '/quordle-g10?seed=2024',
      '/quordle/assist?history=x',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(page);
    }
    for (const url of ['/quordle-x', '/quordle/review', '/quordle/play', '/quordlex', '/quordle-g3', '/octordle-g51', '/quordle/']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'not-found' });
    }
  });

  it('leaves the API and its JSON 404 alone', async () => {
    expect((await app.inject({ url: '/v1/variants' })).json<VariantsAnswer>().variants[0]?.id).toBe('twod');
    const missing = await app.inject({ url: '/no-such-file.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not-found' });
    expect((await app.inject({ url: '/../package.json' })).statusCode).toBe(404);
  });

  it("answers the static files' range and condition failures in the API's error shape, with their own codes", async () => {
    const range = await app.inject({ url: '/lib/client/index.js', headers: { range: 'bytes=99999999-' } });
    expect([range.statusCode, range.json()]).toEqual([
      416,
      { error: 'range-not-satisfiable', message: 'The requested range lies outside the file.' },
    ]);
    expect(range.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    for (const headers of [{ 'if-match': '"not-its-etag"' }, { 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }]) {
      const failed = await app.inject({ url: (await named()).style, headers });
      expect(failed.statusCode, JSON.stringify(headers)).toBe(412);
      expect(failed.json<ApiError>().error).toBe('precondition-failed');
      expect(failed.json<ApiError>().message).toMatch(/^The file does not match/);
    }
  });

  it('answers an empty module for a missing Memento section, so the page loads without a 404', async () => {
    const res = await bare.inject({ url: '/memento.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('export {}');
  });
});

describe('paths that try to leave a folder, sent as written (no client removes their dot segments)', () => {
  // A real socket: app.inject, like curl without --path-as-is, resolves "..", hiding what the server does with it.
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  // Each names a compiled server module, the package's files or the machine's, through /lib/, the
  // page, the Memento section, the API or the docs' static files.
  const escapes = [
    '/lib/client/../server/config.js',
    '/lib/client/%2e%2e/server/config.js',
    '/lib/client/%2E%2E/server/config.js',
    '/lib/client/.%2e/server/config.js',
    '/lib/client/..%2fserver/config.js',
    '/lib/client/%2e%2e%2fserver%2fconfig.js',
    '/lib/client/%252e%252e/server/config.js',
    '/lib/client/..%5cserver/config.js',
    '/lib/core/../server/app.js',
    '/lib/core/games/../../server/web.js',
    '/lib/client/../../../package.json',
    '/lib/client/../../src/server/app.js',
    '/lib/core/../../../../../../etc/passwd',
    '/lib/client/./index.js',
    '/lib/%2e%2e/%2e%2e/package.json',
    '/../package.json',
    '/%2e%2e/package.json',
    '/app.js/../../package.json',
    '/memento.js/../../package.json',
    '/v1/trees/mastermind/minimax/../../../package.json',
    '/v1/trees/twod/minimax/path/..%2f..%2fpackage.json',
    '/docs/static/../../package.json',
    '/docs/static/%2e%2e/%2e%2e/package.json',
    '/docs/static/..%2f..%2f..%2f..%2fpackage.json',
    '/docs/static/..',
  ];

  it('answer 404 not-found in the API error shape, never a file and never a status the error table leaves out', async () => {
    for (const path of escapes) {
      const res = await rawGet(port, path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(JSON.parse(res.body) as ApiError, path).toMatchObject({ error: 'not-found' });
    }
  });

  it("/lib/ holds only its modules even without the server's dot-segment check (a plugin on a bare app)", async () => {
    const bareApp = Fastify();
    await bareApp.register(webPlugin);
    await bareApp.listen({ port: 0, host: '127.0.0.1' });
    try {
      const barePort = (bareApp.server.address() as AddressInfo).port;
      for (const path of escapes.filter((p) => p.startsWith('/lib/'))) expect((await rawGet(barePort, path)).status, path).toBe(404);
      expect((await rawGet(barePort, '/lib/client/index.js')).status).toBe(200);
    } finally {
      await bareApp.close();
    }
  });

  it('leaves every compiled module of the client and the core served, and only those', async () => {
    for (const dir of ['client', 'core', 'core/games/mastermind']) {
      const modules = (await readdir(join(LIB_ROOT, dir))).filter((f) => f.endsWith('.js'));
      expect(modules.length, dir).toBeGreaterThan(2);
      for (const file of modules) expect((await rawGet(port, `/lib/${dir}/${file}`)).status, file).toBe(200);
    }
    for (const path of ['/lib/client/index.d.ts', '/lib/client/index.js.map', '/lib/server/config.js', '/lib/', '/lib/client/'])
      expect((await rawGet(port, path)).status, path).toBe(404);
  });
});
