import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { VARIANT_GRAMMAR } from '../../src/core/variants/grammar.ts';
import { buildApp } from '../../src/server/app.ts';
import type { OnDemandOptions } from '../../src/server/services/on-demand.ts';
import type { ApiError, EvaluateAnswer, NextAnswer, PathAnswer, TreeAnswer, VariantAnswer, VariantsAnswer } from './helpers/answers.ts';
import { buildLoadedTrees } from './helpers/trees.ts';

let cacheDir: string;
const apps: FastifyInstance[] = [];
const trees = await buildLoadedTrees([
  ['mastermind', 'minimax'],
  ['twod', 'entropy'],
]);

// Requests answer at once unless a test asks them to wait for builds (buildWaitMs): the states while a tree is built are what most tests look at.
async function app(options: Partial<OnDemandOptions> = {}): Promise<FastifyInstance> {
  const onDemand = { cacheDir, buildWaitMs: 0, ...options };
  const a = await buildApp({ trees, onDemand, protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 } });
  apps.push(a);
  return a;
}

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-cache-'));
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await rm(cacheDir, { recursive: true, force: true });
});

describe('any board, trees on demand', () => {
  it('builds a tree on the first request: building meanwhile (next live, file 503), then ready; one build for many requests', async () => {
    const a = await app();
    const [first, second] = await Promise.all([
      a.inject({ url: '/v1/trees/mm-3x5/entropy' }),
      a.inject({ url: '/v1/trees/MM-3x5/entropy' }),
    ]);
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ state: 'building', variant: 'mm-3x5', strategy: 'entropy' });
      expect(res.headers['retry-after']).toBe('2');
    }
    const file = await a.inject({ url: '/v1/trees/mm-3x5/entropy/file' });
    expect([200, 503]).toContain(file.statusCode);
    if (file.statusCode === 503) {
      expect(file.json()).toMatchObject({ error: 'building' });
      expect(file.headers['retry-after']).toBe('2');
    }
    const next = await a.inject({ url: '/v1/trees/mm-3x5/entropy/next?history=123:1B1W' });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ step: 2, solved: false });
    const onDemand = a.codebreaker.trees.onDemand!;
    await onDemand.ready(resolveVariant('mm-3x5'), 'entropy');
    expect(onDemand.counts.builds).toBe(1);
    const ready = (await a.inject({ url: '/v1/trees/mm-3x5/entropy' })).json<TreeAnswer>();
    expect(ready).toMatchObject({ state: 'ready', source: 'built', stats: { secrets: 125 } });
    expect((await a.inject({ url: '/v1/trees/mm-3x5/entropy/file' })).statusCode).toBe(200);
    const path = (await a.inject({ url: '/v1/trees/mm-3x5/entropy/path/543' })).json<PathAnswer>();
    expect(path.steps.at(-1)).toEqual({ guess: '543', feedback: '3B0W' });
    expect((await a.inject({ url: '/v1/trees/mm-3x5/entropy/next' })).json()).toMatchObject({ source: 'tree', step: 1 });
    // The tree is served as soon as it is built; its cache file is written just after.
    await vi.waitFor(async () => expect(await readdir(cacheDir)).toContain('mm-3x5.entropy.msgpack'), { timeout: 5000 });
  });

  it('reads built trees back from the cache after a restart, and rebuilds a damaged one', async () => {
    const b = await app();
    expect((await b.inject({ url: '/v1/trees/mm-3x5/entropy' })).json()).toMatchObject({ state: 'ready', source: 'cached' });
    expect(b.codebreaker.trees.onDemand!.counts).toMatchObject({ builds: 0, cacheHits: 1 });
    await writeFile(join(cacheDir, 'mm-3x5.entropy.msgpack'), new Uint8Array([0x81, 0xa1, 0x61, 0x01]));
    const c = await app();
    expect((await c.inject({ url: '/v1/trees/mm-3x5/entropy' })).json()).toMatchObject({ state: 'building' });
    expect(c.codebreaker.trees.onDemand!.counts).toMatchObject({ damaged: 1, builds: 1 });
    await c.codebreaker.trees.onDemand!.ready(resolveVariant('mm-3x5'), 'entropy');
    const d = await app();
    expect((await d.inject({ url: '/v1/trees/mm-3x5/entropy' })).json()).toMatchObject({ state: 'ready', source: 'cached' });
  });

  it('a cache directory that cannot be used (a file in its place) costs the persistence only: every route answers, from memory', async () => {
    const blocked = join(cacheDir, 'not-a-folder');
    await writeFile(blocked, 'a file where the cache directory should be\n');
    const a = await app({ cacheDir: blocked, buildWaitMs: 10_000 });
    const next = await a.inject({ url: '/v1/trees/mm-3x4/minimax/next' });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<NextAnswer>()).toMatchObject({ step: 1, remaining: 64 });
    const header = await a.inject({ url: '/v1/trees/mm-3x4/minimax' });
    expect(header.json<TreeAnswer>(), header.body).toMatchObject({ state: 'ready', source: 'built' });
    expect((await a.inject({ url: '/v1/trees/mm-3x4/minimax/path/123' })).statusCode).toBe(200);
    // An outcome without a tree, and an exact tree, likewise.
    expect((await a.inject({ url: '/v1/trees/mm-4x6-g4/minimax' })).json<TreeAnswer>()).toMatchObject({ state: 'over-limit' });
    expect((await a.inject({ url: '/v1/trees/mm-2x3/optimal' })).json<TreeAnswer>()).toMatchObject({ state: 'ready', source: 'built' });
    // Users' lists are held in memory.
    const posted = await a.inject({ method: 'POST', url: '/v1/word-lists', payload: { answers: ['crane', 'slate', 'trace'] } });
    expect(posted.statusCode, posted.body).toBe(201);
    const { variant } = posted.json<{ variant: string }>();
    expect((await a.inject({ url: `/v1/trees/${variant}/entropy/next` })).json<NextAnswer>()).toMatchObject({ step: 1, remaining: 3 });
  });

  it("holds its trees in memory within a bound: the least recently used go back to the cache directory, played on the server's games", async () => {
    // A bound below one tree's bytes: the newest tree alone stays in memory.
    const a = await app({ cacheDir: join(cacheDir, 'bounded'), buildWaitMs: 10_000, readyBytes: 1 });
    const onDemand = a.codebreaker.trees.onDemand!;
    const [older, newer] = [resolveVariant('mm-4x7-g9'), resolveVariant('mm-4x7-g8')];
    expect((await a.inject({ url: '/v1/trees/mm-4x7-g9/minimax' })).json<TreeAnswer>()).toMatchObject({ state: 'ready', source: 'built' });
    expect(onDemand.peek(older, 'minimax')).toBeDefined();
    // The newer tree takes the bound: the older one leaves memory, not the cache directory.
    expect((await a.inject({ url: '/v1/trees/mm-4x7-g8/minimax' })).json<TreeAnswer>()).toMatchObject({ state: 'ready', source: 'built' });
    expect(onDemand.peek(older, 'minimax')).toBeUndefined();
    expect((await a.inject({ url: '/v1/trees/mm-4x7-g9/minimax' })).json<TreeAnswer>()).toMatchObject({ state: 'ready', source: 'cached' });
    expect(onDemand.counts).toMatchObject({ builds: 2, cacheHits: 1 });
    // Checked on the games the server keeps for its boards (a bounded cache), not on games kept for good.
    expect(onDemand.peek(older, 'minimax')!.flat.game).toBe(a.codebreaker.trees.game(older));
    expect(onDemand.peek(newer, 'minimax')).toBeUndefined();
  });

  it('the routes that need the tree wait a moment for a build just started: a tree built in milliseconds needs one request', async () => {
    // The wait is generous here so that a loaded machine does not decide the test; its bound is tested below.
    const a = await app({ buildWaitMs: 10_000, cacheDir: join(cacheDir, 'wait') });
    const over = await a.inject({ url: '/v1/trees/mm-4x6-g4/minimax' });
    expect(over.statusCode).toBe(200);
    expect(over.json()).toMatchObject({ state: 'over-limit', variant: 'mm-4x6-g4', strategy: 'minimax' });
    const file = await a.inject({ url: '/v1/trees/mm-3x4/entropy/file' });
    expect(file.statusCode).toBe(200);
    expect((await a.inject({ url: '/v1/trees/mm-3x4/entropy/worst-case' })).statusCode).toBe(200);
    // next never waits: it answers live at once.
    expect((await a.inject({ url: '/v1/trees/mm-3x6/entropy/next' })).json()).toMatchObject({ source: 'live' });

    // A longer build (mm-5x7's greedy tree takes about a second, several times the wait): the first
    // request answers building after the wait, the next ones at once.
    const b = await app({ buildWaitMs: 200, cacheDir: join(cacheDir, 'wait') });
    let started = performance.now();
    const first = await b.inject({ url: '/v1/trees/mm-5x7/entropy' });
    const waited = performance.now() - started;
    expect(first.json()).toMatchObject({ state: 'building' });
    expect(waited).toBeGreaterThanOrEqual(190);
    started = performance.now();
    expect((await b.inject({ url: '/v1/trees/mm-5x7/entropy' })).json()).toMatchObject({ state: 'building' });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('answers aliases from the same trees as their catalogue ids', async () => {
    const a = await app();
    const alias = (await a.inject({ url: '/v1/trees/mm-4x6/minimax' })).json<TreeAnswer>();
    const own = (await a.inject({ url: '/v1/trees/mastermind/minimax' })).json<TreeAnswer>();
    expect(alias).toEqual(own);
    expect(alias).toMatchObject({ state: 'ready', source: 'file', stats: { total: 5801 } });
    expect((await a.inject({ url: '/v1/trees/MM-4X6/minimax/next' })).json()).toMatchObject({ guess: '1122', source: 'tree' });
  });

  it('a malformed id is a 400 showing the grammar; a board over the limits a 422 naming its size and the limit', async () => {
    const a = await app({ liveSecrets: 50_000, treeSecrets: 5_000 });
    const bad = await a.inject({ url: '/v1/trees/mm-4x99/minimax/next' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().error).toBe('bad-variant');
    expect(bad.json<ApiError>().message).toContain(VARIANT_GRAMMAR);
    const huge = await a.inject({ url: '/v1/trees/mm-7x7/minimax/next' });
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toMatchObject({ error: 'too-large' });
    expect(huge.json<ApiError>().message).toMatch(/823,543 secrets .* at most 50,000/);
    // Too large for a tree but not for live answers: next answers live, tree routes say why not.
    const live = await a.inject({ url: '/v1/trees/mm-6x6/entropy/next' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ step: 1, remaining: 46656 });
    for (const route of ['', '/file', '/worst-case', '/path/111111']) {
      const res = await a.inject({ url: `/v1/trees/mm-6x6/entropy${route}` });
      expect(res.statusCode, route).toBe(422);
      expect(res.json(), route).toMatchObject({ error: 'too-large-for-tree' });
      expect(res.json<ApiError>().message, route).toMatch(/46,656 secrets.*at most 5,000/);
    }
  });

  it('exact trees on demand up to the size guard; a larger board is a 404 saying how to build it offline', async () => {
    const a = await app({ exactSecrets: 10_000 });
    const far = await a.inject({ url: '/v1/trees/mm-5x7/optimal' });
    expect(far.statusCode).toBe(404);
    expect(far.json()).toMatchObject({ error: 'not-built' });
    expect(far.json<ApiError>().message).toContain('npm run build-trees -- --variant mm-5x7 --strategy optimal');
    expect(far.json<ApiError>().message).toMatch(/16,807 secrets.*at most 10,000/);
    await a.inject({ url: '/v1/trees/mm-2x4/optimal' });
    const tree = await a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-2x4'), 'optimal');
    expect('header' in tree && tree.header.stats.secrets).toBe(16);
  });

  it('a flood of different boards waits in a bounded queue, then gets 503 with Retry-After', async () => {
    const a = await app({ buildWorkers: 1, buildQueue: 1, cacheDir: join(cacheDir, 'flood') });
    const answers = await Promise.all(['mm-5x5', 'mm-4x7', 'mm-4x8'].map((v) => a.inject({ url: `/v1/trees/${v}/most-parts` })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 503]);
    expect(answers[2]!.json()).toMatchObject({ error: 'busy' });
    expect(answers[2]!.headers['retry-after']).toBe('5');
    // Trees that are ready are never held up by builds.
    expect((await a.inject({ url: '/v1/trees/mastermind/minimax/next' })).statusCode).toBe(200);
  });

  it('next on new boards answers live while their build lane is full; the routes that need the tree say busy; small boards have a lane of their own', async () => {
    const a = await app({ buildWorkers: 1, buildQueue: 0, cacheDir: join(cacheDir, 'full') });
    // One greedy build of 16,807 secrets holds the only thread of large boards, and the queue takes none.
    expect((await a.inject({ url: '/v1/trees/mm-5x7/entropy' })).json()).toMatchObject({ state: 'building' });
    for (const board of ['mm-4x7/entropy', 'mm-5x5/entropy', 'bc-4x8/minimax']) {
      const res = await a.inject({ url: `/v1/trees/${board}/next` });
      expect(res.statusCode, board).toBe(200);
      expect(res.json<NextAnswer>(), board).toMatchObject({ step: 1, solved: false, source: 'live' });
    }
    const header = await a.inject({ url: '/v1/trees/mm-4x7/entropy' });
    expect(header.statusCode).toBe(503);
    expect(header.json()).toMatchObject({ error: 'busy' });
    expect(header.headers['retry-after']).toBe('5');
    expect((await a.inject({ url: '/v1/trees/mm-4x7/entropy/file' })).json()).toMatchObject({ error: 'busy' });
    expect(a.codebreaker.trees.onDemand!.building).toBe(1);
    // A small board (27 secrets) is built all the same, on the thread of small boards.
    const small = await a.inject({ url: '/v1/trees/mm-3x3/entropy' });
    expect(small.statusCode).toBe(200);
    expect(small.json<{ state: string }>().state).toMatch(/^(building|ready)$/);
    expect(a.codebreaker.trees.onDemand!.building).toBeLessThanOrEqual(2);
  });

  it('small boards are answered on the event loop: their live answers never wait behind costly ones on the live thread', async () => {
    const a = await buildApp({
      trees,
      live: { workers: 1, maxQueue: 0 },
      onDemand: { cacheDir: join(cacheDir, 'inline'), buildWaitMs: 0 },
      protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 },
    });
    apps.push(a);
    // The one live thread takes a costly answer (Super Mastermind, 32,768 secrets), and no answer may wait for it.
    const superGame = createGame(resolveVariant('super'));
    const all = Int32Array.from({ length: superGame.secretCount }, (_, i) => i);
    const costly = a.codebreaker.live.answer(superGame, 'entropy', [], all);
    expect(a.codebreaker.live.running).toBe(1);
    const refused = await a.inject({ url: '/v1/trees/mm-4x5/entropy/next?history=1122:1B0W' });
    expect(refused.statusCode).toBe(503);
    for (const board of ['mm-3x3/entropy', 'mm-2x3/minimax', 'bc-3x6/entropy', 'mm-4x4/most-parts']) {
      const res = await a.inject({ url: `/v1/trees/${board}/next?history=` });
      expect(res.statusCode, board).toBe(200);
      expect(res.json<NextAnswer>(), board).toMatchObject({ step: 1, source: 'live' });
    }
    await costly;
  });

  it('GET /v1/variants/:variant describes any board and how each strategy is served', async () => {
    const a = await app();
    const v = (await a.inject({ url: '/v1/variants/mm-4x7' })).json<VariantAnswer>();
    expect(v).toMatchObject({ id: 'mm-4x7', pegs: 4, symbols: '1234567', secretCount: 2401, guessCount: 2401, win: '4B0W' });
    expect(v.feedbacks).toHaveLength(14);
    expect(Object.fromEntries(v.strategies.map((s: { id: string; state: string }) => [s.id, s.state]))).toMatchObject({
      minimax: 'on-demand',
      optimal: 'on-demand',
    });
    const far = (await a.inject({ url: '/v1/variants/mm-5x7' })).json<VariantAnswer>();
    expect(far.strategies.find((s) => s.id === 'optimal')?.state).toBe('offline');
    const mm = (await a.inject({ url: '/v1/variants/mm-4x6' })).json<VariantAnswer>();
    expect(mm.id).toBe('mastermind');
    expect(mm.strategies.find((s: { id: string }) => s.id === 'minimax')?.state).toBe('file');
    const bc = (await a.inject({ url: '/v1/variants/bc-5x10' })).json<VariantAnswer>();
    expect(bc.secretCount).toBe(30240);
    expect(bc.title).toContain('Bulls and Cows');
    expect((await a.inject({ url: '/v1/variants/nope' })).statusCode).toBe(400);
    expect((await a.inject({ url: '/v1/variants' })).json<VariantsAnswer>().grammar).toContain('mm-{P}x{C}');
  });
});

