import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mementoPlugin } from '../../src/server/plugins/extra.ts';
import { DEFAULT_LIMITS, idleTimeoutFor, timeoutCheckInterval } from '../../src/server/app.ts';
import type { ApiError } from './helpers/answers.ts';
import { sharedApp, testApp } from './helpers/app.ts';
import { rawGet, rawRequest, type RawAnswer } from './helpers/raw-http.ts';

/**
 * The request time limit, on a real socket: a request (headers and body) that has not arrived
 * whole within it is answered 408 `timeout` in the API's error shape and its connection closed,
 * however it stalls. The limit is shortened to half a second here; the server's is 30 s.
 */

const LIMIT_MS = 500;
// Node looks for late requests every timeoutCheckInterval(LIMIT_MS) ms; the rest is the machine's
// slack (a loaded machine delays the check and the answer by more than a second; the client's own
// limit, 10 s, and the quiet connection's, 20 s, stay far above it).
const LATEST_MS = LIMIT_MS + timeoutCheckInterval(LIMIT_MS) + 2000;

const IDLE_MS = 1500;
const app = await sharedApp({
  trees: [['mastermind', 'minimax']],
  limits: { requestTimeoutMs: LIMIT_MS, idleTimeoutMs: IDLE_MS },
  plugins: [mementoPlugin()],
});
let port: number;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

const next = '/v1/trees/mastermind/minimax/next';
const json = 'Host: localhost\r\nContent-Type: application/json\r\n';

/** Asserts a 408 `timeout` in the API's error shape, arrived between the limit and LATEST_MS, and the only answer on its connection. */
function expectTimeout(res: RawAnswer, what: string): void {
  expect(res.status, `${what}: ${res.raw}`).toBe(408);
  expect(JSON.parse(res.body) as ApiError, what).toEqual({ error: 'timeout', message: 'The request took too long to arrive.' });
  expect(res.elapsedMs, what).toBeGreaterThanOrEqual(LIMIT_MS - 50);
  expect(res.elapsedMs, what).toBeLessThan(LATEST_MS);
  expect(res.raw.match(/HTTP\/1\.1 /g), what).toHaveLength(1);
}

describe('a request that does not arrive whole within REQUEST_TIMEOUT_S', () => {
  it('a body that stops arriving (14 of 100 bytes), on the tree and Memento routes alike: 408 timeout', async () => {
    const [tree, memento] = await Promise.all([
      rawRequest(port, `POST ${next} HTTP/1.1\r\n${json}Content-Length: 100\r\n\r\n{"history":[]`),
      rawRequest(port, `POST /v1/memento/solve HTTP/1.1\r\n${json}Content-Length: 100\r\n\r\n{"rows":["1`),
    ]);
    expectTimeout(tree, 'tree route');
    expectTimeout(memento, 'memento route');
  });

  it('a chunked body without its last chunk, headers that never end, a connection that sends nothing: 408 timeout', async () => {
    const answers = await Promise.all([
      rawRequest(port, `POST ${next} HTTP/1.1\r\n${json}Transfer-Encoding: chunked\r\n\r\n5\r\n{"his\r\n`),
      rawRequest(port, `GET /health HTTP/1.1\r\nHost: localhost\r\n`),
      rawRequest(port, ''),
    ]);
    answers.forEach((res, i) => expectTimeout(res, ['chunked', 'headers', 'nothing'][i]!));
  });

  it('a body sent a byte at a time, each byte in time but the whole too slow: 408 timeout', async () => {
    const body = JSON.stringify({ history: [] });
    const head = `POST ${next} HTTP/1.1\r\n${json}Content-Length: ${body.length}\r\n\r\n`;
    // 14 bytes 100 ms apart: 1.3 s for the whole body, over the limit though no gap is.
    expectTimeout(await rawRequest(port, [head, ...body], 10_000, 100), 'drip');
  });

  it('the second request on a kept-alive connection gets its own time: the first is answered, the second 408', async () => {
    const res = await rawRequest(
      port,
      [`GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n`, `POST ${next} HTTP/1.1\r\n${json}Content-Length: 100\r\n\r\n{`],
      10_000,
      300,
    );
    expect(res.status).toBe(200);
    expect(res.raw).toMatch(
      /HTTP\/1\.1 408 Request Timeout\r\n[^]*\{"error":"timeout","message":"The request took too long to arrive\."\}$/,
    );
  });

  it('a request that arrives whole within the limit, however slowly, is answered', async () => {
    const body = JSON.stringify({ history: [] });
    const head = `POST ${next} HTTP/1.1\r\n${json}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    const res = await rawRequest(port, [head, body.slice(0, 5), body.slice(5)], 10_000, 150);
    expect(res.status, res.raw).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ step: 1 });
  });

  it('an answer given before the body arrived (415, 413) closes the connection at once: no second answer, no wait', async () => {
    const res = await rawRequest(
      port,
      `POST ${next} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/xml\r\nContent-Length: 100\r\n\r\n<h`,
    );
    expect(res.status).toBe(415);
    expect(res.headers.connection).toBe('close');
    expect(res.raw.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(res.elapsedMs).toBeLessThan(LIMIT_MS);
    // A body announced larger than BODY_LIMIT likewise: 413 at once, never read.
    const large = await rawRequest(port, `POST ${next} HTTP/1.1\r\n${json}Content-Length: 1000000\r\n\r\n{"hist`);
    expect([large.status, large.headers.connection, JSON.parse(large.body)]).toEqual([
      413,
      'close',
      { error: 'payload-too-large', message: 'The request body is larger than this server accepts.' },
    ]);
    expect(large.elapsedMs).toBeLessThan(LIMIT_MS);
  });
});

describe('a client that stops reading its answers', () => {
  it('has its connection closed once no byte has moved for the idle limit', async () => {
    // Forty pipelined requests for the docs' 1.5 MB script, never read: more than the socket
    // buffers hold, so an answer stalls half-written.
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('GET /docs/static/swagger-ui-bundle.js HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(40)),
    );
    socket.pause();
    socket.on('error', () => {});
    const connections = () => new Promise<number>((resolve) => app.server.getConnections((_err, n) => resolve(n)));
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(await connections()).toBe(1);
      const started = performance.now();
      while ((await connections()) > 0 && performance.now() - started < 4 * IDLE_MS) await new Promise((r) => setTimeout(r, 100));
      expect(await connections()).toBe(0);
    } finally {
      socket.destroy();
    }
  });
});

