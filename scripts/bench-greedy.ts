// Timings of the one-pass greedy trees, for scripts/bench.ts: built on worker threads as
// build-trees builds them (small boards as one forest), each verified, with the tables' times.
import { VARIANTS } from '../src/core/variants/catalogue.ts';
import { getGame } from '../src/core/variants/games.ts';
import { createScorer } from '../src/core/scorer.ts';
import { STRATEGIES, type GreedyStrategy } from '../src/core/strategies/index.ts';
import { verifyTree } from '../src/core/tree.ts';
import { buildGreedyParallel, PARALLEL_FROM_SECRETS } from '../src/builder/greedy-parallel.ts';
import { buildForest } from '../src/builder/forest.ts';
import { TaskPool } from '../src/workers/pool.ts';

/** One measured build. */
export interface GreedyRow {
  variant: string;
  strategy: string;
  ms: number;
  total: number;
  average: number;
  max: number;
}

/** What benchGreedy measured. */
export interface GreedyBench {
  rows: GreedyRow[];
  /** Score table build time per variant. */
  tableMs: Map<string, number>;
  /** Wall time of building every tree of the smaller variants together, tables and thread start included. */
  togetherMs: number;
}

/**
 * Times the greedy trees the way build-trees builds them: the trees of the smaller variants all
 * together on `threads` threads (each row's time is its own thread's), then each tree of a large
 * variant on `threads` worker threads. Each tree is verified; its figures come from that.
 */
export async function benchGreedy(variantIds: string[], threads = 2): Promise<GreedyBench> {
  // The one-pass greedy trees (a look-ahead builds several trees for one).
  const greedy = STRATEGIES.filter((s): s is GreedyStrategy => s.kind === 'greedy' && s.firstGuesses === undefined);
  const specs = VARIANTS.filter((v) => variantIds.includes(v.id));
  const rows: GreedyRow[] = [];
  const row = (variant: string, strategy: string, ms: number, root: Parameters<typeof verifyTree>[1]): GreedyRow => {
    const { stats } = verifyTree(getGame(variant), root);
    return { variant, strategy, ms, total: stats.total, average: stats.average, max: stats.max };
  };

  const small = specs.filter((v) => getGame(v.id).secretCount < PARALLEL_FROM_SECRETS);
  const jobs = small.flatMap((v) => greedy.map((s) => ({ variant: v.id, strategy: s.id })));
  const started = performance.now();
  const forest = await buildForest(jobs, { threads });
  const togetherMs = performance.now() - started;
  const tableMs = new Map(forest.tableMs);
  jobs.forEach((j, i) => rows.push(row(j.variant, j.strategy, forest.trees[i]!.ms, forest.trees[i]!.root)));

  const large = specs.filter((v) => !small.includes(v));
  if (large.length > 0) {
    const pool = new TaskPool({ size: threads }).start();
    try {
      for (const spec of large) {
        let t = performance.now();
        const scorer = createScorer(getGame(spec.id));
        if (scorer.table !== undefined) tableMs.set(spec.id, performance.now() - t);
        for (const strategy of greedy) {
          t = performance.now();
          const root = await buildGreedyParallel(pool, strategy.id, strategy.objective, scorer);
          rows.push(row(spec.id, strategy.id, performance.now() - t, root));
        }
      }
    } finally {
      await pool.close();
    }
  }
  return { rows, tableMs, togetherMs };
}
