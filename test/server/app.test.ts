import { describe, expect, it } from 'vitest';
import { decodeMsgpack } from '../../src/store/tree-file.ts';
import type { ApiError, NextAnswer, PathAnswer, VariantsAnswer, WorstAnswer } from './helpers/answers.ts';
import { sharedApp, withApp } from './helpers/app.ts';
import { buildLoadedTrees, GREEDY, TEST_TREES } from './helpers/trees.ts';

const trees = await buildLoadedTrees(TEST_TREES);
const app = await sharedApp({ trees, problems: [{ file: 'royale.minimax.msgpack', reason: 'sha256 differs from the manifest' }] });

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const mm = '/v1/trees/mastermind/minimax';

describe('GET /health', () => {
  it('counts trees and reports failed files as degraded', async () => {
    const res = await get('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'degraded',
      trees: TEST_TREES.length,
      problems: [{ file: 'royale.minimax.msgpack', reason: 'sha256 differs from the manifest' }],
    });
  });
  it('is ok without problems', () =>
    withApp({ trees }, async (clean) => {
      expect((await clean.inject('/health')).json()).toMatchObject({ status: 'ok', trees: TEST_TREES.length });
    }));
});

describe('GET /v1/variants', () => {
  it("lists variants in catalogue order with each strategy's figures", async () => {
    const { variants } = (await get('/v1/variants')).json<VariantsAnswer>();
    expect(variants.map((v: { id: string }) => v.id)).toEqual(['mastermind', 'mastermind-distinct', 'twod']);
    expect(variants[0]).toEqual({
      id: 'mastermind',
      title: 'Mastermind (4 pegs, 6 colours)',
      pegs: 4,
      symbols: '123456',
      secrets: 'repeat',
      guesses: 'any',
      maxGuesses: 10,
      strategies: [
        { id: 'minimax', kind: 'greedy', total: 5801, average: 5801 / 1296, max: 5 },
        expect.objectContaining({ id: 'entropy', kind: 'greedy' }),
      ],
    });
    expect(variants[2]!.strategies.map((s: { id: string }) => s.id)).toEqual(GREEDY);
  });
});

describe('GET /v1/trees/:variant/:strategy', () => {
  it('answers the header, size and sha256', async () => {
    const res = await get(mm);
    const tree = trees[0]!;
    expect(res.json()).toEqual({
      state: 'ready',
      source: 'file',
      file: 'mastermind.minimax.msgpack',
      format: 'codebreaker-tree',
      version: 1,
      variant: {
        id: 'mastermind',
        title: 'Mastermind (4 pegs, 6 colours)',
        pegs: 4,
        symbols: '123456',
        secrets: 'repeat',
        guesses: 'any',
        maxGuesses: 10,
      },
      strategy: tree.header.strategy,
      stats: tree.header.stats,
      bytes: tree.bytes.length,
      sha256: tree.sha256,
    });
  });
  it('400s an id outside the catalogue and the grammar; 404s a board or strategy without a tree, listing the known ids', async () => {
    const bad = await get('/v1/trees/chess/minimax');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad-variant' });
    expect(bad.json<ApiError>().message).toMatch(/^"chess" is not a variant id: .* Variant ids: mm-\{P\}x\{C\}/);
    const v = await get('/v1/trees/super/minimax');
    expect(v.statusCode).toBe(404);
    expect(v.json()).toEqual({
      error: 'unknown-variant',
      message: 'Unknown variant "super"; known variants: mastermind, mastermind-distinct, twod.',
    });
    // A file that failed its checks is not a 404 (it exists): a 503 with the reason.
    const broken = await get('/v1/trees/royale/minimax/next');
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toEqual({
      error: 'tree-unavailable',
      message:
        'The minimax tree of royale failed to load: sha256 differs from the manifest. The operator has to replace royale.minimax.msgpack.',
    });
    const s = await get('/v1/trees/mastermind/optimal');
    expect(s.statusCode).toBe(404);
    expect(s.json()).toEqual({
      error: 'unknown-strategy',
      message: 'No tree for strategy "optimal" of mastermind; known strategies: minimax, entropy.',
    });
  });
});

