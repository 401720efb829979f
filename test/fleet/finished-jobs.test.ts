import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUILD_QUEUE, BuildQueue, buildJobId, type BuildJobData } from '../../src/fleet/build-queue.ts';
import { FLEET_PREFIX, redisOptions } from '../../src/fleet/config.ts';
import { EXACT_QUEUE, type ExactJobData } from '../../src/fleet/exact-parts.ts';
import { unitJobOptions } from '../../src/fleet/exact-runner.ts';
import { describeRedis, RedisProcess } from './helpers/redis.ts';

let redis: RedisProcess;
let client: Redis;

beforeAll(async () => {
  redis = await RedisProcess.start();
  client = new Redis(redis.url);
});
afterAll(async () => {
  client.disconnect();
  await redis.stop();
});

/** A worker of `queue` that completes every job at once, and fails for good those `fails` says. */
function trivialWorker<T>(queue: string, fails: (data: T) => boolean): Worker<T> {
  const worker = new Worker<T>(
    queue,
    async (job: Job<T>) => {
      if (fails(job.data)) throw new UnrecoverableError('made to fail');
      return {};
    },
    { connection: { ...redisOptions(redis.url), maxRetriesPerRequest: null }, prefix: FLEET_PREFIX },
  );
  worker.on('error', () => {});
  return worker;
}

/** Waits until the job is in `state`. */
async function until(queue: Queue, id: string, state: 'completed' | 'failed'): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await queue.getJobState(id)) === state) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${id} never ${state}`);
}

/** Makes finished jobs look as if they had finished two hours ago (BullMQ ages them by their score). */
async function ageTwoHours(queue: string, ids: Array<[id: string, state: 'completed' | 'failed']>): Promise<void> {
  for (const [id, state] of ids) await client.zadd(`${FLEET_PREFIX}:${queue}:${state}`, 'XX', Date.now() - 7_200_000, id);
}

describeRedis('finished jobs in Redis', () => {
  it('build jobs finished over an hour ago are removed as later builds finish', async () => {
    const builds = new BuildQueue(client);
    const queue = builds.queue;
    const worker = trivialWorker<BuildJobData>(BUILD_QUEUE, (data) => data.variant.startsWith('fail'));
    try {
      const [done, failed, later, laterFailed] = ['mm-3x2', 'fail-1', 'mm-3x3', 'fail-2'].map((v) => buildJobId(v, 'entropy'));
      await builds.request('mm-3x2', 'entropy');
      await builds.request('fail-1', 'entropy');
      await until(queue, done!, 'completed');
      await until(queue, failed!, 'failed');
      await ageTwoHours(BUILD_QUEUE, [
        [done!, 'completed'],
        [failed!, 'failed'],
      ]);
      await builds.request('mm-3x3', 'entropy');
      await builds.request('fail-2', 'entropy');
      await until(queue, later!, 'completed');
      await until(queue, laterFailed!, 'failed');
      expect(await queue.getJob(done!)).toBeUndefined();
      expect(await queue.getJob(failed!)).toBeUndefined();
      expect(await queue.getJobCounts('completed', 'failed')).toEqual({ completed: 1, failed: 1 });
    } finally {
      await worker.close();
      await builds.close();
    }
  });

  it('units of exact searches finished over an hour ago are removed as later units finish', async () => {
    const queue = new Queue<ExactJobData>(EXACT_QUEUE, { connection: client, prefix: FLEET_PREFIX });
    queue.on('error', () => {});
    const worker = trivialWorker<ExactJobData>(EXACT_QUEUE, (data) => data.search === 'fail');
    const unit = (search: string, key: string): ExactJobData => ({
      search,
      variant: 'mm-3x2',
      memoLimit: null,
      key,
      task: { mode: 'part', index: 0, guess: 1, depth: 1, secrets: [0, 1] },
      ub: null,
    });
    const add = async (id: string, data: ExactJobData): Promise<void> => {
      await queue.add('unit', data, unitJobOptions(id, data));
    };
    try {
      await add('u1', unit('mm-3x2.optimal', 'a'));
      await add('f1', unit('fail', 'a'));
      await until(queue, 'u1', 'completed');
      await until(queue, 'f1', 'failed');
      await ageTwoHours(EXACT_QUEUE, [
        ['u1', 'completed'],
        ['f1', 'failed'],
      ]);
      await add('u2', unit('mm-3x2.optimal', 'b'));
      await add('f2', unit('fail', 'b'));
      await until(queue, 'u2', 'completed');
      await until(queue, 'f2', 'failed');
      expect(await queue.getJob('u1')).toBeUndefined();
      expect(await queue.getJob('f1')).toBeUndefined();
      expect(await queue.getJobCounts('completed', 'failed')).toEqual({ completed: 1, failed: 1 });
    } finally {
      await worker.close();
      await queue.close();
    }
  });
});
