import { createHash } from 'node:crypto';
import { parseVariant } from '../../src/core/variants/parse.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { CodebreakerError, decodeMsgpack, MsgpackError, openTree, type OpenTreeOptions } from '../../src/client/index.ts';
import { getGame } from '../../src/core/variants/games.ts';
import { pathOf } from '../../src/core/flat-tree.ts';
import { decodeMsgpack as serverDecode, type FileNode, type TreeFile } from '../../src/store/tree-file.ts';
import { readManifest } from '../../src/store/manifest.ts';
import { DATA_DIR, loadDataTrees } from '../server/helpers/trees.ts';

const packr = new Packr({ useRecords: false, moreTypes: false, variableMapSize: true });
const read = (file: string): Uint8Array => new Uint8Array(readFileSync(join(DATA_DIR, file)));
/** The text of a Wordle list of data/words/ (wordle-answers.txt, wordle-guesses.txt). */
const mastermind = read('mastermind.minimax.msgpack');

/** The decoded mastermind/minimax file, to damage in one place and encode again. */
const decoded = (): TreeFile => serverDecode(mastermind) as TreeFile;

/** The error openTree throws for these bytes (and options), status 0 and code bad-tree-file. */
function refusalWith(bytes: Uint8Array, options?: OpenTreeOptions): CodebreakerError {
  try {
    openTree(bytes, options);
  } catch (err) {
    expect(err).toBeInstanceOf(CodebreakerError);
    expect(err).toMatchObject({ status: 0, code: 'bad-tree-file' });
    return err as CodebreakerError;
  }
  throw new Error('expected openTree to refuse the file');
}
const refusal = (bytes: Uint8Array): CodebreakerError => refusalWith(bytes);

describe('the msgpack decoder', () => {
  it('decodes every type tree files use, at every width, as msgpackr encodes them', () => {
    const value = {
      small: [0, 1, 127, 128, 255, 256, 65535, 65536, 2 ** 32 - 1, 2 ** 32, 2 ** 52],
      negative: [-1, -32, -33, -128, -129, -32768, -32769, -(2 ** 31), -(2 ** 31) - 1, -(2 ** 52)],
      floats: [0.5, -2.25, 4.47608024691358, 1e300],
      flags: [true, false, null],
      strings: ['', 'a', 'x'.repeat(31), 'x'.repeat(32), 'y'.repeat(255), 'y'.repeat(256), 'z'.repeat(70000), 'LGE', 'é✓😀'],
      long: Array.from({ length: 70000 }, (_, i) => i % 3),
      wide: Object.fromEntries(Array.from({ length: 70000 }, (_, i) => [`k${i}`, i])),
      nested: { a: { b: { c: [{ d: {} }, []] } } },
    };
    expect(decodeMsgpack(packr.pack(value))).toEqual(value);
  });

  it('decodes every committed tree file exactly as msgpackr does', () => {
    const files = readdirSync(DATA_DIR).filter((f) => f.endsWith('.msgpack'));
    expect(files.length).toBeGreaterThanOrEqual(40);
    for (const file of files) {
      const bytes = read(file);
      expect(JSON.stringify(decodeMsgpack(bytes)), file).toBe(JSON.stringify(serverDecode(bytes)));
    }
  });

  it('keeps "__proto__" as a plain key', () => {
    const value = decodeMsgpack(new Uint8Array([0x81, 0xa9, ...new TextEncoder().encode('__proto__'), 0x01])) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
  });

  it('refuses truncated input, trailing bytes, extension types, bad UTF-8 and absurd nesting', () => {
    const bad: Array<[number[], RegExp]> = [
      [[], /truncated/],
      [[0x92, 0x01], /truncated/],
      [[0xdd, 0xff, 0xff, 0xff, 0xff], /truncated/],
      [[0x01, 0x02], /1 bytes after the value/],
      [[0xd4, 0x01, 0x02], /type 0xd4/],
      [[0xc1], /type 0xc1/],
      [[0xa2, 0xc3, 0x28], /UTF-8/],
      [new Array<number>(600).fill(0x91).concat([0x01]), /deeper than 512/],
    ];
    for (const [bytes, message] of bad) expect(() => decodeMsgpack(new Uint8Array(bytes))).toThrow(message);
    expect(() => decodeMsgpack(new Uint8Array([0xc1]))).toThrow(MsgpackError);
  });
});

