/**
 * Checks proofs (src/builder/proofs/check.ts): proof logs of exact trees (the schema, the classes,
 * parts, counting bounds and sums recomputed by the rules, and the tree's total) and Wordle proofs
 * over every first word (src/builder/proofs/wordle/check.ts: the schema, every accepted word settled once, the
 * best, the bounds against it, the counting bounds and a sample of the parts bounds, and the
 * tree); with --resolve, a random sample of what the search settled searched again. Without
 * files, every proof in <data-dir>/proofs/.
 *
 *   npm run check-proof -- data/proofs/mm-5x6.optimal.proof.json
 *   npm run check-proof -- data/proofs/wordle.optimal.json --resolve 5
 *   npm run check-proof -- --resolve 20 --max-size 60 --seed 7
 *
 * Exit 0 when every proof holds, 1 otherwise.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { checkProofFile, isProofFile } from '../src/builder/proofs/check.ts';
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';

const { values, positionals } = parseScriptArgs({
  invocation: 'npm run check-proof --',
  summary: "checks proofs: exact trees' proof logs and Wordle's proofs over every first word, and their trees",
  options: {
    'data-dir': {
      type: 'string',
      value: 'dir',
      help: 'where the trees, the word lists and (without files) the proofs in proofs/ are (default data/)',
      complete: 'directory',
    },
    resolve: {
      type: 'string',
      parse: 'integer',
      min: 0,
      value: 'n',
      help: 'search again n parts (Wordle: first words) the search settled, at random',
    },
    'max-size': { type: 'string', parse: 'integer', min: 1, default: 60, value: 'n', help: 'with --resolve: parts of at most n secrets' },
    'max-seconds': {
      type: 'string',
      parse: 'number',
      min: 0,
      default: 2,
      value: 's',
      help: 'with --resolve, Wordle: first words whose search took at most s seconds',
    },
    cuts: { type: 'string', parse: 'integer', min: 0, default: 20, value: 'n', help: 'Wordle: recompute n parts bounds, at random' },
    seed: { type: 'string', parse: 'integer', min: 0, default: 1, value: 'n', help: 'the seed of the samples' },
    partial: {
      type: 'boolean',
      help: 'Wordle: a proof still under way holds as far as it goes (what it has settled is checked)',
    },
    'any-engine': {
      type: 'boolean',
      help: "check a proof of another engine version all the same (its search's figures are that engine's)",
    },
  },
  positionals: { name: 'file ...', help: 'proofs (default: every proof in <data-dir>/proofs/)' },
  examples: [
    'npm run check-proof -- data/proofs/mm-5x6.optimal.proof.json',
    'npm run check-proof -- data/proofs/wordle.optimal.json --resolve 5',
    'npm run check-proof -- --resolve 20 --max-size 60 --seed 7',
  ],
});
const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
const files =
  positionals.length > 0
    ? positionals
    : (await readdir(join(dataDir, 'proofs')).catch(() => []))
        .filter(isProofFile)
        .sort()
        .map((f) => join(dataDir, 'proofs', f));
if (files.length === 0) process.stderr.write(`no proofs in ${join(dataDir, 'proofs')}\n`);
let failed = 0;
for (const file of files) {
  const started = performance.now();
  const check = await checkProofFile(file, {
    dataDir,
    anyEngine: values['any-engine'],
    partial: values.partial,
    cuts: values.cuts,
    seed: values.seed,
    ...(values.resolve !== undefined
      ? { resolve: { count: values.resolve, maxSize: values['max-size'], maxSeconds: values['max-seconds'], seed: values.seed } }
      : {}),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // Named as the caller would type it: relative to the working directory when it is below it.
  const shown = relative(process.cwd(), file).startsWith('..') ? file : relative(process.cwd(), file);
  process.stdout.write(`${shown}: ${check.ok ? 'holds' : 'DOES NOT HOLD'} (${seconds} s)\n`);
  for (const note of check.notes) process.stdout.write(`  ${note}\n`);
  for (const problem of check.problems) process.stdout.write(`  problem: ${problem}\n`);
  if (!check.ok) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
