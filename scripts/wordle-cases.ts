/**
 * The Wordle cases of the races (scripts/wordle-race.ts, and scripts/race.ts with --wordle-peer):
 * a first word, in normal or hard mode, solved by Codebreaker (`node dist/scripts/wordle-first.js
 * [--hard] <word>`) and by Alex Selby's solver (`wordle -a <lists>/wordlist_nyt20220215_all -h
 * <lists>/wordlist_nyt20220215_hidden -w <word> [-H]`, its own copy of the same lists), whole
 * process each, one thread each, runs alternating, medians of the wall-clock times and of the CPU
 * times (user and system), and a check that both prove the same total.
 */
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/store/paths.ts';
import { timedRun } from './timed-run.ts';

/** One comparison: a first word, in normal or hard mode, on a list edition, by the script or by the build command. */
export interface WordleCase {
  readonly id: string;
  readonly word: string;
  readonly hard: boolean;
  /** The lists of 2023 (wordle-nyt2023) rather than 2022's. */
  readonly edition?: 'nyt2023';
  /** Every accepted word a possible answer (the board's `-all`; Alex Selby's "bighidden"): the accepted list on both sides. */
  readonly all?: boolean;
  /**
   * Codebreaker's side: `first` runs dist/scripts/wordle-first.js (the search alone, 2022's lists);
   * `build` runs `codebreaker build --strategy optimal --first <word>`, what a user runs, into a
   * scratch data directory (the search, the tree, its verification and its file).
   */
  readonly via?: 'first' | 'build';
}

/** The lists of each edition: Codebreaker's files (data/words/) and the peer's (its repository's). */
const EDITIONS = {
  nyt2022: {
    variant: 'wordle',
    ours: ['wordle-answers.txt', 'wordle-guesses.txt'],
    theirs: ['wordlist_nyt20220215_hidden', 'wordlist_nyt20220215_all'],
  },
  nyt2023: {
    variant: 'wordle-nyt2023',
    ours: ['wordle-nyt2023-answers.txt', 'wordle-nyt2023-guesses.txt'],
    theirs: ['wordlist_nyt20230701_hidden', 'wordlist_nyt20220830_all'],
  },
} as const;

/** A scratch data directory holding the lists of data/words/, made once, for the build command's trees. */
let scratch: string | undefined;
function scratchDataDir(): string {
  if (scratch === undefined) {
    scratch = mkdtempSync(join(tmpdir(), 'codebreaker-race-'));
    mkdirSync(join(scratch, 'words'));
    for (const e of Object.values(EDITIONS))
      for (const f of e.ours) copyFileSync(join(PROJECT_ROOT, 'data', 'words', f), join(scratch, 'words', f));
  }
  return scratch;
}

/** Codebreaker's command for a case. */
function ourCommand(c: WordleCase): string[] {
  const edition = EDITIONS[c.edition ?? 'nyt2022'];
  if (c.via !== 'build') return ['dist/scripts/wordle-first.js', ...(c.hard ? ['--hard'] : []), c.word];
  const variant = `${edition.variant}${c.hard ? '-hard' : ''}${c.all === true ? '-all' : ''}`;
  return [
    'bin/codebreaker.js',
    'build',
    '--variant',
    variant,
    '--strategy',
    'optimal',
    '--first',
    c.word,
    '--data-dir',
    scratchDataDir(),
    '--force',
    '-q',
  ];
}

/** Every case; the first three are run unless others are asked for. */
export const WORDLE_CASES: readonly WordleCase[] = [
  { id: 'salet', word: 'salet', hard: false },
  { id: 'salet-hard', word: 'salet', hard: true },
  { id: 'crane', word: 'crane', hard: false },
  { id: 'crane-hard', word: 'crane', hard: true },
  { id: 'reens', word: 'reens', hard: false },
  { id: 'salet-build', word: 'salet', hard: false, via: 'build' },
  { id: 'salet-hard-build', word: 'salet', hard: true, via: 'build' },
  { id: 'tarse-2023', word: 'tarse', hard: false, edition: 'nyt2023', via: 'build' },
  { id: 'tarse-2023-hard', word: 'tarse', hard: true, edition: 'nyt2023', via: 'build' },
  { id: 'lants-all', word: 'lants', hard: false, all: true, via: 'build' },
];

