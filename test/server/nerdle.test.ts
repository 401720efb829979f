import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { ApiError, NextAnswer, VariantAnswer } from './helpers/answers.ts';
import { loadDataTrees } from './helpers/trees.ts';

let app: FastifyInstance;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-nerdle-'));
  // The committed minimax tree of the classic game, as the server loads data/.
  const trees = await loadDataTrees(['nerdle.minimax.msgpack']);
  app = await buildApp({ trees, onDemand: { cacheDir, buildWaitMs: 0 }, protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 } });
}, 120_000);
afterAll(async () => {
  await app.close();
  await rm(cacheDir, { recursive: true, force: true });
});

describe('Nerdle over HTTP', () => {
  it("GET /v1/variants/nerdle: the classic game's 17,723 equations, 6,553 feedbacks, six guesses", async () => {
    const res = await app.inject({ url: '/v1/variants/nerdle' });
    expect(res.statusCode).toBe(200);
    const v = res.json<VariantAnswer>();
    expect(v).toMatchObject({
      id: 'nerdle',
      pegs: 8,
      symbols: '0123456789+-*/=',
      secrets: 'equations',
      guesses: 'equations',
      maxGuesses: 6,
      secretCount: 17723,
      guessCount: 17723,
      win: 'GGGGGGGG',
    });
    expect(v.feedbacks).toHaveLength(6553);
    expect(v.strategies.find((s) => s.id === 'minimax')?.state).toBe('file');
    // nerdle-8 is the same board.
    expect((await app.inject({ url: '/v1/variants/NERDLE-8' })).json<VariantAnswer>().id).toBe('nerdle');
  });

  it('names the rule an id breaks', async () => {
    const res = await app.inject({ url: '/v1/variants/nerdle-12' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(/from 5 to 8, not 12/);
  });

  it('plays the tree: a history of equations and colours (squares too) leads to the next guess', async () => {
    const first = (await app.inject({ url: '/v1/trees/nerdle/minimax/next' })).json<NextAnswer>();
    expect(first).toMatchObject({ remaining: 17723, step: 1, source: 'tree', solved: false });
    const guess = first.guess!;
    const res = await app.inject({ url: `/v1/trees/nerdle/minimax/path/${encodeURIComponent('10+20=30')}` });
    expect(res.statusCode).toBe(200);
    const steps = res.json<{ steps: Array<{ guess: string; feedback: string }> }>().steps;
    expect(steps[0]!.guess).toBe(guess);
    expect(steps.at(-1)).toEqual({ guess: '10+20=30', feedback: 'GGGGGGGG' });
    expect(steps.length).toBeLessThanOrEqual(6);
    const history = `${guess}:${steps[0]!.feedback}`;
    const next = (await app.inject({ url: `/v1/trees/nerdle/minimax/next?history=${encodeURIComponent(history)}` })).json<NextAnswer>();
    expect(next).toMatchObject({ guess: steps[1]!.guess, step: 2, source: 'tree' });
  });
});
