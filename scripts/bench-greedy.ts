import { VARIANTS, createGame } from '../src/core/games/catalogue.ts';
import { createScorer } from '../src/core/scorer.ts';
import { STRATEGIES } from '../src/core/strategies/index.ts';
import { verifyTree } from '../src/core/tree.ts';
import { BuildPool, PARALLEL_FROM_SECRETS } from '../src/build/pool.ts';

/** One measured build. */
export interface GreedyRow {
  variant: string;
  strategy: string;
  ms: number;
  total: number;
  average: number;
  max: number;
}

/**
 * Times every greedy tree build, per variant (the score table is built once per variant and its
 * time is reported on its own line). Large variants are built on `workers` threads, as
 * build-trees does; the others on the main thread. Each game is created fresh so nothing is cached between runs.
 */
export async function benchGreedy(variantIds: string[], workers = 2): Promise<{ rows: GreedyRow[]; tableMs: Map<string, number> }> {
  const rows: GreedyRow[] = [];
  let pool: BuildPool | undefined;
  const tableMs = new Map<string, number>();
  for (const spec of VARIANTS.filter((v) => variantIds.includes(v.id))) {
    let t = performance.now();
    const game = createGame(spec);
    const scorer = createScorer(game);
    tableMs.set(spec.id, performance.now() - t);
    for (const strategy of STRATEGIES.filter((s) => s.kind === 'greedy')) {
      t = performance.now();
      const parallel = workers > 1 && game.secretCount >= PARALLEL_FROM_SECRETS;
      if (parallel) pool ??= new BuildPool(workers);
      const root = parallel ? await pool!.build(strategy, scorer) : await strategy.build(scorer);
      const ms = performance.now() - t;
      const { stats } = verifyTree(game, root);
      rows.push({ variant: spec.id, strategy: strategy.id, ms, total: stats.total, average: stats.average, max: stats.max });
    }
  }
  await pool?.close();
  return { rows, tableMs };
}
