/**
 * What a second thread buys the exact search, for scripts/bench.ts: Bulls and Cows optimal (one
 * first guess, so the search splits it into parts and spreads them), built whole process by
 * `build-trees` with one thread and with two, the runs alternating, into a scratch directory.
 *
 *   node dist/scripts/bench-threads.js [--repeat N]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../src/store/paths.ts';
import { median } from './median.ts';

/** The medians of the runs, in seconds, and their ratio. */
export interface ThreadsBench {
  readonly variant: string;
  readonly runs: number;
  readonly oneThread: number;
  readonly twoThreads: number;
  readonly speedup: number;
}

const VARIANT = 'bulls-and-cows';

/** One whole-process build of VARIANT / optimal with `workers` threads; its wall time in seconds. */
function timedBuild(workers: number, dataDir: string): number {
  const script = join(PROJECT_ROOT, 'dist', 'scripts', 'build-trees.js');
  const args = [script, '--variant', VARIANT, '--strategy', 'optimal', '--data-dir', dataDir, '--workers', String(workers)];
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`build-trees --workers ${workers} failed:\n${run.stderr}`);
  return seconds;
}

/** Times `repeat` pairs of builds (one thread, then two) and returns the medians. */
export function benchThreads(repeat = 1, print: (line: string) => void = console.log): ThreadsBench {
  const dir = mkdtempSync(join(tmpdir(), 'codebreaker-threads-'));
  try {
    const one: number[] = [];
    const two: number[] = [];
    for (let i = 0; i < repeat; i++) {
      one.push(timedBuild(1, dir));
      two.push(timedBuild(2, dir));
      print(`run ${i + 1}/${repeat}: one thread ${one.at(-1)!.toFixed(1)} s, two threads ${two.at(-1)!.toFixed(1)} s`);
    }
    const oneThread = median(one);
    const twoThreads = median(two);
    return { variant: VARIANT, runs: repeat, oneThread, twoThreads, speedup: oneThread / twoThreads };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The summary line. */
export function formatThreadsBench(b: ThreadsBench): string {
  return (
    `${b.variant} optimal, whole process, median of ${b.runs}: one thread ${b.oneThread.toFixed(1)} s, ` +
    `two threads ${b.twoThreads.toFixed(1)} s: ${b.speedup.toFixed(2)}x (target >= 1.7x)`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseScriptArgs({
    invocation: 'node dist/scripts/bench-threads.js',
    summary: 'an exact search on two threads against one',
    options: { repeat: { type: 'string', parse: 'integer', min: 1, default: 1, value: 'n', help: 'runs of each' } },
  });
  console.log(formatThreadsBench(benchThreads(values.repeat)));
}
