import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findStrategy } from '../../src/core/strategies/index.ts';
import { playTree, verifyTree } from '../../src/core/tree.ts';
import type { OnDemandOptions } from '../../src/server/services/on-demand.ts';
import { TaskError } from '../../src/workers/errors.ts';
import { TaskPool } from '../../src/workers/pool.ts';
import type { ApiError, NextAnswer, NoTreeAnswer, VariantAnswer } from './helpers/answers.ts';
import { testApp } from './helpers/app.ts';

let cacheDir: string;
const apps: FastifyInstance[] = [];

async function app(options: Partial<OnDemandOptions> = {}): Promise<FastifyInstance> {
  const a = await testApp({ trees: [['mastermind', 'minimax']], onDemand: { cacheDir, ...options } });
  apps.push(a);
  return a;
}

async function settle(a: FastifyInstance, variant: string, strategy: string): Promise<void> {
  await a.inject({ url: `/v1/trees/${variant}/${strategy}` });
  await a.codebreaker.trees.onDemand!.ready(resolveVariant(variant), strategy);
}

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-tight-'));
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await rm(cacheDir, { recursive: true, force: true });
});

describe('a board whose guess limit is too small for a strategy', () => {
  it('over-limit: the header says so (secret, guesses, limit), whole-tree routes 422, next answers live, remembered across restarts', async () => {
    // What the test expects, from the core: the minimax tree of the same board without the tight limit.
    const game = createGame(resolveVariant('mm-4x6-g4'));
    const minimax = findStrategy('minimax');
    if (minimax?.kind !== 'greedy') throw new Error('minimax is a greedy strategy');
    const root = minimax.build(createScorer(game));
    const needs = verifyTree(game, root, 64).stats.max;
    expect(needs).toBeGreaterThan(4);

    const a = await app();
    const first = await a.inject({ url: '/v1/trees/mm-4x6-g4/minimax/next' });
    expect(first.statusCode).toBe(200);
    await a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-4x6-g4'), 'minimax');
    for (let i = 0; i < 2; i++) {
      const header = await a.inject({ url: '/v1/trees/mm-4x6-g4/minimax' });
      expect(header.statusCode).toBe(200);
      const body = header.json<NoTreeAnswer>();
      expect(body).toMatchObject({ state: 'over-limit', variant: 'mm-4x6-g4', strategy: 'minimax' });
      const named = /needs (\d+) guesses for the secret (\d+), and the board allows (\d+)/.exec(body.message);
      expect(named, body.message).not.toBeNull();
      expect(Number(named![1])).toBe(needs);
      expect(Number(named![3])).toBe(4);
      // The secret named does need that many guesses in the strategy's tree.
      const s = game.guessSecret[game.parseGuess(named![2]!) as number]!;
      expect(playTree(game, root, s).steps.length).toBe(needs);
      for (const route of ['/file', '/path/1122', '/worst-case']) {
        const res = await a.inject({ url: `/v1/trees/mm-4x6-g4/minimax${route}` });
        expect(res.statusCode, route).toBe(422);
        expect(res.json<ApiError>(), route).toEqual({ error: 'over-limit', message: body.message });
      }
      const next = await a.inject({ url: '/v1/trees/mm-4x6-g4/minimax/next' });
      expect(next.statusCode).toBe(200);
      expect(next.json<NextAnswer>()).toMatchObject({ step: 1, remaining: 1296, source: 'live', guess: game.formatGuess(root.guess) });
    }
    const v = (await a.inject({ url: '/v1/variants/mm-4x6-g4' })).json<VariantAnswer>();
    expect(v.strategies.find((s) => s.id === 'minimax')?.state).toBe('over-limit');

    // A restart reads the outcome back from the cache directory: no build, no 500.
    const b = await app();
    expect(
      (await b.inject({ url: '/v1/variants/mm-4x6-g4' })).json<VariantAnswer>().strategies.find((s) => s.id === 'minimax')?.state,
    ).toBe('over-limit');
    expect((await b.inject({ url: '/v1/trees/mm-4x6-g4/minimax' })).json()).toMatchObject({ state: 'over-limit' });
    expect((await b.inject({ url: '/v1/trees/mm-4x6-g4/minimax/worst-case' })).statusCode).toBe(422);
    expect(b.codebreaker.trees.onDemand!.counts.builds).toBe(0);
  });

  it('impossible: no tree keeps every secret within the limit, proved by both exact searches', async () => {
    const a = await app();
    for (const strategy of ['optimal', 'optimal-worst']) {
      await settle(a, 'mm-4x6-g4', strategy);
      const body = (await a.inject({ url: `/v1/trees/mm-4x6-g4/${strategy}` })).json<NoTreeAnswer>();
      expect(body).toMatchObject({ state: 'impossible' });
      expect(body.message).toContain('No strategy finds every secret of mm-4x6-g4 within 4 guesses');
      expect(body.message).not.toMatch(/bug|Infinity/);
      const file = await a.inject({ url: `/v1/trees/mm-4x6-g4/${strategy}/file` });
      expect(file.statusCode).toBe(422);
      expect(file.json<ApiError>().error).toBe('impossible');
      expect((await a.inject({ url: `/v1/trees/mm-4x6-g4/${strategy}/next?history=1122:1B0W` })).statusCode).toBe(200);
    }
    const v = (await a.inject({ url: '/v1/variants/mm-4x6-g4' })).json<VariantAnswer>();
    expect(Object.fromEntries(v.strategies.map((s) => [s.id, s.state]))).toMatchObject({
      optimal: 'impossible',
      'optimal-worst': 'impossible',
    });
  });

  it('within five guesses the optimal total is the least among trees of depth five (5626, Koyama and Lai 1993)', async () => {
    const a = await app();
    await settle(a, 'mm-4x6-g5', 'optimal');
    const header = (await a.inject({ url: '/v1/trees/mm-4x6-g5/optimal' })).json<{
      state: string;
      stats: { total: number; max: number };
    }>();
    expect(header).toMatchObject({ state: 'ready', stats: { total: 5626, max: 5 } });
  });

  it('a build that fails for a reason of the server (a thread crash) is a 503 with Retry-After, next answers live, and it is tried again later', async () => {
    // No wait for builds: the state while the retry is built is what the test looks at.
    const a = await app({ buildWaitMs: 0 });
    const run = vi
      .spyOn(TaskPool.prototype, 'run')
      .mockRejectedValueOnce(new TaskError('failed', 'a worker thread failed: it exited with code 1'));
    try {
      await a.inject({ url: '/v1/trees/mm-3x4-g5/entropy' });
      await expect(a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-3x4-g5'), 'entropy')).rejects.toThrow(/exited/);
      for (const route of ['', '/file', '/worst-case']) {
        const res = await a.inject({ url: `/v1/trees/mm-3x4-g5/entropy${route}` });
        expect(res.statusCode, route).toBe(503);
        expect(res.json<ApiError>().error, route).toBe('build-failed');
        expect(Number(res.headers['retry-after']), route).toBeGreaterThan(0);
        expect(res.body, route).not.toContain('exited');
      }
      expect((await a.inject({ url: '/v1/trees/mm-3x4-g5/entropy/next' })).statusCode).toBe(200);
      // A minute later the next request builds it.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      expect((await a.inject({ url: '/v1/trees/mm-3x4-g5/entropy' })).json()).toMatchObject({ state: 'building' });
    } finally {
      vi.useRealTimers();
      run.mockRestore();
    }
    const tree = await a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-3x4-g5'), 'entropy');
    expect('header' in tree && tree.header.stats.secrets).toBe(64);
  });
});
