import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/store/paths.ts';
import { staticImports } from '../helpers/static-imports.ts';

describe("the server's start", () => {
  const { files, packages } = staticImports(join(PROJECT_ROOT, 'src', 'server', 'start', 'start-server.ts'));

  it('loads no fleet library (BullMQ, ioredis) on one machine: they are imported only with REDIS_URL', () => {
    expect([...packages].filter((p) => p === 'bullmq' || p === 'ioredis')).toEqual([]);
    expect(packages.has('fastify')).toBe(true);
  });

  it('listens before it loads the whole app: its routes, the OpenAPI document and page, the web page, compression, the tree files', () => {
    const later = ['@fastify/swagger', '@fastify/swagger-ui', '@fastify/static', '@fastify/compress', 'msgpackr', 'msgpackr/pack'];
    expect([...packages].filter((p) => later.includes(p))).toEqual([]);
    const app = join(PROJECT_ROOT, 'src', 'server', 'app.ts');
    const loadTrees = join(PROJECT_ROOT, 'src', 'store', 'load-trees.ts');
    expect([...files].filter((f) => f === app || f === loadTrees)).toEqual([]);
  });

  it('loads neither the schema compilers (Ajv, fast-json-stringify) nor the metrics library before its first answer', () => {
    const later = ['ajv', '@fastify/fast-json-stringify-compiler', 'fast-json-stringify', 'prom-client'];
    expect([...packages].filter((p) => later.includes(p))).toEqual([]);
  });
});