/** The cases run by default. */
export const DEFAULT_WORDLE_CASES = ['salet', 'salet-hard', 'crane'];

/** How a case went: the medians, both totals, or which program ran over the time allowed. */
export type WordleRaceResult =
  | {
      readonly ours: number;
      readonly theirs: number;
      readonly oursCpu: number;
      readonly theirsCpu: number;
      readonly oursTotal: number;
      readonly theirsTotal: number;
    }
  | { readonly timedOut: string };

/** A total from a line of output, or NaN ("Infinity" and "none" where no strategy fits). */
function totalIn(out: string, pattern: RegExp): number {
  const m = pattern.exec(out);
  return m === null ? Number.NaN : /^\d+$/.test(m[1]!) && Number(m[1]) < 1e9 ? Number(m[1]) : Infinity;
}

/** The median of some times. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

/** Runs one case `repeat` times on each side, alternating. */
export function raceWordleCase(c: WordleCase, peer: string, lists: string, repeat: number, timeoutMs: number): WordleRaceResult {
  const ours: number[] = [];
  const theirs: number[] = [];
  const oursCpu: number[] = [];
  const theirsCpu: number[] = [];
  let oursTotal = Number.NaN;
  let theirsTotal = Number.NaN;
  for (let i = 0; i < repeat; i++) {
    const mine = timedRun('node', ourCommand(c), timeoutMs);
    if (mine === null) return { timedOut: 'Codebreaker' };
    ours.push(mine.seconds);
    oursCpu.push(mine.cpuSeconds);
    oursTotal = totalIn(mine.out, c.via === 'build' ? /: total (\d+),/m : /^\w+ (?:normal|hard): (\d+|none)/m);
    const [hidden, all] = EDITIONS[c.edition ?? 'nyt2022'].theirs;
    const args = ['-a', join(lists, all), '-h', join(lists, c.all === true ? all : hidden), '-w', c.word];
    const other = timedRun(peer, c.hard ? [...args, '-H'] : args, timeoutMs);
    if (other === null) return { timedOut: 'wordle' };
    theirs.push(other.seconds);
    theirsCpu.push(other.cpuSeconds);
    theirsTotal = totalIn(other.out, /^Best first guess score = (\d+)/m);
  }
  return { ours: median(ours), theirs: median(theirs), oursCpu: median(oursCpu), theirsCpu: median(theirsCpu), oursTotal, theirsTotal };
}

/** The line a race prints for a case (ids padded to `width`), and whether both proved the same total. */
export function wordleRaceLine(id: string, r: WordleRaceResult, width: number, timeoutSeconds: number): { line: string; ok: boolean } {
  if ('timedOut' in r) return { line: `${id}: ${r.timedOut} took longer than ${timeoutSeconds} s`, ok: true };
  const same = r.oursTotal === r.theirsTotal;
  const totals = same ? `total ${r.oursTotal} both` : `TOTALS DIFFER: ${r.oursTotal} against ${r.theirsTotal}`;
  return {
    line:
      `${id.padEnd(width)} Codebreaker ${r.ours.toFixed(2).padStart(7)} s  wordle ${r.theirs.toFixed(2).padStart(7)} s  ratio ${(r.ours / r.theirs).toFixed(2)}  ` +
      `CPU ${r.oursCpu.toFixed(2)} / ${r.theirsCpu.toFixed(2)} s = ${(r.oursCpu / r.theirsCpu).toFixed(2)}  (${totals})`,
    ok: same,
  };
}
