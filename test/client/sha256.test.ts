import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/client/sha256.ts';
import { DATA_DIR } from '../server/helpers/trees.ts';

const reference = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

describe("the client's sha256", () => {
  it('gives the FIPS 180-4 examples', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto at every length around the block and padding edges, and on random bytes', () => {
    // 55, 56 and 64 bytes are where the length field stops fitting the last block.
    for (let n = 0; n <= 200; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 255);
      expect(sha256Hex(bytes), `${n} bytes`).toBe(reference(bytes));
    }
    let x = 12345;
    const big = Uint8Array.from({ length: 100_003 }, () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 24);
    expect(sha256Hex(big)).toBe(reference(big));
    expect(sha256Hex('é✓😀 words\n')).toBe(reference('é✓😀 words\n'));
  });

  it('agrees with node:crypto on every word list of data/words/', () => {
    const lists = readdirSync(join(DATA_DIR, 'words')).filter((f) => f.endsWith('.txt'));
    expect(lists.length).toBeGreaterThanOrEqual(4);
    for (const file of lists) {
      const bytes = new Uint8Array(readFileSync(join(DATA_DIR, 'words', file)));
      expect(sha256Hex(bytes), file).toBe(reference(bytes));
      expect(sha256Hex(new TextDecoder().decode(bytes)), file).toBe(reference(bytes));
    }
  });
});
