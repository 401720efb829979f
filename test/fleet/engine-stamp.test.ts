import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXACT_ENGINE_VERSION } from '../../src/core/strategies/exact/version.ts';
import { FLEET_PREFIX, redisOptions } from '../../src/fleet/config.ts';
import { FleetConnection } from '../../src/fleet/connection.ts';
import { EXACT_QUEUE, ExactPartStore, partKey, serialTask, type ExactJobData } from '../../src/fleet/exact-parts.ts';
import { FleetExactRunner } from '../../src/fleet/exact-runner.ts';
import { ExactWorker } from '../../src/fleet/exact-worker.ts';
import { TaskPool } from '../../src/workers/pool.ts';
import type { WorkerTask } from '../../src/core/strategies/exact/tasks.ts';
import { describeRedis, RedisProcess } from './helpers/redis.ts';

let redis: RedisProcess;
let connection: FleetConnection;
let dir: string;

beforeAll(async () => {
  redis = await RedisProcess.start();
  connection = new FleetConnection(redisOptions(redis.url));
  await connection.waitUp(5000);
  dir = await mkdtemp(join(tmpdir(), 'codebreaker-fleet-stamp-'));
});
afterAll(async () => {
  await connection.close();
  await redis.stop();
  await rm(dir, { recursive: true, force: true });
});

// A part of Mastermind after the guess 1122 (code 0), and the answers an older engine kept of it.
const task: WorkerTask = { mode: 'part', index: 0, guess: 0, depth: 9, secrets: Int32Array.from([1, 2, 3, 4, 5]), ub: 100 };
const key = partKey(task);

describeRedis("the fleet's exact answers carry the engine version", () => {
  it('answers kept in Redis before versions are never read, and a coordinator removes them saying why', async () => {
    const search = 'mastermind.optimal';
    const client = connection.client;
    // As the engine before versions kept them: a total with its tree, and a cut.
    await client.hset(`${FLEET_PREFIX}:exact:${search}:solved`, key, JSON.stringify({ cost: 7, tree: { guess: 1, next: [] } }));
    await client.zadd(`${FLEET_PREFIX}:exact:${search}:cuts`, '50', 'another-key');
    const store = new ExactPartStore(client, search);
    expect(await store.get(key)).toEqual({ solved: undefined, cut: undefined });
    expect((await store.get('another-key')).cut).toBeUndefined();
    // Lines of the parts file beside the checkpoint: this version's are read, the others are not.
    const partsFile = join(dir, 'mastermind.optimal.parts.jsonl');
    await writeFile(
      partsFile,
      [
        { key: 'a', ub: 10, cost: 5 },
        { key: 'b', ub: 10, cost: 6, engine: EXACT_ENGINE_VERSION + 1 },
        { key: 'c', ub: 10, cost: 4, engine: EXACT_ENGINE_VERSION },
      ]
        .map((l) => `${JSON.stringify(l)}\n`)
        .join(''),
    );
    const lines: string[] = [];
    const runner = await FleetExactRunner.open({ connection, search, variant: 'mastermind', partsFile, log: (l) => lines.push(l) });
    try {
      expect(lines).toContain(`1 answer of an earlier run read from ${partsFile}`);
      expect(lines.filter((l) => l.includes(`1 answer in ${partsFile} is not trusted as proved`))).toHaveLength(2);
      expect(lines.some((l) => l.includes('carries no engine version'))).toBe(true);
      expect(lines.some((l) => l.includes(`computed by exact engine version ${EXACT_ENGINE_VERSION + 1}`))).toBe(true);
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^1 solved and 1 cut units of ${search} in Redis are not trusted as proved and were removed: it carries no engine version`,
          ),
        ),
      );
      expect(await client.exists(`${FLEET_PREFIX}:exact:${search}:solved`, `${FLEET_PREFIX}:exact:${search}:cuts`)).toBe(0);
    } finally {
      await runner.close();
    }
  });

  it('a worker refuses a unit from a coordinator of another engine version, or of none, with the reason', async () => {
    const queue = new Queue<ExactJobData>(EXACT_QUEUE, { connection: connection.options, prefix: FLEET_PREFIX });
    const events = new QueueEvents(EXACT_QUEUE, { connection: connection.options, prefix: FLEET_PREFIX });
    const pool = new TaskPool({ size: 1 });
    const worker = new ExactWorker({ connection: connection.options, client: connection.client, pool, concurrency: 1 });
    try {
      await events.waitUntilReady();
      const data: ExactJobData = {
        search: 'mastermind.optimal',
        variant: 'mastermind',
        memoLimit: null,
        key,
        task: serialTask(task),
        ub: 100,
      };
      for (const [id, engine] of [
        ['none', undefined],
        ['newer', EXACT_ENGINE_VERSION + 1],
      ] as const) {
        const job = await queue.add('unit', { ...data, ...(engine === undefined ? {} : { engine }) }, { jobId: id });
        const reason = await new Promise<string>((resolve) => {
          events.on('failed', ({ jobId, failedReason }) => {
            if (jobId === job.id) resolve(failedReason);
          });
          events.on('completed', ({ jobId }) => {
            if (jobId === job.id) resolve('completed');
          });
        });
        expect(reason, id).toContain(`this worker runs exact engine version ${EXACT_ENGINE_VERSION}`);
      }
      // This version's unit runs.
      const ok = await queue.add('unit', { ...data, engine: EXACT_ENGINE_VERSION }, { jobId: 'same' });
      const answer = (await ok.waitUntilFinished(events, 30_000)) as { cost: number };
      expect(answer.cost).toBeGreaterThan(0);
    } finally {
      await worker.close();
      await pool.close();
      await Promise.all([queue.close(), events.close()]);
    }
  });
});
