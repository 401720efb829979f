import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import type { Static } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVE_FAMILIES } from '../../src/memento/board.ts';
import { buildApp } from '../../src/server/app.ts';
import { MementoSolveBody, mementoRoutes, type MementoError, type MementoSolveResponse } from '../../src/memento/route.ts';
import { loadMementoTables } from '../../src/memento/tables-file.ts';
import { mementoPlugin } from '../../src/server/plugins/extra.ts';
import { apiRouteHost } from '../../src/server/plugins/route-host.ts';

const post = (app: FastifyInstance, body: unknown) => app.inject({ method: 'POST', url: '/v1/memento/solve', payload: body as object });
// Answer bodies, as the route's schemas describe them.
type Solved = Static<typeof MementoSolveResponse>;
type Refused = Static<typeof MementoError>;

describe('POST /v1/memento/solve', () => {
  let app: FastifyInstance;
  let bare: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(mementoRoutes, { host: apiRouteHost, tables: await loadMementoTables() });
    bare = Fastify();
    await bare.register(mementoRoutes, { host: apiRouteHost });
  });
  afterAll(async () => {
    await app.close();
    await bare.close();
  });

  it("solves the puzzle's worked examples from the tables, and live without them", async () => {
    for (const a of [app, bare]) {
      const one = await post(a, { rows: ['100', '100', '100'], best: 2 });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ solvable: true, moves: ['c1', 'c2'], count: 2 });
      const two = await post(a, { rows: ['100', '000', '001'], best: 3 });
      expect(two.json()).toMatchObject({ solvable: true, moves: ['r1', 'c1', 'd'], count: 3 });
    }
    expect((await post(app, { rows: ['100', '100', '100'] })).json<Solved>().source).toBe('table');
    expect((await post(bare, { rows: ['100', '100', '100'] })).json<Solved>().source).toBe('live');
  });

  it('solves large boards live and takes the main diagonal when asked', async () => {
    const big = await post(app, { rows: Array.from({ length: 32 }, () => '0'.repeat(32)) });
    expect(big.json()).toMatchObject({ count: 32, source: 'live' });
    const m = await post(app, { rows: ['011', '101', '110'], moves: ['rows', 'columns', 'anti-diagonal', 'main-diagonal'] });
    expect(m.json()).toEqual({ solvable: true, moves: ['m'], count: 1, source: 'live' });
    const cols = await post(app, { rows: ['010', '010'], moves: ['columns'] });
    expect(cols.json()).toMatchObject({ moves: ['c0', 'c2'] });
  });

  it('answers 422 for an unsolvable board and for none within best', async () => {
    const u = await post(app, { rows: ['011', '111', '111'] });
    expect(u.statusCode).toBe(422);
    expect(u.json()).toMatchObject({ error: 'unsolvable' });
    expect(u.json<Refused>().message).toMatch(/No set of moves/);
    const b = await post(app, { rows: ['100', '000', '001'], best: 2 });
    expect(b.statusCode).toBe(422);
    expect(b.json()).toEqual({ error: 'over-best', message: 'No answer for best move 2: the fewest moves that solve this board is 3.' });
  });

  it('answers 400 for bad boards, with a short code and a sentence', async () => {
    const cases: Array<[unknown, string]> = [
      [{ rows: [] }, 'empty'],
      [{ rows: [''] }, 'empty'],
      [{ rows: ['100', '10'] }, 'ragged'],
      [{ rows: ['102'] }, 'bad-character'],
      [{ rows: ['1 0'] }, 'bad-character'],
      [{ rows: Array.from({ length: 33 }, () => '1') }, 'too-large'],
      [{ rows: ['1'.repeat(33)] }, 'too-large'],
      [{}, 'bad-request'],
      [{ rows: { top: '100' } }, 'bad-request'],
      [{ rows: ['1'], moves: [] }, 'bad-request'],
      [{ rows: ['1'], moves: ['knight'] }, 'bad-request'],
      [{ rows: ['1'], best: -1 }, 'bad-request'],
      [{ rows: ['1'], best: 1.5 }, 'bad-request'],
    ];
    for (const [body, code] of cases) {
      const res = await post(app, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const json = res.json<Refused>();
      expect(json.error, JSON.stringify(body)).toBe(code);
      expect(typeof json.message).toBe('string');
      expect(Object.keys(json).sort()).toEqual(['error', 'message']);
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/v1/memento/solve',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toHaveProperty('error');
  });

  it('says what is allowed: one sentence listing the move families, rows and columns numbered from 0 as the moves', async () => {
    // In the server (which refuses unknown properties) and on a bare Fastify app alike.
    const server = await buildApp({ trees: [], plugins: [mementoPlugin()] });
    for (const a of [app, bare, server]) {
      const knight = (await post(a, { rows: ['1'], moves: ['rows', 'knight'] })).json<Refused>().message;
      expect(knight).toBe(`Invalid body.moves[1]: the move families are ${MOVE_FAMILIES.join(', ')}.`);
    }
    const extra = (await post(server, { rows: ['1'], colour: 'red' })).json<Refused>().message;
    expect(extra).toContain('"colour"');
    for (const name of Object.keys(MementoSolveBody.properties)) expect(extra).toContain(name);
    await server.close();
    // The tile at row 1, column 2 is bad: the message names it as the moves that flip it do (r1, c2).
    const bad = (await post(app, { rows: ['100', '10x'] })).json<Refused>().message;
    expect(bad).toBe('Row 1 (r1) has "x" at column 2 (c2); tiles are 0 (unsolved) or 1 (solved).');
    const ragged = (await post(app, { rows: ['100', '100', '10'] })).json<Refused>().message;
    expect(ragged).toMatch(/^Row 2 \(r2\) has 2 tiles but row 0 \(r0\) has 3/);
  });

  it("answers a body's faults as the tree routes do, by the API's one parser and error handler, in the server and on a bare app", async () => {
    const server = await buildApp({
      trees: [],
      plugins: [mementoPlugin()],
      protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 },
    });
    const send = (a: FastifyInstance, url: string, payload: string, type = 'application/json') =>
      a.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
    const faults: Array<[string, string, string?]> = [
      ['__proto__', '{"__proto__":{"x":1},"rows":["1"]}'],
      ['constructor.prototype', '{"rows":["1"],"constructor":{"prototype":{}}}'],
      ['invalid JSON', '{"rows": ['],
      ['empty', ''],
      ['XML', '<rows/>', 'application/xml'],
      ['text', '{"rows":["1"]}', 'text/plain'],
      ['too large', JSON.stringify({ rows: Array.from({ length: 1000 }, () => '1'.repeat(20)) })],
    ];
    for (const [what, payload, type] of faults) {
      const tree = await send(server, '/v1/trees/mastermind/minimax/next', payload, type);
      expect(tree.statusCode, what).toBeGreaterThanOrEqual(400);
      for (const a of [server, app]) {
        // The bare app has Fastify's 1 MiB body limit: its "too large" is a schema failure instead.
        if (a === app && what === 'too large') continue;
        const memento = await send(a, '/v1/memento/solve', payload, type);
        expect([memento.statusCode, memento.json()], what).toEqual([tree.statusCode, tree.json()]);
      }
    }
    expect((await send(server, '/v1/memento/solve', '{"__proto__":{}}')).json<Refused>().error).toBe('forbidden-property');
    await server.close();
  });

  it("counts toward the rate limit and answers 429 too-many-requests as the API's other routes", async () => {
    const limited = await buildApp({ trees: [], plugins: [mementoPlugin()], protection: { rateLimitPerMinute: 1 } });
    expect((await post(limited, { rows: ['1'] })).statusCode).toBe(200);
    const refused = await post(limited, { rows: ['1'] });
    expect([refused.statusCode, refused.json<Refused>().error]).toEqual([429, 'too-many-requests']);
    await limited.close();
  });

  it('refuses to register without the host that lends it the parser and error handler', async () => {
    const orphan = Fastify();
    await expect(orphan.register(mementoRoutes, {} as never).ready()).rejects.toThrow(/options\.host/);
    await orphan.close();
  });

  it('is described in the OpenAPI document when the app has swagger', async () => {
    const withDocs = Fastify();
    await withDocs.register(swagger, { openapi: { info: { title: 'test', version: '1' } } });
    await withDocs.register(mementoRoutes, { host: apiRouteHost });
    await withDocs.ready();
    const doc = withDocs.swagger() as { paths: Record<string, { post?: { tags?: string[]; responses?: object } }> };
    const op = doc.paths['/v1/memento/solve']?.post;
    expect(op?.tags).toEqual(['memento']);
    expect(Object.keys(op?.responses ?? {})).toEqual(['200', '400', '422']);
    await withDocs.close();
  });
});
