import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXACT_ENGINE_VERSION } from '../../src/core/strategies/exact/version.ts';
import { buildTreeFile } from '../../src/builder/build-tree/file.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findStrategy } from '../../src/core/strategies/index.ts';
import { memoLimitFor } from '../../src/core/strategies/exact/memo.ts';
import { BuildQueue, buildJobId } from '../../src/fleet/build-queue.ts';
import { redisOptions } from '../../src/fleet/config.ts';
import { FleetConnection } from '../../src/fleet/connection.ts';
import { FleetTreeStore } from '../../src/fleet/tree-store.ts';
import { buildApp, type AppOptions } from '../../src/server/app.ts';
import { DEFAULT_ON_DEMAND } from '../../src/server/services/on-demand.ts';
import { buildLoadedTrees } from '../server/helpers/trees.ts';
import { describeRedis, RedisProcess } from './helpers/redis.ts';

let redis: RedisProcess;
let dir: string;
const apps: FastifyInstance[] = [];
const trees = await buildLoadedTrees([['mastermind', 'minimax']]);

/** A server of the fleet with its own cache directory (as on its own machine). */
async function server(name: string, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    trees,
    // Requests answer at once (no wait for builds): the states while a tree is built are what these tests look at.
    onDemand: { cacheDir: join(dir, name), buildWaitMs: 0 },
    fleet: { url: redis.url, lockDurationMs: 2000, stalledIntervalMs: 1000 },
    protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 },
    ...options,
  });
  apps.push(app);
  return app;
}

async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The sum of one metric over apps, read from /metrics as Prometheus scrapes it. */
async function metric(list: FastifyInstance[], name: string): Promise<number> {
  let sum = 0;
  for (const app of list) {
    const text = (await app.inject('/metrics')).body;
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    sum += Number(line?.split(' ')[1] ?? NaN);
  }
  return sum;
}

/** The file the one-machine builder writes for a board (the reference bytes). */
async function localBytes(variant: string, strategy: string): Promise<Buffer> {
  const game = createGame(resolveVariant(variant));
  const built = await buildTreeFile(game, findStrategy(strategy)!, createScorer(game));
  return Buffer.from(built.bytes!);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'codebreaker-fleet-'));
  redis = await RedisProcess.start();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await redis.stop();
  await rm(dir, { recursive: true, force: true });
});

