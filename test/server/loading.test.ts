import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { TreeRegistry } from '../../src/server/services/registry.ts';
import type { VariantsAnswer } from './helpers/answers.ts';
import { buildLoadedTrees } from './helpers/trees.ts';

describe('a server still loading its trees', () => {
  const registry = new TreeRegistry();
  const ready = buildApp({ registry });
  afterAll(async () => (await ready).close());

  it('answers /health "starting" and tree routes 503 with Retry-After, then serves once the trees are given', async () => {
    const app = await ready;
    expect((await app.inject({ url: '/health' })).json()).toEqual({ status: 'starting', trees: 0, problems: [] });
    for (const url of [
      '/v1/variants',
      '/v1/trees/twod/minimax',
      '/v1/trees/twod/minimax/next',
      '/v1/trees/twod/minimax/file',
      '/v1/trees/twod/minimax/path/22',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('1');
      expect(res.json(), url).toMatchObject({ error: 'starting' });
    }
    registry.load(await buildLoadedTrees([['twod', 'minimax']]));
    expect((await app.inject({ url: '/health' })).json()).toEqual({ status: 'ok', trees: 1, problems: [] });
    expect((await app.inject({ url: '/v1/trees/twod/minimax/next' })).json()).toMatchObject({ step: 1, source: 'tree' });
    expect((await app.inject({ url: '/v1/variants' })).json<VariantsAnswer>().variants).toHaveLength(1);
    expect(() => registry.load([])).toThrow(/loaded already/);
  });
});
