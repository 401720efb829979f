/**
 * npm run fleet-simulation -- FILE [--coordinator-ms C]: predicts the wall time of an exact search
 * on 1 to 256 workers from the unit durations of a real run (build-trees --queue --durations FILE),
 * by list scheduling, and prints a table (docs/results.md quotes it) and what limits the speed-up.
 */
import { readFile } from 'node:fs/promises';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { listSchedule } from '../src/fleet/simulate.ts';

const { values, positionals } = parseScriptArgs({
  invocation: 'npm run fleet-simulation --',
  summary: 'predicts the wall time of an exact search on 1 to 256 workers from the unit durations of a real run',
  synopsis: 'FILE [--coordinator-ms C]',
  options: {
    'coordinator-ms': {
      type: 'string',
      parse: 'number',
      min: 0,
      default: 0,
      value: 'C',
      help: "the coordinator's serial time per unit in ms",
    },
  },
  positionals: { name: 'FILE', min: 1, max: 1, help: 'written by codebreaker build ... --queue --durations FILE' },
});
const file = JSON.parse(await readFile(positionals[0]!, 'utf8')) as {
  search: string;
  durations: Array<{ ms: number; mode: string; secrets: number } | number>;
};
const units = file.durations.map((d) => (typeof d === 'number' ? { ms: d, mode: '?', secrets: 0 } : d));
const ms = units.map((u) => u.ms);
const c = values['coordinator-ms'];
const work = ms.reduce((a, b) => a + b, 0);
const largest = units.reduce((a, b) => (b.ms > a.ms ? b : a), units[0] ?? { ms: 0, mode: '?', secrets: 0 });
const sorted = [...ms].sort((a, b) => a - b);
const q = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
console.log(
  `${file.search}: ${units.length} units, ${(work / 1000).toFixed(1)} s of work; median ${q(0.5)} ms, p99 ${q(0.99)} ms, largest ${largest.ms} ms (${largest.mode}, ${largest.secrets} secrets)`,
);
console.log(`coordinator: ${c} ms per unit (${((c * units.length) / 1000).toFixed(1)} s for all units, serial)`);
console.log('');
console.log('| workers | predicted wall (s) | speed-up | efficiency |');
console.log('|---:|---:|---:|---:|');
for (let w = 1; w <= 256; w *= 2) {
  const r = listSchedule(ms, w, c);
  console.log(`| ${w} | ${(r.wallMs / 1000).toFixed(1)} | ${r.speedup.toFixed(1)} | ${(100 * r.efficiency).toFixed(0)}% |`);
}
console.log('');
// The three floors under the wall time: the largest unit, the coordinator's serial share, the work spread evenly.
for (const w of [16, 64, 256]) {
  const floors = { 'the largest unit': largest.ms, 'the coordinator': c * units.length, 'the work over the workers': work / w };
  const [what] = Object.entries(floors).sort((a, b) => b[1] - a[1])[0]!;
  console.log(`${w} workers: limited by ${what}`);
}
