import type { Game } from '../core/game.ts';
import type { Scorer } from '../core/scorer.ts';
import type { Strategy } from '../core/strategies/index.ts';
import type { Progress } from '../core/strategies/greedy.ts';
import { verifyTree, type TreeNode, type Verification } from '../core/tree.ts';
import { encodeTreeFile, makeTreeFile } from '../store/tree-file.ts';
import type { TaskPool } from '../workers/pool.ts';
import { buildExactTree } from './exact.ts';
import type { ExactRunner } from './exact/run-tasks.ts';
import { buildGreedyParallel, buildLookaheadParallel, PARALLEL_FROM_SECRETS } from './greedy-parallel.ts';
import { buildSearchTree } from './search.ts';

/** A built and verified tree, with its file bytes (undefined when verification failed). */
export interface BuiltTree {
  readonly root: TreeNode;
  readonly verification: Verification;
  readonly bytes: Uint8Array | undefined;
}

/** Threads for an exact search when no pool is given (the build machine has 2 cores). */
const EXACT_WORKERS = 2;

/** How a strategy's tree is built: on a pool's threads when one is given and the game is large enough to repay them. */
export interface BuildOptions {
  readonly pool?: TaskPool;
  /** Runs an exact search's units instead of the pool (the fleet's queue: build-trees --queue). */
  readonly exactRunner?: ExactRunner;
  readonly onProgress?: Progress;
  /** Without a pool: threads for an exact search (default 2; 0 or 1 searches on this thread). */
  readonly exactWorkers?: number;
  /** Hears the stages of a long build (the static search's). */
  readonly log?: (line: string) => void;
  /** An exact search's checkpoint file (see ExactOptions.checkpoint). */
  readonly checkpoint?: { path: string; resume?: boolean };
}

/**
 * Builds a strategy's tree: greedy ones with the core (split over the pool's threads for large
 * games), exact ones by the exact search, static ones by the core's static search on this thread.
 */
export async function buildStrategyTree(strategy: Strategy, scorer: Scorer, options: BuildOptions = {}): Promise<TreeNode> {
  const { pool, onProgress, log } = options;
  if (strategy.kind === 'greedy') {
    if (pool !== undefined && scorer.game.secretCount >= PARALLEL_FROM_SECRETS) {
      return strategy.firstGuesses === undefined
        ? buildGreedyParallel(pool, strategy.id, strategy.objective, scorer, onProgress)
        : buildLookaheadParallel(pool, strategy, scorer, onProgress);
    }
    return strategy.build(scorer, onProgress);
  }
  if (strategy.kind === 'static') return strategy.build(scorer, onProgress, log);
  if (strategy.kind === 'search') {
    return buildSearchTree(scorer, strategy, {
      ...(options.checkpoint !== undefined ? { checkpoint: options.checkpoint } : {}),
      ...(onProgress !== undefined ? { onProgress } : {}),
      ...(log !== undefined ? { log } : {}),
    });
  }
  const workers = (options.exactWorkers ?? EXACT_WORKERS) < 2 ? 0 : (options.exactWorkers ?? EXACT_WORKERS);
  return buildExactTree(
    scorer,
    {
      objective: strategy.target,
      ...(options.exactRunner !== undefined ? { pool: options.exactRunner } : pool !== undefined ? { pool } : { workers }),
      ...(options.checkpoint !== undefined ? { checkpoint: options.checkpoint } : {}),
    },
    onProgress,
  );
}

/** Builds a strategy's tree, verifies it against every secret, and encodes the file when it passes. */
export async function buildTreeFile(game: Game, strategy: Strategy, scorer: Scorer, options: BuildOptions = {}): Promise<BuiltTree> {
  return checkedTreeFile(game, strategy, await buildStrategyTree(strategy, scorer, options));
}

/** Verifies a built tree against every secret, and encodes the file when it passes. */
export function checkedTreeFile(game: Game, strategy: Strategy, root: TreeNode): BuiltTree {
  const verification = verifyTree(game, root);
  const bytes = verification.ok ? encodeTreeFile(makeTreeFile(game, strategy, root, verification.stats)) : undefined;
  return { root, verification, bytes };
}
