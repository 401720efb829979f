import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getGame } from '../../src/core/games/catalogue.ts';
import { buildApp } from '../../src/server/app.ts';
import { buildLoadedTrees, loadDataTrees } from './trees.ts';

// Super Mastermind has no score table (32768 x 32768), so each live answer there costs tens of
// milliseconds of worker time: the costly request of this test.
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  const trees = [...await loadDataTrees(['super.minimax.msgpack']), ...await buildLoadedTrees([['twod', 'minimax']])];
  app = await buildApp({ trees, live: { workers: 1, maxQueue: 4 } });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

/** Milliseconds of one GET and its status. */
async function timed(url: string): Promise<{ ms: number; status: number; retryAfter: string | null; body: { source?: string; error?: string } }> {
  const t = performance.now();
  const res = await fetch(url);
  const body = (await res.json()) as { source?: string; error?: string };
  return { ms: performance.now() - t, status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

describe('costly live requests do not starve tree lookups', () => {
  it('tree lookups keep their latency while a flood of off-tree requests is bounded with 503 + Retry-After', async () => {
    const lookup = `${base}/v1/trees/super/minimax/next?history=11223:1B0W`;
    await timed(lookup);
    const quiet: number[] = [];
    for (let i = 0; i < 30; i++) quiet.push((await timed(lookup)).ms);

    // 40 distinct off-tree histories at once: one worker, four may wait, the rest are refused.
    const game = getGame('super');
    const flood = Array.from({ length: 40 }, (_, i) => timed(`${base}/v1/trees/super/minimax/next?history=${game.formatGuess(1000 + 797 * i)}:0B1W`));
    const busy: number[] = [];
    for (let i = 0; i < 30; i++) busy.push((await timed(lookup)).ms);
    const live = await Promise.all(flood);

    const statuses = live.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 503 || s === 422), statuses.join(',')).toBe(true);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(5);
    for (const r of live.filter((x) => x.status === 503)) expect([r.retryAfter, r.body.error]).toEqual(['1', 'busy']);
    for (const r of live.filter((x) => x.status === 200)) expect(r.body.source).toMatch(/^live/);
    // Lookups stay in the same range as without the flood (generous bounds: the machine is shared).
    expect(quantile(busy, 0.5)).toBeLessThan(Math.max(20, 4 * quantile(quiet, 0.5)));
    expect(quantile(busy, 0.9)).toBeLessThan(100);
  });
});
