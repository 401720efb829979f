import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { makeLiveness } from '../../src/server/services/liveness.ts';
import { TreeRegistry } from '../../src/server/services/registry.ts';
import { answeredFirst, FirstApp } from '../../src/server/start/first-app.ts';
import { buildLoadedTrees } from './helpers/trees.ts';

// Load shedding reads the test process's heap and event loop, which other test files move.
const protection = { maxHeapMb: 0, maxEventLoopDelayMs: 0 };

/** The names of an answer's headers that do not change between two answers (the date and request id do). */
const headerNames = (res: Response): string[] => [...res.headers.keys()].filter((h) => h !== 'date').sort();

describe("the server's first app", () => {
  it('answers GET and HEAD of /health only', () => {
    const req = (method: string, url: string): IncomingMessage => Object.assign(new IncomingMessage(new Socket()), { method, url });
    expect(answeredFirst(req('GET', '/health'))).toBe(true);
    expect(answeredFirst(req('HEAD', '/health?probe=1'))).toBe(true);
    for (const [method, url] of [
      ['GET', '/healthz'],
      ['GET', '/health/'],
      ['GET', '/ready'],
      ['OPTIONS', '/health'],
      ['POST', '/health'],
      ['GET', '/./health'],
    ])
      expect(answeredFirst(req(method!, url!)), `${method} ${url}`).toBe(false);
  });

  it('answers /health while the whole app loads; other requests wait and get the whole app’s answers, never a 404', async () => {
    const liveness = await makeLiveness({ registry: new TreeRegistry() });
    const first = await FirstApp.build({ liveness, protection });
    const base = await first.app.listen({ host: '127.0.0.1', port: 0 });
    const whole = await buildApp({ liveness, first, protection });
    let closed = false;
    try {
      const starting = await fetch(`${base}/health`);
      expect(await starting.json()).toEqual({ status: 'starting', trees: 0, problems: [] });
      // Sent before the whole app takes over: they wait on their connections.
      const ready = fetch(`${base}/ready`);
      const page = fetch(`${base}/v1/variants`);
      for (let i = 0; i < 100 && first.waiting < 2; i++) await sleep(10);
      expect(first.waiting).toBe(2);
      liveness.registry.load(await buildLoadedTrees([['twod', 'minimax']]));
      const before = await fetch(`${base}/health`);
      await whole.ready();
      first.handOver(whole);
      expect(first.waiting).toBe(0);
      expect(await (await ready).json()).toEqual({ status: 'ready', trees: 1 });
      expect((await page).status).toBe(200);
      // The same answer from either app: the same body and the same headers.
      const after = await fetch(`${base}/health`);
      expect(await before.json()).toEqual({ status: 'ok', trees: 1, problems: [] });
      expect(await after.json()).toEqual({ status: 'ok', trees: 1, problems: [] });
      expect(headerNames(after)).toEqual(headerNames(before));
      expect(before.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // The whole app's metrics count the first app's answers too.
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toMatch(/codebreaker_http_requests_total\{method="GET",route="\/health",status="200"\} 3\n/);
      // Closing the whole app closes the first: the port is let go.
      await whole.close();
      closed = true;
      expect(first.server.listening).toBe(false);
      await expect(fetch(`${base}/health`)).rejects.toThrow();
    } finally {
      if (!closed) await whole.close();
    }
  });
});
