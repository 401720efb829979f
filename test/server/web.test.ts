import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webPlugin } from '../../src/server/web.ts';
import type { VariantsAnswer } from './helpers/answers.ts';
import { sharedApp } from './helpers/app.ts';
import { loadDataVariant } from './helpers/trees.ts';

const trees = await loadDataVariant('twod');
const app = await sharedApp({ trees, plugins: [{ plugin: webPlugin }] });
// A page directory without the optional Memento module.
const dir = await mkdtemp(join(tmpdir(), 'codebreaker-web-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
await writeFile(join(dir, 'index.html'), '<!doctype html><title>t</title>');
const bare = await sharedApp({ trees, plugins: [{ plugin: webPlugin, options: { root: dir } }] });

describe('the web page plugin', () => {
  it('serves the page and its modules at /', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script type="module" src="app.js">');
    for (const file of ['app.js', 'play.js', 'explore.js', 'compare.js', 'games.js', 'styles.css']) {
      const res = await app.inject({ url: `/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /javascript/);
      expect(res.headers.etag, file).toBeDefined();
    }
  });

  it('serves the typed client the page calls the API with (compiled, with the core it walks trees with), and nothing else of dist/', async () => {
    const client = await app.inject('/lib/client/index.js');
    expect(client.statusCode).toBe(200);
    expect(client.headers['content-type']).toMatch(/javascript/);
    expect(client.body).toContain('createClient');
    expect((await app.inject('/lib/core/flat-tree.js')).statusCode).toBe(200);
    expect((await app.inject('/lib/server/app.js')).statusCode).toBe(404);
    expect((await app.inject('/lib/client/index.js.map')).statusCode).toBe(404);
    expect((await app.inject('/api.js')).body).toContain("from '/lib/client/index.js'");
  });

  it('leaves the API and its JSON 404 alone', async () => {
    expect((await app.inject({ url: '/v1/variants' })).json<VariantsAnswer>().variants[0]?.id).toBe('twod');
    const missing = await app.inject({ url: '/no-such-file.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not-found' });
    expect((await app.inject({ url: '/../package.json' })).statusCode).toBe(404);
  });

  it('answers an empty module for a missing Memento section, so the page loads without a 404', async () => {
    const res = await bare.inject({ url: '/memento.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('export {}');
  });
});
