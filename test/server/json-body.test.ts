import { describe, expect, it } from 'vitest';
import { forbiddenProperty } from '../../src/server/plugins/json-body.ts';
import { duplicateKey } from '../../src/server/plugins/json-duplicates.ts';

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
    // Runs of the two alternate, so that a machine's drift weighs on both alike. Spelling a path at
    // each level would cost about 10^11 characters here (minutes), so the margin, ten times the
    // parse, separates linear from quadratic on any machine, however loaded.
    const value: unknown = JSON.parse(text);
    let parse = Infinity;
    let check = Infinity;
    for (let run = 0; run < 5; run++) {
      let started = performance.now();
      JSON.parse(text);
      parse = Math.min(parse, performance.now() - started);
      started = performance.now();
      expect(forbiddenProperty(value)).toBeUndefined();
      check = Math.min(check, performance.now() - started);
    }
    expect(check).toBeLessThan(10 * parse + 250);
    // The deepest property is still named by its whole path.
    const deep = JSON.parse(`{"a":${'['.repeat(1000)}{"__proto__":1}${']'.repeat(1000)}}`) as unknown;
    expect(forbiddenProperty(deep)).toBe(`body.a${'[0]'.repeat(1000)}.__proto__`);
  });
});

describe('duplicateKey', () => {
  it('names the first name an object repeats, by its path, at any depth', () => {
    expect(duplicateKey('{"answers":["a"],"answers":["b"]}')).toBe('body.answers');
    expect(duplicateKey('{"history":[{"guess":"1122","feedback":"0B0W"},{"guess":"1","guess":"2"}]}')).toBe('body.history[1].guess');
    expect(duplicateKey('{"a":{"b":[[],{"c":1,"c":2}]}}')).toBe('body.a.b[1].c');
    // Names compared as JSON reads them: an escape is the letter it stands for.
    expect(duplicateKey('{"answers":[],"\\u0061nswers":[]}')).toBe('body.answers');
    expect(duplicateKey('{"two words":1,"two words":2}')).toBe('body["two words"]');
    expect(duplicateKey('[1,{"x":{},"y":[{}],"x":2}]')).toBe('body[1].x');
  });
  it('lets through names that are only alike, in strings or in other objects', () => {
    for (const text of [
      '{"answers":["answers","answers"]}',
      '{"a":{"x":1},"b":{"x":1}}',
      '[{"x":1},{"x":1}]',
      '{"a\\"b":1,"a":2,"b":3}',
      '{"a\\\\":1,"a":2}',
      '{"x":"}","y":"{\\"x\\":1,\\"x\\":2}"}',
      '{}',
      '[{},"x",{}]',
      '"a"',
      '3',
    ]) {
      expect(duplicateKey(text), text).toBeUndefined();
    }
  });
  it('costs no more than parsing a body of the largest size', () => {
    const bodies = [
      `{"answers":${'['.repeat(260_000)}${']'.repeat(260_000)}}`,
      `{"answers":[${Array.from({ length: 40_000 }, (_, i) => `{"w${i % 7}":"word${i}"}`).join(',')}]}`,
    ];
    for (const text of bodies) {
      let parse = Infinity;
      let check = Infinity;
      for (let run = 0; run < 5; run++) {
        let started = performance.now();
        JSON.parse(text);
        parse = Math.min(parse, performance.now() - started);
        started = performance.now();
        expect(duplicateKey(text)).toBeUndefined();
        check = Math.min(check, performance.now() - started);
      }
      expect(check).toBeLessThan(3 * parse + 20);
    }
  });
});
