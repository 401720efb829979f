import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTreeFile } from '../../src/builder/build-tree/file.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findStrategy } from '../../src/core/strategies/index.ts';
import { BuildQueue, buildJobId, buildQueueOf, SMALL_BUILD_QUEUE } from '../../src/fleet/build-queue.ts';
import { buildWork } from '../../src/builder/build-size.ts';
import { redisOptions } from '../../src/fleet/config.ts';
import { FleetConnection } from '../../src/fleet/connection.ts';
import { FleetTreeStore } from '../../src/fleet/tree-store.ts';
import { describeRedis, RedisProcess } from './helpers/redis.ts';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'codebreaker.js');
let redis: RedisProcess;
let connection: FleetConnection;
let queue: BuildQueue;
let store: FleetTreeStore;
const children: ChildProcess[] = [];

/** A worker process (compiled script) on one thread, with short job locks; its output is collected. */
function worker(env: Record<string, string> = {}): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [BIN, 'worker', '--threads', '1'], {
    env: { ...process.env, REDIS_URL: redis.url, WORKER_LOCK_MS: '1500', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  child.stdout.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The file the one-machine builder writes (the reference bytes). */
async function localBytes(variant: string, strategy: string): Promise<Buffer> {
  const game = createGame(resolveVariant(variant));
  return Buffer.from((await buildTreeFile(game, findStrategy(strategy)!, createScorer(game))).bytes!);
}

beforeAll(async () => {
  redis = await RedisProcess.start();
  connection = new FleetConnection(redisOptions(redis.url));
  await connection.waitUp(5000);
  queue = new BuildQueue(connection.client);
  store = new FleetTreeStore(connection.client);
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await queue.close();
  await connection.close();
  await redis.stop();
});

it('without REDIS_URL: one line saying what to set, exit 2', () => {
  const env = { ...process.env };
  delete env.REDIS_URL;
  const run = spawnSync(process.execPath, [BIN, 'worker'], { env, encoding: 'utf8' });
  expect(run.status).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toContain('REDIS_URL');
});

describeRedis('worker processes', () => {
  it('SIGTERM in the middle of a build: the worker hands the job back and exits 0; another worker builds it to the same bytes', async () => {
    const first = worker({ WORKER_GRACE_MS: '0' });
    await queue.request('mm-5x7', 'entropy');
    await until('the first worker to start the build', () => first.output().includes('building mm-5x7.entropy'));
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Handed back: waiting again, not failed, no attempt used.
    const job = await queue.queue.getJob(buildJobId('mm-5x7', 'entropy'));
    // On a mismatch, say how an attempt was used: the job's failure and the worker's own lines.
    const why = `failed: ${job!.failedReason}\n${(job!.stacktrace ?? []).join('\n')}\nworker:\n${first.output()}`;
    expect(await job!.getState(), why).toBe('waiting');
    expect(job!.attemptsMade, why).toBe(0);
    const second = worker();
    await until('the second worker to finish', async () => store.has('mm-5x7.entropy.msgpack'));
    expect(second.output()).toContain('building mm-5x7.entropy');
    expect(Buffer.from((await store.get('mm-5x7.entropy.msgpack'))!.bytes).equals(await localBytes('mm-5x7', 'entropy'))).toBe(true);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('SIGTERM while its Redis is unreachable, in the middle of a build: the worker exits 0 at once, not after its grace time', async () => {
    const own = await RedisProcess.start();
    const lone = worker({ REDIS_URL: own.url, WORKER_GRACE_MS: '10000' });
    await until('the worker to be ready', () => lone.output().includes('worker ready'));
    const ownConnection = new FleetConnection(redisOptions(own.url));
    await ownConnection.waitUp(5000);
    const ownQueue = new BuildQueue(ownConnection.client);
    await ownQueue.request('mm-5x7', 'entropy');
    await ownQueue.close();
    await ownConnection.close();
    await until('the worker to start the build', () => lone.output().includes('building mm-5x7.entropy'));
    await own.stop();
    await until('the worker to see Redis gone', () => lone.output().includes('Redis unreachable'));
    const started = Date.now();
    lone.child.kill('SIGTERM');
    expect(await lone.exited).toBe(0);
    // Was WORKER_GRACE_MS and 5 s more (15 s here): nothing can be handed back, so nothing is waited for.
    expect(Date.now() - started).toBeLessThan(4000);
    expect(lone.output()).toContain('stopped without handing the jobs in flight back');
    expect(lone.output()).toMatch(/stopped after 1 builds and 0 exact units/);
  });

  it('a worker killed with SIGKILL in the middle of a build costs that job only: another worker takes it over', async () => {
    const first = worker();
    await queue.request('mm-6x5', 'minimax');
    await until('the first worker to start the build', () => first.output().includes('building mm-6x5.minimax'));
    first.child.kill('SIGKILL');
    await first.exited;
    const second = worker();
    // The file is stored before the job is marked completed: wait for both.
    await until(
      'the second worker to finish',
      async () => (await store.has('mm-6x5.minimax.msgpack')) && (await queue.state('mm-6x5', 'minimax')).kind === 'completed',
    );
    expect(second.output()).toContain('building mm-6x5.minimax');
    expect((await queue.state('mm-6x5', 'minimax')).kind).toBe('completed');
    expect(Buffer.from((await store.get('mm-6x5.minimax.msgpack'))!.bytes).equals(await localBytes('mm-6x5', 'minimax'))).toBe(true);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it("works the small boards' queue too, on a thread of its own: a small board's build never waits behind a large one's", async () => {
    const w = worker();
    // A large board's build holds the worker's one thread of the others' queue meanwhile.
    await queue.request('mm-6x6', 'entropy', undefined, undefined, buildWork({ secrets: 46_656, guesses: 46_656 }, 'entropy'));
    await until('the large build to start', () => w.output().includes('building mm-6x6.entropy'));
    const small = buildWork({ secrets: 64, guesses: 64 }, 'entropy');
    expect(buildQueueOf('entropy', small)).toBe(SMALL_BUILD_QUEUE);
    await queue.request('mm-3x4', 'entropy', undefined, undefined, small);
    await until('the small board built', async () => (await queue.state('mm-3x4', 'entropy', small)).kind === 'completed');
    expect(await store.has('mm-3x4.entropy.msgpack')).toBe(true);
    expect((await queue.state('mm-6x6', 'entropy')).kind).not.toBe('completed');
    w.child.kill('SIGKILL');
    await w.exited;
  });
});
