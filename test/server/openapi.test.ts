import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { extraPlugins } from '../../src/server/plugins/extra.ts';
import { DEFAULT_DATA_DIR } from '../../src/store/paths.ts';
import { sharedApp } from './helpers/app.ts';

const app = await sharedApp({ plugins: await extraPlugins(DEFAULT_DATA_DIR, () => {}) });

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}

describe('the OpenAPI document', () => {
  const doc = (async () =>
    (await app.inject('/openapi.json')).json<{
      openapi: string;
      servers?: unknown[];
      paths: Record<string, Record<string, Operation>>;
    }>())();

  it('is a valid OpenAPI 3 document (checked by a standard validator)', async () => {
    const result = await new Validator().validate(await doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names, summarises and tags every operation, lists servers, and has no placeholder responses', async () => {
    const { paths, servers } = await doc;
    expect(servers).toEqual([{ url: '/', description: 'This server' }]);
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.has(op.operationId!), `${where}: operation id used twice`).toBe(false);
        ids.add(op.operationId!);
        expect(op.summary, where).toBeTruthy();
        expect(op.tags?.length, where).toBeGreaterThan(0);
        for (const [status, r] of Object.entries(op.responses)) expect(r.description, `${where} ${status}`).not.toBe('Default Response');
      }
    }
    expect(ids.size).toBeGreaterThan(12);
  });

  it('declares every status a route can answer, with the error schema', async () => {
    const { paths } = await doc;
    const next = paths['/v1/trees/{variant}/{strategy}/next']!;
    for (const status of ['200', '304', '400', '404', '422', '429', '431', '500', '503'])
      expect(next.get!.responses, status).toHaveProperty(status);
    for (const status of ['413', '415']) expect(next.post!.responses, status).toHaveProperty(status);
    expect(next.get!.responses).not.toHaveProperty('413');
    expect(next.post!.responses['422']!.content!['application/json']).toEqual({ schema: { $ref: '#/components/schemas/Error' } });
    expect(paths['/health']!.get!.responses).not.toHaveProperty('429');
  });

  it('says the file route answers msgpack (and byte ranges), not JSON', async () => {
    const file = (await doc).paths['/v1/trees/{variant}/{strategy}/file']!.get!;
    expect(Object.keys(file.responses['200']!.content!)).toEqual(['application/vnd.msgpack']);
    expect(Object.keys(file.responses['206']!.content!)).toEqual(['application/vnd.msgpack']);
    expect(file.responses).toHaveProperty('416');
  });
});
