/**
 * Side by side with the C++ solver widmaN/mastermind-strategy ("mmstrat", built by the reader from
 * its public repository): the same trees built by both, whole process each (start-up, tables,
 * search, and for Codebreaker verification and the file), alternating runs, medians, ratios.
 *
 *   node dist/scripts/race.js --peer /path/to/mmstrat [--threads 2] [--repeat 3] [--case mastermind-optimal,...]
 *
 * Codebreaker runs `node bin/codebreaker.js build` into a scratch directory with --workers set
 * to the thread count; the peer runs `mmstrat -r <rules> -s <strategy> -S -q -mt <threads>` (no
 * -mt for one thread). Exact cases check that both find the same total; greedy totals differ
 * where the two programs break ties differently. Each line gives the medians of the wall-clock
 * times and their ratio, then of the CPU times (user and system, of the whole process tree): on a
 * machine shared with other work the wall-clock times move with the load, the CPU times far less.
 * A case that exceeds --timeout (seconds) is reported as
 * such. The `npm` case times `npm run build-trees` (npm's own start-up included).
 *
 * With --wordle-peer (Alex Selby's Wordle solver, as for scripts/wordle-race.ts) the Wordle cases
 * run too, ids `wordle-<case>` (salet, salet-hard and crane by default; one thread each, whatever
 * --threads says), so that one command gives every ratio:
 *
 *   node dist/scripts/race.js --peer /path/to/mmstrat --wordle-peer /path/to/wordle --repeat 3
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { checkCases, timedRun, type TimedRun } from './timed-run.ts';
import { DEFAULT_WORDLE_CASES, median, raceWordleCase, WORDLE_CASES, wordleRaceLine } from './wordle-cases.ts';

/** One comparison: our build command and the peer's rules and strategies (their totals add up). */
interface RaceCase {
  id: string;
  variant: string;
  strategies: string[];
  peerRules: string;
  peerStrategies: string[];
  /** Time `npm run build-trees` instead of node directly. */
  npm?: boolean;
}

const CASES: RaceCase[] = [
  { id: 'mastermind-optimal', variant: 'mastermind', strategies: ['optimal'], peerRules: 'p4c6r', peerStrategies: ['optimal'] },
  {
    id: 'mastermind-optimal-npm',
    variant: 'mastermind',
    strategies: ['optimal'],
    peerRules: 'p4c6r',
    peerStrategies: ['optimal'],
    npm: true,
  },
  { id: 'royale-optimal', variant: 'royale', strategies: ['optimal'], peerRules: 'p5c5r', peerStrategies: ['optimal'] },
  { id: 'mm-4x7-optimal', variant: 'mm-4x7', strategies: ['optimal'], peerRules: 'p4c7r', peerStrategies: ['optimal'] },
  { id: 'mm-4x8-optimal', variant: 'mm-4x8', strategies: ['optimal'], peerRules: 'p4c8r', peerStrategies: ['optimal'] },
  {
    id: 'bulls-and-cows-optimal',
    variant: 'bulls-and-cows',
    strategies: ['optimal'],
    peerRules: 'p4c10n',
    peerStrategies: ['optimal'],
  },
  {
    id: 'super-greedy',
    variant: 'super',
    strategies: ['minimax', 'expected-size', 'entropy', 'most-parts'],
    peerRules: 'p5c8r',
    peerStrategies: ['minmax', 'minavg', 'entropy', 'parts'],
  },
];

const { values } = parseScriptArgs({
  invocation: 'node dist/scripts/race.js',
  summary: 'times the builds side by side with the C++ solver mastermind-strategy',
  synopsis: '--peer <mmstrat> [options]',
  options: {
    peer: { type: 'string', value: 'mmstrat', help: "the other solver's executable" },
    threads: { type: 'string', parse: 'integer', min: 1, default: 2, value: 'n', help: 'threads of each' },
    repeat: { type: 'string', parse: 'integer', min: 1, default: 3, value: 'n', help: 'runs of each case' },
    'wordle-peer': { type: 'string', value: 'wordle', help: "Alex Selby's Wordle solver: adds the Wordle cases" },
    'wordle-lists': { type: 'string', value: 'dir', help: "the folder of its word lists (default: the solver's)" },
    case: {
      type: 'string',
      value: 'id[,id]',
      help: `only these cases: ${[...CASES.map((c) => c.id), ...wordleIds(WORDLE_CASES.map((c) => c.id))].join(', ')}`,
    },
    timeout: { type: 'string', parse: 'number', min: 1, default: 1800, value: 's', help: 'seconds a run may take' },
  },
});

/** The race's ids of Wordle cases. */
function wordleIds(ids: readonly string[]): string[] {
  return ids.map((id) => `wordle-${id}`);
}

