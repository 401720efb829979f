import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import {
  BadUserListsError,
  importUserListFiles,
  UnknownUserListsError,
  USER_LISTS_DIR,
  userListsKey,
  UserListStore,
  type EvictedUserLists,
  type RemoteUserLists,
} from '../../src/store/user-lists.ts';

const dirs: string[] = [];
const tempDir = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'codebreaker-lists-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

const LISTS = { answers: ['adore', 'crane'], guesses: ['adore', 'crane', 'zonal'] };
// The sha256 of the canonical text, computed here: the answers' file, an empty line, the guesses' file.
const KEY = createHash('sha256').update('adore\ncrane\n\nadore\ncrane\nzonal\n').digest('hex').slice(0, 12);

describe("users' lists kept by their content", () => {
  it('are named by the first 12 hex digits of the sha256 of their canonical text', () => {
    expect(userListsKey(LISTS)).toBe(KEY);
  });

  it('are kept once, in a file that survives a restart, and resolve a variant id through the store', async () => {
    const dir = await tempDir();
    const store = new UserListStore({ dir });
    expect(await store.add(LISTS)).toEqual({ key: KEY, created: true });
    expect(await store.add(LISTS)).toEqual({ key: KEY, created: false });
    expect(await readdir(dir)).toEqual([`u${KEY}.txt`]);
    // Another process (a restart) reads them back from the directory.
    const again = new UserListStore({ dir });
    expect(await again.load(KEY)).toBe(true);
    const spec = resolveVariant(`wordle-u${KEY}-hard`, again.lists());
    expect(spec.answers).toMatchObject({ list: `u${KEY}-answers.txt`, count: 2, entries: ['adore', 'crane'] });
    expect(spec.accepted).toMatchObject({ list: `u${KEY}-guesses.txt`, count: 3 });
    // The list's sha256 is its file's, as for data/words/ (one word a line).
    expect(spec.answers?.sha256).toBe(createHash('sha256').update('adore\ncrane\n').digest('hex'));
    expect(await again.add(LISTS)).toEqual({ key: KEY, created: false });
    // Unknown lists: the store says so, with what to do.
    expect(await again.load('0123456789ab')).toBe(false);
    expect(() => again.source('u0123456789ab-answers.txt', 0)).toThrow(UnknownUserListsError);
    expect(() => again.source('u0123456789ab-answers.txt', 0)).toThrow(/POST the lists to \/v1\/word-lists/);
  });

  it('holds at most its bound in memory, reading the others back from the directory', async () => {
    const dir = await tempDir();
    const store = new UserListStore({ dir, inMemory: 2 });
    const keys = [];
    for (const extra of ['aback', 'abase', 'abate'])
      keys.push((await store.add({ answers: ['crane', extra], guesses: [extra, 'crane'] })).key);
    expect(store.held).toBe(2);
    // The first, let go, is read back from its file by the synchronous source.
    expect(store.source(`u${keys[0]}-answers.txt`, 0).entries).toEqual(['aback', 'crane']);
    expect(store.held).toBe(2);
    // Without a directory, the lists let go are gone.
    const memory = new UserListStore({ inMemory: 1 });
    const first = (await memory.add(LISTS)).key;
    await memory.add({ answers: ['crane'], guesses: ['crane'] });
    expect(await memory.load(first)).toBe(false);
  });

  it('holds at most its bound in bytes in memory too (the last lists used always), and lets go of all on demand', async () => {
    const dir = await tempDir();
    // 400 words of five letters: base 26 numbers in the letters a-p, their digits written q-z.
    const words = (from: number): string[] =>
      Array.from({ length: 400 }, (_, i) =>
        (from + i)
          .toString(26)
          .padStart(5, 'a')
          .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!),
      );
    const lists = (from: number) => ({ answers: words(from), guesses: words(from) });
    // Lists of 400 words (as answers and as guesses) count about 43 KB each: a bound of 100 KB holds two.
    const store = new UserListStore({ dir, inMemory: 10, inMemoryBytes: 100_000 });
    for (const from of [10_000, 20_000, 30_000]) await store.add(lists(from));
    expect(store.held).toBe(2);
    expect(store.heldBytes).toBeGreaterThan(80_000);
    expect(store.heldBytes).toBeLessThanOrEqual(100_000);
    const alone = new UserListStore({ dir, inMemoryBytes: 1 });
    await alone.add(lists(10_000));
    expect(alone.held).toBe(1);
    alone.shed();
    expect([alone.held, alone.heldBytes]).toEqual([0, 0]);
    // Read back from the directory when asked for again.
    expect(await alone.load((await store.add(lists(10_000))).key)).toBe(true);
  });

  it('serves no damaged file (lists, but not those its name says), and replaces it with the lists posted', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, `u${KEY}.txt`), 'adore\ncrane\n\nadore\ncrane\n');
    const store = new UserListStore({ dir });
    expect(await store.load(KEY)).toBe(false);
    expect(await store.add(LISTS)).toEqual({ key: KEY, created: true });
    expect(await new UserListStore({ dir }).load(KEY)).toBe(true);
  });

  it('checks what it keeps, as the API does', async () => {
    await expect(new UserListStore().add({ answers: ['crane', 'adore'], guesses: ['crane', 'cranes'] })).rejects.toThrow(
      'guesses[1]: "cranes" has 6 letters, and guesses[0] 5; every word has the same length.',
    );
  });

  it("share a fleet's store: lists added by one server are read by another from it", async () => {
    const kept = new Map<string, string>();
    const remote: RemoteUserLists = { get: async (k) => kept.get(k), put: async (k, t) => void kept.set(k, t) };
    const one = new UserListStore({ dir: await tempDir(), remote });
    const other = new UserListStore({ dir: await tempDir(), remote });
    expect((await one.add(LISTS)).created).toBe(true);
    expect(await other.load(KEY)).toBe(true);
    expect((await other.add(LISTS)).created).toBe(false);
    expect(resolveVariant(`wordle-u${KEY}`, other.lists()).answers?.count).toBe(2);
  });
});

