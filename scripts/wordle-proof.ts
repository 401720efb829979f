/**
 * The proof over every first word that the least total of a Wordle board is the one found
 * (src/builder/wordle-proof.ts): each first word cut by a bound, searched under the best total as
 * a cutoff, or solved; a checkpoint after every word (data/proofs/<variant>.optimal.json), resumed
 * when the command runs again (a checkpoint of another Wordle search version is set aside as
 * <file>.stale and the proof starts over). It can stop at any time (Ctrl-C, or --stop-after) and
 * loses at most the word under way. The file records the search's version, the runs' wall and CPU
 * time, commands and machine; npm run check-proof checks it.
 *
 *   node dist/scripts/wordle-proof.js --variant wordle --try-first salet
 *   nice -n 10 node dist/scripts/wordle-proof.js --variant wordle-hard --try-first salet --stop-after 3600
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import type { WordleGame } from '../src/core/games/wordle.ts';
import { createGame } from '../src/core/variants/games.ts';
import { resolveVariant } from '../src/core/variants/parse.ts';
import {
  newWordleProof,
  proofFile,
  proofMismatch,
  readWordleProof,
  runWordleProof,
  writeWordleProof,
  type FirstWordStatus,
} from '../src/builder/wordle-proof.ts';
import { staleEngine, WORDLE_ENGINE } from '../src/builder/engine-stamp.ts';
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { storeLists } from '../src/store/word-lists.ts';
import { EXIT } from '../src/cli/errors.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';

const INVOCATION = 'node dist/scripts/wordle-proof.js';
const { values } = parseScriptArgs({
  invocation: INVOCATION,
  summary: "proves a Wordle board's least total over every first word, resumably",
  synopsis: '[--variant wordle] [options]',
  options: {
    variant: { type: 'string', default: 'wordle', value: 'id', help: 'a Wordle variant (wordle, wordle-hard, ...)' },
    'data-dir': { type: 'string', value: 'dir', help: 'where the lists are and the proof is kept (default: data/)' },
    'try-first': { type: 'string', value: 'word[,word]', help: 'first words to visit before the others (the best known)' },
    'stop-after': { type: 'string', parse: 'number', min: 0, value: 's', help: 'stop after this many seconds' },
    'max-words': { type: 'string', parse: 'integer', min: 0, value: 'n', help: 'stop after settling this many first words' },
  },
});

const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
const spec = resolveVariant(values.variant, storeLists(dataDir));
if (spec.family !== 'wordle') {
  process.stderr.write(`${INVOCATION}: ${values.variant} is not a Wordle board\n`);
  process.exit(EXIT.usage);
}
const game = createGame(spec) as WordleGame;
const path = join(dataDir, ...proofFile(spec.id, 'optimal').split('/'));
let resume = readWordleProof(path);
const stale = resume === undefined ? null : staleEngine(resume.engine, WORDLE_ENGINE);
if (stale !== null) {
  // Not trusted as proved: set aside (not deleted) and proved again, as the exact search's checkpoints are.
  renameSync(path, `${path}.stale`);
  console.log(`${path} is not resumed: ${stale}; set aside as ${path}.stale, starting over`);
  resume = undefined;
}
const mismatch = resume === undefined ? null : proofMismatch(resume, newWordleProof(game));
if (mismatch !== null) {
  process.stderr.write(`${INVOCATION}: ${path} cannot be resumed: ${mismatch}\n`);
  process.exit(EXIT.failed);
}
console.log(
  resume === undefined
    ? `${spec.id}: a new proof over ${game.guessCount} first words, kept in ${path}`
    : `${spec.id}: resuming ${path} (${resume.settled.length} of ${resume.firstWords} settled, best ${resume.best?.total ?? 'none'})`,
);

let cuts = 0;
const describe = (e: FirstWordStatus): string => {
  switch (e.status) {
    case 'total':
      return `total ${e.total} [${e.seconds} s]`;
    case 'cut':
      return `cut: ${e.by} bound ${e.bound} >= ${e.best}`;
    case 'no-tree-below':
      return `no tree below ${e.best} [${e.seconds} s]`;
    case 'none-within-limit':
      return `no tree within the limit [${e.seconds} s]`;
  }
};
const proof = runWordleProof(game, {
  tryFirst: values['try-first']?.split(',').filter(Boolean),
  resume,
  stopAfterSeconds: values['stop-after'],
  stopAfterWords: values['max-words'],
  command: `${INVOCATION} ${process.argv.slice(2).join(' ')}`.trim(),
  onSettled: (state, { entry, done, left }) => {
    writeWordleProof(path, state);
    if (entry.status === 'cut' && ++cuts % 500 !== 0) return;
    const shown =
      entry.status === 'cut' ? `${cuts} cut so far, last ${entry.word}: ${describe(entry)}` : `${entry.word}: ${describe(entry)}`;
    console.log(`${String(done).padStart(5)} settled, ${left} left, ${state.seconds.toFixed(0)} s: ${shown}`);
  },
});
writeWordleProof(path, proof);
console.log(
  proof.complete
    ? `${spec.id}: proved over every first word: the least total is ${proof.best?.total} (${proof.best?.word})`
    : `${spec.id}: ${proof.settled.length} of ${proof.firstWords} first words settled, best ${proof.best?.total ?? 'none'}; run again to resume`,
);
