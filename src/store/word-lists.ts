// The word lists of data/words/: each read and checked (one word a line, sorted, unique), with
// errors that name the list but never a path of the machine.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ListSource } from '../core/variants/parse.ts';
import type { WordListSource } from '../core/game.ts';
import { sha256 } from './manifest.ts';
import { DEFAULT_DATA_DIR } from './paths.ts';
import { USER_LISTS_FORMAT } from './user-lists-format.ts';
import { count } from '../core/count.ts';

/** The word lists' folder inside the data directory (data/words/README.md says where they come from). */
export const WORDS_DIR = 'words';

/** A word list that is missing or malformed; the message names the file and the problem. */
export class WordListError extends Error {
  /**
   * The same sentence with the list named inside the data directory (`words/words-5.txt`), never
   * by its path on this machine: what a server may tell its clients.
   */
  readonly publicMessage: string;

  constructor(message: string, publicMessage: string = message) {
    super(message);
    this.name = 'WordListError';
    this.publicMessage = publicMessage;
  }
}

/** A loaded and checked word list. */
export interface WordList extends WordListSource {
  /** The file it was read from. */
  readonly path: string;
}

/**
 * The words of a list file's text: one a line, each of `length` letters a-z, sorted and unique,
 * every line ended by a newline. Throws WordListError naming the first bad line.
 */
export function parseWordList(text: string, length: number, name: string): string[] {
  if (text.length === 0) throw new WordListError(`${name} is empty`);
  if (!text.endsWith('\n')) throw new WordListError(`${name} does not end with a newline`);
  const words = text.slice(0, -1).split('\n');
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const where = `${name} line ${i + 1}`;
    if (!/^[a-z]*$/.test(w)) throw new WordListError(`${where}: ${JSON.stringify(w.slice(0, 40))} is not lower-case letters a-z`);
    if (w.length !== length) throw new WordListError(`${where}: "${w}" has ${count(w.length, 'letter')}, not ${length}`);
    if (i > 0 && words[i - 1]! >= w) {
      throw new WordListError(
        `${where}: "${w}" ${words[i - 1] === w ? 'repeats the line before' : `comes after "${words[i - 1]}"`}; the list must be sorted and unique`,
      );
    }
  }
  return words;
}

function wordList(path: string, name: string, bytes: Uint8Array, length: number): WordList {
  const entries = parseWordList(Buffer.from(bytes).toString('utf8'), length, name);
  return { name, path, sha256: sha256(bytes), entries };
}

function readFailed(path: string, name: string, err: unknown): WordListError {
  const file = `${WORDS_DIR}/${name}`;
  return (err as NodeJS.ErrnoException).code === 'ENOENT'
    ? new WordListError(`no word list ${path}`, `no word list ${file} in the data directory`)
    : new WordListError(`cannot read ${path}: ${(err as Error).message}`, `cannot read ${file} of the data directory`);
}

/**
 * The store's source of word lists for the variant room: the files of words/ of a data directory,
 * read once each. A list that directory does not have (no words/ at all, or not this file) is read
 * from the package's own data/words/, so that a fresh data directory (`--data-dir /tmp/trees`)
 * builds and serves the word boards on the lists the package ships; a list it has is its own, and
 * one it has but cannot read, or that is malformed, is an error, never replaced. A user's lists
 * (`u{ID}-answers.txt`) are never the package's: they come from where their store keeps them.
 */
export function storeLists(dataDir: string = DEFAULT_DATA_DIR): ListSource {
  const own = resolve(dataDir) === resolve(DEFAULT_DATA_DIR);
  return (name, length) => {
    const path = join(dataDir, WORDS_DIR, name);
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(path);
    } catch (err) {
      if (own || (err as NodeJS.ErrnoException).code !== 'ENOENT' || USER_LISTS_FORMAT.keyOfList(name) !== undefined)
        throw readFailed(path, name, err);
      const shipped = join(DEFAULT_DATA_DIR, WORDS_DIR, name);
      try {
        bytes = readFileSync(shipped);
      } catch {
        // Neither has it: the message names the data directory asked for.
        throw readFailed(path, name, err);
      }
      return wordList(shipped, name, bytes, length);
    }
    return wordList(path, name, bytes, length);
  };
}
