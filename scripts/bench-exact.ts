/**
 * Timings of the exact strategies, for scripts/bench.ts: builds mastermind / optimal and
 * optimal-worst, and royale / optimal (about half a minute; --no-royale skips it), from scratch,
 * and prints the time, the total, and the ratio to the C++ solver widmaN/mastermind-strategy's
 * whole-process time with two threads, as the side-by-side run (scripts/race.ts, results in
 * docs/results.md) measured it on the same machine. Each line also gives the search nodes
 * visited (sets of secrets searched past the shortcuts, on every thread) and nodes per second per
 * thread, and per second of CPU time of the process (the figure that does not depend on the
 * machine's load; with 0 workers the search runs in this thread, as for profiles).
 *
 *   node dist/scripts/bench-exact.js [--no-royale] [--workers N] [--case royale/optimal,bulls-and-cows/optimal]
 */
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { pathToFileURL } from 'node:url';
import { getGame } from '../src/core/variants/games.ts';
import { createScorer } from '../src/core/scorer.ts';
import { runExact } from '../src/builder/exact.ts';

/** One timed build. */
export interface ExactBenchRow {
  variant: string;
  strategy: 'optimal' | 'optimal-worst';
  workers: number;
  ms: number;
  total: number;
  /** Search nodes visited on every thread. */
  nodes: number;
  /** Seconds the C++ peer needs for the same work (two threads, whole process), or null. */
  peerSeconds: number | null;
}

const PEER_SECONDS: Record<string, number> = { mastermind: 0.1, royale: 3.72, 'bulls-and-cows': 143.7 };

/** Times the exact builds (mastermind optimal and optimal-worst; royale optimal unless royale is false), printing a line each. */
export async function benchExact(
  options: {
    royale?: boolean;
    workers?: number | undefined;
    /** The builds to time, as variant/strategy (default: mastermind's two, then royale optimal). */
    cases?: Array<[string, 'optimal' | 'optimal-worst']>;
    print?: (line: string) => void;
  } = {},
): Promise<ExactBenchRow[]> {
  const print = options.print ?? console.log;
  const workers = options.workers ?? 2;
  const rows: ExactBenchRow[] = [];
  const cases: Array<[string, 'optimal' | 'optimal-worst']> = options.cases ?? [
    ['mastermind', 'optimal'],
    ['mastermind', 'optimal-worst'],
  ];
  if (options.cases === undefined && (options.royale ?? true)) cases.push(['royale', 'optimal']);
  for (const [variant, strategy] of cases) {
    const scorer = createScorer(getGame(variant));
    const cpu = process.cpuUsage();
    const r = await runExact(scorer, { objective: strategy === 'optimal' ? 'total' : 'worst', workers, log: () => {} });
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const peer = strategy === 'optimal' ? (PEER_SECONDS[variant] ?? null) : null;
    const row: ExactBenchRow = { variant, strategy, workers, ms: r.ms, total: r.total, nodes: r.nodes, peerSeconds: peer };
    rows.push(row);
    const ratio = peer === null ? '' : `, ${(r.ms / 1000 / peer).toFixed(1)}x the C++ peer's ${peer} s`;
    const perThread = r.nodes / (r.ms / 1000) / Math.max(1, workers);
    print(
      `exact ${variant}/${strategy}: ${r.ms.toFixed(0)} ms, total ${r.total}, depth limit ${r.depth}, ${workers} worker(s)${ratio}; ` +
        `${r.nodes} nodes, ${Math.round(perThread)} nodes/s per thread; ${cpuSeconds.toFixed(2)} s CPU (every thread), ${Math.round(r.nodes / cpuSeconds)} nodes per CPU second`,
    );
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseScriptArgs({
    invocation: 'node dist/scripts/bench-exact.js',
    summary: 'times exact builds: wall time, nodes, nodes per second and per CPU second',
    options: {
      'no-royale': { type: 'boolean', help: 'leave out royale (the longest case)' },
      workers: { type: 'string', parse: 'integer', min: 0, value: 'n', help: 'threads (0: this thread only)' },
      case: { type: 'string', value: 'variant/strategy[,...]', help: 'only these cases (strategy optimal or optimal-worst)' },
    },
    examples: ['node dist/scripts/bench-exact.js --workers 0 --case royale/optimal'],
  });
  const cases = values.case?.split(',').map((c) => {
    const [variant, strategy] = c.split('/');
    if (variant === undefined || (strategy !== 'optimal' && strategy !== 'optimal-worst'))
      throw new Error(`--case ${c}: expected variant/optimal or variant/optimal-worst`);
    return [variant, strategy] as [string, 'optimal' | 'optimal-worst'];
  });
  await benchExact({
    royale: !values['no-royale'],
    workers: values.workers,
    ...(cases !== undefined ? { cases } : {}),
  });
}
