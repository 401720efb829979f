import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { ApiError, EvaluateAnswer } from './helpers/answers.ts';
import { buildLoadedTrees } from './helpers/trees.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({
    trees: await buildLoadedTrees([
      ['mastermind', 'minimax'],
      ['mastermind', 'entropy'],
    ]),
  });
});
afterAll(() => app.close());

const get = (query: string) => app.inject({ url: `/v1/variants/mastermind/evaluate?${query}` });

describe('GET /v1/variants/:variant/evaluate', () => {
  it("grades a guess: parts summing to the remaining secrets, Knuth's worst part of 256 for 1122, and each strategy's choice", async () => {
    const res = await get('guess=1122');
    expect(res.statusCode).toBe(200);
    const body = res.json<EvaluateAnswer>();
    expect(body).toMatchObject({ guess: '1122', remaining: 1296, worst: 256, canWin: true });
    expect(Object.values(body.parts).reduce((a, b) => a + b, 0)).toBe(1296);
    expect(body.parts['4B0W']).toBe(1);
    expect(body.choices.minimax).toMatchObject({ guess: '1122', worst: 256 });
    expect(Object.keys(body.choices)).toEqual([
      'minimax',
      'expected-size',
      'entropy',
      'most-parts',
      'expected-steps',
      'entropy-lookahead',
      'optimal',
      'optimal-worst',
      'static',
      'entropy-search',
    ]);
    for (const choice of Object.values(body.choices)) expect(choice.entropy).toBeGreaterThan(2);
  });

  it('after a history: only the secrets left count; strategies off their tree answer live', async () => {
    const body = (await get('history=1122:1B0W,3456:0B2W&guess=1345')).json<EvaluateAnswer>();
    expect(body.remaining).toBeGreaterThan(1);
    expect(Object.values(body.parts).reduce((a, b) => a + b, 0)).toBe(body.remaining);
    expect(body.choices.minimax?.worst).toBeLessThanOrEqual(body.worst);
    // A variant id of the grammar works the same (mm-4x6 is mastermind).
    expect((await app.inject({ url: '/v1/variants/mm-4x6/evaluate?guess=1122' })).json<EvaluateAnswer>().worst).toBe(256);
  });

  it('refuses a bad guess, a contradiction, a game over, a full board and unknown parameters', async () => {
    expect((await get('guess=12')).json()).toMatchObject({ error: 'bad-guess' });
    expect((await get('guess=12')).statusCode).toBe(400);
    expect((await get('history=1122:9B9W&guess=1234')).json()).toMatchObject({ error: 'bad-history' });
    const inconsistent = await get('history=1122:0B0W,3344:0B0W,5566:0B0W&guess=1234');
    expect(inconsistent.statusCode).toBe(422);
    expect(inconsistent.json()).toMatchObject({ error: 'inconsistent-history' });
    expect(inconsistent.json<ApiError>().message).toContain('step 3');
    const solved = await get('history=1122:1B0W,1345:4B0W&guess=1234');
    expect(solved.json()).toMatchObject({ error: 'solved' });
    const history = Array.from({ length: 10 }, () => '1111:0B0W').join(',');
    const full = await get(`history=${history}&guess=2222`);
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({ error: 'board-full' });
    const unknown = await get('guess=1122&strategy=minimax');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiError>().message).toContain('strategy');
    expect((await get('')).statusCode).toBe(400);
  });

  it('reports a contradiction before a win, and agrees with next on every such history', async () => {
    // 1134 shares the colour 1 with 1122, so 1134:4B0W contradicts 1122:0B0W even though it is a win.
    const histories = [
      '1122:0B0W,1134:4B0W',
      '1122:0B0W,1122:4B0W',
      [...Array.from({ length: 10 }, () => '1111:0B0W'), '1111:1B0W'].join(','),
    ];
    for (const history of histories) {
      const evaluated = await get(`history=${history}&guess=3456`);
      const next = await app.inject({ url: `/v1/trees/mastermind/minimax/next?history=${history}` });
      expect(evaluated.statusCode, history).toBe(422);
      expect(evaluated.json(), history).toMatchObject({ error: 'inconsistent-history' });
      expect(evaluated.json(), history).toEqual(next.json());
    }
    expect((await get('history=1122:0B0W,1134:4B0W&guess=3456')).json<ApiError>().message).toContain('step 2 (1134:4B0W)');
  });
});
