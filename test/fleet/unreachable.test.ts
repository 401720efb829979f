import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { redisOptions } from '../../src/fleet/config.ts';
import { FleetConnection } from '../../src/fleet/connection.ts';
import { buildApp } from '../../src/server/app.ts';
import { FleetTreeBuilder } from '../../src/server/services/fleet-builder.ts';
import { HttpError } from '../../src/server/errors/http-error.ts';
import { FLEET_UNREACHABLE } from '../../src/server/routes/health.ts';
import { makeLiveness } from '../../src/server/services/liveness.ts';
import { buildLoadedTrees } from '../server/helpers/trees.ts';
import { describeRedis, RedisProcess } from './helpers/redis.ts';

// A loopback port nothing listens on while the tests look: the fleet's Redis is unreachable from
// the start, and each error of its client names the address ("connect ECONNREFUSED
// 127.0.0.1:<port>"). The servers close without it (shutdown.test.ts).
let redis: RedisProcess;
let dir: string;
beforeAll(async () => {
  redis = await RedisProcess.start();
  await redis.stop();
  dir = await mkdtemp(join(tmpdir(), 'codebreaker-unreachable-'));
});
afterAll(async () => {
  await redis.stop();
  await rm(dir, { recursive: true, force: true });
});

/** A pino destination that keeps the lines written to it. */
function logLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

/** Resolves once the client has failed `n` more tries to connect. */
async function failedTries(connection: FleetConnection, n: number): Promise<void> {
  await new Promise<void>((resolve) => {
    let errors = 0;
    const count = (): void => {
      if (++errors < n) return;
      connection.client.off('error', count);
      resolve();
    };
    connection.client.on('error', count);
  });
}

describeRedis("a server whose fleet's Redis is unreachable", () => {
  it("says so on /health, and since when, without Redis's error or its address; the log has them, once, from the first failed try", async () => {
    const { lines, stream } = logLines();
    const before = Date.now();
    const app = await buildApp({
      trees: await buildLoadedTrees([['mastermind', 'minimax']]),
      logger: { level: 'warn', stream },
      onDemand: { cacheDir: join(dir, 'health'), buildWaitMs: 0 },
      fleet: { url: redis.url },
      protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 },
    });
    try {
      const fleet = app.codebreaker.fleet!;
      // Several tries, each failing with the address (a try every half second at most).
      await failedTries(fleet, 4);
      expect(fleet.reason).toContain(`127.0.0.1:${redis.port}`);
      const res = await app.inject('/health');
      expect(res.json()).toEqual({
        status: 'degraded',
        trees: 1,
        problems: [],
        fleet: { redis: 'down', reason: FLEET_UNREACHABLE, since: expect.any(String) as string },
      });
      expect(res.body).not.toContain('127.0.0.1');
      expect(res.body).not.toContain(String(redis.port));
      expect(res.body).not.toContain('ECONNREFUSED');
      const since = Date.parse(res.json<{ fleet: { since: string } }>().fleet.since);
      expect(since).toBeGreaterThanOrEqual(before);
      expect(since).toBeLessThanOrEqual(Date.now());
      // The log says why, once (a warning), not on every try.
      const said = lines.filter((l) => l.includes("the fleet's Redis is unreachable"));
      expect(said).toHaveLength(1);
      expect(JSON.parse(said[0]!)).toMatchObject({ level: 40 });
      expect(said[0]).toContain(`ECONNREFUSED 127.0.0.1:${redis.port}`);
    } finally {
      await app.close();
    }
  });

  it('logs why once when the first try failed before the app was made (the server listens first, then makes the app)', async () => {
    const { lines, stream } = logLines();
    const liveness = await makeLiveness({ fleet: { url: redis.url } });
    await failedTries(liveness.fleet!, 2);
    const app = await buildApp({
      liveness,
      logger: { level: 'warn', stream },
      fleet: { url: redis.url },
      protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 },
    });
    try {
      await failedTries(liveness.fleet!, 2);
      const said = lines.filter((l) => l.includes("the fleet's Redis is unreachable"));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain(`ECONNREFUSED 127.0.0.1:${redis.port}`);
    } finally {
      await app.close();
    }
  });

  it("answers 503 fleet-unavailable saying so, without Redis's error or its address; the detail goes to the log", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      trees: await buildLoadedTrees([['mastermind', 'minimax']]),
      logger: { level: 'warn', stream },
      onDemand: { cacheDir: join(dir, 'server'), buildWaitMs: 0 },
      fleet: { url: redis.url },
      protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 },
    });
    try {
      const fleet = app.codebreaker.fleet!;
      // Some tries to connect, each failing with the address.
      await new Promise<void>((resolve) => {
        let errors = 0;
        fleet.client.on('error', () => ++errors === 2 && resolve());
      });
      expect(await fleet.waitUp(0)).toBe(false);
      const refused = [
        {
          url: '/v1/trees/mm-3x4/entropy',
          message: "The fleet's build queue is unavailable; trees of data/ are still served. Retry shortly.",
        },
        {
          url: '/v1/trees/wordle-u0123456789ab/entropy/next',
          message:
            'The fleet is unavailable, and it keeps the word lists wordle-u0123456789ab, which this server does not have; retry shortly.',
        },
        {
          url: '/v1/word-lists',
          method: 'POST' as const,
          payload: { answers: ['crane', 'slate'] },
          message: 'The fleet is unavailable: the lists cannot be shared with the other servers now. Retry shortly.',
        },
      ];
      for (const { message, ...request } of refused) {
        const res = await app.inject(request);
        expect(res.statusCode, request.url).toBe(503);
        expect(res.headers['retry-after'], request.url).toBe('5');
        // Neither the connection's last error nor any command's: only the sentence.
        expect(res.json(), request.url).toEqual({ error: 'fleet-unavailable', message });
        const log = lines.filter((l) => l.includes(res.headers['x-request-id'] as string)).join('');
        expect(log, request.url).toContain('fleet-unavailable');
        expect(log, request.url).toMatch(/Redis|Stream|writeable/);
      }
      // The data/ trees are still served.
      expect((await app.inject('/v1/trees/mastermind/minimax/next')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a build without the address even at the moment its client reports the error', async () => {
    const connection = new FleetConnection(redisOptions(redis.url));
    const builder = new FleetTreeBuilder(connection, { workers: 1, queue: 1, timeoutMs: 10_000 });
    try {
      // The connection keeps the client's last error as its reason, which is the address until
      // the client says the connection closed: a build refused then was answered with it.
      const refusal = await new Promise<{ reason: string; error: unknown }>((resolve) =>
        connection.client.once('error', () => {
          try {
            builder.check();
            resolve({ reason: connection.reason, error: undefined });
          } catch (error) {
            resolve({ reason: connection.reason, error });
          }
        }),
      );
      expect(refusal.reason).toContain(`127.0.0.1:${redis.port}`);
      expect(refusal.error).toBeInstanceOf(HttpError);
      const error = refusal.error as HttpError;
      expect(error.statusCode).toBe(503);
      expect(error.message).not.toContain('127.0.0.1');
      expect(error.message).not.toContain(String(redis.port));
      expect(String(error.detail)).toContain(`127.0.0.1:${redis.port}`);
    } finally {
      await builder.close();
      await connection.close();
    }
  });
});
