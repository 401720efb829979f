import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { sharedApp } from './helpers/app.ts';

// Super Mastermind has no score table (32768 x 32768), so each live answer there costs tens of
// milliseconds of worker time: the costly request of this test.
// Load shedding is off here (it has its own test): this test is about the live pool's bound,
// and on a busy shared machine a stalled process could otherwise trip it.
const app = await sharedApp({
  trees: ['super.minimax.msgpack', ['twod', 'minimax']],
  live: { workers: 1, maxQueue: 4 },
  protection: { maxEventLoopDelayMs: 0, maxHeapMb: 0 },
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });

/** Milliseconds of one GET and its status. */
interface Timed {
  ms: number;
  status: number;
  retryAfter: string | null;
  body: { source?: string; error?: string };
}
async function timed(url: string): Promise<Timed> {
  const t = performance.now();
  const res = await fetch(url);
  const body = (await res.json()) as { source?: string; error?: string };
  return { ms: performance.now() - t, status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

describe('costly live requests do not starve tree lookups', () => {
  it('tree lookups keep their latency while a flood of off-tree requests is bounded with 503 + Retry-After', async () => {
    // A lookup on the tree: the first two steps of the game against some secret.
    const path = (await (await fetch(`${base}/v1/trees/super/minimax/path/12345`)).json()) as {
      steps: Array<{ guess: string; feedback: string }>;
    };
    const lookup = `${base}/v1/trees/super/minimax/next?history=${path.steps
      .slice(0, 2)
      .map((x) => `${x.guess}:${x.feedback}`)
      .join(',')}`;
    expect((await timed(lookup)).body.source).toBe('tree');
    const quietRuns: Timed[] = [];
    for (let i = 0; i < 30; i++) quietRuns.push(await timed(lookup));

    // 40 distinct off-tree histories at once: one worker, four may wait, the rest are refused.
    const game = getGame('super');
    const flood = Array.from({ length: 40 }, (_, i) =>
      timed(`${base}/v1/trees/super/minimax/next?history=${game.formatGuess(1000 + 797 * i)}:0B1W`),
    );
    const busyRuns: Timed[] = [];
    for (let i = 0; i < 30; i++) busyRuns.push(await timed(lookup));
    const live = await Promise.all(flood);
    const [quiet, busy] = [quietRuns.map((r) => r.ms), busyRuns.map((r) => r.ms)];
    expect(busyRuns.map((r) => `${r.status} ${r.body.source}`)).toEqual(Array(30).fill('200 tree'));

    const statuses = live.map((r) => r.status);
    expect(
      statuses.every((s) => s === 200 || s === 503 || s === 422),
      statuses.join(','),
    ).toBe(true);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(5);
    for (const r of live.filter((x) => x.status === 503)) expect([r.retryAfter, r.body.error]).toEqual(['1', 'busy']);
    for (const r of live.filter((x) => x.status === 200)) expect(r.body.source).toMatch(/^live/);
    // Lookups stay in the same range as without the flood (generous bounds: the machine is shared).
    expect(quantile(busy, 0.5)).toBeLessThan(Math.max(20, 4 * quantile(quiet, 0.5)));
    expect(quantile(busy, 0.9)).toBeLessThan(100);
  });
});