describe('openTree', () => {
  it('opens a file (bytes or an ArrayBuffer) and reports its header and stats', () => {
    const walker = openTree(mastermind);
    expect(walker.header).toMatchObject({
      format: 'codebreaker-tree',
      version: 1,
      variant: { id: 'mastermind' },
      strategy: { id: 'minimax' },
    });
    expect(walker.stats).toEqual({ secrets: 1296, total: 5801, average: 5801 / 1296, max: 5, histogram: [0, 1, 6, 62, 533, 694] });
    expect(Object.keys(walker.header)).toEqual(['format', 'version', 'variant', 'strategy', 'stats']);
    const copy = mastermind.slice().buffer;
    expect(openTree(copy).next()).toEqual(walker.next());
  });

  it('opens every committed file of data/ (catalogue ids, boards of the grammar, word games), as the manifest lists it', async () => {
    const manifest = await readManifest(DATA_DIR);
    const variants = new Set(manifest.files.map((e) => e.variant));
    for (const id of ['mastermind', 'twod', 'mm-4x7', 'bc-4x9', 'words-5']) expect(variants).toContain(id);
    for (const entry of manifest.files) {
      // Wordle's files need their lists (the accepted words cannot be rebuilt from a tree).
      const [answers, accepted = answers] = parseVariant(entry.variant).lists;
      const file = (name: string): string => readFileSync(join(DATA_DIR, 'words', name), 'utf8');
      const lists = entry.variant.startsWith('wordle') ? { answers: file(answers!), accepted: file(accepted!) } : {};
      const walker = openTree(read(entry.file), lists);
      expect([walker.header.variant.id, walker.header.strategy.id, walker.stats], entry.file).toEqual([
        entry.variant,
        entry.strategy,
        entry.stats,
      ]);
    }
  });

  it('walks twod (LGE labels), mastermind-distinct, and a tree of super', async () => {
    const twod = openTree(read('twod.minimax.msgpack'));
    expect(twod.next('22:L--')).toMatchObject({ offTree: false, step: 2 });
    expect(twod.path('00').steps.at(-1)).toEqual({ guess: '00', feedback: 'LGE' });
    const distinct = openTree(read('mastermind-distinct.entropy.msgpack'));
    expect(() => distinct.path('1122')).toThrow(
      expect.objectContaining({
        status: 404,
        code: 'unknown-secret',
        message: '"1122" is never a secret in Mastermind, 4 distinct of 6 colours.',
      }),
    );

    const [served] = await loadDataTrees(['super.entropy.msgpack']);
    const big = openTree(served!.bytes);
    expect(big.stats).toEqual(served!.header.stats);
    expect(big.nodeCount).toBe(served!.flat.nodeCount);
    const game = getGame('super');
    for (const s of [0, 1234, 32767]) {
      const text = game.formatGuess(game.secretGuess[s]!);
      const expected = pathOf(served!.flat, s).map((st) => ({
        guess: game.formatGuess(st.guess),
        feedback: game.feedbackLabel(st.feedback),
      }));
      expect(big.path(text).steps).toEqual(expected);
    }
    expect(big.worstCase(3)).toMatchObject({ max: 8, count: 1 });
  });

  it('refuses what is not a tree file, status 0 and code bad-tree-file', () => {
    const cases: Array<[Uint8Array, RegExp]> = [
      [new TextEncoder().encode('{"format":"codebreaker-tree"}'), /not valid msgpack/],
      [mastermind.subarray(0, 1000), /not valid msgpack.*truncated/],
      [packr.pack([1, 2, 3]), /not a msgpack map/],
      [packr.pack({ ...decoded(), format: 'other' }), /format is "other"/],
      [packr.pack({ ...decoded(), version: 2 }), /version 2 is not supported/],
      [packr.pack({ ...decoded(), variant: { ...decoded().variant, id: 'chess' } }), /unknown variant "chess"/],
      [packr.pack({ ...decoded(), variant: { ...decoded().variant, maxGuesses: 8 } }), /maxGuesses is 8, the catalogue says 10/],
      [packr.pack({ ...decoded(), strategy: 'minimax' }), /strategy header/],
      [packr.pack({ ...decoded(), stats: { ...decoded().stats, total: 5800 } }), /total is 5800 in the header, 5801 measured/],
      [packr.pack({ ...decoded(), stats: { ...decoded().stats, histogram: [0, 1, 6, 62, 534, 693] } }), /histogram differ/],
      [packr.pack({ ...decoded(), root: { ...decoded().root, guess: '1172' } }), /bad guess "1172" at the root/],
      [
        packr.pack({
          ...decoded(),
          root: { guess: '1122', next: { '0B0W': decoded().root.next['0B0W'], '4B0W': { guess: '1122', next: {} } } },
        }),
        /bad feedback label "4B0W" after 1122/,
      ],
      [
        packr.pack({ ...decoded(), root: { guess: '1122', next: { '0B0W': { guess: 3456, next: {} } } } }),
        /malformed node after 1122:0B0W/,
      ],
      [
        packr.pack({ ...decoded(), root: { ...decoded().root, next: { ...decoded().root.next, '0B0W': { guess: '3456', next: {} } } } }),
        /secret .* is never found/,
      ],
    ];
    for (const [bytes, message] of cases) {
      const err = refusal(bytes);
      expect(err, message.source).toMatchObject({ status: 0, code: 'bad-tree-file' });
      expect(err.message).toMatch(message);
    }
    // The same feedback twice under one node (labels are case-insensitive): patch one key's bytes.
    const twice = packr.pack({
      ...decoded(),
      root: { guess: '1122', next: { '0B1W': { guess: '3456', next: {} }, '0B2W': { guess: '3456', next: {} } } },
    });
    const at = Buffer.from(twice).indexOf('0B2W');
    twice.set(new TextEncoder().encode('0b1w'), at);
    expect(refusal(twice).message).toMatch(/feedback 0B1W appears twice after 1122/);
  });

  it('refuses a tree deeper than 64 levels without exhausting the stack', () => {
    let node: unknown = { guess: '1111', next: {} };
    for (let i = 0; i < 70; i++) node = { guess: '1111', next: { '0B0W': node } };
    expect(refusal(packr.pack({ ...decoded(), root: node })).message).toMatch(/deeper than 64 levels/);
  });
});