const wordlePeer = values['wordle-peer'];
if (values.peer === undefined && wordlePeer === undefined) {
  console.error('node dist/scripts/race.js: name the other solver (--peer <mmstrat>, and/or --wordle-peer <wordle>)');
  process.exit(2);
}
const { threads, repeat } = values;
const timeoutMs = values.timeout * 1000;
const wanted = values.case?.split(',') ?? [
  ...(values.peer === undefined ? [] : CASES.map((c) => c.id)),
  ...(wordlePeer === undefined ? [] : wordleIds(DEFAULT_WORDLE_CASES)),
];
checkCases(wanted, [...CASES, ...wordleIds(WORDLE_CASES.map((c) => c.id)).map((id) => ({ id }))]);
for (const id of wanted) {
  const wordle = id.startsWith('wordle-');
  if (wordle ? wordlePeer === undefined : values.peer === undefined) {
    console.error(`node dist/scripts/race.js: the case ${id} needs ${wordle ? '--wordle-peer <wordle>' : '--peer <mmstrat>'}`);
    process.exit(2);
  }
}
const peer = values.peer ?? '';

/** Runs a command, returning its wall time in seconds and its output, or null on a timeout. */
const timed = (command: string, args: string[]): TimedRun | null => timedRun(command, args, timeoutMs);

/** Our totals, from build-trees' summary lines ("variant/strategy: total N, ..."). */
function ourTotal(out: string): number {
  let sum = 0;
  for (const m of out.matchAll(/^[\w-]+\/[\w-]+: total (\d+),/gm)) sum += Number(m[1]);
  return sum;
}

/** The peer's total, from its -S -q summary (Total:Depth:Worst). */
function peerTotal(out: string): number {
  const m = /^(\d+):\d+:\d+/m.exec(out);
  return m === null ? Number.NaN : Number(m[1]);
}

const mmCases = CASES.filter((x) => wanted.includes(x.id));
if (mmCases.length > 0)
  console.log(`Codebreaker against mmstrat, ${threads} thread(s) each, whole process, median of ${repeat} alternating runs`);
for (const c of mmCases) {
  const ours: number[] = [];
  const theirs: number[] = [];
  let oursTotal = 0;
  let theirsTotal = 0;
  const oursCpu: number[] = [];
  const theirsCpu: number[] = [];
  let timedOut = '';
  for (let i = 0; i < repeat && timedOut === ''; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'codebreaker-race-'));
    try {
      const args = ['--variant', c.variant, '--strategy', c.strategies.join(','), '--data-dir', dir, '--workers', String(threads)];
      const run =
        c.npm === true
          ? timed('npm', ['run', '--silent', 'build-trees', '--', ...args])
          : timed('node', ['bin/codebreaker.js', 'build', ...args]);
      if (run === null) timedOut = 'Codebreaker';
      else {
        ours.push(run.seconds);
        oursCpu.push(run.cpuSeconds);
        oursTotal = ourTotal(run.out);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    let seconds = 0;
    let cpu = 0;
    let total = 0;
    for (const strategy of c.peerStrategies) {
      const run = timed(peer, ['-r', c.peerRules, '-s', strategy, '-S', '-q', ...(threads > 1 ? ['-mt', String(threads)] : [])]);
      if (run === null) {
        timedOut ||= 'mmstrat';
        break;
      }
      seconds += run.seconds;
      cpu += run.cpuSeconds;
      total += peerTotal(run.out);
    }
    if (timedOut === '') {
      theirs.push(seconds);
      theirsCpu.push(cpu);
      theirsTotal = total;
    }
  }
  if (timedOut !== '') {
    console.log(`${c.id}: ${timedOut} took longer than ${values.timeout} s`);
    continue;
  }
  const a = median(ours);
  const b = median(theirs);
  const exact = c.strategies.every((s) => s.startsWith('optimal'));
  const totals =
    oursTotal === theirsTotal
      ? `total ${oursTotal} both`
      : exact
        ? `TOTALS DIFFER: ${oursTotal} against ${theirsTotal}`
        : `totals ${oursTotal} and ${theirsTotal}, ties broken differently`;
  console.log(
    `${c.id.padEnd(24)} Codebreaker ${a.toFixed(2).padStart(7)} s  mmstrat ${b.toFixed(2).padStart(7)} s  ratio ${(a / b).toFixed(2)}  ` +
      `CPU ${cpuRatio(oursCpu, theirsCpu)}  (${totals})`,
  );
  if (exact && oursTotal !== theirsTotal) process.exitCode = 1;
}

/** The CPU times' medians and their ratio ("0.71 / 0.20 s = 3.55"). */
function cpuRatio(ours: readonly number[], theirs: readonly number[]): string {
  const a = median(ours);
  const b = median(theirs);
  return `${a.toFixed(2)} / ${b.toFixed(2)} s = ${(a / b).toFixed(2)}`;
}

const wordleCases = WORDLE_CASES.filter((c) => wanted.includes(`wordle-${c.id}`));
if (wordleCases.length > 0 && wordlePeer !== undefined) {
  console.log(`Codebreaker against Alex Selby's wordle, one thread each, whole process, median of ${repeat} alternating runs`);
  const lists = values['wordle-lists'] ?? dirname(wordlePeer);
  for (const c of wordleCases) {
    const { line, ok } = wordleRaceLine(`wordle-${c.id}`, raceWordleCase(c, wordlePeer, lists, repeat, timeoutMs), 24, values.timeout);
    console.log(line);
    if (!ok) process.exitCode = 1;
  }
}
