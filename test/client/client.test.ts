import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  CodebreakerError,
  openTree,
  historyText,
  type CodebreakerClient,
  type FetchLike,
  type Step,
  type TreeHeader,
} from '../../src/client/index.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { mementoPlugin } from '../../src/server/plugins/extra.ts';
import { testApp } from '../server/helpers/app.ts';

/**
 * The client against a real server: buildApp over the test trees, listening on an ephemeral
 * loopback port, with the Memento route and trees on demand (in a temporary cache directory).
 */

let app: FastifyInstance;
let baseUrl: string;
let client: CodebreakerClient;
let cacheDir: string;

/** The URL of an app listening on an ephemeral loopback port. */
async function listen(a: FastifyInstance): Promise<string> {
  await a.listen({ host: '127.0.0.1', port: 0 });
  const address = a.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** The error a promise rejects with (fails when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<CodebreakerError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(CodebreakerError);
    return err as CodebreakerError;
  }
  throw new Error('expected a rejection');
}

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-client-cache-'));
  // No wait for builds on demand: the test follows a tree from building to ready.
  app = await testApp({ plugins: [mementoPlugin()], onDemand: { cacheDir, buildWaitMs: 0 } });
  baseUrl = await listen(app);
  client = createClient({ baseUrl });
});
afterAll(async () => {
  await app.close();
  await rm(cacheDir, { recursive: true, force: true });
});

