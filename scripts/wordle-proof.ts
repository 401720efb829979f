/**
 * The proof over every first word that the least total of a Wordle board is the one found
 * (src/builder/proofs/wordle/proof.ts): each first word cut by a bound, searched under the best total as
 * a cutoff, or solved; a checkpoint (data/proofs/<variant>.optimal.json) written at most every 2 s
 * and at the end, resumed when the command runs again (a checkpoint of another Wordle search
 * version is set aside as <file>.stale and the proof starts over). It can stop at any time
 * (Ctrl-C, or --stop-after) and loses at most the words of the last 2 s. The file records the
 * search's version, the runs' wall and CPU time, commands and machine; npm run check-proof checks it.
 *
 * With --strategy optimal-worst, the least worst case, then the least total within it
 * (data/proofs/<variant>.optimal-worst.json, src/builder/proofs/wordle/worst.ts): in normal mode,
 * every first word searched within one guess less than the first word visited needs (none fits),
 * the least total within then taken from the board's optimal proof; in hard mode, on top of the
 * normal-mode board's proof (run it first, or give --within), every first word searched within that depth.
 *
 *   node dist/scripts/wordle-proof.js --variant wordle --try-first salet
 *   nice -n 10 node dist/scripts/wordle-proof.js --variant wordle-hard --try-first salet --stop-after 3600
 *   nice -n 10 node dist/scripts/wordle-proof.js --variant wordle --strategy optimal-worst --try-first salet
 *   nice -n 10 node dist/scripts/wordle-proof.js --variant wordle-hard --strategy optimal-worst --try-first palet
 *
 * With --queue (REDIS_URL, as build --queue), the searches go to the fleet's workers
 * (src/fleet/wordle/proof-runner.ts; `codebreaker worker` on each machine), several at once; the
 * bounds are still computed here, and the file is the same, written as each word comes back.
 *
 *   REDIS_URL=redis://host:6379/0 node dist/scripts/wordle-proof.js --variant wordle-all --try-first lants --queue
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import type { WordleGame } from '../src/core/games/wordle/game.ts';
import { createGame } from '../src/core/variants/games.ts';
import { resolveVariant } from '../src/core/variants/parse.ts';
import {
  newWordleProof,
  proofFile,
  proofMismatch,
  proofWithin,
  readWordleProof,
  runWordleProof,
  visitingOrder,
  writeWordleProof,
  WORDLE_ENGINE,
  type FirstWordStatus,
  type WordleProof,
} from '../src/builder/proofs/wordle/proof.ts';
import { concludeWorstProof, planWorstProof } from '../src/builder/proofs/wordle/worst.ts';
import { wordleColumns } from '../src/core/games/wordle/exact/search.ts';
import { staleEngine } from '../src/builder/engine-stamp.ts';
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { storeLists } from '../src/store/word-lists.ts';
import { EXIT } from '../src/cli/errors.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { FleetConfigError, fleetUrl, redisOptions } from '../src/fleet/config.ts';
import { FleetConnection } from '../src/fleet/connection.ts';
import { FleetProofError, runFleetWordleProof } from '../src/fleet/wordle/proof-runner.ts';

const INVOCATION = 'node dist/scripts/wordle-proof.js';
const { values } = parseScriptArgs({
  invocation: INVOCATION,
  summary: "proves a Wordle board's least total over every first word, resumably",
  synopsis: '[--variant wordle] [options]',
  options: {
    variant: { type: 'string', default: 'wordle', value: 'id', help: 'a Wordle variant (wordle, wordle-hard, ...)' },
    strategy: {
      type: 'string',
      default: 'optimal',
      value: 'id',
      help: 'optimal (the least total) or optimal-worst (the least worst case, then the least total within it)',
    },
    within: {
      type: 'string',
      parse: 'integer',
      min: 1,
      value: 'n',
      help: 'optimal-worst: search within n guesses (default: planned, as the header says)',
    },
    'data-dir': { type: 'string', value: 'dir', help: 'where the lists are and the proof is kept (default: data/)' },
    'try-first': { type: 'string', value: 'word[,word]', help: 'first words to visit before the others (the best known)' },
    'stop-after': { type: 'string', parse: 'number', min: 0, value: 's', help: 'stop after this many seconds' },
    'max-words': { type: 'string', parse: 'integer', min: 0, value: 'n', help: 'stop after settling this many first words' },
    queue: { type: 'boolean', help: "send the searches to the fleet's workers (REDIS_URL; codebreaker worker on each machine)" },
    lanes: {
      type: 'string',
      parse: 'integer',
      min: 1,
      value: 'n',
      help: 'with --queue: first words searched at once (default: the worker threads seen, plus one)',
    },
  },
});

const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
const spec = resolveVariant(values.variant, storeLists(dataDir));
if (spec.family !== 'wordle') {
  process.stderr.write(`${INVOCATION}: ${values.variant} is not a Wordle board\n`);
  process.exit(EXIT.usage);
}
const strategy = values.strategy.toLowerCase();
if (strategy !== 'optimal' && strategy !== 'optimal-worst') {
  process.stderr.write(`${INVOCATION}: --strategy is optimal or optimal-worst, not ${values.strategy}\n`);
  process.exit(EXIT.usage);
}
if (values.within !== undefined && strategy !== 'optimal-worst') {
  process.stderr.write(`${INVOCATION}: --within is for --strategy optimal-worst\n`);
  process.exit(EXIT.usage);
}
if (values.lanes !== undefined && !values.queue) {
  process.stderr.write(`${INVOCATION}: --lanes is for --queue\n`);
  process.exit(EXIT.usage);
}
let url: string | undefined;
if (values.queue) {
  try {
    url = fleetUrl();
  } catch (err) {
    if (!(err instanceof FleetConfigError)) throw err;
    process.stderr.write(`${INVOCATION}: ${err.message}\n`);
    process.exit(EXIT.usage);
  }
  if (url === undefined) {
    process.stderr.write(`${INVOCATION}: --queue needs REDIS_URL, the fleet's Redis (for example REDIS_URL=redis://127.0.0.1:6379/0)\n`);
    process.exit(EXIT.usage);
  }
}
const game = createGame(spec) as WordleGame;
const tryFirst = values['try-first']?.split(',').filter(Boolean);
const path = join(dataDir, ...proofFile(spec.id, strategy).split('/'));
let resume = readWordleProof(path);
const stale = resume === undefined ? null : staleEngine(resume.engine, WORDLE_ENGINE);
if (stale !== null) {
  // Not trusted as proved: set aside (not deleted) and proved again, as the exact search's checkpoints are.
  renameSync(path, `${path}.stale`);
  console.log(`${path} is not resumed: ${stale}; set aside as ${path}.stale, starting over`);
  resume = undefined;
}
// optimal-worst: a new proof is planned (its searches' limit, the proof it rests on); one under
// way carries on within its own limit.
let fresh: WordleProof | undefined;
if (strategy === 'optimal-worst') {
  const within = values.within ?? (resume === undefined ? undefined : proofWithin(resume));
  try {
    const first = visitingOrder(game, wordleColumns(game), tryFirst).order[0]!;
    const plan = resume !== undefined ? undefined : planWorstProof(game, dataDir, first, values.within);
    if (plan !== undefined) console.log(`${spec.id}: ${plan.why}`);
    fresh = newWordleProof(game, { strategy, within: within ?? plan!.within });
    if (plan?.shallower !== undefined) fresh.shallower = plan.shallower;
  } catch (err) {
    process.stderr.write(`${INVOCATION}: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(EXIT.failed);
  }
}
const mismatch = resume === undefined ? null : proofMismatch(resume, fresh ?? newWordleProof(game));
if (mismatch !== null) {
  process.stderr.write(`${INVOCATION}: ${path} cannot be resumed: ${mismatch}\n`);
  process.exit(EXIT.failed);
}
console.log(
  resume === undefined
    ? `${spec.id}: a new proof over ${game.guessCount} first words${fresh === undefined ? '' : ` within ${proofWithin(fresh)} guesses`}, kept in ${path}`
    : `${spec.id}: resuming ${path} (${resume.settled.length} of ${resume.firstWords} settled, best ${resume.best?.total ?? 'none'})`,
);

let cuts = 0;
let written = 0;
const describe = (e: FirstWordStatus): string => {
  switch (e.status) {
    case 'total':
      return `total ${e.total} [${e.seconds} s]`;
    case 'cut':
      return `cut: ${e.by} bound ${e.bound} >= ${e.best}`;
    case 'no-tree-below':
      return `no tree below ${e.best} [${e.seconds} s]`;
    case 'none-within-limit':
      return `no tree within the limit${e.part === undefined ? '' : ` (part ${e.part.feedback}, ${e.part.size} answers)`} [${e.seconds} s]`;
  }
};
const proofOptions = {
  tryFirst,
  resume: resume ?? fresh,
  strategy,
  within: fresh === undefined ? undefined : proofWithin(fresh),
  stopAfterSeconds: values['stop-after'],
  stopAfterWords: values['max-words'],
  command: `${INVOCATION} ${process.argv.slice(2).join(' ')}`.trim(),
  onSettled: (state, { entry, done, left }) => {
    // At most every 2 s (the file grows to a megabyte; a depth search settles many words a second).
    if (performance.now() - written >= 2000) {
      writeWordleProof(path, state);
      written = performance.now();
    }
    if (entry.status === 'cut' && ++cuts % 500 !== 0) return;
    const shown =
      entry.status === 'cut' ? `${cuts} cut so far, last ${entry.word}: ${describe(entry)}` : `${entry.word}: ${describe(entry)}`;
    console.log(`${String(done).padStart(5)} settled, ${left} left, ${state.seconds.toFixed(0)} s: ${shown}`);
  },
} satisfies Parameters<typeof runWordleProof>[1];
let proof: WordleProof;
if (url === undefined) proof = runWordleProof(game, proofOptions);
else {
  const connection = new FleetConnection(redisOptions(url));
  // Ctrl-C (or SIGTERM) stops it at once: the words settled are written, the units still waiting taken off the queue.
  // A second one ends the process there and then (Redis out of reach can hold the first stop up);
  // the checkpoint written last keeps what was settled.
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stop.signal.aborted) {
        console.log(`${signal} again: ending now; the proof file holds the last checkpoint`);
        process.exit(EXIT.failed);
      }
      console.log(`${signal}: stopping (the units in flight are left; a run started again sends them again; again to end now)`);
      stop.abort();
    });
  try {
    proof = await runFleetWordleProof(game, {
      ...proofOptions,
      connection,
      lanes: values.lanes,
      signal: stop.signal,
      log: (line) => console.log(line),
      onSend: (unit, inFlight) => console.log(`sent ${unit.word} (cutoff ${unit.best ?? 'none'}), ${inFlight} in flight`),
    });
  } catch (err) {
    // What was settled before is kept: a run started again resumes from it.
    if (err instanceof FleetProofError) writeWordleProof(path, err.proof);
    process.stderr.write(`${INVOCATION}: ${err instanceof Error ? err.message : String(err)}\n`);
    await connection.close();
    process.exit(EXIT.failed);
  }
  await connection.close();
  const fleet = proof.run?.fleet;
  if (fleet !== undefined) console.log(`on the fleet: at most ${fleet.workers} workers seen (${fleet.threads} threads)`);
}
const missing = proof.complete && strategy === 'optimal-worst' ? concludeWorstProof(proof, game, dataDir, tryFirst) : null;
writeWordleProof(path, proof);
if (!proof.complete)
  console.log(
    `${spec.id}: ${proof.settled.length} of ${proof.firstWords} first words settled, best ${proof.best?.total ?? 'none'}; run again to resume`,
  );
else if (strategy === 'optimal')
  console.log(`${spec.id}: proved over every first word: the least total is ${proof.best?.total} (${proof.best?.word})`);
else if (missing !== null) {
  console.log(`${spec.id}: every first word settled within ${proofWithin(proof)} guesses, and ${missing}`);
  process.exitCode = EXIT.failed;
} else {
  const least = proof.least ?? proof.best!;
  console.log(
    `${spec.id}: proved over every first word: the least worst case is ${proof.depth} guesses, and the least total within it ` +
      `${least.total} (${least.word})${proof.least === undefined ? '' : `, the least total of ${proof.least.from}`}`,
  );
}
