import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedApp } from './helpers/app.ts';

const app = await sharedApp({
  trees: [
    ['mastermind', 'minimax'],
    ['twod', 'entropy'],
  ],
  live: { workers: 0, budget: 1_000_000 },
});

// Pieces of hostile and ordinary requests, combined at random.
const nasty = fc.constantFrom(
  '..',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '/etc/passwd',
  '%2fetc%2fpasswd',
  '%00',
  '%ff%fe',
  '%c3%28',
  '%e2%82',
  'a%0d%0aX-Injected:%201',
  '\u0000'.repeat(3),
  '%F0%9F%98%80',
  'x'.repeat(300),
  'manifest.json',
  'mastermind.minimax.msgpack',
  '%252e%252e',
  '*',
  '',
);
const segment = fc.oneof(
  fc.constantFrom('mastermind', 'twod', 'minimax', 'entropy', 'royale'),
  nasty,
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const guess = fc.oneof(
  fc.constantFrom('1122', '3456', '1234', '22', '04', '12x4', '11223', ''),
  fc.string({ maxLength: 8 }),
  fc.stringMatching(/^[0-9]{1,6}$/),
);
const label = fc.oneof(fc.constantFrom('1B0W', '0B0W', '4B0W', '3B1W', 'L--', '-G-', 'LGE', '1A2B', 'zz'), fc.string({ maxLength: 6 }));
const history = fc.array(fc.tuple(guess, label), { maxLength: 14 });
const historyText = fc.oneof(
  history.map((h) => h.map(([g, l]) => `${g}:${l}`).join(',')),
  fc.string({ maxLength: 40 }),
  nasty,
);
const suffix = fc.oneof(
  fc.constant(''),
  fc.constant('/file'),
  fc.constant('/next'),
  historyText.map((h) => `/next?history=${encodeURIComponent(h)}`),
  nasty.map((n) => `/next?history=${n}`),
  guess.map((g) => `/path/${encodeURIComponent(g)}`),
  nasty.map((n) => `/path/${n}`),
  fc.oneof(fc.integer({ min: -5, max: 2000 }).map(String), nasty).map((l) => `/worst-case?limit=${l}`),
  segment.map((s) => `/${s}`),
);
const path = fc.oneof(
  fc.tuple(segment, segment, suffix).map(([v, s, x]) => `/v1/trees/${v}/${s}${x}`),
  fc.constantFrom('/health', '/v1/variants', '/openapi.json', '/docs/', '/', '/v1/trees', '/v1/trees/mastermind'),
  nasty.map((n) => `/${n}`),
);
const body = fc.oneof(
  history.map((h) => JSON.stringify({ history: h.map(([g, l]) => ({ guess: g, feedback: l })) })),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constant('{"history": [{"guess": "1122", "feedback": "1B0W"}'),
);
const request = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'POST', 'POST', 'HEAD', 'OPTIONS', 'DELETE', 'PUT'),
  url: path,
  body,
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/vnd.msgpack',
  ),
  ifNoneMatch: fc.option(fc.oneof(fc.constant('*'), fc.string({ maxLength: 70 }))),
});

describe('fuzz: generated requests over every route', () => {
  it('never answer 5xx, every error has error and message, /health still answers', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string> = { 'content-type': r.contentType };
        if (r.ifNoneMatch !== null) headers['if-none-match'] = r.ifNoneMatch.replace(/[^\x20-\x7e]/g, '');
        const withBody = r.method === 'POST' || r.method === 'PUT' || r.method === 'DELETE';
        const res = await app.inject({ method: r.method as 'GET', url: r.url, headers, ...(withBody ? { payload: r.body } : {}) });
        sent++;
        expect(res.statusCode, `${r.method} ${r.url} -> ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400 && r.method !== 'HEAD') {
          const json = res.json<Record<string, unknown>>();
          expect(Object.keys(json).sort(), res.body).toEqual(['error', 'message']);
          expect(typeof json.error, res.body).toBe('string');
          expect(typeof json.message, res.body).toBe('string');
          expect(res.body).not.toMatch(/\s+at\s.+:\d+:\d+|\/work\/|node_modules/);
        }
      }),
      { numRuns: 3000, seed: 20261122, interruptAfterTimeLimit: 20_000 },
    );
    expect(sent).toBeGreaterThan(500);
    expect((await app.inject('/health')).statusCode).toBe(200);
  });
});
