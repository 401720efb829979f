import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiError, TreeAnswer, VariantAnswer } from './helpers/answers.ts';
import { sharedApp } from './helpers/app.ts';

/**
 * A search strategy (entropy-search) served like any other where a file holds its tree, and,
 * since its builds take long, never built on demand: a board without a file is a 404 that says
 * how to build it offline.
 */

const cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-search-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));
const app = await sharedApp({
  trees: [
    ['mastermind-distinct', 'entropy'],
    ['mastermind-distinct', 'entropy-search'],
  ],
  onDemand: { cacheDir },
});
const get = (url: string) => app.inject({ url });

describe('a search strategy over HTTP', () => {
  it('GET /v1/variants/:variant gives the kind search: a file where there is one, offline elsewhere', async () => {
    const kinds = async (variant: string) =>
      Object.fromEntries((await get(`/v1/variants/${variant}`)).json<VariantAnswer>().strategies.map((s) => [s.id, [s.kind, s.state]]));
    expect(await kinds('mastermind-distinct')).toMatchObject({ entropy: ['greedy', 'file'], 'entropy-search': ['search', 'file'] });
    expect(await kinds('mm-3x4')).toMatchObject({ entropy: ['greedy', 'on-demand'], 'entropy-search': ['search', 'offline'] });
  });

  it('serves its tree where there is one', async () => {
    const res = await get('/v1/trees/mastermind-distinct/entropy-search');
    expect(res.statusCode).toBe(200);
    expect(res.json<TreeAnswer>()).toMatchObject({ state: 'ready', source: 'file', strategy: { id: 'entropy-search' } });
  });

  it('a board without its file is a 404 not-built saying how to build it offline; nothing is built', async () => {
    for (const url of ['/v1/trees/mm-3x4/entropy-search', '/v1/trees/mm-3x4/entropy-search/next', '/v1/trees/mm-3x4/entropy-search/file']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<ApiError>(), url).toMatchObject({ error: 'not-built' });
      expect(res.json<ApiError>().message, url).toBe(
        'No entropy-search tree of mm-3x4 is published, and entropy-search trees are not built on demand (their search can take hours); ' +
          'build it offline: npm run build-trees -- --variant mm-3x4 --strategy entropy-search.',
      );
    }
    expect(app.codebreaker.trees.onDemand!.counts.builds).toBe(0);
    expect(await readdir(cacheDir)).toEqual([]);
  });
});