describe('Word Mastermind over HTTP', () => {
  it('serves words-5 from its files, refuses a non-word, and answers live off the tree', async () => {
    const { loadDataVariant } = await import('./helpers/trees.ts');
    const words = await loadDataVariant('words-5');
    const a = await buildApp({ trees: words, onDemand: { cacheDir: join(cacheDir, 'words') } });
    apps.push(a);
    const v = (await a.inject({ url: '/v1/variants/words-5' })).json<VariantAnswer>();
    const count = v.words?.count ?? 0;
    expect(v).toMatchObject({ id: 'words-5', secrets: 'words', guesses: 'words', secretCount: count, words: { list: 'words-5.txt' } });
    const header = (await a.inject({ url: '/v1/trees/words-5/entropy' })).json<TreeAnswer>();
    expect(header).toMatchObject({
      state: 'ready',
      source: 'file',
      variant: { id: 'words-5', secrets: 'words', words: { list: 'words-5.txt' } },
    });
    const first = (await a.inject({ url: '/v1/trees/words-5/entropy/next' })).json<NextAnswer>();
    expect(first).toMatchObject({ step: 1, source: 'tree', remaining: count });
    const nonWord = await a.inject({ url: '/v1/trees/words-5/entropy/next?history=xyzzq:0A0B' });
    expect(nonWord.statusCode).toBe(400);
    expect(nonWord.json<ApiError>().message).toMatch(/not a word of the words-5 list/);
    // Off the tree: a real word the tree would not play first.
    const off = (
      await a.inject({ url: `/v1/trees/words-5/entropy/next?history=${first.guess === 'apple' ? 'about' : 'apple'}:0A1B` })
    ).json<NextAnswer>();
    expect(off).toMatchObject({ step: 2, source: 'live' });
    const graded = (await a.inject({ url: '/v1/variants/words-5/evaluate?guess=crane' })).json<EvaluateAnswer>();
    expect(graded.remaining).toBe(count);
    expect(count).toBeGreaterThan(1000);
  });
});