describeRedis('servers sharing one Redis', () => {
  // First, while this server is the only one working the queues: no other server's free thread can take the greedy build.
  it('exact searches have a lane of their own in the fleet too: a greedy build is not held up behind one, and a search has its memory bound', async () => {
    const a = await server('lanes');
    await a.codebreaker.fleet!.waitUp(5000);
    // A connection of the test's own: the server's closes with it.
    const connection = new FleetConnection(redisOptions(redis.url));
    await connection.waitUp(5000);
    const queue = new BuildQueue(connection.client);
    try {
      // Word Mastermind's optimal tree: no part of it is solved within a minute.
      expect((await a.inject('/v1/trees/words-3/optimal')).json()).toMatchObject({ state: 'building' });
      await until('the search to run', async () => (await queue.exact.getJob(buildJobId('words-3', 'optimal')))?.processedOn !== undefined);
      const job = await queue.exact.getJob(buildJobId('words-3', 'optimal'));
      expect(job?.data.memoLimit).toBe(memoLimitFor((DEFAULT_ON_DEMAND.exactMemoryMb * 1024 * 1024) / 2));
      await a.inject('/v1/trees/mm-3x6/entropy');
      await until(
        'the greedy tree',
        async () => (await a.inject('/v1/trees/mm-3x6/entropy')).json<{ state: string }>().state === 'ready',
        15_000,
      );
      expect((await a.inject('/v1/trees/words-3/optimal')).json()).toMatchObject({ state: 'building' });
    } finally {
      // The search handed back by the closing server is dropped, so that no later test's server takes it up.
      apps.splice(apps.indexOf(a), 1);
      await a.close();
      await queue.exact.obliterate({ force: true });
      await queue.queue.obliterate({ force: true });
      await queue.close();
      await connection.close();
    }
  });

  it('two servers asked at once build a new board once, keep it in Redis with its sha256, and serve the same bytes as one machine', async () => {
    const a = await server('a');
    const b = await server('b');
    // Before its first connection a server answers 503 fleet-unavailable, as while Redis is down (tested below); here both are up.
    await Promise.all([a, b].map((app) => app.codebreaker.fleet!.waitUp(5000)));
    const answers = await Promise.all([a, b, a, b].map((app) => app.inject('/v1/trees/mm-3x5/entropy')));
    for (const res of answers) expect(res.json()).toMatchObject({ state: 'building' });
    const spec = resolveVariant('mm-3x5');
    await Promise.all([a, b].map((app) => app.codebreaker.trees.onDemand!.ready(spec, 'entropy')));
    expect(await metric([a, b], 'codebreaker_on_demand_builds_total')).toBe(1);

    const files = await Promise.all([a, b].map((app) => app.inject('/v1/trees/mm-3x5/entropy/file')));
    const reference = await localBytes('mm-3x5', 'entropy');
    for (const res of files) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(reference)).toBe(true);
    }
    const store = new FleetTreeStore(a.codebreaker.fleet!.client);
    const kept = await store.get('mm-3x5.entropy.msgpack');
    expect(Buffer.from(kept!.bytes).equals(reference)).toBe(true);
    expect(kept!.sha256).toBe(createHash('sha256').update(reference).digest('hex'));

    // A third server started later reads the kept file (checked), without building.
    const c = await server('c');
    await c.codebreaker.fleet!.waitUp(5000);
    expect((await c.inject('/v1/trees/mm-3x5/entropy')).json()).toMatchObject({ state: 'ready', source: 'cached' });
    expect(await metric([a, b, c], 'codebreaker_on_demand_builds_total')).toBe(1);
    // Metrics: the three servers working each queue, and the build of this small board (125 secrets)
    // completed on the small boards' queue, not the others' (where the test above built none either).
    await until('three workers on the queue', async () => (await metric([c], 'codebreaker_fleet_workers{queue="builds-small"}')) === 3);
    expect(await metric([c], 'codebreaker_fleet_workers{queue="builds"}')).toBe(3);
    const completed = await metric([c], 'codebreaker_fleet_jobs{queue="builds-small",state="completed"}');
    expect(completed).toBeGreaterThanOrEqual(1);
    expect(await metric([c], 'codebreaker_fleet_jobs{queue="builds",state="completed"}')).toBe(0);
  });

  it('a build that ends without a tree is stated once for the fleet: over-limit and impossible kept in Redis, no second build', async () => {
    const a = await server('o1');
    const b = await server('o2');
    await Promise.all([a, b].map((app) => app.codebreaker.fleet!.waitUp(5000)));
    // Every server alive works the build queue (those of earlier tests too): count builds over all of them.
    const before = await metric(apps, 'codebreaker_on_demand_builds_total');
    const spec = resolveVariant('mm-4x6-g4');
    for (const strategy of ['minimax', 'optimal']) {
      expect((await a.inject(`/v1/trees/mm-4x6-g4/${strategy}`)).json()).toMatchObject({ state: 'building' });
      await a.codebreaker.trees.onDemand!.ready(spec, strategy);
    }
    expect((await metric(apps, 'codebreaker_on_demand_builds_total')) - before).toBe(2);
    const store = new FleetTreeStore(a.codebreaker.fleet!.client);
    expect(await store.getOutcome('mm-4x6-g4.minimax.msgpack')).toMatchObject({ kind: 'over-limit', limit: 4 });
    // An exact strategy's outcome is kept under a name that carries the engine version.
    expect(await store.getOutcome(`mm-4x6-g4.optimal.engine-${EXACT_ENGINE_VERSION}.msgpack`)).toEqual({ kind: 'impossible', limit: 4 });
    // The other server states both from Redis, as the first does, and builds nothing.
    for (const [strategy, state] of [
      ['minimax', 'over-limit'],
      ['optimal', 'impossible'],
    ] as const) {
      const mine = (await a.inject(`/v1/trees/mm-4x6-g4/${strategy}`)).json<{ state: string; message: string }>();
      const theirs = (await b.inject(`/v1/trees/mm-4x6-g4/${strategy}`)).json<{ state: string; message: string }>();
      expect(theirs).toMatchObject({ state, message: mine.message });
      expect((await b.inject(`/v1/trees/mm-4x6-g4/${strategy}/file`)).statusCode).toBe(422);
    }
    expect((await metric(apps, 'codebreaker_on_demand_builds_total')) - before).toBe(2);
  });

  it('a damaged copy in Redis fails its checks, is removed and built again', async () => {
    const a = await server('d');
    const store = new FleetTreeStore(a.codebreaker.fleet!.client);
    await a.codebreaker.fleet!.waitUp(5000);
    const good = await localBytes('mm-2x6', 'minimax');
    const bad = Buffer.from(good);
    bad.writeUInt8(bad.readUInt8(bad.length - 1) ^ 1, bad.length - 1);
    await store.put('mm-2x6.minimax.msgpack', bad);
    expect((await a.inject('/v1/trees/mm-2x6/minimax')).json()).toMatchObject({ state: 'building' });
    await a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-2x6'), 'minimax');
    expect(a.codebreaker.trees.onDemand!.counts.damaged).toBe(1);
    expect(Buffer.from((await store.get('mm-2x6.minimax.msgpack'))!.bytes).equals(good)).toBe(true);
  });

  it('counts the rate limit across the fleet', async () => {
    const protection = { maxHeapMb: 0, maxEventLoopDelayMs: 0, rateLimitPerMinute: 3 };
    const a = await server('e', { protection });
    const b = await server('f', { protection });
    // No wait for the fleet: the limit counts from the first request a started server answers.
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await app.inject('/v1/variants')).statusCode);
    // Three requests per minute in all: the fourth, whichever server it reaches, is refused.
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('with Redis stopped: data/ trees served, /health degraded naming Redis, fleet answers 503 fleet-unavailable; recovers when Redis is back', async () => {
    const protection = { maxHeapMb: 0, maxEventLoopDelayMs: 0, rateLimitPerMinute: 1000 };
    const a = await server('g', { protection });
    await a.codebreaker.fleet!.waitUp(5000);
    expect((await a.inject('/health')).json()).toMatchObject({ status: 'ok', fleet: { redis: 'up' } });
    await redis.stop();
    await until('the server to see Redis down', async () => (await a.inject('/health')).json<{ status: string }>().status === 'degraded');
    expect((await a.inject('/health')).json()).toMatchObject({ status: 'degraded', fleet: { redis: 'down' } });
    expect((await a.inject('/v1/trees/mastermind/minimax/next?history=')).statusCode).toBe(200);
    expect((await a.inject('/v1/trees/mastermind/minimax/file')).statusCode).toBe(200);
    const refused = await a.inject('/v1/trees/mm-3x4/entropy');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ error: 'fleet-unavailable' });
    expect(refused.headers['retry-after']).toBeDefined();
    const metrics = await a.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('codebreaker_fleet_redis_up 0');
    // Longer than BullMQ's drain delay: a worker that never resumes after such an outage would fail the build below.
    await new Promise((r) => setTimeout(r, 7000));
    await redis.restart();
    await until('the server to see Redis back', async () => (await a.inject('/health')).json<{ status: string }>().status === 'ok');
    expect((await a.inject('/v1/trees/mm-3x4/entropy')).json()).toMatchObject({ state: 'building' });
    await a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-3x4'), 'entropy');
    const file = await a.inject('/v1/trees/mm-3x4/entropy/file');
    expect(file.rawPayload.equals(await localBytes('mm-3x4', 'entropy'))).toBe(true);
  });
});
