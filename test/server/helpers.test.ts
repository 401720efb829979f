import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { resolveTrees, testApp, withApp } from './helpers/app.ts';
import { buildLoadedTrees, TEST_TREES } from './helpers/trees.ts';

describe("the route tests' app helper", () => {
  it('serves TEST_TREES by default, each tree built once per file', async () => {
    const app = await testApp();
    try {
      expect((await app.inject('/health')).json()).toMatchObject({ status: 'ok', trees: TEST_TREES.length });
    } finally {
      await app.close();
    }
    expect(await buildLoadedTrees(TEST_TREES)).toEqual(await resolveTrees());
    expect((await buildLoadedTrees([['twod', 'minimax']]))[0]).toBe((await buildLoadedTrees([['twod', 'minimax']]))[0]);
  });

  it('takes built pairs, data/ files and loaded trees, in the order given', async () => {
    const [given] = await buildLoadedTrees([['twod', 'entropy']]);
    const trees = await resolveTrees([['twod', 'minimax'], 'mastermind.optimal.msgpack', given!]);
    expect(trees.map((t) => t.file)).toEqual(['twod.minimax.msgpack', 'mastermind.optimal.msgpack', 'twod.entropy.msgpack']);
    expect(trees[2]).toBe(given);
  });

  it('withApp passes settings through and closes the app even when the test throws', async () => {
    let seen: FastifyInstance | undefined;
    await expect(
      withApp({ trees: [['twod', 'minimax']], problems: [{ file: 'x.msgpack', reason: 'broken' }] }, async (app) => {
        seen = app;
        expect((await app.inject('/health')).json()).toMatchObject({ status: 'degraded', trees: 1 });
        throw new Error('failed inside');
      }),
    ).rejects.toThrow('failed inside');
    await expect(seen!.inject('/health')).rejects.toThrow();
  });
});
