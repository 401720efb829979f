/**
 * The judge table of the Tsinghua Bulls-and-Cows paper for one variant: for every strategy with a
 * tree in data/, the average and largest number of guesses and how many secrets each number of
 * guesses solves (the paper's summary: 平均猜测次数, 最多猜测次数, and 局数 per 次数 1..board
 * limit, failures in column 0).
 * Each tree is checked by playing every secret before its row is printed. With --json, one JSON
 * document (docs/cli-json.schema.json, "stats").
 *
 *   codebreaker stats --variant bulls-and-cows          (npm run stats -- --variant bulls-and-cows)
 *   codebreaker stats --variant mastermind --json
 */
import { DEFAULT_DATA_DIR } from '../../../store/paths.ts';
import { TreeFileError } from '../../../store/tree-file.ts';
import { command } from '../../command.ts';
import type { Runner } from '../../spec.ts';
import { spec } from './spec.ts';
import { CliError, EXIT, UsageError } from '../../errors.ts';
import { pickVariants } from '../../pick.ts';
import { loadVariantTrees, MissingTreeError } from '../../../store/variant-trees.ts';
import { count } from '../../../core/count.ts';

/** Runs codebreaker stats. */
export const run: Runner = command(spec, async ({ values, out }) => {
  if (values.variant === undefined) throw new UsageError('name a variant (--variant <id>)');
  const variantId = pickVariants(values.variant)[0]!;
  const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;

  let trees;
  try {
    trees = await loadVariantTrees(dataDir, variantId);
  } catch (err) {
    if (!(err instanceof MissingTreeError || err instanceof TreeFileError)) throw err;
    throw new CliError(`cannot read the trees: ${err.message}`);
  }
  const game = trees[0]!.game;
  const spec = game.spec;
  const limit = spec.maxGuesses;
  const rows = trees.map((tree) => {
    // checkTreeBytes played every secret and found these header stats equal to what it measured.
    const s = tree.header.stats;
    return {
      strategy: tree.header.strategy.id,
      total: s.total,
      average: s.average,
      max: s.max,
      // Secrets solved with exactly 1, 2, ..., limit guesses.
      solved: Array.from({ length: limit }, (_, i) => s.histogram[i + 1] ?? 0),
      failed: s.secrets < game.secretCount ? game.secretCount - s.secrets : 0,
    };
  });

  if (values.json) {
    out.json({ command: 'stats', variant: spec.id, title: spec.title, secrets: game.secretCount, maxGuesses: limit, strategies: rows });
    return EXIT.ok;
  }
  const width = Math.max(5, String(game.secretCount).length + 1);
  const nameWidth = Math.max(8, ...rows.map((r) => r.strategy.length));
  const cell = (v: string | number): string => String(v).padStart(width);
  const counts = Array.from({ length: limit }, (_, i) => i + 1);
  out.result(`${spec.title}: ${count(game.secretCount, 'secret')}, at most ${count(limit, 'guess', 'guesses')} each.`);
  out.result(`Columns 1..${limit}: secrets solved with exactly that many guesses; failed: not solved within ${limit}.\n`);
  out.result(`${'strategy'.padEnd(nameWidth)}  average  max${counts.map(cell).join('')}${'failed'.padStart(width + 2)}`);
  for (const r of rows) {
    out.result(
      `${r.strategy.padEnd(nameWidth)}  ${r.average.toFixed(3).padStart(7)}  ${String(r.max).padStart(3)}${r.solved.map(cell).join('')}${String(r.failed).padStart(width + 2)}`,
    );
  }
  return EXIT.ok;
});
