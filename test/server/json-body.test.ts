import { describe, expect, it } from 'vitest';
import { forbiddenProperty } from '../../src/server/plugins/json-body.ts';

describe('forbiddenProperty', () => {
  it('names the first prototype-reaching key of a parsed JSON value, at any depth', () => {
    expect(forbiddenProperty(JSON.parse('{"a":[1,{"__proto__":null}]}'))).toBe('body.a[1].__proto__');
    expect(forbiddenProperty(JSON.parse('{"constructor":{"prototype":{"x":1}}}'))).toBe('body.constructor.prototype');
  });
  it('lets ordinary values through, including keys that only look alike', () => {
    for (const text of ['{"history":[]}', '{"constructor":1}', '{"constructor":{"name":"x"}}', '{"proto":{}}', '[]', '3', 'null']) {
      expect(forbiddenProperty(JSON.parse(text)), text).toBeUndefined();
    }
  });
});

describe('forbiddenProperty on a hostile body', () => {
  it('costs no more than parsing it: a path is spelt only for the property found', () => {
    // The largest body a route takes (512 KiB, word lists) as 260,000 arrays nested in each other.
    const text = `{"answers":${'['.repeat(260_000)}${']'.repeat(260_000)}}`;
    const fastest = (fn: () => unknown): number => {
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        fn();
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const value: unknown = JSON.parse(text);
    const parse = fastest(() => JSON.parse(text));
    const check = fastest(() => expect(forbiddenProperty(value)).toBeUndefined());
    expect(check).toBeLessThan(2 * parse + 20);
    // The deepest property is still named by its whole path.
    const deep = JSON.parse(`{"a":${'['.repeat(1000)}{"__proto__":1}${']'.repeat(1000)}}`) as unknown;
    expect(forbiddenProperty(deep)).toBe(`body.a${'[0]'.repeat(1000)}.__proto__`);
  });
});
