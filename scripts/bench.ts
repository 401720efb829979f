/**
 * The project's benchmark: build times of the greedy and exact trees with their totals, the HTTP
 * server under load, and the Memento solver. The README shows its latest output.
 *
 *   npm run bench                    # everything
 *   npm run bench -- --only greedy   # one section (startup, greedy, exact, threads, server, on-demand, memento)
 *   npm run bench -- --quick         # skip the slowest parts
 */
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { cpus } from 'node:os';
import { benchGreedy } from './bench-greedy.ts';
import { benchThreads, formatThreadsBench } from './bench-threads.ts';
import { benchExact } from './bench-exact.ts';
import { benchMemento, formatMementoBench } from './bench-memento.ts';
import { benchMixed, benchServer, formatMixedBench, formatServerBench } from './bench-server.ts';
import { benchCommandLine, benchStartup, formatCommandLineBench, formatStartupBench } from './bench-startup.ts';
import { benchOnDemand, formatOnDemandBench } from './bench-on-demand.ts';

const SECTIONS = ['startup', 'greedy', 'exact', 'threads', 'server', 'on-demand', 'memento'];
const { values } = parseScriptArgs({
  invocation: 'npm run bench --',
  summary: 'the benchmark: build times, server load, Memento solves per second',
  options: {
    only: { type: 'string', value: SECTIONS.join(','), help: 'only these sections' },
    quick: {
      type: 'boolean',
      help: 'skip the 5x8 greedy trees, the royale exact tree and the threads section, and shorten the load tests',
    },
  },
  examples: ['npm run bench -- --only greedy,memento --quick'],
});
const sections = (values.only ?? SECTIONS.join(',')).split(',');
for (const s of sections) {
  if (!SECTIONS.includes(s)) {
    console.error(`Unknown section "${s}". Sections: ${SECTIONS.join(', ')}`);
    process.exit(2);
  }
}

console.log(`Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}\n`);

if (sections.includes('startup')) {
  console.log('## Start-up\n');
  console.log(formatStartupBench(await benchStartup(values.quick ? 3 : 7)));
  console.log(formatCommandLineBench(benchCommandLine(values.quick ? 3 : 7)));
  console.log();
}

// The server section runs first: the load generator lives in this process, and the trees built
// later would leave it a large heap whose garbage collection shows up as server latency.
if (sections.includes('server')) {
  const duration = values.quick ? 2 : 5;
  console.log('## HTTP server (autocannon on loopback, 10 connections)\n');
  console.log(formatServerBench(await benchServer({ duration })));
  console.log(formatMixedBench(await benchMixed({ duration: values.quick ? 3 : 10 })));
  console.log();
}

if (sections.includes('greedy')) {
  const small = ['mastermind', 'royale', 'bulls-and-cows', 'mastermind-distinct', 'twod'];
  const { rows, tableMs, togetherMs } = await benchGreedy(values.quick ? small : [...small, 'super']);
  console.log('## Greedy trees\n');
  console.log('The trees of the five smaller variants are built together on 2 threads, each thread taking');
  console.log("the next tree; a row's time is its own thread's. The 5x8 trees are built one at a time on 2 threads.\n");
  console.log('| variant | strategy | build ms | total | average | max |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.variant} | ${r.strategy} | ${r.ms.toFixed(0)} | ${r.total} | ${r.average.toFixed(4)} | ${r.max} |`);
  }
  console.log(`\nScore tables: ${[...tableMs].map(([v, ms]) => `${v} ${ms.toFixed(0)} ms`).join(', ')}`);
  console.log(
    `All greedy trees of ${small.join(', ')} together, tables and threads' start included: ${togetherMs.toFixed(0)} ms (target < 2000 ms)`,
  );
  const superRows = rows.filter((r) => r.variant === 'super');
  if (superRows.length > 0) {
    const worst = Math.max(...superRows.map((r) => r.ms));
    console.log(`Slowest 5x8 tree: ${(worst / 1000).toFixed(1)} s on 2 worker threads (target < 30 s each)`);
  }
  console.log();
}

if (sections.includes('exact')) {
  console.log('## Exact trees (2 worker threads)\n');
  await benchExact({ royale: !values.quick, workers: 2 });
  console.log();
}

if (sections.includes('threads') && !values.quick) {
  console.log('## Two threads against one (exact search)\n');
  console.log(formatThreadsBench(benchThreads(1)));
  console.log();
}

if (sections.includes('on-demand')) {
  console.log('## Boards on demand\n');
  console.log(
    formatOnDemandBench(
      await benchOnDemand(values.quick ? ['mm-4x7', 'words-5', 'mm-6x6'] : ['mm-4x7', 'mm-5x8', 'bc-5x10', 'words-5', 'mm-6x6']),
    ),
  );
  console.log();
}

if (sections.includes('memento')) {
  console.log('## Memento solver\n');
  console.log(formatMementoBench(await benchMemento()));
  console.log();
}
