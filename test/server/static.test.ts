import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeMsgpack } from '../../src/store/tree-file.ts';
import type { ApiError, NextAnswer, PathAnswer, TreeAnswer, VariantAnswer, VariantsAnswer, WorstAnswer } from './helpers/answers.ts';
import { sharedApp } from './helpers/app.ts';

/**
 * The static strategy served like any other: Mastermind's committed static tree (six fixed
 * guesses, then the secret) and twod's built in memory, next to a greedy tree; static trees are
 * never built on demand, so a board without a file is a 404 that says how to build it offline.
 */

const cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-static-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));
const app = await sharedApp({
  trees: [['mastermind', 'minimax'], 'mastermind.static.msgpack', ['twod', 'entropy'], ['twod', 'static']],
  onDemand: { cacheDir },
});
const get = (url: string) => app.inject({ url });
const mm = '/v1/trees/mastermind/static';

/** Mastermind's fixed guesses, in play order: the first six guesses of a secret that needs seven. */
const fixed = (await get(`${mm}/worst-case?limit=1`))
  .json<WorstAnswer>()
  .paths[0]!.steps.slice(0, -1)
  .map((s) => s.guess);

describe('the static strategy over HTTP', () => {
  it('GET /v1/variants lists the static trees, after the greedy ones, with their figures', async () => {
    const { variants } = (await get('/v1/variants')).json<VariantsAnswer>();
    const ids = Object.fromEntries(variants.map((v: VariantsAnswer['variants'][number]) => [v.id, v.strategies.map((s) => s.id)]));
    expect(ids).toEqual({ mastermind: ['minimax', 'static'], twod: ['entropy', 'static'] });
    expect(variants[0]!.strategies[1]).toEqual({ id: 'static', kind: 'static', total: 6770, average: 6770 / 1296, max: 7 });
    expect(variants[0]!.strategies[0]!.kind).toBe('greedy');
  });

  it('GET /v1/variants/:variant gives the kind static: a file where there is one, offline elsewhere', async () => {
    const kinds = async (variant: string) =>
      Object.fromEntries((await get(`/v1/variants/${variant}`)).json<VariantAnswer>().strategies.map((s) => [s.id, [s.kind, s.state]]));
    expect(await kinds('mastermind')).toMatchObject({
      minimax: ['greedy', 'file'],
      optimal: ['exact', 'on-demand'],
      static: ['static', 'file'],
    });
    // A small board: greedy and exact trees are built on demand, the static one only offline.
    expect(await kinds('mm-3x4')).toMatchObject({
      minimax: ['greedy', 'on-demand'],
      optimal: ['exact', 'on-demand'],
      static: ['static', 'offline'],
    });
  });

  it("GET /v1/trees/:variant/static answers the header with the tree's stats", async () => {
    const res = await get(mm);
    expect(res.statusCode).toBe(200);
    expect(res.json<TreeAnswer>()).toMatchObject({
      state: 'ready',
      source: 'file',
      file: 'mastermind.static.msgpack',
      strategy: { id: 'static' },
      stats: { secrets: 1296, total: 6770, max: 7, histogram: [0, 1, 1, 15, 168, 674, 379, 58] },
    });
  });

  it('.../file sends the committed bytes', async () => {
    const res = await get(`${mm}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('mastermind.static.msgpack');
    const file = decodeMsgpack(res.rawPayload) as { strategy: { id: string }; root: { guess: string } };
    expect(file.strategy.id).toBe('static');
    expect(file.root.guess).toBe(fixed[0]);
  });

  it('.../next plays the fixed guesses whatever the feedback, then the secret', async () => {
    expect(fixed).toHaveLength(6);
    expect((await get(`${mm}/next`)).json<NextAnswer>()).toMatchObject({ guess: fixed[0], source: 'tree', step: 1, remaining: 1296 });
    // The second guess is the same after different feedbacks to the first.
    for (const feedback of ['0B0W', '1B1W', '0B2W']) {
      const answer = (await get(`${mm}/next?history=${fixed[0]}:${feedback}`)).json<NextAnswer>();
      expect(answer, feedback).toMatchObject({ guess: fixed[1], source: 'tree', step: 2 });
    }
    // Played against a secret, the fixed guesses single it out, and it comes next.
    const secret = '6543';
    const { steps } = (await get(`${mm}/path/${secret}`)).json<PathAnswer>();
    expect(steps.slice(0, -1).map((s) => s.guess)).toEqual(fixed.slice(0, steps.length - 1));
    expect(steps.at(-1)).toEqual({ guess: secret, feedback: '4B0W' });
    const history = steps
      .slice(0, -1)
      .map((s) => `${s.guess}:${s.feedback}`)
      .join(',');
    expect((await get(`${mm}/next?history=${history}`)).json<NextAnswer>()).toMatchObject({ guess: secret, source: 'tree', remaining: 1 });
    // Off the tree, the strategy answers live.
    expect((await get(`${mm}/next?history=1122:1B0W`)).json<NextAnswer>()).toMatchObject({ source: 'live', step: 2 });
  });

  it('.../worst-case lists the secrets needing seven guesses', async () => {
    const worst = (await get(`${mm}/worst-case`)).json<WorstAnswer>();
    expect(worst).toMatchObject({ max: 7, count: 58 });
    for (const path of worst.paths) expect(path.steps.slice(0, 6).map((s) => s.guess)).toEqual(fixed);
  });

  it('a board without a static file is a 404 not-built saying how to build it offline; nothing is built', async () => {
    for (const url of ['/v1/trees/mm-3x4/static', '/v1/trees/mm-3x4/static/next', '/v1/trees/mm-3x4/static/file']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<ApiError>(), url).toMatchObject({ error: 'not-built' });
      expect(res.json<ApiError>().message, url).toContain('npm run build-trees -- --variant mm-3x4 --strategy static');
    }
    // A catalogue board the static search declines says why instead.
    const royale = await get('/v1/trees/royale/static');
    expect(royale.statusCode).toBe(404);
    expect(royale.json<ApiError>()).toMatchObject({ error: 'not-built' });
    expect(royale.json<ApiError>().message).toMatch(
      /^No static tree of royale is published, and none can be built: Royale allows 6 guesses/,
    );
    expect(app.codebreaker.trees.onDemand!.counts.builds).toBe(0);
    expect(await readdir(cacheDir)).toEqual([]);
  });
});
