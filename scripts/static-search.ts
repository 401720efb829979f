/**
 * The Static Game's feasibility search on the command line: is there a set of k fixed guesses
 * whose feedbacks single out every secret? The search is exhaustive (src/core/strategies/static.ts):
 * it prints a separating set, or that there is none. A progress line every 10 s; the position is
 * checkpointed to a JSON file at the same pace, so a long run can stop and resume.
 *
 *   node dist/scripts/static-search.js --variant mastermind --k 5
 *   node dist/scripts/static-search.js --variant mastermind --k 5 --resume static-search.mastermind.k5.json
 *   node dist/scripts/static-search.js --variant mastermind --k 6 --best-first     # find a set fast (proves nothing if none)
 *   node dist/scripts/static-search.js --variant mastermind --k 5 --no-pair-stage  # a cross-check of the last two guesses
 *
 * --checkpoint names the file (default static-search.<variant>.k<k>.json in the current
 * directory; --resume reads it and goes on writing it); --max-minutes stops the run and keeps the
 * checkpoint; --progress sets the seconds between progress lines. --no-pair-stage and
 * --canon-depth (symmetry cuts on prefixes of up to d guesses, default 4) change how the search
 * works, not its answer: cross-checks.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { getGame } from '../src/core/games/catalogue.ts';
import { createScorer } from '../src/core/scorer.ts';
import { createStaticSearch, separates, staticLowerBound, type StaticCheckpoint } from '../src/core/strategies/static.ts';
import { pickVariants, variantIds } from './cli.ts';

const USAGE = `Usage: node dist/scripts/static-search.js --variant <id> --k <guesses> [--resume <file>] [--checkpoint <file>]
       [--max-minutes <m>] [--progress <seconds>] [--best-first] [--no-pair-stage] [--canon-depth <d>]
  Variants: ${variantIds.join(', ')}, or any id such as mm-4x5, bc-3x6`;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    variant: { type: 'string', short: 'v' },
    k: { type: 'string', short: 'k' },
    resume: { type: 'string' },
    checkpoint: { type: 'string' },
    'max-minutes': { type: 'string' },
    progress: { type: 'string' },
    'best-first': { type: 'boolean' },
    'no-pair-stage': { type: 'boolean' },
    'canon-depth': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [variantId] = pickVariants(values.variant ?? 'mastermind');
const k = Number(values.k);
if (!Number.isInteger(k) || k < 1 || k > 16) {
  console.error(`--k must be a whole number from 1 to 16.\n${USAGE}`);
  process.exit(2);
}
const bestFirst = values['best-first'] === true;
const noPairStage = values['no-pair-stage'] === true;
const maxMinutes = values['max-minutes'] === undefined ? Infinity : Number(values['max-minutes']);
const progressSeconds = values.progress === undefined ? 10 : Number(values.progress);
const canonDepth = values['canon-depth'] === undefined ? undefined : Number(values['canon-depth']);

/** What the checkpoint file holds. */
interface CheckpointFile {
  readonly format: 'codebreaker-static-search';
  readonly variant: string;
  readonly k: number;
  readonly noPairStage: boolean;
  /** The first two guesses of the branch to restart, as codes (for people) and indices. */
  readonly branch: string[];
  readonly checkpoint: StaticCheckpoint;
  /** Compute time of the runs so far, in milliseconds. */
  readonly elapsedMs: number;
}

const game = getGame(variantId!);
const checkpointPath = values.checkpoint ?? values.resume ?? `static-search.${game.spec.id}.k${k}.json`;
let resume: StaticCheckpoint | undefined;
let elapsedBefore = 0;
if (values.resume !== undefined) {
  const saved = JSON.parse(readFileSync(values.resume, 'utf8')) as CheckpointFile;
  if (
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a file's contents, unchecked until here
    saved.format !== 'codebreaker-static-search' ||
    saved.variant !== game.spec.id ||
    saved.k !== k ||
    saved.noPairStage !== noPairStage
  ) {
    console.error(
      `${values.resume} is a checkpoint of ${saved.variant} with k = ${saved.k}${saved.noPairStage ? ' (no pair stage)' : ''}, not of this search`,
    );
    process.exit(2);
  }
  if (bestFirst) {
    console.error('a best-first search cannot resume');
    process.exit(2);
  }
  resume = saved.checkpoint;
  elapsedBefore = saved.elapsedMs;
}

