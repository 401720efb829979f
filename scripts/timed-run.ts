// The races' shared runner (scripts/race.ts, wordle-race.ts, wordle-cases.ts): a whole command
// run and timed, its wall-clock and CPU time, and its output.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PROJECT_ROOT } from '../src/store/paths.ts';

/** One timed run of a whole process: its wall time and its CPU time (user and system, NaN where unknown) in seconds, and its output. */
export interface TimedRun {
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly out: string;
}

/**
 * The user and system CPU time, in seconds, of this process's children that have ended and been
 * waited for (Linux: cutime and cstime of /proc/self/stat, in ticks of 1/100 s), or NaN elsewhere.
 * On a shared machine it moves far less with the load than the wall time does.
 */
function childrenCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Runs a command from the package root, returning its wall time and output, or null when it ran
 * over `timeoutMs`; a command that fails throws with its standard error (the races' shared runner).
 */
export function timedRun(command: string, args: readonly string[], timeoutMs: number): TimedRun | null {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const r = spawnSync(command, args, { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 << 20 });
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = childrenCpuSeconds() - cpuBefore;
  if (r.error !== undefined || r.signal !== null) return null;
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${r.status}:\n${r.stderr}`);
  return { seconds, cpuSeconds, out: `${r.stdout}\n${r.stderr}` };
}

/** Exits 2 naming the first wanted case that is not one of `cases`. */
export function checkCases(wanted: readonly string[], cases: ReadonlyArray<{ readonly id: string }>): void {
  for (const id of wanted) {
    if (!cases.some((c) => c.id === id)) {
      console.error(`unknown case "${id}"; cases: ${cases.map((c) => c.id).join(', ')}`);
      process.exit(2);
    }
  }
}
