import { connect } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ApiError } from './helpers/answers.ts';
import { testApp, withApp } from './helpers/app.ts';

const trees = [['twod', 'minimax']] as const;

// An extra route plugin (as the web page and memento routes plug in) that answers slowly.
const slow: FastifyPluginAsync<{ ms?: number }> = async (app, { ms = 0 }) => {
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, ms));
    return { done: true };
  });
  app.get('/boom', async () => {
    throw new Error('secret internal detail at /work/src/thing.ts:1:1');
  });
};

describe('graceful shutdown and extra plugins', () => {
  it('close() lets a request in flight finish, then refuses new connections', async () => {
    // Closed by the test itself: closing is what it checks. Load shedding off: the test process's
    // heap and event loop depend on the other test files.
    const app = await testApp({
      trees,
      plugins: [{ plugin: slow, options: { ms: 300 } }],
      protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 },
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${base}/slow`);
    await new Promise((r) => setTimeout(r, 50));
    const closed = app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });

  it('an unexpected error in any route is a 500 without stack or internal detail', () =>
    withApp({ trees, plugins: [{ plugin: slow, options: { ms: 1 } }] }, async (app) => {
      const res = await app.inject('/boom');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'internal', message: 'The server could not answer this request; it has been logged.' });
    }));

  it('bytes that are not HTTP get a JSON 400, headers too large a JSON 431', () =>
    withApp({ trees }, async (app) => {
      const base = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
      const raw = (bytes: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(Number(base.port), base.hostname, () => socket.end(bytes));
          let out = '';
          socket.on('data', (d) => (out += d.toString()));
          socket.on('close', () => resolve(out));
          socket.on('error', reject);
        });
      const garbage = await raw('HELLO \u0000 THERE\r\n\r\n');
      expect(garbage).toMatch(/^HTTP\/1.1 400 Bad Request/);
      expect(JSON.parse(garbage.split('\r\n\r\n')[1]!)).toEqual({ error: 'bad-request', message: 'The request is not valid HTTP.' });
      const huge = await raw(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(huge).toMatch(/^HTTP\/1.1 431/);
      expect((JSON.parse(huge.split('\r\n\r\n')[1]!) as ApiError).error).toBe('headers-too-large');
      // HTTP/1.1 without Host, and a method no route has: the API's error shape too.
      const hostless = await raw('GET /health HTTP/1.1\r\nConnection: close\r\n\r\n');
      expect(hostless).toMatch(/^HTTP\/1.1 400/);
      expect(JSON.parse(hostless.split('\r\n\r\n')[1]!)).toEqual({
        error: 'missing-host',
        message: 'An HTTP/1.1 request needs a Host header.',
      });
      const odd = await raw('PROPFIND /v1/variants HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(odd).toMatch(/^HTTP\/1.1 404/);
      expect((JSON.parse(odd.split('\r\n\r\n')[1]!) as ApiError).error).toBe('not-found');
      expect((await fetch(new URL('/health', base))).status).toBe(200);
    }));
});
