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