const format = (guesses: readonly number[]): string => guesses.map((g) => game.formatGuess(g)).join(' ');
// What a test is: a pair of last two guesses tried (pair stage), or one last guess.
const testsLabel = noPairStage ? 'last-guess tests' : 'pair tests';
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

const tableStart = performance.now();
const scorer = createScorer(game);
const search = createStaticSearch(scorer);
console.log(
  `${game.spec.title}: ${game.secretCount} secrets, ${game.guessCount} guesses, ${game.feedbackCount} feedbacks; ` +
    `counting bound ${staticLowerBound(game)} guesses; score table ${seconds(performance.now() - tableStart)}`,
);
console.log(
  `Searching for ${k} fixed guesses${bestFirst ? ', best first (finds a set; proves nothing if it finds none)' : ', exhaustively'}` +
    `${noPairStage ? ', last two guesses one by one' : ''}${canonDepth !== undefined ? `, symmetry cuts up to ${canonDepth} guesses` : ''}${resume ? `, resuming at ${format(resume.prefix)} (${resume.nodes} nodes done)` : ''}`,
);

const started = performance.now();
let lastProgress = started;
const elapsed = (): number => elapsedBefore + performance.now() - started;

/** Writes the checkpoint atomically (synchronously: the search runs on this thread). */
function save(checkpoint: StaticCheckpoint): void {
  const file: CheckpointFile = {
    format: 'codebreaker-static-search',
    variant: game.spec.id,
    k,
    noPairStage,
    branch: checkpoint.prefix.map((g) => game.formatGuess(g)),
    checkpoint,
    elapsedMs: Math.round(elapsed()),
  };
  writeFileSync(`${checkpointPath}.tmp`, `${JSON.stringify(file, null, 2)}\n`);
  renameSync(`${checkpointPath}.tmp`, checkpointPath);
}

const result = search.feasible(k, {
  ...(resume !== undefined ? { resume } : {}),
  bestFirst,
  noPairStage,
  ...(canonDepth !== undefined ? { canonDepth } : {}),
  tickNodes: 256,
  onTick: (tick) => {
    const now = performance.now();
    if (now - lastProgress < progressSeconds * 1000) return false;
    lastProgress = now;
    console.log(
      `  ${seconds(elapsed()).padStart(9)}  ${String(tick.nodes).padStart(10)} nodes  ${String(tick.tests).padStart(13)} ${testsLabel}  at ${format(tick.path)}`,
    );
    if (!bestFirst) save(tick.checkpoint);
    return elapsed() >= maxMinutes * 60_000;
  },
});

const total = elapsed();
if (result.status === 'found') {
  const ok = separates(game, result.guesses);
  console.log(
    `a separating set of ${result.guesses.length} guesses: ${format(result.guesses)} (checked: ${ok ? 'every secret has its own feedbacks' : 'NOT SEPARATING'}; ${result.nodes} nodes, ${seconds(total)})`,
  );
  if (!ok) process.exit(1);
} else if (result.status === 'none') {
  if (bestFirst)
    console.log(`the best-first search found no set of ${k} guesses (${result.nodes} nodes, ${seconds(total)}); this proves nothing`);
  else
    console.log(`no separating set of ${k} guesses (exhaustive, ${result.nodes} nodes, ${result.tests} ${testsLabel}, ${seconds(total)})`);
} else {
  save(result.checkpoint);
  console.log(
    `stopped after ${seconds(total)} (${result.nodes} nodes, ${result.tests} ${testsLabel}): every branch before ${format(result.checkpoint.prefix)} is done; ` +
      `resume with --resume ${checkpointPath}`,
  );
}
