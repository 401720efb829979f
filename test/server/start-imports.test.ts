import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/store/paths.ts';
import { staticImports } from '../helpers/static-imports.ts';

describe("the server's start", () => {
  it('loads no fleet library (BullMQ, ioredis) on one machine: they are imported only with REDIS_URL', () => {
    const { packages } = staticImports(join(PROJECT_ROOT, 'src', 'server', 'start-server.ts'));
    expect([...packages].filter((p) => p === 'bullmq' || p === 'ioredis')).toEqual([]);
    expect(packages.has('fastify')).toBe(true);
  });
});
