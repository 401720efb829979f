import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExact } from '../../src/builder/exact.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { STRATEGIES } from '../../src/core/strategies/index.ts';
import { testApp } from './helpers/app.ts';

let cacheDir: string;
let app: FastifyInstance;
beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-tight-fuzz-'));
  app = await testApp({ trees: [['twod', 'entropy']], onDemand: { cacheDir } });
});
afterAll(async () => {
  await app.close();
  await rm(cacheDir, { recursive: true, force: true });
});

/** The least number of guesses some tree needs on a board (the exact search for the smallest depth). */
async function leastDepth(board: string): Promise<number> {
  return (await runExact(createScorer(createGame(resolveVariant(board))), { objective: 'worst', workers: 0, log: () => {} })).depth;
}

/** Every route of a tree, with a valid history, secret and limit of the board. */
function routes(base: string, board: string): Array<InjectOptions & { url: string }> {
  const game = createGame(resolveVariant(board));
  const secret = game.formatGuess(game.secretGuess[game.secretCount - 1]!);
  const first = game.formatGuess(game.secretGuess[0]!);
  const feedback = game.feedbackLabel(game.score(game.secretGuess[0]!, game.secretCount - 1));
  return [
    { method: 'GET', url: base },
    { method: 'GET', url: `${base}/file` },
    { method: 'GET', url: `${base}/next` },
    { method: 'GET', url: `${base}/next?history=${first}:${feedback}` },
    { method: 'POST', url: `${base}/next`, payload: { history: [{ guess: first, feedback }] } },
    { method: 'GET', url: `${base}/path/${secret}` },
    { method: 'GET', url: `${base}/worst-case?limit=2` },
  ];
}

/** A 5xx is allowed only while a tree is being built (or the build queue is full): 503 with Retry-After. */
function check(res: LightMyRequestResponse, what: string, first: boolean): void {
  if (res.statusCode < 500) return;
  expect(first, `${what} -> ${res.statusCode} ${res.body}`).toBe(true);
  expect(res.statusCode, what).toBe(503);
  expect(['building', 'busy'], `${what} -> ${res.body}`).toContain(res.json<{ error: string }>().error);
  expect(res.headers['retry-after'], what).toBeDefined();
}

describe('tight boards: -g{N} from 1 to the depth that fits, every strategy, every route', () => {
  it('never answer 5xx, on first and later requests (503 with Retry-After only while building)', async () => {
    const boards = ['mm-2x3', 'mm-3x3', 'mm-2x4', 'mm-2x5-distinct', 'bc-3x5', 'mm-4x6'];
    let answered = 0;
    const seen = new Map<string, number>();
    for (const board of boards) {
      const least = await leastDepth(board);
      // The full range on small boards; around the limit on Mastermind (g4 fits nothing, g5 the exact trees).
      const limits = board === 'mm-4x6' ? [least - 1, least] : Array.from({ length: least + 1 }, (_, i) => i + 1);
      for (const g of limits) {
        const id = `${board}-g${g}`;
        for (const strategy of STRATEGIES) {
          const base = `/v1/trees/${id}/${strategy.id}`;
          for (const r of routes(base, id)) check(await app.inject(r), `${r.method} ${r.url}`, true);
          if (strategy.kind !== 'static' && strategy.kind !== 'search')
            await app.codebreaker.trees.onDemand!.ready(resolveVariant(id), strategy.id);
          for (const r of routes(base, id)) {
            const res: LightMyRequestResponse = await app.inject(r);
            check(res, `${r.method} ${r.url} (later)`, false);
            const code = res.statusCode >= 400 ? res.json<{ error: string }>().error : String(res.statusCode);
            seen.set(code, (seen.get(code) ?? 0) + 1);
            answered++;
          }
        }
        expect((await app.inject({ url: `/v1/variants/${id}` })).statusCode).toBe(200);
      }
    }
    // twod: catalogue only, its other strategies built on demand.
    for (const strategy of STRATEGIES) {
      for (const r of routes(`/v1/trees/twod/${strategy.id}`, 'twod')) check(await app.inject(r), r.url, true);
    }
    expect(answered).toBeGreaterThan(500);
    // The tight boards were met: trees over the limit, boards no tree fits, and trees served.
    for (const code of ['200', 'over-limit', 'impossible', 'board-full', 'not-built']) expect(seen.get(code), code).toBeGreaterThan(0);
  }, 120_000);
});