describe('walker.next, path and worstCase', () => {
  const walker = openTree(mastermind);

  it('answers like the API on the documented examples, for histories as steps or as text', () => {
    expect(walker.next()).toEqual({ offTree: false, guess: '1122', remaining: 1296, solved: false, step: 1 });
    expect(walker.next('1122:1B0W,1344:0B1W')).toEqual({ offTree: false, guess: '3526', remaining: 44, solved: false, step: 3 });
    expect(
      walker.next([
        { guess: '1122', feedback: '1b0w' },
        { guess: '1344', feedback: '0B1W' },
        { guess: '3526', feedback: '4B0W' },
      ]),
    ).toEqual({
      offTree: false,
      guess: null,
      remaining: 1,
      solved: true,
      step: 4,
    });
    expect(walker.next(' 1122 : 1B0W ')).toMatchObject({ guess: '1344', step: 2 });
  });

  it('reports a history off the tree: the step that left it, remaining and solved as the live answer would say', () => {
    expect(walker.next('1234:1B1W')).toEqual({ offTree: true, at: 1, remaining: 252, solved: false, step: 2 });
    expect(walker.next('1122:1B1W,1234:4B0W')).toEqual({ offTree: true, at: 2, remaining: 1, solved: true, step: 3 });
  });

  it('throws the API errors for bad and impossible histories', () => {
    const cases: Array<[string, number, string, string]> = [
      ['12x4:1B0W', 400, 'bad-history', 'Step 1: "12x4" contains "x", which is not one of the symbols 123456.'],
      ['1122', 400, 'bad-history', 'Step 1: "1122" is not of the form GUESS:FEEDBACK (for example 1122:1B0W).'],
      [
        '1122:3B1W',
        400,
        'bad-history',
        'Step 1: "3B1W" is not a feedback of Mastermind (4 pegs, 6 colours); feedbacks look like 0B0W, 0B1W, 4B0W.',
      ],
      ['1122:4B0W,3456:0B0W', 400, 'bad-history', 'Step 2 comes after the winning feedback 4B0W of step 1; the game was over.'],
      [Array(11).fill('1111:0B0W').join(','), 422, 'board-full', 'The history has 11 guesses; Mastermind (4 pegs, 6 colours) allows 10.'],
      [
        Array(10).fill('1111:0B0W').join(','),
        422,
        'board-full',
        'The history fills the board (10 guesses) without the winning feedback 4B0W: the game is lost, there is no next guess.',
      ],
      ['1122:0B0W,1134:4B0W', 422, 'inconsistent-history', 'No secret fits this history: step 2 (1134:4B0W) contradicts step 1.'],
      ['1122:0B0W,1122:1B0W', 422, 'inconsistent-history', 'No secret fits this history: step 2 (1122:1B0W) contradicts step 1.'],
      ['1234:0B0W,1234:1B0W', 422, 'inconsistent-history', 'No secret fits this history: step 2 (1234:1B0W) contradicts step 1.'],
    ];
    for (const [history, status, code, message] of cases) {
      expect(() => walker.next(history), history).toThrow(expect.objectContaining({ status, code, message }));
    }
  });

  it('path and worstCase, with their errors', () => {
    expect(walker.path('3456')).toEqual({
      secret: '3456',
      steps: [
        { guess: '1122', feedback: '0B0W' },
        { guess: '3345', feedback: '1B2W' },
        { guess: '3454', feedback: '3B0W' },
        { guess: '3456', feedback: '4B0W' },
      ],
    });
    expect(() => walker.path('123')).toThrow(expect.objectContaining({ status: 400, code: 'bad-secret' }));
    const worst = walker.worstCase(2);
    expect(worst).toMatchObject({ max: 5, count: 694 });
    expect(worst.paths.map((p) => p.secret)).toEqual(['1116', '1126']);
    expect(walker.worstCase().paths).toHaveLength(10);
    expect(walker.worstCase(5000).paths).toHaveLength(694);
    for (const limit of [-1, 1.5, Number.NaN])
      expect(() => walker.worstCase(limit)).toThrow(expect.objectContaining({ status: 400, code: 'bad-request' }));
  });
});

