/**
 * The judge table of the Tsinghua Bulls-and-Cows paper for one variant: for every strategy with a
 * tree in data/, the average and largest number of guesses and how many secrets each number of
 * guesses solves (the paper's summary: 平均猜测次数, 最多猜测次数, and 局数 per 次数 1..board
 * limit, failures in column 0).
 * Each tree is checked by playing every secret before its row is printed.
 *
 *   npm run stats -- --variant bulls-and-cows
 */
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { parseArgs } from 'node:util';
import { TreeFileError } from '../src/store/tree-file.ts';
import { commonOptions, pickVariants, variantIds } from './cli.ts';
import { loadVariantTrees, MissingTreeError } from './variant-trees.ts';

const USAGE = `Usage: npm run stats -- --variant <id> [--data-dir <dir>]\n  Variants: ${variantIds.join(', ')}, or any id such as mm-4x7, mm-5x6-distinct-g8, bc-4x9, words-5`;
const { values } = parseArgs({ args: process.argv.slice(2), options: commonOptions });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.variant === undefined) {
  console.error(`Name a variant.\n${USAGE}`);
  process.exit(2);
}
const [variantId] = pickVariants(values.variant);
const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;

let trees;
try {
  trees = await loadVariantTrees(dataDir, variantId!);
} catch (err) {
  if (!(err instanceof MissingTreeError || err instanceof TreeFileError)) throw err;
  console.error(`Cannot read the trees: ${err.message}`);
  process.exit(2);
}
const spec = trees[0]!.game.spec;
const limit = spec.maxGuesses;
const counts = Array.from({ length: limit }, (_, i) => i + 1);
const width = Math.max(5, String(trees[0]!.game.secretCount).length + 1);
const nameWidth = Math.max(8, ...trees.map((t) => t.header.strategy.id.length));
const cell = (v: string | number): string => String(v).padStart(width);

console.log(`${spec.title}: ${trees[0]!.game.secretCount} secrets, at most ${limit} guesses each.`);
console.log(`Columns 1..${limit}: secrets solved with exactly that many guesses; failed: not solved within ${limit}.\n`);
console.log(`${'strategy'.padEnd(nameWidth)}  average  max${counts.map(cell).join('')}${'failed'.padStart(width + 2)}`);
for (const tree of trees) {
  // checkTreeBytes played every secret and found these header stats equal to what it measured.
  const stats = tree.header.stats;
  const failed = stats.secrets < tree.game.secretCount ? tree.game.secretCount - stats.secrets : 0;
  const row = counts.map((d) => cell(stats.histogram[d] ?? 0)).join('');
  console.log(
    `${tree.header.strategy.id.padEnd(nameWidth)}  ${stats.average.toFixed(3).padStart(7)}  ${String(stats.max).padStart(3)}${row}${String(failed).padStart(width + 2)}`,
  );
}
