import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRedis, RedisProcess } from './helpers/redis.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'codebreaker.js');
let redis: RedisProcess;
let dir: string;
const children: ChildProcess[] = [];

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a `codebreaker` command (build, worker) as its own process. */
function run(command: string, args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, [BIN, command, ...args], {
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

/** A coordinator: build-trees --queue for Mastermind's optimal tree into a data directory of its own. */
function coordinator(dataDir: string, ...more: string[]): Run {
  return run('build', ['--variant', 'mastermind', '--strategy', 'optimal', '--queue', '--lanes', '4', '--data-dir', dataDir, ...more]);
}

/** Polls until `check` holds; gives up well within the test's time limit, saying what it waited for. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 45_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The figures of the coordinator's closing line ("on the queue: N units sent ..., M answered without a job ..., K queued again ..."). */
function summary(output: string): { sent: number; reused: number; requeued: number } {
  const m = /on the queue: (\d+) units sent.*?, (\d+) answered without a job.*?, (\d+) queued again/.exec(output);
  if (m === null) throw new Error(`no queue summary in:\n${output}`);
  return { sent: Number(m[1]), reused: Number(m[2]), requeued: Number(m[3]) };
}

/** Answers in a search's parts file (one line each). */
async function answered(parts: string): Promise<number> {
  return (await readFile(parts, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
}

/**
 * A coordinator caught mid-search: started with no worker (so all its units are queued), then
 * one worker of one thread, which answers them one at a time; resolves once `n` answers are in
 * the parts file, while the others are still queued (checked: the coordinator has not finished).
 */
async function midSearch(data: string, n: number): Promise<{ c: Run; w: Run; parts: string }> {
  const c = coordinator(data);
  await until('the coordinator to say no worker is connected', () => c.output().includes('no worker connected'));
  const w = run('worker', ['--threads', '1']);
  const parts = join(data, 'checkpoints', 'mastermind.optimal.parts.jsonl');
  await until(`${n} answers in the parts file`, async () => (await answered(parts)) >= n || c.child.exitCode !== null);
  expect(c.child.exitCode, 'the coordinator finished before it could be caught mid-search').toBeNull();
  return { c, w, parts };
}

const reference = (): Promise<Buffer> => readFile(join(ROOT, 'data', 'mastermind.optimal.msgpack'));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'codebreaker-exact-'));
  redis = await RedisProcess.start();
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await redis.stop();
  await rm(dir, { recursive: true, force: true });
});

describeRedis('build-trees --queue: the exact search on the fleet', () => {
  it('with no worker it waits and says so; two workers (one SIGKILLed mid-run) then build the same bytes as one machine', async () => {
    const data = join(dir, 'clean');
    const durations = join(dir, 'clean-durations.json');
    const c = coordinator(data, '--durations', durations);
    await until('the coordinator to say no worker is connected', () => c.output().includes('no worker connected'));
    const a = run('worker', ['--threads', '1']);
    const b = run('worker', ['--threads', '1']);
    await until('a worker to take units', () => c.output().includes('first guesses') && a.output().includes('worker ready'));
    a.child.kill('SIGKILL');
    expect(await c.exited).toBe(0);
    expect((await readFile(join(data, 'mastermind.optimal.msgpack'))).equals(await reference())).toBe(true);
    // The search's answers are dropped with its checkpoint once the tree is written.
    expect(existsSync(join(data, 'checkpoints', 'mastermind.optimal.parts.jsonl'))).toBe(false);
    expect(summary(c.output()).sent).toBeGreaterThan(0);
    // Each unit answered by a job has its run time on its worker, for the scale simulation.
    const file = JSON.parse(await readFile(durations, 'utf8')) as {
      search: string;
      durations: Array<{ ms: number; mode: string; secrets: number }>;
    };
    expect(file.search).toBe('mastermind.optimal');
    expect(file.durations.length).toBeGreaterThan(0);
    expect(file.durations.length).toBeLessThanOrEqual(summary(c.output()).sent);
    for (const d of file.durations) {
      expect(Number.isFinite(d.ms) && d.ms >= 0).toBe(true);
      expect(['total', 'part', 'feasible']).toContain(d.mode);
    }
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
  });

  it('a coordinator killed mid-search and started again (Redis emptied meanwhile) carries on from the parts file, to the same bytes', async () => {
    const data = join(dir, 'resumed');
    const { c: first, w, parts } = await midSearch(data, 1);
    first.child.kill('SIGKILL');
    await first.exited;
    const before = await answered(parts);
    // Redis loses everything (a restart without persistence): the file alone carries the search on.
    const client = new Redis(redis.url);
    await client.flushall();
    await client.quit();
    const second = coordinator(data);
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain(`${before} answers of an earlier run read`);
    expect((await readFile(join(data, 'mastermind.optimal.msgpack'))).equals(await reference())).toBe(true);
    // The file's answers served the second run without jobs.
    expect(summary(second.output()).reused).toBeGreaterThan(0);
    w.child.kill('SIGTERM');
    expect(await w.exited).toBe(0);
  });

  it('Redis emptied under a running coordinator: the units whose jobs it lost are queued again, to the same bytes', async () => {
    const data = join(dir, 'emptied');
    const { c, w } = await midSearch(data, 1);
    // No worker while Redis is emptied, so the coordinator is surely waiting on units then (a
    // worker left running could answer the last of them first: Mastermind is seconds of work).
    w.child.kill('SIGKILL');
    await w.exited;
    expect(c.child.exitCode, 'the coordinator finished before Redis could be emptied under it').toBeNull();
    const client = new Redis(redis.url);
    await client.flushall();
    await client.quit();
    const again = run('worker', ['--threads', '1']);
    expect(await c.exited).toBe(0);
    expect((await readFile(join(data, 'mastermind.optimal.msgpack'))).equals(await reference())).toBe(true);
    expect(summary(c.output()).requeued).toBeGreaterThan(0);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
