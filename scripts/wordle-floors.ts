/**
 * What the split bound's part floors save the searches of a proof over every first word: first
 * words at evenly spaced places of the proof's visiting order, not cut by a bound, each searched
 * under the proof's best total by two searches of the board, one given the floors
 * (search.ts firstGuessTotal) and one not, in alternating order (the machine's speed drifts). Each
 * search keeps its memo from word to word, as a proof's does. One JSON line.
 *
 *   node dist/scripts/wordle-floors.js --variant wordle-nyt2023-hard --sample 12
 *   node dist/scripts/wordle-floors.js --variant wordle-nyt2023-hard --words tiare,tripe,tolan
 */
import { firstGuessPartsBound, firstGuessSplitBound } from '../src/core/games/wordle/exact/first-bound.ts';
import { createWordleExact, wordleColumns } from '../src/core/games/wordle/exact/search.ts';
import { visitingOrder } from '../src/builder/proofs/wordle/proof.ts';
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { EXIT } from '../src/cli/errors.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { proofAndBoard } from './wordle-proof-board.ts';

const INVOCATION = 'node dist/scripts/wordle-floors.js';
const { values } = parseScriptArgs({
  invocation: INVOCATION,
  summary: "how much sooner a Wordle proof's searches end given the split bound's part floors",
  options: {
    variant: {
      type: 'string',
      value: 'id',
      help: 'the board whose proof (data/proofs/<id>.optimal.json) gives the best total and the order',
      default: 'wordle-nyt2023-hard',
    },
    sample: {
      type: 'string',
      parse: 'integer',
      min: 1,
      max: 1000,
      default: 12,
      value: 'n',
      help: 'first words searched (those a bound cuts are passed over)',
    },
    words: { type: 'string', value: 'w[,w]', help: 'these first words instead of a sample (a word a bound cuts is passed over)' },
    'data-dir': { type: 'string', value: 'dir', help: 'the data directory', default: DEFAULT_DATA_DIR },
  },
});

const { proof, game } = proofAndBoard(INVOCATION, values.variant, values['data-dir']);
const best = proof.best.total;
const columns = wordleColumns(game);
const { order } = visitingOrder(game, columns, [proof.best.word]);
const plain = createWordleExact(game, { columns });
const floored = createWordleExact(game, { columns });
const words: Array<{ word: string; place: number; plain: number; floors: number }> = [];
const placeOf = new Map(order.map((g, i) => [g, i]));
const named = values.words?.split(',').filter(Boolean);
for (const word of named ?? []) {
  if (typeof game.parseGuess(word) === 'string') {
    process.stderr.write(`${INVOCATION}: ${word} is not a guess of ${values.variant}\n`);
    process.exit(EXIT.usage);
  }
}
const sampled = named?.map((w) => placeOf.get(game.parseGuess(w) as number)!) ?? [];
const count = named === undefined ? values.sample : named.length;
const step = order.length / (values.sample + 1);
for (let i = 0, place = Math.round(step); words.length < count && i < (named?.length ?? Infinity) && place < order.length; i++) {
  // The next word from here that no bound cuts (as the proof would search it); a named word only itself.
  let at = named === undefined ? place : sampled[i]!;
  place += Math.max(1, Math.round(step));
  const floors = new Int32Array(game.feedbackCount);
  const cut = (g: number): boolean =>
    firstGuessPartsBound(game, columns, g, best) >= best || firstGuessSplitBound(game, columns, g, best, floors.fill(0)) >= best;
  while (at < order.length && cut(order[at]!) && named === undefined) at++;
  if (at >= order.length) break;
  if (named !== undefined && cut(order[at]!)) {
    process.stderr.write(`${named[i]!}: cut by a bound, not searched\n`);
    continue;
  }
  const g = order[at]!;
  const time = (withFloors: boolean): number => {
    const t0 = performance.now();
    (withFloors ? floored : plain).firstGuessTotal(g, best, withFloors ? floors : undefined);
    return (performance.now() - t0) / 1000;
  };
  // Alternately the plain search first and the one given floors first.
  const plainFirst = words.length % 2 === 0;
  const a = time(!plainFirst);
  const b = time(plainFirst);
  const entry = { word: game.formatGuess(g), place: at, plain: plainFirst ? a : b, floors: plainFirst ? b : a };
  words.push(entry);
  process.stderr.write(`${entry.word} (place ${at}): ${entry.plain.toFixed(2)} s plain, ${entry.floors.toFixed(2)} s with floors\n`);
}
const sum = (key: 'plain' | 'floors'): number => words.reduce((s, w) => s + w[key], 0);
const round = (x: number): number => Math.round(x * 100) / 100;
console.log(
  JSON.stringify({
    variant: values.variant,
    best,
    words: words.map((w) => ({ ...w, plain: round(w.plain), floors: round(w.floors) })),
    plainSeconds: round(sum('plain')),
    floorsSeconds: round(sum('floors')),
    ratio: round(sum('floors') / sum('plain')),
  }),
);
