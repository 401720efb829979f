import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedApp, withApp } from './helpers/app.ts';
import type { ApiError } from './helpers/answers.ts';

const app = await sharedApp({ trees: [['mastermind', 'minimax'], 'bulls-and-cows.minimax.msgpack'] });

const mm = '/v1/trees/mastermind/minimax';
const bc = '/v1/trees/bulls-and-cows/minimax';

/** Asserts a JSON error answer with this status and code, and returns its message. */
async function expectError(
  res: Promise<{ statusCode: number; json(): unknown; body: string }>,
  status: number,
  code?: string,
): Promise<string> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  const body = r.json() as { error: string; message: string };
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  if (code !== undefined) expect(body.error).toBe(code);
  expect(body.message).not.toMatch(/\bat .*:\d+:\d+|\/work\/|node_modules/);
  return body.message;
}
const get = (url: string) => app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  app.inject({ method: 'POST', url, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers });
const next = (history: string) => get(`${mm}/next?history=${encodeURIComponent(history)}`);

describe('bad histories are 400 with a sentence naming the step', () => {
  it('a guess of the wrong length', async () => {
    expect(await expectError(next('1122:1B0W,11223:0B0W'), 400, 'bad-history')).toMatch(/^Step 2: "11223" has 5 symbols/);
  });
  it('an unknown symbol', async () => {
    expect(await expectError(next('1172:1B0W'), 400)).toBe('Step 1: "1172" contains "7", which is not one of the symbols 123456.');
  });
  it('repeats where the variant forbids them', async () => {
    expect(await expectError(get(`${bc}/next?history=0123:0A0B,4556:0A0B`), 400)).toMatch(/^Step 2: "4556" repeats the symbol "5"/);
  });
  it('a feedback label that cannot exist', async () => {
    expect(await expectError(next('1122:3B1W'), 400)).toMatch(/^Step 1: "3B1W" is not a feedback/);
    expect(await expectError(next('1122:banana'), 400)).toMatch(/^Step 1: "banana"/);
    expect(await expectError(get(`${bc}/next?history=0123:1B0W`), 400)).toMatch(/like 0A0B/);
  });
  it('a feedback after the winning one', async () => {
    expect(await expectError(next('1122:4B0W,3456:0B0W'), 400)).toMatch(/^Step 2 comes after the winning feedback/);
  });
  it('a history longer than the board, or filling it without a win, is a 422 board-full', async () => {
    const long = Array.from({ length: 11 }, () => '1234:0B0W').join(',');
    const res = await next(long);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'board-full' });
    expect(res.json<ApiError>().message).toMatch(/11 guesses; .* allows 10/);
    const body = Array.from({ length: 11 }, () => ({ guess: '1234', feedback: '0B0W' }));
    expect((await post(`${mm}/next`, { history: body })).json()).toMatchObject({ error: 'board-full' });
    // Ten guesses without the win: the game is lost, no eleventh guess is proposed.
    const full = await next(Array.from({ length: 10 }, () => '1111:0B0W').join(','));
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({ error: 'board-full' });
    expect(full.json<ApiError>().message).toContain('the game is lost');
    // Ten guesses ending with the win is a solved game, not a full board.
    const won = await next([...Array.from({ length: 9 }, () => '2222:0B0W'), '1111:4B0W'].join(','));
    expect(won.json()).toMatchObject({ solved: true, guess: null });
  });

  it('unknown query parameters and body properties are refused by name; a guess must be a string', async () => {
    const bracket = await app.inject({ url: `${mm}/next?history[]=1122:1B0W` });
    expect(bracket.statusCode).toBe(400);
    expect(bracket.json<ApiError>().message).toBe('Invalid querystring: unknown query parameter "history[]".');
    expect((await app.inject({ url: `${mm}?verbose=1` })).json<ApiError>().message).toContain('"verbose"');
    expect((await app.inject({ url: `${mm}/worst-case?limit=2&max=3` })).json<ApiError>().message).toContain('"max"');
    const extra = await post(`${mm}/next`, { history: [], strategy: 'entropy' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<ApiError>().message).toContain('"strategy"');
    const numeric = await post(`${mm}/next`, { history: [{ guess: 1122, feedback: '1B0W' }] });
    expect(numeric.statusCode).toBe(400);
    expect(numeric.json<ApiError>().message).toMatch(/guess.*must be string/);
    expect((await post(`${mm}/next`, { history: [{ guess: '1122', feedback: '1B0W', note: 'x' }] })).json<ApiError>().message).toContain(
      '"note"',
    );
  });
  it('an item without GUESS:FEEDBACK form', async () => {
    expect(await expectError(next('1122:1B0W,3456'), 400)).toMatch(/^Step 2: "3456" is not of the form GUESS:FEEDBACK/);
  });
});

