import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mementoPagePlugin } from '../../src/memento/page.ts';
import { mementoPlugin } from '../../src/server/plugins/extra.ts';
import { readConfig } from '../../src/server/config/config.ts';
import { webPlugin } from '../../src/server/plugins/web.ts';
import type { ApiError } from './helpers/answers.ts';
import { withApp as withTestApp, type TestAppOptions } from './helpers/app.ts';

/** Builds an app over the twod minimax tree with these settings, runs fn, closes it. */
const withApp = (options: TestAppOptions, fn: (app: FastifyInstance) => Promise<void>): Promise<void> =>
  withTestApp({ trees: [['twod', 'minimax']], ...options }, fn);

describe('security headers', () => {
  it('API answers carry helmet headers and a same-origin content security policy', () =>
    withApp({}, async (app) => {
      const res = await app.inject('/v1/variants');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // No framing, said the same way to old and new browsers.
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      // Plain HTTP by default: no HSTS unless configured (behind a TLS-terminating proxy).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }));
  it('sends HSTS when configured', () =>
    withApp({ protection: { hstsMaxAge: 31_536_000 } }, async (app) => {
      expect((await app.inject('/health')).headers['strict-transport-security']).toBe('max-age=31536000');
    }));
  it('the docs pages have their own same-origin policy, without an upgrade to https', () =>
    withApp({}, async (app) => {
      const res = await app.inject('/docs/');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).toContain('validator.swagger.io');
      // Swagger UI draws with style attributes: inline styles, never inline scripts.
      expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
      expect(csp).not.toMatch(/script-src [^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(csp).not.toContain('upgrade-insecure-requests');
    }));
});

describe('CORS', () => {
  const preflight = {
    method: 'OPTIONS' as const,
    url: '/v1/trees/twod/minimax/next',
    headers: { origin: 'https://game.example', 'access-control-request-method': 'POST' },
  };
  it('is open to any origin by default', () =>
    withApp({}, async (app) => {
      expect(
        (await app.inject({ url: '/health', headers: { origin: 'https://game.example' } })).headers['access-control-allow-origin'],
      ).toBe('*');
      const res = await app.inject(preflight);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-methods']).toContain('POST');
    }));
  it('can be restricted to a list of origins, or switched off', async () => {
    await withApp({ protection: { corsOrigin: 'https://a.example, https://game.example' } }, async (app) => {
      expect(
        (await app.inject({ url: '/health', headers: { origin: 'https://game.example' } })).headers['access-control-allow-origin'],
      ).toBe('https://game.example');
      expect(
        (await app.inject({ url: '/health', headers: { origin: 'https://evil.example' } })).headers['access-control-allow-origin'],
      ).toBeUndefined();
    });
    await withApp({ protection: { corsOrigin: '' } }, async (app) => {
      expect(
        (await app.inject({ url: '/health', headers: { origin: 'https://game.example' } })).headers['access-control-allow-origin'],
      ).toBeUndefined();
    });
  });
});

describe('load shedding and rate limit', () => {
  it('rate limiting is off by default, and when on answers 429 with Retry-After and a JSON error', async () => {
    await withApp({}, async (app) => {
      for (let i = 0; i < 50; i++) expect((await app.inject('/health')).statusCode).toBe(200);
    });
    await withApp({ protection: { rateLimitPerMinute: 3 } }, async (app) => {
      for (let i = 0; i < 3; i++) expect((await app.inject('/v1/variants')).statusCode).toBe(200);
      const res = await app.inject('/v1/variants');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ error: 'too-many-requests' });
      expect(res.json<ApiError>().message).toMatch(/Rate limit exceeded/);
      // Liveness, readiness and metrics are never limited: an orchestrator polls them.
      for (let i = 0; i < 10; i++) {
        for (const url of ['/health', '/ready', '/metrics']) expect((await app.inject(url)).statusCode, url).toBe(200);
      }
    });
  });
  it('limits only the API: the page, its scripts and the docs are static files, never limited', async () => {
    const plugins = [mementoPlugin(), { plugin: mementoPagePlugin }, { plugin: webPlugin, options: { mementoServed: true } }];
    await withApp({ protection: { rateLimitPerMinute: 3 }, plugins }, async (app) => {
      // The page's bundled script and style sheet, by the content-hashed names its HTML gives.
      const html = (await app.inject('/')).body;
      const bundled = [...html.matchAll(/(?:src|href)="(\/(?:app|styles)\.[^"]+)"/g)].map((m) => m[1]!);
      expect(bundled).toHaveLength(2);
      const page = ['/', ...bundled, '/memento.js', '/lib/client/index.js', '/openapi.json'];
      for (let i = 0; i < 3; i++) {
        for (const url of page) expect((await app.inject(url)).statusCode, url).toBe(200);
      }
      for (let i = 0; i < 3; i++) expect((await app.inject('/v1/variants')).statusCode).toBe(200);
      expect((await app.inject('/v1/variants')).statusCode).toBe(429);
      const solve = await app.inject({ method: 'POST', url: '/v1/memento/solve', payload: { rows: ['1'] } });
      expect(solve.statusCode).toBe(429);
      expect((await app.inject(bundled[0]!)).statusCode).toBe(200);
    });
    // The OpenAPI document says so: 429 on the API's routes only.
    await withApp({ protection: { rateLimitPerMinute: 3 }, plugins }, async (app) => {
      await app.ready();
      const doc = app.swagger() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const op of Object.values(methods)) expect(Object.hasOwn(op.responses, '429'), path).toBe(path.startsWith('/v1/'));
      }
    });
  });
  it('under pressure (here: a heap limit already exceeded) answers 503 with Retry-After', () =>
    withApp({ protection: { maxHeapMb: 1 } }, async (app) => {
      await app.ready();
      await new Promise((r) => setTimeout(r, 1200));
      const res = await app.inject('/v1/variants');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: 'unavailable', message: 'The server is overloaded; retry shortly.' });
    }));
});

describe('readConfig', () => {
  it('reads defaults and every variable, and names a bad one', () => {
    expect(readConfig({})).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      logLevel: 'info',
      trustProxy: false,
      limits: {},
      protection: {},
      live: {},
    });
    expect(
      readConfig({
        PORT: '8080',
        CORS_ORIGIN: '',
        RATE_LIMIT: '100',
        BODY_LIMIT: '4096',
        LIVE_BUDGET: '5000000',
        LIVE_WORKERS: '2',
        TRUST_PROXY: '1',
        DATA_DIR: '/srv/trees',
      }),
    ).toMatchObject({
      port: 8080,
      dataDir: '/srv/trees',
      trustProxy: true,
      limits: { bodyLimit: 4096 },
      protection: { corsOrigin: '', rateLimitPerMinute: 100 },
      live: { budget: 5_000_000, workers: 2 },
    });
    expect(() => readConfig({ RATE_LIMIT: '-1' })).toThrow('RATE_LIMIT must be an integer from 0 to 1000000, not "-1"');
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });
});
