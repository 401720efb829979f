import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExact } from '../../src/builder/exact.ts';
import { readCheckpoint } from '../../src/builder/checkpoint.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { createScorer } from '../../src/core/scorer.ts';
import type { OnDemandOptions } from '../../src/server/on-demand.ts';
import type { ApiError, NoTreeAnswer, VariantAnswer } from './helpers/answers.ts';
import { testApp } from './helpers/app.ts';

let cacheDir: string;
const apps: FastifyInstance[] = [];

async function app(options: Partial<OnDemandOptions> = {}): Promise<FastifyInstance> {
  const a = await testApp({ trees: [['mastermind', 'minimax']], onDemand: { cacheDir, ...options } });
  apps.push(a);
  return a;
}

/** The total the exact search finds in this process, for the server's tree to match. */
async function expectedTotal(variant: string, objective: 'total' | 'worst'): Promise<number> {
  return (await runExact(createScorer(createGame(resolveVariant(variant))), { objective, workers: 0, log: () => {} })).total;
}

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-exact-od-'));
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await rm(cacheDir, { recursive: true, force: true });
});

describe('exact trees on demand, by budget', () => {
  it('builds optimal and optimal-worst of boards above the old 400-secret limit, verified, with the totals of the search', async () => {
    const a = await app();
    for (const variant of ['mm-4x5', 'mm-3x9']) {
      for (const [strategy, objective] of [
        ['optimal', 'total'],
        ['optimal-worst', 'worst'],
      ] as const) {
        const v = (await a.inject({ url: `/v1/variants/${variant}` })).json<VariantAnswer>();
        expect(v.strategies.find((s) => s.id === strategy)?.state).toMatch(/on-demand|cached/);
        await a.inject({ url: `/v1/trees/${variant}/${strategy}` });
        await a.codebreaker.trees.onDemand!.ready(resolveVariant(variant), strategy);
        const header = (await a.inject({ url: `/v1/trees/${variant}/${strategy}` })).json<{
          state: string;
          stats: { secrets: number; total: number };
        }>();
        expect(header.state).toBe('ready');
        expect(header.stats.secrets).toBe(v.secretCount);
        expect(header.stats.total, `${variant}/${strategy}`).toBe(await expectedTotal(variant, objective));
      }
    }
  });

  it('over the budget: too-long with how far it got and how to build offline; the checkpoint kept; greedy trees served; a larger budget resumes', async () => {
    const a = await app({ exactBudgetMs: 1 });
    await a.inject({ url: '/v1/trees/mm-4x5-g6/optimal' });
    await a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-4x5-g6'), 'optimal');
    const header = await a.inject({ url: '/v1/trees/mm-4x5-g6/optimal' });
    expect(header.statusCode).toBe(200);
    const body = header.json<NoTreeAnswer>();
    expect(body).toMatchObject({ state: 'too-long', variant: 'mm-4x5-g6', strategy: 'optimal' });
    expect(body.search?.firstGuesses.total).toBeGreaterThan(0);
    expect(body.message).toContain('npm run build-trees -- --variant mm-4x5-g6 --strategy optimal');
    expect(body.message).toContain('--resume');
    expect(body.message).toContain('EXACT_BUDGET_S');
    const checkpoint = await readCheckpoint(join(cacheDir, 'checkpoints', 'mm-4x5-g6.optimal.json'));
    expect(checkpoint?.variant).toBe('mm-4x5-g6');
    const file = await a.inject({ url: '/v1/trees/mm-4x5-g6/optimal/file' });
    expect(file.statusCode).toBe(422);
    expect(file.json<ApiError>()).toEqual({ error: 'too-long', message: body.message });
    expect((await a.inject({ url: '/v1/trees/mm-4x5-g6/optimal/next' })).statusCode).toBe(200);
    const v = (await a.inject({ url: '/v1/variants/mm-4x5-g6' })).json<VariantAnswer>();
    expect(v.strategies.find((s) => s.id === 'optimal')?.state).toBe('too-long');
    await a.inject({ url: '/v1/trees/mm-4x5-g6/entropy' });
    await a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-4x5-g6'), 'entropy');
    expect((await a.inject({ url: '/v1/trees/mm-4x5-g6/entropy/file' })).statusCode).toBe(200);

    // The same budget after a restart: remembered, no new build. A larger one carries on from the checkpoint.
    const same = await app({ exactBudgetMs: 1 });
    expect((await same.inject({ url: '/v1/trees/mm-4x5-g6/optimal' })).json()).toMatchObject({ state: 'too-long' });
    expect(same.codebreaker.trees.onDemand!.counts.builds).toBe(0);
    const larger = await app();
    expect((await larger.inject({ url: '/v1/trees/mm-4x5-g6/optimal' })).json()).toMatchObject({ state: 'building' });
    await larger.codebreaker.trees.onDemand!.ready(resolveVariant('mm-4x5-g6'), 'optimal');
    const built = (await larger.inject({ url: '/v1/trees/mm-4x5-g6/optimal' })).json<{ state: string; stats: { total: number } }>();
    expect(built).toMatchObject({ state: 'ready', stats: { total: await expectedTotal('mm-4x5-g6', 'total') } });
    await expect(access(join(cacheDir, 'checkpoints', 'mm-4x5-g6.optimal.json'))).rejects.toThrow();
    expect(await readdir(cacheDir)).not.toContain('mm-4x5-g6.optimal.outcome.json');
  });
});
