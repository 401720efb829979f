// Builds one large greedy tree on a pool's threads, split at the root (the subtrees of the first
// guess's parts built apart), and a look-ahead strategy's trees the same way.
import { buildSubtree, createGreedyChooser, splitByFeedback, type Progress } from '../core/strategies/greedy.ts';
import type { GreedyStrategy } from '../core/strategies/index.ts';
import { firstGuessesToTry, pickTree, treeStats } from '../core/strategies/lookahead.ts';
import type { Objective } from '../core/strategies/objectives.ts';
import { GREEDY_THREADS_FROM } from '../core/strategies/index.ts';
import type { Scorer } from '../core/scorer.ts';
import type { TreeNode } from '../core/tree.ts';
import type { TaskPool } from '../workers/pool.ts';

/** Greedy trees of games with this many secrets or more are worth building on worker threads (the strategies' threadsFrom). */
export const PARALLEL_FROM_SECRETS = GREEDY_THREADS_FROM;

/** Parts smaller than this are built on the main thread: posting them costs more than building. */
const MIN_PARALLEL_PART = 64;

/**
 * Builds a greedy tree on a pool's threads, split at the root: this thread chooses the first
 * guess (or plays `first`), and the subtrees of its feedback parts (largest first) are built by
 * the threads, which know the objective by `strategy`, its id. The result is the tree the
 * single-threaded builder gives, since subtrees are independent.
 */
export async function buildGreedyParallel(
  pool: TaskPool,
  strategy: string,
  objective: Objective,
  scorer: Scorer,
  onProgress?: Progress,
  first?: number,
): Promise<TreeNode> {
  const game = scorer.game;
  const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
  const chooser = createGreedyChooser(scorer, objective);
  const guess = first ?? chooser.choose(game.initialPlayed, all);
  const played = game.play(game.initialPlayed, guess);
  const parts = splitByFeedback(scorer, guess, all);
  const placed = new Map<number, number>();
  let base = game.guessSecret[guess]! >= 0 ? 1 : 0;
  const report = (): void => onProgress?.(base + [...placed.values()].reduce((a, b) => a + b, 0), game.secretCount);
  report();
  const order = parts.map((_, i) => i).sort((a, b) => parts[b]![1].length - parts[a]![1].length);
  const children = new Array<TreeNode>(parts.length);
  await Promise.all(
    order.map(async (i) => {
      const [, remaining] = parts[i]!;
      if (remaining.length < MIN_PARALLEL_PART) {
        children[i] = buildSubtree(scorer, chooser, played, Int32Array.of(guess), remaining);
        base += remaining.length;
        report();
        return;
      }
      children[i] = await pool.run(
        'greedy-subtree',
        { spec: game.spec, strategy, played, history: [guess], remaining, table: scorer.table },
        {
          onEvent: (done) => {
            placed.set(i, done);
            report();
          },
        },
      );
      placed.set(i, remaining.length);
      report();
    }),
  );
  return { guess, next: parts.map(([f], i) => [f, children[i]!] as const) };
}

/**
 * Builds a look-ahead strategy's tree (lookahead.ts) on a pool's threads: the greedy tree after
 * each first guess to try, one after another, each split over the threads; the tree pickTree
 * keeps, the one the single-threaded build gives.
 */
export async function buildLookaheadParallel(
  pool: TaskPool,
  strategy: GreedyStrategy,
  scorer: Scorer,
  onProgress?: Progress,
): Promise<TreeNode> {
  const S = scorer.game.secretCount;
  const { objective } = strategy;
  const tries = firstGuessesToTry(scorer, objective, strategy.firstGuesses);
  const trees: TreeNode[] = [];
  for (const [i, first] of tries.entries()) {
    const progress = onProgress === undefined ? undefined : (done: number) => onProgress(Math.floor((i * S + done) / tries.length), S);
    trees.push(await buildGreedyParallel(pool, objective.id, objective, scorer, progress, first));
  }
  return trees[
    pickTree(
      trees.map((root) => treeStats(scorer, root)),
      scorer.game.spec.maxGuesses,
    )
  ]!;
}
