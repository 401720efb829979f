/**
 * The project's benchmark: build times of the trees, with their totals. Prints markdown tables
 * (the README shows their latest output).
 *
 *   npm run bench                    # everything
 *   npm run bench -- --only greedy   # one section
 *   npm run bench -- --quick         # skip the 5x8 trees
 */
import { parseArgs } from 'node:util';
import { cpus } from 'node:os';
import { benchGreedy } from './bench-greedy.ts';
import { benchMemento, formatMementoBench } from './bench-memento.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { only: { type: 'string' }, quick: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('Usage: npm run bench -- [--only greedy,memento] [--quick]');
  process.exit(0);
}
const sections = (values.only ?? 'greedy,memento').split(',');

console.log(`Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}\n`);

if (sections.includes('greedy')) {
  const small = ['mastermind', 'royale', 'bulls-and-cows', 'mastermind-distinct', 'twod'];
  const { rows, tableMs } = await benchGreedy(values.quick ? small : [...small, 'super']);
  console.log('## Greedy trees\n');
  console.log('| variant | strategy | build ms | total | average | max |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.variant} | ${r.strategy} | ${r.ms.toFixed(0)} | ${r.total} | ${r.average.toFixed(4)} | ${r.max} |`);
  }
  const smallMs = rows.filter((r) => small.includes(r.variant)).reduce((a, r) => a + r.ms, 0) +
    small.reduce((a, v) => a + (tableMs.get(v) ?? 0), 0);
  console.log(`\nScore tables: ${[...tableMs].map(([v, ms]) => `${v} ${ms.toFixed(0)} ms`).join(', ')}`);
  console.log(`All greedy trees of ${small.join(', ')}, tables included: ${smallMs.toFixed(0)} ms (target < 2000 ms)`);
  const superRows = rows.filter((r) => r.variant === 'super');
  if (superRows.length > 0) {
    const worst = Math.max(...superRows.map((r) => r.ms));
    console.log(`Slowest 5x8 tree: ${(worst / 1000).toFixed(1)} s (target < 30 s each)`);
  }
  console.log();
}

if (sections.includes('memento')) {
  console.log('## Memento solver\n');
  console.log(formatMementoBench(await benchMemento()));
  console.log();
}
