/**
 * Where the time of a CPU profile goes: self time by function (name, file and line), largest
 * first, as percentages of the profile, with the time on each thread's idle and garbage
 * collection shown as such. For the figures of docs/algorithms.md (the exact search's cost per node):
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof dist/scripts/bench-exact.js --workers 0 --case royale/optimal
 *   node dist/scripts/cpu-profile-summary.js /tmp/prof/<file>.cpuprofile [--top 25]
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseScriptArgs } from '../src/cli/script-args.ts';

/** The parts of a .cpuprofile (the V8 format that node --cpu-prof writes) read here. */
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}

/** Self time (microseconds) per function of a profile, largest first, and the profile's total. */
export function selfTimes(profile: CpuProfile): { total: number; rows: Array<{ name: string; us: number }> } {
  const nameOf = new Map<number, string>();
  for (const n of profile.nodes) {
    const { functionName, url, lineNumber } = n.callFrame;
    const where = url === '' ? '' : ` (${basename(url)}:${lineNumber + 1})`;
    nameOf.set(n.id, `${functionName || '(anonymous)'}${where}`);
  }
  const byName = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    const name = nameOf.get(id) ?? '?';
    byName.set(name, (byName.get(name) ?? 0) + dt);
  });
  const rows = [...byName.entries()].map(([name, us]) => ({ name, us })).sort((a, b) => b.us - a.us);
  return { total, rows };
}

if (process.argv[1]?.endsWith('cpu-profile-summary.js')) {
  const { values, positionals } = parseScriptArgs({
    invocation: 'node dist/scripts/cpu-profile-summary.js',
    summary: 'self time by function of node --cpu-prof profiles, largest first',
    synopsis: '[--top n] <file.cpuprofile ...>',
    options: { top: { type: 'string', parse: 'integer', min: 1, default: 25, value: 'n', help: 'functions listed' } },
    positionals: { name: 'file.cpuprofile ...', min: 1, help: 'profiles written by node --cpu-prof' },
  });
  const top = values.top;
  for (const file of positionals) {
    const { total, rows } = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
    console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
    for (const r of rows.slice(0, top)) console.log(`${((100 * r.us) / total).toFixed(1).padStart(6)}%  ${r.name}`);
  }
}