describe('GET .../file', () => {
  it('sends the bytes with type, strong ETag, disposition and caching', async () => {
    const res = await get(`${mm}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.msgpack');
    expect(res.headers.etag).toBe(`"${trees[0]!.sha256}"`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="mastermind.minimax.msgpack"');
    expect(res.headers['cache-control']).toMatch(/max-age=\d{5,}/);
    expect(Buffer.compare(res.rawPayload, Buffer.from(trees[0]!.bytes))).toBe(0);
    expect((decodeMsgpack(res.rawPayload) as { format: string }).format).toBe('codebreaker-tree');
  });
  it('answers 304 on a matching If-None-Match, 200 otherwise', async () => {
    const etag = `"${trees[0]!.sha256}"`;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(`${mm}/file`, { 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
    }
    expect((await get(`${mm}/file`, { 'if-none-match': '"abc"' })).statusCode).toBe(200);
  });
  it('404s an unknown tree', async () => {
    expect((await get('/v1/trees/mastermind/nope/file')).statusCode).toBe(404);
  });
});

describe('GET and POST .../next', () => {
  const post = (url: string, history: unknown) => app.inject({ method: 'POST', url, payload: { history } });
  it('answers the first guess for an empty history', async () => {
    for (const url of [`${mm}/next`, `${mm}/next?history=`]) {
      expect((await get(url)).json()).toEqual({ guess: '1122', remaining: 1296, solved: false, source: 'tree', step: 1 });
    }
    expect((await post(`${mm}/next`, [])).json()).toEqual({ guess: '1122', remaining: 1296, solved: false, source: 'tree', step: 1 });
  });
  it('follows the tree: GET and POST agree', async () => {
    const a = (await get(`${mm}/next?history=1122:1B0W`)).json<NextAnswer>();
    expect(a).toMatchObject({ remaining: 256, source: 'tree', step: 2 });
    const b = (await post(`${mm}/next`, [{ guess: '1122', feedback: '1b0w' }])).json<NextAnswer>();
    expect(b).toEqual(a);
  });
  it('reports the win', async () => {
    expect((await get(`${mm}/next?history=1122:4B0W`)).json()).toEqual({
      guess: null,
      remaining: 1,
      solved: true,
      source: 'tree',
      step: 2,
    });
  });
  it('leaves the tree: live answer, consistent with the history, cached', async () => {
    const before = app.codebreaker.live.computed;
    const res = (await get(`${mm}/next?history=1234:1B1W`)).json<NextAnswer>();
    expect(res).toMatchObject({ source: 'live', step: 2, solved: false });
    expect(res.remaining).toBeGreaterThan(1);
    expect((await get(`${mm}/next?history=1234:1b1w`)).json()).toEqual(res);
    expect(app.codebreaker.live.computed).toBe(before + 1);
    const won = (await get(`${mm}/next?history=1234:4B0W`)).json<NextAnswer>();
    expect(won).toEqual({ guess: null, remaining: 1, solved: true, source: 'live', step: 2 });
  });
});

describe('ids in any case', () => {
  it('strategy ids, like variant ids, are matched in any case and answered in their canonical lower case', async () => {
    const canonical = await get(`${mm}/next?history=1122:1B0W`);
    for (const url of ['/v1/trees/mastermind/MINIMAX', '/v1/trees/MasterMind/MiniMax', '/v1/trees/MM-4X6/minimax']) {
      const next = await get(`${url}/next?history=1122:1B0W`);
      expect(next.statusCode, url).toBe(200);
      expect(next.json(), url).toEqual(canonical.json());
      expect((await get(`${url}/path/3456`)).json(), url).toEqual((await get(`${mm}/path/3456`)).json());
      const header = await get(url);
      expect(header.json<{ strategy: { id: string } }>().strategy.id, url).toBe('minimax');
    }
    const posted = await app.inject({ method: 'POST', url: '/v1/trees/mastermind/Entropy/next', payload: { history: [] } });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual(
      (await app.inject({ method: 'POST', url: '/v1/trees/mastermind/entropy/next', payload: { history: [] } })).json(),
    );
  });
});

describe('GET .../path/:secret', () => {
  it('answers the game the tree plays', async () => {
    const res = await get(`${mm}/path/3456`);
    expect(res.statusCode).toBe(200);
    const body = res.json<PathAnswer>();
    expect(body.secret).toBe('3456');
    expect(body.steps[0]).toEqual({ guess: '1122', feedback: '0B0W' });
    expect(body.steps.at(-1)).toEqual({ guess: '3456', feedback: '4B0W' });
  });
  it('400s a malformed secret and 404s a code that is never a secret', async () => {
    const bad = await get(`${mm}/path/12x4`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().message).toContain('"x"');
    const never = await get('/v1/trees/mastermind-distinct/most-parts/path/1122');
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual({ error: 'unknown-secret', message: '"1122" is never a secret in Mastermind, 4 distinct of 6 colours.' });
  });
});

describe('GET .../worst-case', () => {
  it('lists the secrets needing max guesses, 10 by default, in code order', async () => {
    const body = (await get(`${mm}/worst-case`)).json<WorstAnswer>();
    expect(body.max).toBe(5);
    expect(body.count).toBe(694);
    expect(body.paths).toHaveLength(10);
    expect(body.paths.every((p: { steps: unknown[] }) => p.steps.length === 5)).toBe(true);
    const secrets = body.paths.map((p: { secret: string }) => p.secret);
    expect([...secrets].sort()).toEqual(secrets);
  });
  it('honours limit up to 1000 and rejects more', async () => {
    expect((await get(`${mm}/worst-case?limit=3`)).json<WorstAnswer>().paths).toHaveLength(3);
    expect((await get(`${mm}/worst-case?limit=1000`)).json<WorstAnswer>().paths).toHaveLength(694);
    expect((await get(`${mm}/worst-case?limit=0`)).json()).toMatchObject({ count: 694, paths: [] });
    for (const limit of ['1001', '-1', 'ten', '2.5']) {
      const res = await get(`${mm}/worst-case?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json<ApiError>().error).toBe('bad-request');
    }
  });
  it('reads limit in decimal digits only: no hexadecimal, exponent, sign, space or fraction', async () => {
    expect((await get(`${mm}/worst-case?limit=012`)).json<WorstAnswer>().paths).toHaveLength(12);
    for (const limit of ['0x10', '0b11', '1e2', '%2B5', '%2012', '12%20', '12.0', '']) {
      const res = await get(`${mm}/worst-case?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json<ApiError>()).toEqual({
        error: 'bad-request',
        message: `Invalid querystring.limit: must be an integer written in decimal digits, not ${JSON.stringify(decodeURIComponent(limit))}.`,
      });
    }
  });
});

/** The parts of the OpenAPI document the test reads. */
interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, { required?: string[] }> };
}

describe('documentation', () => {
  it('serves the OpenAPI document with every route, and the docs page', async () => {
    const doc = (await get('/openapi.json')).json<OpenApiDoc>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/health',
      '/v1/variants',
      '/v1/trees/{variant}/{strategy}',
      '/v1/trees/{variant}/{strategy}/file',
      '/v1/trees/{variant}/{strategy}/next',
      '/v1/trees/{variant}/{strategy}/path/{secret}',
      '/v1/trees/{variant}/{strategy}/worst-case',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(Object.keys(doc.paths['/v1/trees/{variant}/{strategy}/next'] ?? {})).toEqual(['get', 'post']);
    expect(doc.components.schemas.Error?.required).toEqual(['error', 'message']);
    expect(JSON.stringify(doc.paths['/v1/trees/{variant}/{strategy}/next']?.get?.responses['422'])).toContain('#/components/schemas/Error');
    const page = await get('/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('request ids', () => {
  it('answers with the request id, keeping a plain client id', async () => {
    expect((await get('/health', { 'x-request-id': 'abc-123' })).headers['x-request-id']).toBe('abc-123');
    expect((await get('/health', { 'x-request-id': 'bad id\n' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
