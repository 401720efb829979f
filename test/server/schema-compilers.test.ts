import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { SchemaCompilers } from '../../src/server/plugins/schema-compilers.ts';
import { compileValidator } from '../../src/server/plugins/validators.ts';
import { NoQuery } from '../../src/api/common.ts';
import { buildLoadedTrees } from './helpers/trees.ts';

const trees = await buildLoadedTrees([['twod', 'minimax']]);

describe('the route schemas, compiled on first use', () => {
  it('all compile (what the server does in the background once it has started)', async () => {
    const compilers = new SchemaCompilers();
    const app = await buildApp({ trees, schemaCompilers: compilers });
    try {
      await app.ready();
      // Nothing compiled by the start: every route's request parts and documented answers wait, hundreds.
      const waiting = compilers.waiting;
      expect(waiting).toBeGreaterThan(200);
      // A request compiles what it uses: its route's querystring and params, and its answer's serializer.
      expect((await app.inject('/v1/trees/twod/minimax/worst-case')).statusCode).toBe(200);
      expect(waiting - compilers.waiting).toBe(3);
      const failed: Error[] = [];
      expect(await compilers.compileRest((err) => failed.push(err))).toBe(waiting - 3);
      expect(failed).toEqual([]);
      expect(compilers.waiting).toBe(0);
      // Compiled already: answers as before.
      expect((await app.inject('/v1/trees/twod/minimax/next?history=22:L--')).json()).toMatchObject({ step: 2, source: 'tree' });
      expect((await app.inject('/v1/trees/twod/minimax/next?nope=1')).json<{ message: string }>().message).toBe(
        'Invalid querystring: unknown query parameter "nope".',
      );
    } finally {
      await app.close();
    }
  });
});

describe('a schema that does not compile', () => {
  it('is named when the rest are compiled, and its route answers a clean 500', async () => {
    const compilers = new SchemaCompilers();
    const broken: FastifyPluginAsync = async (app) => {
      app.get('/broken', { schema: { querystring: { type: 'object', properties: { a: { type: 'nonsense' } } } } }, async () => ({}));
    };
    const app = await buildApp({ trees, schemaCompilers: compilers, plugins: [{ plugin: broken }] });
    try {
      const failed: Error[] = [];
      await app.ready();
      await compilers.compileRest((err) => failed.push(err));
      // The route and its HEAD twin, each named.
      expect(failed.map((e) => /^the schema of (\w+) \/broken querystring does not compile: /.exec(e.message)?.[1])).toEqual([
        'GET',
        'HEAD',
      ]);
      const res = await app.inject('/broken?a=1');
      expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([500, 'internal']);
    } finally {
      await app.close();
    }
  });
});

describe('a part that takes no parameter (NoQuery)', () => {
  it("is validated without Ajv, with Ajv's answer and first error", async () => {
    const { Ajv } = await import('ajv');
    const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
    const theirs = ajv.compile(NoQuery);
    const ours = compileValidator(NoQuery, 'querystring');
    for (const data of [
      {},
      { verbose: '1' },
      { a: '1', b: ['2', '3'] },
      Object.assign(Object.create(null) as object, { x: '' }),
      null,
      'text',
      [],
    ]) {
      expect([ours(data), ours.errors], JSON.stringify(data)).toEqual([theirs(data), theirs.errors ?? null]);
    }
    // Any other schema goes to Ajv.
    expect(compileValidator({ ...NoQuery, minProperties: 0 }, 'querystring').schema).toBeDefined();
  });
});
