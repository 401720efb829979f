import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { decodeMsgpack as decode } from '../../src/client/msgpack.ts';
import { decodeMsgpack } from '../../src/store/tree-file.ts';

const packr = new Packr({ useRecords: false, moreTypes: false, variableMapSize: true });

describe("the client's msgpack decoder (the page's too)", () => {
  it('reads every type a tree file can hold, at every size boundary', () => {
    const values = [
      0,
      1,
      127,
      128,
      255,
      256,
      65535,
      65536,
      2 ** 32 - 1,
      2 ** 32,
      -1,
      -32,
      -33,
      -128,
      -129,
      -32768,
      -32769,
      -(2 ** 31),
      -(2 ** 40),
      0.5,
      4.47608024691358,
      null,
      true,
      false,
      '',
      'a',
      'é€😀',
      'x'.repeat(31),
      'x'.repeat(32),
      'x'.repeat(300),
      'x'.repeat(70000),
      [],
      [1, [2, [3]]],
      Array.from({ length: 20 }, (_, i) => i),
      Array.from({ length: 70000 }, (_, i) => i % 7),
      {},
      { a: 1, b: { c: 'd' } },
      Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i])),
      Object.fromEntries(Array.from({ length: 70000 }, (_, i) => [`k${i}`, i])),
    ];
    for (const v of values) expect(decode(packr.pack(v))).toEqual(v);
  });

  it('decodes the shipped tree files exactly as the server does', async () => {
    for (const name of ['mastermind.minimax.msgpack', 'twod.entropy.msgpack']) {
      const bytes = new Uint8Array(await readFile(join(import.meta.dirname, '..', '..', 'data', name)));
      expect(decode(bytes)).toEqual(decodeMsgpack(bytes));
    }
  });

  it('refuses truncated input, trailing bytes and extension types', () => {
    const bytes = packr.pack({ guess: '1122', next: {} });
    expect(() => decode(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated/);
    expect(() => decode(new Uint8Array([...bytes, 0]))).toThrow(/after the value/);
    expect(() => decode(new Uint8Array([0xd4, 1, 2]))).toThrow(/not used by tree files/);
  });

  it('keeps a "__proto__" key as data', () => {
    const out = decode(packr.pack(JSON.parse('{"__proto__": 1}'))) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__']);
  });
});
