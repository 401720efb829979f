import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAIL } from '../../src/core/strategies/exact/search.ts';
import type { WorkerTask } from '../../src/core/strategies/exact/tasks.ts';
import { EXACT_ENGINE_VERSION } from '../../src/core/strategies/exact/version.ts';
import { ExactPartStore, partKey } from '../../src/fleet/exact-parts.ts';
import { FleetTreeStore } from '../../src/fleet/tree-store.ts';
import { buildApp, type FleetSettings } from '../../src/server/app.ts';
import { wordsOf } from '../helpers/wordle-rule.ts';
import { describeRedis, RedisProcess } from './helpers/redis.ts';

let redis: RedisProcess;
let dir: string;
const apps: FastifyInstance[] = [];

/** A server of the fleet with its own cache directory (as on its own machine). */
async function server(name: string, fleet: Partial<FleetSettings> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    trees: [],
    onDemand: { cacheDir: join(dir, name), buildWaitMs: 20_000 },
    fleet: { url: redis.url, lockDurationMs: 2000, stalledIntervalMs: 1000, ...fleet },
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

  it('keeps lists in Redis USER_LISTS_TTL_DAYS after their last use: storing, reading and using them push the expiry back', async () => {
    const client = new Redis(redis.url);
    try {
      const DAYS_30 = 30 * 86_400;
      // a: the default refresh (at most once an hour per list); b: refreshes at every use.
      const [a, b] = [await server('ttl-a'), await server('ttl-b', { userListsRefreshMs: 0 })];
      await a.codebreaker.fleet!.waitUp(5000);
      await b.codebreaker.fleet!.waitUp(5000);
      const answers = wordsOf('words-3.txt').slice(200, 230);
      const posted = await a.inject({ method: 'POST', url: '/v1/word-lists', payload: { answers } });
      expect(posted.statusCode).toBe(201);
      const { variant } = posted.json<{ variant: string }>();
      const key = `codebreaker:word-lists:${variant.slice('wordle-u'.length)}`;
      const ttl = (): Promise<number> => client.ttl(key);
      // Stored with the expiry.
      expect(await ttl()).toBeGreaterThan(DAYS_30 - 10);
      expect(await ttl()).toBeLessThanOrEqual(DAYS_30);
      // Read from Redis by a server that never had them: refreshed by the read.
      await client.expire(key, 100);
      expect((await b.inject({ url: `/v1/variants/${variant}` })).statusCode).toBe(200);
      expect(await ttl()).toBeGreaterThan(DAYS_30 - 10);
      // Used on a server that holds them in memory: refreshed (b), or not within the hour (a: no round trip).
      await client.expire(key, 100);
      expect((await a.inject({ url: `/v1/variants/${variant}` })).statusCode).toBe(200);
      expect(await ttl()).toBeLessThanOrEqual(100);
      expect((await b.inject({ url: `/v1/variants/${variant}` })).statusCode).toBe(200);
      expect(await ttl()).toBeGreaterThan(DAYS_30 - 10);
      // Its trees built on the fleet expire with it.
      expect((await a.inject({ url: `/v1/trees/${variant}/entropy` })).json()).toMatchObject({ state: 'ready' });
      // The lists' time left first, then the tree's: the same expiry, read later, is no later (TTL's
      // seconds are rounded, so compare milliseconds).
      const listsLeft = await client.pttl(key);
      const treeLeft = await client.pttl(`codebreaker:trees:${variant}.entropy.msgpack`);
      expect(treeLeft).toBeGreaterThan((DAYS_30 - 10) * 1000);
      expect(treeLeft).toBeLessThanOrEqual(listsLeft);
      // Posted again: refreshed.
      await client.expire(key, 100);
      expect((await a.inject({ method: 'POST', url: '/v1/word-lists', payload: { answers } })).statusCode).toBe(200);
      expect(await ttl()).toBeGreaterThan(DAYS_30 - 10);
      // Expired: unknown to a server that never had them...
      await client.pexpire(key, 1);
      await new Promise((r) => setTimeout(r, 20));
      expect(await client.exists(key)).toBe(0);
      const c = await server('ttl-c');
      await c.codebreaker.fleet!.waitUp(5000);
      const unknown = await c.inject({ url: `/v1/variants/${variant}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'unknown-variant' });
      // ...until a server that still keeps them uses them: stored again, with the expiry, for the fleet's workers.
      expect((await b.inject({ url: `/v1/variants/${variant}` })).statusCode).toBe(200);
      expect(await ttl()).toBeGreaterThan(DAYS_30 - 10);
      expect((await c.inject({ url: `/v1/variants/${variant}` })).statusCode).toBe(200);
    } finally {
      client.disconnect();
    }
  });

  it("keeps a user board's stored tree and outcome no longer than its lists: each write and read gives them the lists' time left", async () => {
    const client = new Redis(redis.url);
    try {
      const store = new FleetTreeStore(client);
      const lists = 'codebreaker:word-lists:00000000000a';
      const file = 'wordle-u00000000000a.entropy.msgpack';
      const bytes = new Uint8Array([1, 2, 3]);
      await client.set(lists, 'x', 'EX', 500);
      await store.put(file, bytes);
      await store.putOutcome(file, { kind: 'impossible', limit: 6 });
      for (const key of [FleetTreeStore.key(file), FleetTreeStore.outcomeKey(file)]) {
        expect(await client.ttl(key)).toBeGreaterThan(490);
        expect(await client.ttl(key)).toBeLessThanOrEqual(500);
      }
      // The lists refreshed, then the tree read: it follows them.
      await client.expire(lists, 5000);
      expect(Buffer.from((await store.get(file))!.bytes)).toEqual(Buffer.from(bytes));
      expect(await store.getOutcome(file)).toBeDefined();
      for (const key of [FleetTreeStore.key(file), FleetTreeStore.outcomeKey(file)]) expect(await client.ttl(key)).toBeGreaterThan(4990);
      // The lists kept for good (USER_LISTS_TTL_DAYS=0): so is the tree; gone: a day at most.
      await client.persist(lists);
      await store.get(file);
      expect(await client.ttl(FleetTreeStore.key(file))).toBe(-1);
      await client.del(lists);
      await store.get(file);
      expect(await client.ttl(FleetTreeStore.key(file))).toBeGreaterThan(86_390);
      expect(await client.ttl(FleetTreeStore.key(file))).toBeLessThanOrEqual(86_400);
      // Other boards' files are kept as before, for good.
      await store.put('mm-4x6.entropy.msgpack', bytes);
      expect(await client.ttl(FleetTreeStore.key('mm-4x6.entropy.msgpack'))).toBe(-1);
    } finally {
      client.disconnect();
    }
  });

  it("keeps the exact search's stored answers of a user board no longer than its lists: each write and read gives them the lists' time left", async () => {
    const client = new Redis(redis.url);
    try {
      const lists = 'codebreaker:word-lists:00000000000b';
      const search = 'wordle-u00000000000b-hard.optimal';
      const store = new ExactPartStore(client, search);
      const keys = ['solved', 'cuts'].map((kind) => `codebreaker:exact:${search}:engine-${EXACT_ENGINE_VERSION}:${kind}`);
      const solved: WorkerTask = { mode: 'part', index: 0, guess: 7, depth: 5, secrets: Int32Array.from([1, 4, 9]), ub: 20 };
      const cut: WorkerTask = { ...solved, secrets: Int32Array.from([2, 3]) };
      const ttls = (): Promise<number[]> => Promise.all(keys.map((key) => client.ttl(key)));
      await client.set(lists, 'x', 'EX', 500);
      await store.put(partKey(solved), solved, 20, { type: 'result', index: 0, guess: 7, cost: 15, children: [] });
      await store.put(partKey(cut), cut, 12, { type: 'result', index: 0, guess: 7, cost: FAIL, children: undefined });
      for (const ttl of await ttls()) {
        expect(ttl).toBeGreaterThan(490);
        expect(ttl).toBeLessThanOrEqual(500);
      }
      // The lists refreshed, then an answer read (by a coordinator or a worker): both keys follow them.
      await client.expire(lists, 5000);
      expect(await store.get(partKey(solved))).toMatchObject({ solved: { cost: 15 }, cut: undefined });
      for (const ttl of await ttls()) expect(ttl).toBeGreaterThan(4990);
      // The lists kept for good: so are the answers; gone: a day at most.
      await client.persist(lists);
      expect(await store.get(partKey(cut))).toMatchObject({ solved: undefined, cut: 12 });
      expect(await ttls()).toEqual([-1, -1]);
      await client.del(lists);
      await store.get(partKey(cut));
      for (const ttl of await ttls()) {
        expect(ttl).toBeGreaterThan(86_390);
        expect(ttl).toBeLessThanOrEqual(86_400);
      }
      // The answers of the catalogue's and the grammar's boards are kept as before, for good.
      for (const other of ['mm-4x6.optimal', 'wordle.optimal']) {
        const kept = new ExactPartStore(client, other);
        await kept.put(partKey(cut), cut, 12, { type: 'result', index: 0, guess: 7, cost: FAIL, children: undefined });
        await kept.get(partKey(cut));
        expect(await client.ttl(`codebreaker:exact:${other}:engine-${EXACT_ENGINE_VERSION}:cuts`)).toBe(-1);
      }
    } finally {
      client.disconnect();
    }
  });
});