describe('requests waiting for a live thread', () => {
  it('are each answered within the live time limit, waiting included, never cut off by the idle limit', async () => {
    const LIVE_MS = 300;
    const busy = await testApp({
      trees: [['mastermind', 'minimax']],
      limits: { requestTimeoutMs: LIMIT_MS, idleTimeoutMs: IDLE_MS },
      live: { workers: 1, maxQueue: 8, timeoutMs: LIVE_MS },
    });
    try {
      await busy.listen({ port: 0, host: '127.0.0.1' });
      const busyPort = (busy.server.address() as AddressInfo).port;
      // Seven reviews on one thread, each longer than the limit (bc-5x10 has 30,240 answers), with
      // answers of their own so that none shares another's computation: one after the other they
      // would keep the last ones waiting past the idle limit, whose connections would close unanswered.
      const answers = await Promise.all(
        ['01234', '01235', '01236', '01237', '01238', '01239', '01243'].map((a) =>
          rawGet(busyPort, `/v1/variants/bc-5x10/review?history=${a}:5A0B`),
        ),
      );
      for (const res of answers) {
        expect(res.status, res.raw).toBe(503);
        expect((JSON.parse(res.body) as ApiError).error).toBe('busy');
        expect(res.elapsedMs).toBeLessThan(IDLE_MS);
      }
    } finally {
      await busy.close();
    }
  }, 30_000);
});

describe('the default limit', () => {
  const defaults = testApp({ trees: [] });
  afterAll(async () => (await defaults).close());
  it('is 30 s for the whole request, headers included, checked every second; 60 s of quiet with a request, 72 s idle between requests', async () => {
    const { server } = await defaults;
    expect(DEFAULT_LIMITS.requestTimeoutMs).toBe(30_000);
    expect([server.requestTimeout, server.headersTimeout]).toEqual([30_000, 30_000]);
    // A connection with a request goes quiet for at most 60 s (twice the limit; never under 20 s).
    expect(server.timeout).toBe(60_000);
    expect([idleTimeoutFor(30_000), idleTimeoutFor(1000)]).toEqual([60_000, 20_000]);
    // Idle kept-alive connections: Fastify's default, which docs/operations.md states.
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(timeoutCheckInterval(30_000)).toBe(1000);
  });
});
