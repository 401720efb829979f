import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../src/store/manifest.ts';
import { decodeMsgpack, encodeTreeFile, parseTreeFile, type TreeFile } from '../../src/store/tree-file.ts';
import { PROJECT_ROOT } from '../../src/store/paths.ts';

// docs/tree-file.schema.json is the published contract of a decoded tree file (docs/tree-format.md):
// every committed file must match it, and files that break the format must not.

const schema = JSON.parse(await readFile(join(PROJECT_ROOT, 'docs', 'tree-file.schema.json'), 'utf8')) as object;
// strictTuples off: the histogram is an open tuple on purpose (its first entry is 0, any length).
const ajv = new Ajv2020({ allErrors: true, strictTuples: false });
const validate = ajv.compile(schema);
const errors = (): string => ajv.errorsText(validate.errors);

const dataDir = join(PROJECT_ROOT, 'data');
const manifest = await readManifest(dataDir);

describe('docs/tree-file.schema.json', () => {
  it('the manifest lists tree files', () => {
    expect(manifest.files.length).toBeGreaterThan(0);
  });

  for (const entry of manifest.files) {
    it(`accepts ${entry.file}`, async () => {
      const value = decodeMsgpack(await readFile(join(dataDir, entry.file)));
      expect(validate(value), errors()).toBe(true);
      // The project's own reader accepts it too, and the header agrees with the manifest.
      const file = parseTreeFile(value);
      expect([file.variant.id, file.strategy.id, file.stats]).toEqual([entry.variant, entry.strategy, entry.stats]);
    });
  }
});

describe('docs/tree-file.schema.json rejects broken files', () => {
  // A small valid file (twoD, minimax), decoded afresh for each case and then broken.
  const smallest = manifest.files.find((e) => e.file === 'twod.minimax.msgpack') ?? manifest.files[0]!;
  const fresh = async (): Promise<TreeFile> => decodeMsgpack(await readFile(join(dataDir, smallest.file))) as TreeFile;
  type Loose = Record<string, unknown>;
  const firstChild = (file: TreeFile): Loose => Object.values(file.root.next)[0] as unknown as Loose;

  const cases: Array<[string, (file: TreeFile) => unknown]> = [
    [
      'a node without guess',
      (f) => {
        delete firstChild(f).guess;
        return f;
      },
    ],
    [
      'a node without next',
      (f) => {
        delete firstChild(f).next;
        return f;
      },
    ],
    [
      'a node with an extra key',
      (f) => {
        firstChild(f).depth = 2;
        return f;
      },
    ],
    [
      'a guess that is not a string',
      (f) => {
        (f.root as unknown as Loose).guess = 22;
        return f;
      },
    ],
    [
      'a child that is not a node',
      (f) => {
        (f.root.next as unknown as Loose)['LGE'] = 'done';
        return f;
      },
    ],
    ['the wrong version', (f) => ({ ...f, version: 2 })],
    ['the wrong format', (f) => ({ ...f, format: 'codebreaker-forest' })],
    [
      'a missing root',
      (f) => {
        delete (f as unknown as Loose).root;
        return f;
      },
    ],
    ['an extra top-level key', (f) => ({ ...f, comment: 'hello' })],
    [
      'an unknown secrets kind',
      (f) => {
        (f.variant as unknown as Loose).secrets = 'any';
        return f;
      },
    ],
    [
      'an unknown guesses kind',
      (f) => {
        (f.variant as unknown as Loose).guesses = 'repeat';
        return f;
      },
    ],
    [
      'a variant without maxGuesses',
      (f) => {
        delete (f.variant as unknown as Loose).maxGuesses;
        return f;
      },
    ],
    [
      'a word list on a game that is not a word game',
      (f) => {
        (f.variant as unknown as Loose).words = { list: 'words.txt', count: 25, sha256: '0'.repeat(64) };
        return f;
      },
    ],
    [
      'a word game without its word list',
      (f) => {
        (f.variant as unknown as Loose).secrets = 'words';
        return f;
      },
    ],
    [
      'a strategy without description',
      (f) => {
        delete (f.strategy as unknown as Loose).description;
        return f;
      },
    ],
    [
      'stats without histogram',
      (f) => {
        delete (f.stats as unknown as Loose).histogram;
        return f;
      },
    ],
    [
      'a histogram with secrets found in 0 guesses',
      (f) => {
        f.stats.histogram[0] = 1;
        return f;
      },
    ],
    [
      'a fractional total',
      (f) => {
        (f.stats as unknown as Loose).total = 83.5;
        return f;
      },
    ],
  ];
  for (const [name, breakIt] of cases) {
    it(`rejects ${name}`, async () => {
      const file = await fresh();
      expect(validate(file), errors()).toBe(true);
      expect(validate(breakIt(file))).toBe(false);
    });
  }

  it('accepts the word-game header shape (secrets "words" with its word list)', async () => {
    const file = await fresh();
    (file.variant as unknown as Loose).secrets = 'words';
    (file.variant as unknown as Loose).words = { list: 'words.txt', count: 25, sha256: 'a'.repeat(64) };
    expect(validate(file), errors()).toBe(true);
  });

  it('accepts the Wordle header shape (answers and accepted, hard mode marked) and refuses mixed ones', async () => {
    const list = { list: 'answers.txt', count: 25, sha256: 'a'.repeat(64) };
    const wordle = async (extra: Loose): Promise<TreeFile> => {
      const file = await fresh();
      Object.assign(file.variant as unknown as Loose, { secrets: 'words', guesses: 'words', answers: list, accepted: list }, extra);
      return file;
    };
    expect(validate(await wordle({})), errors()).toBe(true);
    expect(validate(await wordle({ hard: true })), errors()).toBe(true);
    expect(validate(await wordle({ hard: false }))).toBe(false);
    expect(validate(await wordle({ words: list }))).toBe(false);
    expect(validate(await wordle({ accepted: undefined }))).toBe(false);
    const notWords = await fresh();
    (notWords.variant as unknown as Loose).hard = true;
    expect(validate(notWords)).toBe(false);
  });

  it('accepts what the encoder writes, after a round trip through msgpack', async () => {
    const file = await fresh();
    expect(validate(decodeMsgpack(encodeTreeFile(file))), errors()).toBe(true);
  });
});
