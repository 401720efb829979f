import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { wordsOf } from '../helpers/wordle-rule.ts';
import { describeRedis, RedisProcess } from './helpers/redis.ts';

let redis: RedisProcess;
let dir: string;
const apps: FastifyInstance[] = [];

/** A server of the fleet with its own cache directory (as on its own machine). */
async function server(name: string): Promise<FastifyInstance> {
  const app = await buildApp({
    trees: [],
    onDemand: { cacheDir: join(dir, name), buildWaitMs: 20_000 },
    fleet: { url: redis.url, lockDurationMs: 2000, stalledIntervalMs: 1000 },
    protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 },
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'codebreaker-fleet-lists-'));
  redis = await RedisProcess.start();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await redis.stop();
  await rm(dir, { recursive: true, force: true });
});

describeRedis("users' lists in a fleet", () => {
  it('lists posted to one server resolve on another (from Redis), whose fleet builds their trees', async () => {
    const [a, b] = [await server('a'), await server('b')];
    await a.codebreaker.fleet!.waitUp(5000);
    await b.codebreaker.fleet!.waitUp(5000);
    const answers = wordsOf('words-3.txt').slice(100, 140);
    const posted = await a.inject({ method: 'POST', url: '/v1/word-lists', payload: { answers } });
    expect(posted.statusCode).toBe(201);
    const { variant } = posted.json<{ variant: string }>();
    // Server b never saw the lists: it reads them from Redis, and so does the build worker that builds the tree.
    const next = await b.inject({ url: `/v1/trees/${variant}/entropy/next` });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ remaining: 40, step: 1 });
    const header = await b.inject({ url: `/v1/trees/${variant}/entropy` });
    expect(header.json()).toMatchObject({ state: 'ready', stats: { secrets: 40 } });
    // Posting them to b again: known to the fleet already.
    expect((await b.inject({ method: 'POST', url: '/v1/word-lists', payload: { answers } })).statusCode).toBe(200);
    // Unknown lists are a 404 everywhere.
    expect((await b.inject({ url: '/v1/variants/wordle-u0123456789ab' })).statusCode).toBe(404);
  });
});
