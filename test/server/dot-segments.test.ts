import { describe, expect, it } from 'vitest';
import { hasDotSegment } from '../../src/server/plugins/dot-segments.ts';

describe('hasDotSegment', () => {
  it('finds "." and ".." segments however they are spelt', () => {
    for (const url of [
      '/lib/client/../server/config.js',
      '/lib/client/./index.js',
      '/..',
      '/docs/static/..',
      '/lib/client/%2e%2e/x.js',
      '/lib/client/%2E%2e/x.js',
      '/lib/client/.%2e/x.js',
      '/lib/client/..%2fx.js',
      '/lib/client/..%2Fx.js',
      '/lib/client/..%5cx.js',
      '/lib/client/..\\x.js',
      '/lib/client/%252e%252e/x.js',
      '/lib/client/%25252e%25252e/x.js',
      '/a/%2e?x=1',
    ])
      expect(hasDotSegment(url), url).toBe(true);
  });
  it('lets through paths whose dots are part of a name, and dots in the query', () => {
    for (const url of [
      '/',
      '/lib/client/index.js',
      '/lib/core/flat-tree.js',
      '/.../x',
      '/a..b/c',
      '/..a',
      '/a../',
      '/v1/trees/mastermind/minimax/next?history=../..',
      '/lib/client/%ff%fe.js',
      '/x%2',
    ])
      expect(hasDotSegment(url), url).toBe(false);
  });
});
