import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedApp } from './helpers/app.ts';
import type { ApiError } from './helpers/answers.ts';

const app = await sharedApp({ trees: ['super.minimax.msgpack', ['mastermind', 'minimax']] });
const file = '/v1/trees/super/minimax/file';

describe('caching and transfer', () => {
  it('answers computed from trees carry an ETag and Cache-Control, and honour If-None-Match', async () => {
    for (const url of [
      '/v1/trees/mastermind/minimax/next?history=1122:1B0W',
      '/v1/trees/mastermind/minimax/worst-case?limit=2',
      '/v1/variants',
      '/v1/manifest',
      '/v1/variants/mastermind/evaluate?guess=1122',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      const etag = res.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"[0-9a-f]{16}"$/);
      expect(res.headers['cache-control'], url).toBe('public, max-age=300, stale-while-revalidate=3600');
      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    // Errors are never cached.
    const error = await app.inject('/v1/trees/mastermind/nope/next');
    expect(error.headers.etag).toBeUndefined();
  });

  it('tree files come brotli or gzip encoded when accepted (once compressed, kept), each coding its own ETag', async () => {
    const plain = await app.inject({ url: file, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-type']).toBe('application/vnd.msgpack');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const bytes = plain.rawPayload;
    const br = await app.inject({ url: file, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload)).toEqual(bytes);
    // The largest files shrink about six times.
    expect(br.rawPayload.length).toBeLessThan(bytes.length / 4);
    const gz = await app.inject({ url: file, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload)).toEqual(bytes);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const cached = await app.inject({ url: file, headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
  });

  it('serves byte ranges of a file, for resumed downloads', async () => {
    const whole = (await app.inject({ url: file, headers: { 'accept-encoding': 'identity' } })).rawPayload;
    const size = whole.length;
    const part = await app.inject({ url: file, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload).toEqual(whole.subarray(100, 200));
    const tail = await app.inject({ url: file, headers: { range: 'bytes=-10', 'accept-encoding': 'br' } });
    expect(tail.rawPayload).toEqual(whole.subarray(size - 10));
    const from = await app.inject({ url: file, headers: { range: `bytes=${size - 5}-` } });
    expect(from.rawPayload).toEqual(whole.subarray(size - 5));
    const outside = await app.inject({ url: file, headers: { range: `bytes=${size}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
    expect(outside.json<ApiError>().error).toBe('range-not-satisfiable');
    // If-Range names another version: the whole (current) file instead.
    const stale = await app.inject({ url: file, headers: { range: 'bytes=0-9', 'if-range': '"old"', 'accept-encoding': 'identity' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
  });

  it('compresses large JSON answers when the client accepts it', async () => {
    const res = await app.inject({ url: '/v1/trees/super/minimax/worst-case?limit=50', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { max: number };
    expect(body.max).toBeGreaterThan(5);
  });
});
