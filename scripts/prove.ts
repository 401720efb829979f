/**
 * Writes the proof log of an exact tree of data/ (src/builder/proofs/run.ts), one first-guess class
 * per thread; a stopped run carries on from `<out>.partial.json`. Hours for mm-5x6.
 *
 *   npm run prove -- --variant mm-5x6 --strategy optimal --threads 2
 *   npm run prove -- --variant mastermind --strategy optimal --resolve-optimum
 *
 * The log goes to <data-dir>/proofs/<variant>.<strategy>.proof.json unless --out says otherwise;
 * check it with npm run check-proof.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { proofLogFile } from '../src/builder/proofs/log.ts';
import { runProof } from '../src/builder/proofs/run.ts';
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';

const { values } = parseScriptArgs({
  invocation: 'npm run prove --',
  summary: 'writes the proof log of an exact tree of data/, one first-guess class per thread',
  options: {
    variant: { type: 'string', value: 'id', help: 'the board (required)', complete: 'variant' },
    strategy: { type: 'string', default: 'optimal', value: 'id', help: 'optimal or optimal-worst', complete: 'strategy' },
    'data-dir': { type: 'string', value: 'dir', help: 'where the tree is (default data/)', complete: 'directory' },
    out: { type: 'string', value: 'file', help: 'the log (default <data-dir>/proofs/<variant>.<strategy>.proof.json)', complete: 'file' },
    threads: { type: 'string', parse: 'integer', min: 0, value: 'n', help: 'threads, one class each (default 2 at most; 0: this thread)' },
    'resolve-optimum': { type: 'boolean', help: "search each part of the tree's class again instead of taking its subtrees' totals" },
  },
  examples: ['npm run prove -- --variant mm-5x6 --strategy optimal --threads 2', 'npm run prove -- --variant mastermind --resolve-optimum'],
});
if (values.variant === undefined) {
  process.stderr.write('npm run prove: --variant is required\n');
  process.exit(2);
}
const strategy = values.strategy;
const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
const args = process.argv.slice(2).join(' ');
const log = await runProof({
  variant: values.variant,
  strategy,
  dataDir,
  out: values.out ?? join(dataDir, proofLogFile(values.variant, strategy)),
  threads: values.threads ?? Math.min(2, availableParallelism()),
  resolveOptimum: values['resolve-optimum'],
  command: `npm run prove -- ${args}`,
});
process.stderr.write(
  `${log.variant}/${log.strategy}: optimum ${log.optimum.total} proved over ${log.classes.length} first-guess classes in ${log.run.wallSeconds} s\n`,
);
