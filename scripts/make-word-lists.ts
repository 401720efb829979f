/**
 * Derives data/words/words-3.txt ... words-6.txt, the word lists of Word Mastermind, from SCOWL
 * size 35 as Debian's wamerican-small package installs it (data/words/README.md says which version
 * and why). The same source always gives the same files.
 *
 *   node dist/scripts/make-word-lists.js [--source /usr/share/dict/american-english-small] [--data-dir dir]
 *
 * A word is kept when it is lower-case a-z only (so no proper nouns or other capitalised entries,
 * no apostrophes, no accents), has 3 to 6 letters, and is not one of the Roman numerals the list
 * carries (iii, xiv, ...) unless it is also a word (mix). Each file: sorted, unique, one a line.
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { GRAMMAR_BOUNDS } from '../src/core/variants/grammar.ts';
import { wordListName } from '../src/core/games/words/game.ts';
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { parseWordList, WORDS_DIR } from '../src/store/word-lists.ts';
import { sha256 } from '../src/store/manifest.ts';

const DEFAULT_SOURCE = '/usr/share/dict/american-english-small';

/** Roman numerals that are English words too, and stay. */
const ROMAN_WORDS = new Set(['mil', 'mix']);

/** The Roman numeral of 1..3999 in lower case, e.g. 14 -> "xiv". */
function roman(n: number): string {
  const steps: Array<[number, string]> = [
    [1000, 'm'],
    [900, 'cm'],
    [500, 'd'],
    [400, 'cd'],
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let out = '';
  for (const [value, text] of steps) {
    for (; n >= value; n -= value) out += text;
  }
  return out;
}

/** The words of each length from the lines of a source list, by the rule above. */
function chooseWords(lines: readonly string[], lengths: readonly number[]): Map<number, string[]> {
  const numerals = new Set(Array.from({ length: 3999 }, (_, i) => roman(i + 1)));
  const out = new Map<number, Set<string>>(lengths.map((l) => [l, new Set()]));
  for (const line of lines) {
    const word = line.trim();
    if (!/^[a-z]+$/.test(word)) continue;
    if (numerals.has(word) && !ROMAN_WORDS.has(word)) continue;
    out.get(word.length)?.add(word);
  }
  return new Map([...out].map(([l, set]) => [l, [...set].sort()]));
}

const { values } = parseScriptArgs({
  invocation: 'node dist/scripts/make-word-lists.js',
  summary: 'writes the word lists of the word boards from a dictionary file',
  options: {
    source: { type: 'string', value: 'file', help: `the dictionary (default ${DEFAULT_SOURCE})` },
    'data-dir': { type: 'string', value: 'dir', help: 'the data directory (default data/)' },
  },
});
const source = values.source ?? DEFAULT_SOURCE;
const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
const bytes = await readFile(source);
console.log(`source ${source}: ${bytes.length} bytes, sha256 ${sha256(bytes)}`);
const [lo, hi] = GRAMMAR_BOUNDS.wordsLength;
const lengths = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
const chosen = chooseWords(bytes.toString('utf8').split('\n'), lengths);
await mkdir(join(dataDir, WORDS_DIR), { recursive: true });
for (const [length, words] of chosen) {
  const text = words.map((w) => `${w}\n`).join('');
  const file = wordListName(length);
  parseWordList(text, length, file); // the store's own checks
  await writeFile(join(dataDir, WORDS_DIR, file), text);
  console.log(`${WORDS_DIR}/${file}: ${words.length} words, sha256 ${sha256(Buffer.from(text))}`);
}