/** Lists of two words, the second `extra`: each pair its own key. */
const pair = (extra: string) => ({ answers: ['crane', extra], guesses: ['crane', extra] });

describe("users' lists bounded in the directory, least recently used first", () => {
  it('keeps at most maxLists: posting again or loading counts as use, and the one let go is gone with a word to its listener', async () => {
    const dir = await tempDir();
    const evicted: EvictedUserLists[] = [];
    const store = new UserListStore({ dir, maxLists: 2, onEvict: (e) => void evicted.push(e) });
    const a = (await store.add(pair('aback'))).key;
    const b = (await store.add(pair('abase'))).key;
    // a used after b: b is now the least recently used.
    expect(await store.load(a)).toBe(true);
    const c = (await store.add(pair('abate'))).key;
    expect((await readdir(dir)).sort()).toEqual([`u${a}.txt`, `u${c}.txt`].sort());
    expect(evicted.map((e) => e.key)).toEqual([b]);
    // The listener hears both lists' sha256, by which their openings are named.
    expect(evicted[0]!.sha256).toEqual({
      answers: createHash('sha256').update('abase\ncrane\n').digest('hex'),
      guesses: createHash('sha256').update('abase\ncrane\n').digest('hex'),
    });
    // Gone from memory too: the board is unknown until the lists are posted again.
    expect(await store.load(b)).toBe(false);
    expect(() => store.source(`u${b}-answers.txt`, 0)).toThrow(UnknownUserListsError);
    // Posting a again is a use: c goes next, then a is kept.
    expect((await store.add(pair('aback'))).created).toBe(false);
    expect(await store.add(pair('abase'))).toEqual({ key: b, created: true });
    expect((await readdir(dir)).sort()).toEqual([`u${a}.txt`, `u${b}.txt`].sort());
    expect(evicted.map((e) => e.key)).toEqual([b, c]);
    expect(store.stored.lists).toBe(2);
  });

  it('keeps at most maxBytes of files, and orders what it finds after a restart by modification time', async () => {
    const dir = await tempDir();
    const writer = new UserListStore({ dir });
    const keys = [];
    for (const extra of ['aback', 'abase', 'abate']) keys.push((await writer.add(pair(extra))).key);
    const [a, b, c] = keys as [string, string, string];
    // Last used, by their files: b long ago, then c, then a.
    const at = (key: string, s: number) => utimes(join(dir, `u${key}.txt`), s, s);
    await at(b, 1_000_000);
    await at(c, 2_000_000);
    await at(a, 3_000_000);
    const bytes = (await stat(join(dir, `u${a}.txt`))).size;
    // Room for three files: the fourth posted lets b go, the least recently used.
    const evicted: string[] = [];
    const store = new UserListStore({ dir, maxBytes: 3 * bytes + 1, onEvict: (e) => void evicted.push(e.key) });
    const d = (await store.add(pair('abbey'))).key;
    expect(evicted).toEqual([b]);
    expect((await readdir(dir)).sort()).toEqual([a, c, d].map((k) => `u${k}.txt`).sort());
    expect(store.stored).toEqual({ lists: 3, bytes: 3 * bytes });
    // A use is written to the file's modification time, for the next restart.
    expect(await store.load(c)).toBe(true);
    expect((await stat(join(dir, `u${c}.txt`))).mtimeMs).toBeGreaterThan(3_000_000_000);
  });

  it('always keeps the lists just posted, even alone over the bound', async () => {
    const dir = await tempDir();
    const store = new UserListStore({ dir, maxBytes: 1 });
    const a = (await store.add(pair('aback'))).key;
    expect(await readdir(dir)).toEqual([`u${a}.txt`]);
    const b = (await store.add(pair('abase'))).key;
    expect(await readdir(dir)).toEqual([`u${b}.txt`]);
  });
});

describe('importUserListFiles (the command line)', () => {
  it('reads one word a line, checks and keeps the lists where a server with that cache directory finds them: the same id as the API gives', async () => {
    const cacheDir = await tempDir();
    await writeFile(join(cacheDir, 'answers.txt'), 'crane\n  ADORE \n\n');
    await writeFile(join(cacheDir, 'guesses.txt'), 'zonal\ncrane\nadore\n');
    const got = await importUserListFiles({ answers: join(cacheDir, 'answers.txt'), guesses: join(cacheDir, 'guesses.txt'), cacheDir });
    expect(got).toEqual({ variant: `wordle-u${KEY}`, created: true, answers: 2, guesses: 3 });
    expect(await new UserListStore({ dir: join(cacheDir, USER_LISTS_DIR) }).load(KEY)).toBe(true);
  });

  it('names the file and line of the word at fault', async () => {
    const cacheDir = await tempDir();
    await writeFile(join(cacheDir, 'answers.txt'), 'crane\n\nadore\ncr4ne\n');
    await expect(importUserListFiles({ answers: join(cacheDir, 'answers.txt'), cacheDir })).rejects.toThrow(BadUserListsError);
    await expect(importUserListFiles({ answers: join(cacheDir, 'answers.txt'), cacheDir })).rejects.toThrow(
      `answers[2]: "cr4ne" has "4", which is not a letter a-z. (${join(cacheDir, 'answers.txt')} line 4)`,
    );
  });
});
