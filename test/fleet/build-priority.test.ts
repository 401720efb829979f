import { Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildPriority, buildWork, SMALL_BUILD_WORK } from '../../src/builder/build-size.ts';
import { BUILD_QUEUE, BuildQueue, buildJobId, type BuildJobData } from '../../src/fleet/build-queue.ts';
import { FLEET_PREFIX, redisOptions } from '../../src/fleet/config.ts';
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

describeRedis('the order of builds in the fleet', () => {
  it('small boards go to a queue of their own; the others wait by BullMQ priority, smaller boards first', async () => {
    const builds = new BuildQueue(client);
    // Four large boards asked for largest first, while no worker takes them, and one small board.
    const boards = [
      ['mm-5x7', 16_807],
      ['mm-4x8', 4096],
      ['mm-5x6', 7776],
      ['mm-4x7', 2401],
    ] as const;
    const work = (secrets: number, strategy = 'entropy'): number => buildWork({ secrets, guesses: secrets }, strategy);
    try {
      for (const [variant, secrets] of boards) await builds.request(variant, 'entropy', undefined, undefined, work(secrets));
      await builds.request('mm-3x5', 'entropy', undefined, undefined, work(125));
      expect(work(125)).toBeLessThanOrEqual(SMALL_BUILD_WORK);
      expect(await builds.small.getJob(buildJobId('mm-3x5', 'entropy'))).toBeDefined();
      expect(await builds.queue.getJob(buildJobId('mm-3x5', 'entropy'))).toBeUndefined();
      const job = await builds.queue.getJob(buildJobId('mm-5x7', 'entropy'));
      expect(job?.opts.priority).toBe(buildPriority(work(16_807)));
      // Priorities grow with the work, within BullMQ's range; a lookahead tree counts its first guesses' trees.
      expect(buildPriority(work(2401))).toBeLessThan(buildPriority(work(4096)));
      expect(buildPriority(work(2401, 'entropy-lookahead'))).toBeGreaterThan(buildPriority(work(2401)));
      expect(buildPriority(0)).toBe(1);
      expect(buildPriority(Number.MAX_VALUE)).toBeLessThanOrEqual(2_097_151);
      // One worker, one job at a time: it takes them smallest first.
      const order: string[] = [];
      const worker = new Worker<BuildJobData>(
        BUILD_QUEUE,
        async (j: Job<BuildJobData>) => {
          order.push(j.data.variant);
          return {};
        },
        { connection: { ...redisOptions(redis.url), maxRetriesPerRequest: null }, prefix: FLEET_PREFIX, concurrency: 1 },
      );
      worker.on('error', () => {});
      try {
        for (let i = 0; i < 400 && order.length < boards.length; i++) await new Promise((r) => setTimeout(r, 25));
      } finally {
        await worker.close();
      }
      expect(order).toEqual(['mm-4x7', 'mm-4x8', 'mm-5x6', 'mm-5x7']);
    } finally {
      await builds.close();
    }
  });
});