describe('histories no secret fits are 422 naming the first contradicting step', () => {
  it('on the tree', async () => {
    // 1122:0B0W leaves no secret with a 1 or 2, so 1122 again cannot score a black.
    expect(await expectError(next('1122:0B0W,1122:1B0W'), 422, 'inconsistent-history')).toBe(
      'No secret fits this history: step 2 (1122:1B0W) contradicts step 1.',
    );
  });
  it('off the tree', async () => {
    expect(await expectError(next('1234:0B0W,5656:0B0W,1111:0B1W'), 422)).toMatch(/step 2 \(5656:0B0W\) contradicts step 1/);
  });
  it('a first step that no secret can give', async () => {
    // Against 1111 every matching 1 is black, so no secret gives a white.
    expect(await expectError(next('1111:0B1W'), 422)).toMatch(/step 1 \(1111:0B1W\) is impossible/);
  });
});

describe('malformed requests are 4xx', () => {
  it('an over-long URL or query', async () => {
    expect(await expectError(next('1122:1B0W,'.repeat(500)), 400, 'url-too-long')).toMatch(/at most 4096/);
    expect(await expectError(get(`${mm}/next?history=${'1'.repeat(3000)}`), 400)).toMatch(/history/);
  });
  it('an over-long body', async () => {
    await expectError(post(`${mm}/next`, { history: [{ guess: 'x'.repeat(20_000), feedback: '0B0W' }] }), 413, 'payload-too-large');
  });
  it('a guess with thousands of characters in the body', async () => {
    await expectError(post(`${mm}/next`, { history: [{ guess: '1'.repeat(5000), feedback: '0B0W' }] }), 400, 'bad-request');
  });
  it('bodies of the wrong shape, invalid JSON, another media type', async () => {
    await expectError(post(`${mm}/next`, {}), 400);
    await expectError(post(`${mm}/next`, { history: 'x' }), 400);
    await expectError(post(`${mm}/next`, { history: [{ guess: '1122' }] }), 400);
    await expectError(post(`${mm}/next`, '{"history": ['), 400);
    await expectError(post(`${mm}/next`, 'history=1122', { 'content-type': 'text/plain' }), 415, 'unsupported-media-type');
    await expectError(post(`${mm}/next`, '{"history":[]}', { 'content-type': 'text/plain; charset=utf-8' }), 415, 'unsupported-media-type');
    await expectError(post(`${mm}/next`, '<history/>', { 'content-type': 'application/xml' }), 415, 'unsupported-media-type');
  });
  it('a compressed body is refused by its coding, never inflated nor read as if it were plain', async () => {
    const json = { 'content-type': 'application/json' };
    const zipped = gzipSync('{"history":[]}');
    const gz = await app.inject({ method: 'POST', url: `${mm}/next`, payload: zipped, headers: { ...json, 'content-encoding': 'gzip' } });
    expect(await expectError(Promise.resolve(gz), 415, 'unsupported-media-type')).toMatch(/"gzip".*uncompressed/);
    // The coding is named even when the bytes are plain: a body is what its headers say it is.
    await expectError(post(`${mm}/next`, '{"history":[]}', { ...json, 'content-encoding': 'br' }), 415, 'unsupported-media-type');
    await expectError(
      post('/v1/word-lists', '{"answers":["crane"]}', { ...json, 'content-encoding': 'deflate' }),
      415,
      'unsupported-media-type',
    );
    // identity is no coding at all, and a request without a body has nothing in a coding.
    expect((await post(`${mm}/next`, '{"history":[]}', { ...json, 'content-encoding': 'identity' })).statusCode).toBe(200);
    expect((await app.inject({ url: `${mm}/next`, headers: { 'content-encoding': 'gzip' } })).statusCode).toBe(200);
  });
  it('valid JSON with a prototype-reaching property is refused by name, not called invalid JSON', async () => {
    const proto = await expectError(post(`${mm}/next`, '{"__proto__":{"x":1},"history":[]}'), 400, 'forbidden-property');
    expect(proto).toContain('body.__proto__');
    expect(proto).not.toContain('not valid JSON');
    const deep = await expectError(
      post(`${mm}/next`, '{"history":[{"guess":"1122","feedback":"0B0W","constructor":{"prototype":{}}}]}'),
      400,
      'forbidden-property',
    );
    expect(deep).toContain('body.history[0].constructor.prototype');
    // Truly invalid JSON and an empty body keep their own sentences; a plain body still parses.
    expect(await expectError(post(`${mm}/next`, '{"history": ['), 400)).toBe('The request body is not valid JSON.');
    expect(await expectError(post(`${mm}/next`, ''), 400)).toContain('empty');
    const fine = await post(`${mm}/next`, { history: [] }, { 'content-type': 'application/json; charset=utf-8' });
    expect(fine.statusCode).toBe(200);
  });
  it('a body whose object gives a name twice is refused by that name, not read as its last', async () => {
    const twice = await expectError(post('/v1/word-lists', '{"answers":["crane","slate"],"answers":["adore"]}'), 400, 'duplicate-property');
    expect(twice).toBe(
      'The request body gives body.answers twice; a JSON object names each property once (RFC 8259 leaves the meaning of a repeated name unpredictable, and only the last would be read), so send it once.',
    );
    const nested = post(`${mm}/next`, '{"history":[{"guess":"1122","feedback":"0B0W","feedback":"1B0W"}]}');
    expect(await expectError(nested, 400, 'duplicate-property')).toContain('body.history[0].feedback twice');
    // The same name in other objects, or as a string, is no repeat.
    const fine = await post(`${mm}/next`, '{"history":[{"guess":"1122","feedback":"0B0W"},{"guess":"3344","feedback":"0B1W"}]}');
    expect(fine.statusCode).toBe(200);
    expect((await post('/v1/word-lists', '{"answers":["crane"],"guesses":["crane","salet"]}')).statusCode).toBeLessThan(300);
  });
  it('a POST with a history in the query too is ambiguous: refused, not answered from the body', async () => {
    const both = post(`${mm}/next?history=1122:0B0W`, { history: [{ guess: '1122', feedback: '1B0W' }] });
    expect(await expectError(both, 400, 'ambiguous-history')).toMatch(/both in the query and in the body/);
    expect(await expectError(post(`${mm}/next?verbose=1`, { history: [] }), 400)).toContain('"verbose"');
  });
  it('a query parameter given more than once is refused by name, on every route that reads its query', async () => {
    const repeated: ReadonlyArray<readonly [url: string, name: string]> = [
      [`${mm}/next?history=1122:1B0W&history=1122:1B0W`, 'history'],
      [`${mm}/next?history=&history=`, 'history'],
      [`${mm}/worst-case?limit=2&limit=3`, 'limit'],
      ['/v1/variants/mastermind/evaluate?history=&guess=1122&guess=1122', 'guess'],
      ['/v1/variants/mastermind/review?history=1122:4B0W&history=1122:4B0W', 'history'],
    ];
    for (const [url, name] of repeated) {
      expect(await expectError(get(url), 400, 'bad-request'), url).toBe(
        `The query parameter "${name}" is given more than once; give it once.`,
      );
    }
    // A parameter the route does not take is unknown, however often it is given.
    expect(await expectError(get(`${mm}/worst-case?max=1&max=2`), 400, 'bad-request')).toContain('unknown query parameter "max"');
  });
  it('unknown routes and methods', async () => {
    expect(await expectError(get('/v2/whatever'), 404, 'not-found')).toMatch(/There is no route GET \/v2\/whatever/);
    await expectError(app.inject({ method: 'DELETE', url: mm }), 404);
  });
  it('a path parameter longer than the router takes is a bad-url that says so, not a malformed percent-encoding', async () => {
    for (const url of [`${mm}/path/${'1'.repeat(101)}`, `/v1/trees/${'m'.repeat(150)}/minimax`, `/v1/variants/${'x'.repeat(101)}`]) {
      const message = await expectError(get(url), 400, 'bad-url');
      expect(message, url).toContain('more than 100 characters');
    }
    expect((await get(`${mm}/path/${'1'.repeat(100)}`)).json<ApiError>().error).toBe('bad-secret');
  });
  it('non-UTF-8 and control characters', async () => {
    expect(await expectError(get(`${mm}/path/%ff%fe`), 400, 'bad-url')).toMatch(/malformed percent-encoding/);
    await expectError(get('/v1/trees/master%ffmind/minimax'), 400, 'bad-url');
    await expectError(get(`${mm}/next?history=%ff:1B0W`), 400, 'bad-history');
    expect(await expectError(get(`${mm}/next?history=1122:1B%1b[31m`), 400)).toContain('\\u001b');
    const body = await expectError(post(`${mm}/next`, { history: [{ guess: '11\u0007\u0000', feedback: '1B0W' }] }), 400);
    expect(body).toContain('\\u0007');
    await expectError(
      app.inject({
        method: 'POST',
        url: `${mm}/next`,
        headers: { 'content-type': 'application/json' },
        payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      }),
      400,
    );
  });
  it('path traversal in parameters finds nothing', async () => {
    for (const url of [
      '/v1/trees/..%2f..%2fetc/passwd/file',
      '/v1/trees/mastermind/..%2fmanifest.json/file',
      '/v1/trees/%2fetc%2fpasswd/minimax/file',
      '/v1/trees/../../package.json',
      '/v1/trees/mastermind/minimax/path/..%2f..%2fpackage.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('messages never name a path of the machine', () => {
  it('a word board whose list the data directory cannot read is a 404 no-word-list naming the file inside it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-no-words-'));
    try {
      // Lists it does not have are the package's; these two it has, as folders, which cannot be read.
      for (const L of [4, 5]) await mkdir(join(dataDir, 'words', `words-${L}.txt`), { recursive: true });
      await withApp({ trees: [], dataDir }, async (bare) => {
        for (const url of ['/v1/variants/words-5', '/v1/trees/words-5/minimax/next', '/v1/variants/words-4/evaluate?guess=abcd']) {
          const message = await expectError(bare.inject({ url }), 404, 'no-word-list');
          expect(message, url).toMatch(
            /^No word list for words-[45] on this server: cannot read words\/words-[45]\.txt of the data directory\.$/,
          );
          expect(message, url).not.toContain(dataDir);
        }
        // words-3, which it lacks, is the package's board.
        expect((await bare.inject({ url: '/v1/variants/words-3' })).statusCode).toBe(200);
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
