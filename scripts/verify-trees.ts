/**
 * Verifies the tree files in data/ (or only those named): checks each file's sha256 against
 * data/manifest.json, decodes it, plays every secret of its variant through the tree with the
 * core's scorer, and checks each game ends within the board limit and the header's stats equal
 * what was measured. Names the file and the problem, and exits non-zero, on any failure.
 *
 *   npm run verify-trees                       # every file
 *   npm run verify-trees -- mastermind.minimax.msgpack
 */
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { parseArgs } from 'node:util';
import { loadTrees } from '../src/store/load-trees.ts';
import { alignColumns } from './columns.ts';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('Usage: npm run verify-trees -- [--data-dir dir] [file.msgpack ...]');
  process.exit(0);
}
const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
const started = performance.now();
const { trees, problems } = await loadTrees(dataDir, undefined, { strategies: 'all' });
const wanted = (file: string): boolean => positionals.length === 0 || positionals.includes(file);
for (const name of positionals) {
  if (!trees.some((t) => t.file === name) && !problems.some((p) => p.file === name))
    problems.push({ file: name, reason: 'no such tree file' });
}
const rows = trees
  .filter((t) => wanted(t.file))
  .map(({ file, header: { stats: s } }) => [
    'ok  ',
    file,
    String(s.secrets),
    'secrets, total',
    `${s.total},`,
    'average',
    `${s.average.toFixed(4)},`,
    'max',
    String(s.max),
  ]);
for (const line of alignColumns(rows, [false, false, true, false, true, false, true, false, true])) console.log(line);
const failed = problems.filter((p) => wanted(p.file));
for (const p of failed) console.error(`FAIL ${p.file}: ${p.reason}`);
const checked = trees.filter((t) => wanted(t.file)).length;
console.log(
  `${checked} file(s) verified against every secret, ${failed.length} failed (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
if (failed.length > 0 || checked + failed.length === 0) process.exit(1);