describe('word trees (words-5)', () => {
  const wordFiles = readdirSync(DATA_DIR).filter((f) => /^words-\d\..*\.msgpack$/.test(f));
  const listBytes = readFileSync(join(DATA_DIR, 'words', 'words-5.txt'));
  const listText = listBytes.toString('utf8');
  const listWords = listText.slice(0, -1).split('\n');
  const minimax = read('words-5.minimax.msgpack');
  const decodedWords = (): TreeFile => serverDecode(minimax) as TreeFile;

  it('opens every committed word tree, with the list its header names, and answers as the server does', async () => {
    expect(wordFiles.length).toBeGreaterThanOrEqual(5);
    const served = await loadDataTrees(wordFiles);
    for (const tree of served) {
      const walker = openTree(tree.bytes);
      expect(walker.header, tree.file).toEqual(tree.header);
      expect(walker.header.variant.words).toEqual({
        list: 'words-5.txt',
        count: listWords.length,
        sha256: createHash('sha256').update(listBytes).digest('hex'),
      });
      expect(walker.nodeCount).toBe(tree.flat.nodeCount);
      const { game, flat } = tree;
      const text = (g: number): string => game.formatGuess(g);
      expect(walker.next(), tree.file).toEqual({ offTree: false, guess: flat.guessText[0], remaining: 3554, solved: false, step: 1 });
      for (const s of [0, 1777, 3553]) {
        const steps = pathOf(flat, s).map((st) => ({ guess: text(st.guess), feedback: game.feedbackLabel(st.feedback) }));
        expect(walker.path(text(game.secretGuess[s]!)), tree.file).toEqual({ secret: text(game.secretGuess[s]!), steps });
        // next after the path's first steps is the path's next guess; after the whole path, solved.
        expect(walker.next(steps.slice(0, 2))).toMatchObject({ offTree: false, guess: steps[2]?.guess ?? null, step: 3 });
        expect(walker.next(steps)).toEqual({ offTree: false, guess: null, remaining: 1, solved: true, step: steps.length + 1 });
      }
      const worst = walker.worstCase(3);
      expect([worst.max, worst.count]).toEqual([flat.max, flat.worst.length]);
      expect(worst.paths.map((p) => p.secret)).toEqual(Array.from(flat.worst.subarray(0, 3), (s) => text(game.secretGuess[s]!)));
    }
  });

  it('takes the list from the caller, as the words or as the file text, and answers the same', () => {
    const own = openTree(minimax);
    for (const words of [listWords, listText]) {
      const given = openTree(minimax, { words });
      expect(given.stats).toEqual(own.stats);
      expect(given.next('tales:1A1B')).toEqual(own.next('tales:1A1B'));
      expect(given.path('zooms')).toEqual(own.path('zooms'));
    }
  });

  it('refuses a list given that is not the one the header names, naming what differs', () => {
    const swapped = [...listWords];
    swapped[100] = 'zzzzz';
    const cases: Array<[readonly string[] | string, RegExp]> = [
      [listWords.slice(1), /word list given \(option words\) is not words-5\.txt as the header names it: 3553 words, not 3554/],
      [swapped, /word list given \(option words\) is not words-5\.txt .*: sha256 [0-9a-f]{12}…, not 27eb25f58a81…/],
      [[...listWords].reverse(), /sha256 [0-9a-f]{12}…, not 27eb25f58a81…/],
      [listText.toUpperCase(), /sha256/],
      [listText.slice(0, -1), /sha256/],
      [readFileSync(join(DATA_DIR, 'words', 'words-4.txt'), 'utf8'), /words, not 3554/],
    ];
    for (const [words, message] of cases) {
      expect(() => openTree(minimax, { words }), message.source).toThrow(
        expect.objectContaining({ status: 0, code: 'bad-tree-file', message: expect.stringMatching(message) as string }),
      );
    }
    expect(refusalWith(minimax, { words: 42 as unknown as string }).message).toMatch(
      /option words must be the list's words \(an array\) or its file's text/,
    );
    expect(refusalWith(mastermind, { words: listWords }).message).toMatch(/a word list was given, but "mastermind" is not a word game/);
  });

  it('refuses a damaged word tree, with or without the list', () => {
    const variant = decodedWords().variant;
    const root = decodedWords().root;
    const { words: _words, ...unlisted } = variant;
    /** The first leaf of a file's tree (a node whose guess is the last secret left). */
    const firstLeaf = (file: TreeFile): FileNode => {
      let node = file.root;
      while (Object.keys(node.next).length > 0) node = Object.values(node.next)[0]!;
      return node;
    };
    const lost = firstLeaf(decodedWords()).guess;
    // A word off the list in place of a leaf's guess: the tree's words are no longer the list, and a secret is never found.
    const leafless = decodedWords();
    firstLeaf(leafless).guess = 'zzzzz';
    // Another word of the list in place of a leaf's guess: the tree's words are fewer than the list's.
    const other = decodedWords();
    firstLeaf(other).guess = root.guess;
    const cases: Array<[Uint8Array, RegExp, RegExp]> = [
      [
        packr.pack(leafless),
        /the words the tree plays are not words-5\.txt as the header names it \(sha256 [0-9a-f]{12}…, not 27eb25f58a81…\); give the list \(option words\)/,
        /bad guess "zzzzz" after .*"zzzzz" is not a word of the words-5 list/,
      ],
      [packr.pack(other), /\(3553 words, not 3554\)/, new RegExp(`secret ${lost} is never found: the tree has no branch after`)],
      [
        packr.pack({ ...decodedWords(), variant: { ...variant, words: { ...variant.words!, sha256: '0'.repeat(64) } } }),
        /not 000000000000…/,
        /not 000000000000…/,
      ],
      [
        packr.pack({ ...decodedWords(), variant: { ...variant, words: { ...variant.words!, count: 3555 } } }),
        /3554 words, not 3555/,
        /3554 words, not 3555/,
      ],
      [
        packr.pack({ ...decodedWords(), variant: { ...variant, words: { ...variant.words!, list: 'words-6.txt' } } }),
        /word list is "words-6.txt", but words-5 plays words-5\.txt/,
        /words-6\.txt/,
      ],
      [
        packr.pack({ ...decodedWords(), variant: { ...variant, words: 'words-5.txt' } }),
        /word list is malformed/,
        /word list is malformed/,
      ],
      [
        packr.pack({ ...decodedWords(), variant: unlisted }),
        /"words-5" is a word game, but its header names no word list/,
        /a word list was given/,
      ],
      [
        packr.pack({ ...decodedWords(), variant: { ...variant, id: 'bc-4x9' } }),
        /"bc-4x9" is not a word game, yet its header names a word list/,
        /not a word game/,
      ],
      [
        packr.pack({ ...decodedWords(), variant: { ...variant, id: 'words-5-g6' } }),
        /maxGuesses is 10, the catalogue says 6/,
        /maxGuesses/,
      ],
      [
        packr.pack({ ...decodedWords(), stats: { ...decodedWords().stats, total: 1 } }),
        /total is 1 in the header/,
        /total is 1 in the header/,
      ],
      [minimax.subarray(0, 5000), /not valid msgpack/, /not valid msgpack/],
    ];
    for (const [bytes, alone, withList] of cases) {
      expect(refusalWith(bytes).message, alone.source).toMatch(alone);
      expect(refusalWith(bytes, { words: listText }).message, withList.source).toMatch(withList);
    }
  });

  it('throws the API errors with word feedback labels', () => {
    const walker = openTree(minimax);
    const first = decodedWords().root.guess;
    const cases: Array<[string, number, string, RegExp]> = [
      [`${first}:5A1B`, 400, 'bad-history', /is not a feedback of Word Mastermind \(5 letters\); feedbacks look like 0A0B, 0A1B, 5A0B/],
      ['zzzzz:0A0B', 400, 'bad-history', /"zzzzz" is not a word of the words-5 list/],
      ['abc:0A0B', 400, 'bad-history', /"abc" has 3 letters; a word of the words-5 list has 5/],
      [`${first}:5A0B,${first}:0A0B`, 400, 'bad-history', /the game was over/],
      [`${first}:0A0B,${first}:1A0B`, 422, 'inconsistent-history', /step 2 \(.*:1A0B\) contradicts step 1/],
      [Array(11).fill('zooms:0A0B').join(','), 422, 'board-full', /11 guesses; Word Mastermind \(5 letters\) allows 10/],
    ];
    for (const [history, status, code, message] of cases) {
      expect(() => walker.next(history), history).toThrow(
        expect.objectContaining({ status, code, message: expect.stringMatching(message) as string }),
      );
    }
    expect(() => walker.path('zzzzz')).toThrow(expect.objectContaining({ status: 400, code: 'bad-secret' }));
    expect(() => walker.path('ab')).toThrow(expect.objectContaining({ status: 400, code: 'bad-secret' }));
    expect(walker.path('ZOOMS')).toEqual(walker.path('zooms'));
  });
});