describe('the client, every route', () => {
  it('health', async () => {
    expect(await client.health()).toEqual({ status: 'ok', trees: app.codebreaker.registry.count, problems: [] });
  });

  it('variants and one variant (catalogue ids, aliases and grammar ids)', async () => {
    const variants = await client.variants();
    expect(variants.grammar).toContain('mm-{P}x{C}');
    const mastermind = variants.variants.find((v) => v.id === 'mastermind')!;
    expect(mastermind).toMatchObject({ pegs: 4, symbols: '123456', secrets: 'repeat', maxGuesses: 10 });
    expect(mastermind.strategies.map((s) => s.id)).toEqual(['minimax', 'entropy']);
    expect(mastermind.strategies[0]).toMatchObject({ total: 5801, max: 5 });

    const board = await client.variant('mm-4x7');
    expect(board).toMatchObject({ id: 'mm-4x7', pegs: 4, symbols: '1234567', secretCount: 2401, win: '4B0W' });
    expect(board.feedbacks.at(-1)).toBe('4B0W');
    expect((await client.variant('MM-4x6')).id).toBe('mastermind');
    expect((await client.variant('bc-4x9')).secrets).toBe('distinct');
  });

  it('evaluate, with the history as steps or as text', async () => {
    const history: Step[] = [{ guess: '1122', feedback: '1B0W' }];
    const graded = await client.evaluate('mastermind', history, '1344');
    expect(graded).toMatchObject({ guess: '1344', remaining: 256, worst: 44, canWin: true });
    expect(Object.values(graded.parts).reduce((a, b) => a + b, 0)).toBe(256);
    expect(graded.choices.minimax!.guess).toBe('1344');
    expect(await client.evaluate('mastermind', '1122:1B0W', '1344')).toEqual(graded);
    expect(historyText(history)).toBe('1122:1B0W');
  });

  it('tree header, file bytes (the ETag is their sha256), conditional download', async () => {
    const header = (await client.tree('mastermind', 'minimax')) as TreeHeader;
    expect(header).toMatchObject({ state: 'ready', source: 'file', format: 'codebreaker-tree', version: 1, stats: { total: 5801 } });
    const bytes = await client.file('mastermind', 'minimax');
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBe(header.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(header.sha256);
    expect(openTree(bytes).header).toEqual({
      format: header.format,
      version: header.version,
      variant: header.variant,
      strategy: header.strategy,
      stats: header.stats,
    });

    const first = await client.download('mastermind', 'minimax');
    // The ETag is the file's sha256, and the coding when the answer came compressed (another representation).
    expect(first.notModified).toBe(false);
    expect(first.etag).toMatch(new RegExp(`^"${header.sha256}(\\.(br|gz))?"$`));
    expect(first.bytes).toEqual(bytes);
    expect(await client.download('mastermind', 'minimax', { etag: first.etag! })).toEqual({
      notModified: true,
      bytes: null,
      etag: first.etag,
    });
    expect((await client.download('mastermind', 'minimax', { etag: '"stale"' })).notModified).toBe(false);
  });

  it('next (POST) plays a whole game against a secret we hold, and agrees with path', async () => {
    expect(await client.next('mastermind', 'minimax')).toEqual({ guess: '1122', remaining: 1296, solved: false, source: 'tree', step: 1 });
    const secret = '3456';
    const score = (guess: string): string => {
      let blacks = 0;
      const g: Record<string, number> = {};
      const s: Record<string, number> = {};
      for (let i = 0; i < 4; i++) {
        if (guess[i] === secret[i]) blacks++;
        else {
          g[guess[i]!] = (g[guess[i]!] ?? 0) + 1;
          s[secret[i]!] = (s[secret[i]!] ?? 0) + 1;
        }
      }
      const whites = Object.keys(g).reduce((n, c) => n + Math.min(g[c]!, s[c] ?? 0), 0);
      return `${blacks}B${whites}W`;
    };
    const history: Step[] = [];
    for (
      let answer = await client.next('mastermind', 'minimax', history);
      !answer.solved;
      answer = await client.next('mastermind', 'minimax', history)
    ) {
      expect(answer.step).toBe(history.length + 1);
      history.push({ guess: answer.guess!, feedback: score(answer.guess!) });
    }
    expect(history).toEqual((await client.path('mastermind', 'minimax', secret)).steps);
    expect(history.at(-1)).toEqual({ guess: secret, feedback: '4B0W' });
  });

  it('path and worst-case (the server default limit, and an explicit one)', async () => {
    expect(await client.path('mastermind', 'minimax', '3456')).toEqual({
      secret: '3456',
      steps: [
        { guess: '1122', feedback: '0B0W' },
        { guess: '3345', feedback: '1B2W' },
        { guess: '3454', feedback: '3B0W' },
        { guess: '3456', feedback: '4B0W' },
      ],
    });
    const two = await client.worstCase('mastermind', 'minimax', 2);
    expect(two).toMatchObject({ max: 5, count: 694 });
    expect(two.paths.map((p) => p.secret)).toEqual(['1116', '1126']);
    expect((await client.worstCase('mastermind', 'minimax')).paths).toHaveLength(10);
    expect((await client.worstCase('mastermind', 'minimax', 0)).paths).toEqual([]);
  });

  it('solveMemento', async () => {
    expect(await client.solveMemento({ rows: ['100', '000', '001'], best: 3 })).toMatchObject({
      solvable: true,
      moves: ['r1', 'c1', 'd'],
      count: 3,
    });
    expect(await client.solveMemento({ rows: ['11', '11'] })).toMatchObject({ solvable: true, moves: [], count: 0 });
  });

  it('a tree built on demand: building (next answers live, file 503 with Retry-After), then ready, downloaded and walked offline', async () => {
    const building = await client.tree('mm-3x4', 'minimax');
    expect(building).toMatchObject({ state: 'building', variant: 'mm-3x4', strategy: 'minimax' });
    if (building.state === 'building') expect(building.progress.total).toBeGreaterThanOrEqual(0);
    const live = await client.next('mm-3x4', 'minimax', [{ guess: '123', feedback: '1B1W' }]);
    expect(live).toMatchObject({ step: 2, solved: false });
    const early = await client.file('mm-3x4', 'minimax').then(
      () => null,
      (err: unknown) => err as CodebreakerError,
    );
    if (early !== null) expect(early).toMatchObject({ status: 503, code: 'building', retryAfter: 2 });

    await app.codebreaker.trees.onDemand!.ready(resolveVariant('mm-3x4'), 'minimax');
    expect(await client.tree('mm-3x4', 'minimax')).toMatchObject({ state: 'ready', source: 'built', stats: { secrets: 64 } });
    const walker = openTree(await client.file('mm-3x4', 'minimax'));
    expect(walker.header.variant.id).toBe('mm-3x4');
    for (const secret of ['111', '234', '444']) expect(walker.path(secret)).toEqual(await client.path('mm-3x4', 'minimax', secret));
    const first = await client.next('mm-3x4', 'minimax');
    expect(walker.next()).toEqual({
      offTree: false,
      guess: first.guess,
      remaining: first.remaining,
      solved: first.solved,
      step: first.step,
    });
  });
});

describe('typed errors', () => {
  it('404 unknown strategy, tree not built, unknown secret, with the API code', async () => {
    const strategy = await rejection(client.next('mastermind', 'nope'));
    expect(strategy).toMatchObject({ status: 404, code: 'unknown-strategy', name: 'CodebreakerError' });
    expect(strategy.message).toContain('Unknown strategy "nope"');
    expect(strategy.retryAfter).toBeUndefined();
    expect(await rejection(client.tree('mm-5x7', 'optimal'))).toMatchObject({ status: 404, code: 'not-built' });
    expect(await rejection(client.path('mastermind-distinct', 'most-parts', '1122'))).toMatchObject({
      status: 404,
      code: 'unknown-secret',
    });
  });

  it('400 bad variant, bad history, bad secret, bad query', async () => {
    const variant = await rejection(client.variant('chess'));
    expect(variant).toMatchObject({ status: 400, code: 'bad-variant' });
    expect(variant.message).toContain('is not a variant id');
    expect(await rejection(client.tree('zz-1', 'minimax'))).toMatchObject({ status: 400, code: 'bad-variant' });
    expect(await rejection(client.next('mastermind', 'minimax', [{ guess: '12x4', feedback: '1B0W' }]))).toMatchObject({
      status: 400,
      code: 'bad-history',
      message: 'Step 1: "12x4" contains "x", which is not one of the symbols 123456.',
    });
    expect(await rejection(client.path('mastermind', 'minimax', '12345'))).toMatchObject({ status: 400, code: 'bad-secret' });
    expect(await rejection(client.worstCase('mastermind', 'minimax', 1001))).toMatchObject({ status: 400, code: 'bad-request' });
    expect(await rejection(client.evaluate('mastermind', [], '9999'))).toMatchObject({ status: 400, code: 'bad-guess' });
  });

  it('422 inconsistent history, with its code and the step it names', async () => {
    const err = await rejection(
      client.next('mastermind', 'minimax', [
        { guess: '1122', feedback: '0B0W' },
        { guess: '1122', feedback: '1B0W' },
      ]),
    );
    expect(err).toMatchObject({
      status: 422,
      code: 'inconsistent-history',
      message: 'No secret fits this history: step 2 (1122:1B0W) contradicts step 1.',
    });
    expect(await rejection(client.evaluate('mastermind', '1122:4B0W', '1234'))).toMatchObject({ status: 422, code: 'solved' });
    expect(await rejection(client.solveMemento({ rows: ['100', '000', '001'], best: 2 }))).toMatchObject({
      status: 422,
      code: 'over-best',
    });
    expect(await rejection(client.solveMemento({ rows: ['10', '0'] }))).toMatchObject({ status: 400, code: 'ragged' });
  });

  it('429 carries Retry-After in seconds', async () => {
    const limited = await testApp({ trees: [['twod', 'minimax']], protection: { rateLimitPerMinute: 1 } });
    try {
      const c = createClient({ baseUrl: await listen(limited) });
      await c.variants();
      const err = await rejection(c.variants());
      expect(err).toMatchObject({ status: 429, code: 'too-many-requests' });
      expect(err.retryAfter).toBeGreaterThan(0);
      expect(err.retryAfter).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });

  it('status 0 for a network failure; a non-API error body keeps its status; aborts pass through', async () => {
    const closed = await testApp({ trees: [['twod', 'minimax']] });
    const url = await listen(closed);
    await closed.close();
    const network = await rejection(createClient({ baseUrl: url }).health());
    expect(network).toMatchObject({ status: 0, code: 'network-error' });
    expect(network.cause).toBeDefined();

    const proxy: FetchLike = async () =>
      new Response('<html>Bad gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html', 'retry-after': '7' },
      });
    expect(await rejection(createClient({ baseUrl, fetch: proxy }).health())).toMatchObject({
      status: 502,
      code: 'unexpected-response',
      retryAfter: 7,
    });

    const controller = new AbortController();
    controller.abort();
    await expect(client.health({ signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('client options', () => {
  it('uses the given fetch and headers, and keeps a base path', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const spy: FetchLike = async (url, init) => {
      seen.push({ url, init });
      return new Response(JSON.stringify({ guess: '1122', remaining: 1296, solved: false, source: 'tree', step: 1 }), { status: 200 });
    };
    const c = createClient({ baseUrl: 'https://example.org/api/codebreaker?x=1', fetch: spy, headers: { 'x-api-key': 'k' } });
    expect(c.baseUrl).toBe('https://example.org/api/codebreaker/');
    await c.next('mastermind', 'min imax', [{ guess: '1122', feedback: '1B0W', extra: 1 } as Step]);
    await c.worstCase('bulls-and-cows', 'entropy', 3);
    await c.evaluate('mastermind', [{ guess: '1122', feedback: '1B0W' }], '1344');
    expect(seen.map((s) => s.url)).toEqual([
      'https://example.org/api/codebreaker/v1/trees/mastermind/min%20imax/next',
      'https://example.org/api/codebreaker/v1/trees/bulls-and-cows/entropy/worst-case?limit=3',
      'https://example.org/api/codebreaker/v1/variants/mastermind/evaluate?history=1122%3A1B0W&guess=1344',
    ]);
    expect(seen[0]!.init).toMatchObject({ method: 'POST', headers: { 'x-api-key': 'k', 'content-type': 'application/json' } });
    expect(JSON.parse(seen[0]!.init.body as string)).toEqual({ history: [{ guess: '1122', feedback: '1B0W' }] });
  });
});
