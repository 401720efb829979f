/**
 * Builds decision trees into data/: every (variant, strategy) pair, or those named by
 * --variant and --strategy (comma lists). Each tree is verified against every secret before it is
 * written; files and data/manifest.json are written atomically, and the bytes are deterministic.
 *
 *   npm run build-trees                               # every greedy tree
 *   npm run build-trees -- --variant mastermind       # one variant, every greedy strategy
 *   npm run build-trees -- --strategy optimal         # an exact strategy for every variant it can do
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { mkdir } from 'node:fs/promises';
import cliProgress from 'cli-progress';
import { getGame } from '../src/core/games/catalogue.ts';
import { createScorer, type Scorer } from '../src/core/scorer.ts';
import { findStrategy, STRATEGIES } from '../src/core/strategies/index.ts';
import { availableParallelism } from 'node:os';
import { BuildPool, PARALLEL_FROM_SECRETS } from '../src/build/pool.ts';
import { buildTreeFile, type TreeBuilder } from '../src/store/build-tree-file.ts';
import { readManifest, sha256, treeFileName, writeFileAtomic, writeManifest } from '../src/store/manifest.ts';
import { commonOptions, pickIds, strategyIds, variantIds } from './cli.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { ...commonOptions, workers: { type: 'string', short: 'w' } },
});
if (values.help) {
  console.log('Usage: npm run build-trees -- [--variant id[,id]] [--strategy id[,id]] [--data-dir dir] [--workers n]');
  console.log('Greedy trees of large variants are built on --workers threads (default: one per core).');
  console.log(`Variants: ${variantIds.join(', ')}\nStrategies: ${strategyIds.join(', ')}`);
  process.exit(0);
}
const dataDir = values['data-dir'] ?? join(import.meta.dirname, '..', 'data');
const variants = pickIds(values.variant, variantIds, 'variant');
const defaultStrategies = STRATEGIES.filter((s) => s.kind === 'greedy').map((s) => s.id);
const strategies = values.strategy === undefined ? defaultStrategies : pickIds(values.strategy, strategyIds, 'strategy');

const workers = values.workers === undefined ? availableParallelism() : Number(values.workers);
if (!Number.isInteger(workers) || workers < 0) {
  console.error(`--workers must be a whole number, got "${values.workers}"`);
  process.exit(2);
}
let pool: BuildPool | undefined;
const builderFor = (secrets: number): TreeBuilder | undefined => {
  if (workers < 2 || secrets < PARALLEL_FROM_SECRETS) return undefined;
  pool ??= new BuildPool(workers);
  const p = pool;
  return (strategy, scorer, onProgress) => p.build(strategy, scorer, onProgress);
};

await mkdir(dataDir, { recursive: true });
const manifest = await readManifest(dataDir);
const interactive = process.stderr.isTTY === true;
let failures = 0;

for (const variantId of variants) {
  const game = getGame(variantId);
  let scorer: Scorer | undefined;
  for (const strategyId of strategies) {
    const strategy = findStrategy(strategyId)!;
    const why = strategy.unsupported?.(variantId) ?? null;
    if (why !== null) {
      console.log(`${variantId}/${strategyId}: skipped: ${why}`);
      continue;
    }
    scorer ??= createScorer(game);
    const label = `${variantId}/${strategyId}`;
    const started = performance.now();
    const bar = interactive
      ? new cliProgress.SingleBar(
          { format: `${label.padEnd(34)} [{bar}] {percentage}% | {value}/{total} secrets | ETA {eta_formatted}`, etaBuffer: 200 },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
    bar?.start(game.secretCount, 0);
    let nextLog = 0.25;
    const built = await buildTreeFile(game, strategy, scorer, (done, total) => {
      bar?.update(done);
      if (!interactive && done / total >= nextLog) {
        console.log(`${label}: ${Math.round((100 * done) / total)}% of secrets placed (${((performance.now() - started) / 1000).toFixed(1)} s)`);
        nextLog = (Math.floor((4 * done) / total) + 1) / 4;
      }
    }, builderFor(game.secretCount));
    bar?.stop();
    const buildMs = performance.now() - started;
    const { verification, bytes } = built;
    if (bytes === undefined) {
      failures++;
      console.error(`${label}: NOT WRITTEN, verification failed:\n  ${verification.problems.join('\n  ')}`);
      continue;
    }
    const file = treeFileName(variantId, strategyId);
    await writeFileAtomic(join(dataDir, file), bytes);
    const entry = { file, variant: variantId, strategy: strategyId, stats: verification.stats, bytes: bytes.length, sha256: sha256(bytes) };
    manifest.files = manifest.files.filter((e) => e.file !== file).concat(entry);
    await writeManifest(dataDir, manifest);
    const s = verification.stats;
    console.log(
      `${label}: total ${s.total}, average ${s.average.toFixed(4)}, max ${s.max}, histogram ${s.histogram.slice(1).join('/')}; ` +
        `${(buildMs / 1000).toFixed(2)} s; ${file} ${bytes.length} bytes`,
    );
  }
}
await pool?.close();
if (failures > 0) {
  console.error(`${failures} tree(s) failed verification`);
  process.exit(1);
}
