import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, WaitingError, Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BuildQueue, buildJobId } from '../../src/fleet/build-queue.ts';
import { closeWorker } from '../../src/fleet/close-worker.ts';
import { FLEET_PREFIX, redisOptions } from '../../src/fleet/config.ts';
import { FleetConnection } from '../../src/fleet/connection.ts';
import { buildApp } from '../../src/server/app.ts';
import { buildLoadedTrees, writeDataDir } from '../server/helpers/trees.ts';
import { describeRedis, RedisProcess } from './helpers/redis.ts';

const root = join(import.meta.dirname, '..', '..');
let redis: RedisProcess;
let dir: string;
beforeAll(async () => {
  redis = await RedisProcess.start();
  dir = await mkdtemp(join(tmpdir(), 'codebreaker-fleet-shutdown-'));
});
afterAll(async () => {
  await redis.stop();
  await rm(dir, { recursive: true, force: true });
});

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** How long `promise` took, or Infinity if it had not settled after `ms`. */
async function timed(promise: Promise<unknown>, ms: number): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<number>((resolve) => (timer = setTimeout(() => resolve(Infinity), ms)));
  try {
    return await Promise.race([promise.then(() => Date.now() - started), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A server of the fleet (its own cache directory), working the build queue on one thread. */
async function server(name: string): Promise<FastifyInstance> {
  return buildApp({
    trees: await buildLoadedTrees([['mastermind', 'minimax']]),
    onDemand: { cacheDir: join(dir, name), buildWaitMs: 0, buildWorkers: 1 },
    fleet: { url: redis.url, lockDurationMs: 2000, stalledIntervalMs: 1000 },
    protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 },
  });
}

describeRedis('closing a server of the fleet', () => {
  it('hands its build in flight back to the queue while Redis answers, and closes at once while it is unreachable', async () => {
    const connection = new FleetConnection(redisOptions(redis.url));
    const queue = new BuildQueue(connection.client);
    try {
      await connection.waitUp(5000);
      const job = async (): Promise<Awaited<ReturnType<typeof queue.queue.getJob>>> => queue.queue.getJob(buildJobId('mm-5x7', 'entropy'));
      // Redis answers: the build (seconds) is cancelled and handed back, without using an attempt.
      const a = await server('a');
      await a.codebreaker.fleet!.waitUp(5000);
      expect((await a.inject('/v1/trees/mm-5x7/entropy')).json()).toMatchObject({ state: 'building' });
      await until('the build to run', async () => (await job())?.processedOn !== undefined);
      expect(await timed(a.close(), 10_000)).toBeLessThan(2000);
      // Back in the queue: waiting, or prioritized (builds carry their lane's priority; BullMQ names those so).
      expect(['waiting', 'prioritized']).toContain(await (await job())!.getState());
      expect((await job())!.attemptsMade).toBe(0);
      await queue.queue.obliterate({ force: true });

      // Redis gone while a build runs: nothing can be handed back, and nothing is waited for.
      const b = await server('b');
      await b.codebreaker.fleet!.waitUp(5000);
      expect((await b.inject('/v1/trees/mm-5x7/entropy')).json()).toMatchObject({ state: 'building' });
      await until('the build to run', async () => (await job())?.processedOn !== undefined);
      await redis.stop();
      await until('the server to see Redis gone', () => !b.codebreaker.fleet!.up);
      // Before, close() waited for Redis as long as it stayed away.
      expect(await timed(b.close(), 10_000)).toBeLessThan(2000);

      // A server that never reached its Redis closes at once too.
      const c = await server('c');
      await until('a first failed try', () => c.codebreaker.fleet!.state === 'down');
      expect(await timed(c.close(), 10_000)).toBeLessThan(2000);
    } finally {
      await redis.restart();
      await queue.close();
      await connection.close();
    }
  });

  it('a worker whose Redis goes away while it hands its jobs back is closed after the bound, not when Redis is back', async () => {
    const connection = new FleetConnection(redisOptions(redis.url));
    const queue = new Queue('held', { connection: connection.client, prefix: FLEET_PREFIX });
    queue.on('error', () => {});
    // A job that runs until it is cancelled, then hands itself back as BuildWorker's do.
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const worker = new Worker(
      'held',
      async (job, token, signal) => {
        started();
        await new Promise((resolve) => signal?.addEventListener('abort', resolve));
        await job.moveToWait(token);
        throw new WaitingError();
      },
      { connection: redisOptions(redis.url), prefix: FLEET_PREFIX, lockDuration: 2000 },
    );
    worker.on('error', () => {});
    try {
      await connection.waitUp(5000);
      await queue.add('job', {});
      await running;
      await redis.stop();
      // As when the process has not seen Redis go yet: it tries to hand the job back, which waits for Redis.
      const closed = closeWorker(worker, 0, () => {}, { reachable: () => true, settleMs: 300 });
      expect(await timed(closed, 10_000)).toBeLessThan(2000);
      expect(await closed).toBe(false);
    } finally {
      await redis.restart();
      await connection.waitUp(5000);
      await queue.obliterate({ force: true });
      await queue.close();
      await connection.close();
    }
  });

  it('the real server exits 0 at once on SIGTERM while its Redis is unreachable, having logged why once', async () => {
    const data = join(dir, 'data');
    await writeDataDir(data, await buildLoadedTrees([['twod', 'minimax']]));
    await redis.stop();
    const child = spawn(process.execPath, ['dist/src/server/server.js'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: data,
        CACHE_DIR: join(dir, 'server-cache'),
        REDIS_URL: redis.url,
        // Past it the process exits 1: what it did while Redis was away.
        SHUTDOWN_GRACE_MS: '5000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await until('the server to be ready', () => out.includes('decoded and checked'));
      // A few more tries (one every half second at most): each would have been a line if retries logged.
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      child.kill('SIGTERM');
    }
    const started = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    const said = out.split('\n').filter((l) => l.includes("the fleet's Redis is unreachable"));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`ECONNREFUSED 127.0.0.1:${redis.port}`);
  });
});
