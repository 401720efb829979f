/**
 * What the split bound (src/core/games/wordle/exact/first-bound.ts) would have saved a proof over
 * every first word: over a sample of the words its checkpoint settled by a search under the
 * cutoff, how many the split bound cuts at that cutoff, its time a word, and the search time those
 * words took. One JSON line.
 *
 *   node dist/scripts/wordle-bounds.js --variant wordle-nyt2023 --sample 40
 */
import { firstGuessPartsBound, firstGuessSplitBound } from '../src/core/games/wordle/exact/first-bound.ts';
import { wordleColumns } from '../src/core/games/wordle/exact/search.ts';
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { proofAndBoard } from './wordle-proof-board.ts';

const INVOCATION = 'node dist/scripts/wordle-bounds.js';
const { values } = parseScriptArgs({
  invocation: INVOCATION,
  summary: "what the split bound cuts of the words a Wordle proof's checkpoint searched",
  options: {
    variant: {
      type: 'string',
      value: 'id',
      help: 'the board whose proof (data/proofs/<id>.optimal.json) to read',
      default: 'wordle-nyt2023',
    },
    sample: {
      type: 'string',
      parse: 'integer',
      min: 1,
      max: 100_000,
      default: 40,
      value: 'n',
      help: 'searched words looked at, spread evenly',
    },
    'data-dir': { type: 'string', value: 'dir', help: 'the data directory', default: DEFAULT_DATA_DIR },
  },
});

const { proof, game } = proofAndBoard(INVOCATION, values.variant, values['data-dir']);
const columns = wordleColumns(game);
const searched = proof.settled.flatMap((e) => (e.status === 'no-tree-below' ? [e] : []));
const step = Math.max(1, Math.floor(searched.length / values.sample));
const picked = searched.filter((_, i) => i % step === 0).slice(0, values.sample);
let cut = 0;
let partsMs = 0;
let splitMs = 0;
let searchSeconds = 0;
let savedSeconds = 0;
for (const e of picked) {
  const g = game.parseGuess(e.word) as number;
  const t0 = performance.now();
  firstGuessPartsBound(game, columns, g, e.best);
  const t1 = performance.now();
  const split = firstGuessSplitBound(game, columns, g, e.best);
  splitMs += performance.now() - t1;
  partsMs += t1 - t0;
  searchSeconds += e.seconds;
  if (split >= e.best) {
    cut++;
    savedSeconds += e.seconds;
  }
}
const n = picked.length;
console.log(
  JSON.stringify({
    variant: values.variant,
    searched: searched.length,
    sampled: n,
    cutBySplit: cut,
    partsMsMean: Math.round(partsMs / n),
    splitMsMean: Math.round(splitMs / n),
    searchSecondsOfSample: Math.round(searchSeconds),
    searchSecondsOfCut: Math.round(savedSeconds),
  }),
);
