// Builds a strategy's tree with the builder's engines (threads for large greedy trees, the exact
// search, checkpoints), verifies it against every secret and encodes its file.
import type { Game } from '../../core/game.ts';
import type { Scorer } from '../../core/scorer.ts';
import type { BuildEngines, Strategy } from '../../core/strategies/index.ts';
import type { Progress } from '../../core/strategies/greedy.ts';
import { verifyTree, type TreeNode, type Verification } from '../../core/tree.ts';
import { encodeTreeFile, makeTreeFile } from '../../store/tree-file.ts';
import type { TaskPool } from '../../workers/pool.ts';
import { buildExactTree } from '../exact.ts';
import { buildExactFirst, familyExactTree } from '../exact-first.ts';
import type { ExactRunner } from '../exact/run-tasks.ts';
import { buildGreedyParallel, buildLookaheadParallel } from '../greedy-parallel.ts';
import { buildSearchTree } from '../search.ts';
import { heldDescription } from '../held-first.ts';

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
  /** An exact strategy's first guess, held to (the best tree that opens with it; on this thread, no checkpoint). */
  readonly first?: number;
}

/**
 * Builds a strategy's tree by its one entry point (Strategy.buildTree), with the builder's
 * engines: large greedy trees split over the pool's threads, the exact search on the pool, on
 * threads of its own, on this thread or on the fleet's queue, and the search strategies with
 * their checkpoints.
 */
export async function buildStrategyTree(strategy: Strategy, scorer: Scorer, options: BuildOptions = {}): Promise<TreeNode> {
  const { pool, onProgress, log } = options;
  const engines: BuildEngines = {
    greedy: (greedy, s, progress) =>
      pool !== undefined && s.game.secretCount >= greedy.threadsFrom
        ? greedy.firstGuesses === undefined
          ? buildGreedyParallel(pool, greedy.id, greedy.objective, s, progress)
          : buildLookaheadParallel(pool, greedy, s, progress)
        : undefined,
    exact: (exact, s, progress) => {
      // One thread, no checkpoint: a tree below one first guess, or the family's own exact search
      // (GameFamily.exactTree: a word game's, which knows hard mode).
      const own = familyExactTree(s);
      if (options.first !== undefined || (own !== undefined && options.exactRunner === undefined)) {
        const tree = options.first !== undefined ? buildExactFirst(s, exact.target, options.first) : own!(exact.target);
        progress?.(s.game.secretCount, s.game.secretCount);
        return Promise.resolve(tree);
      }
      const workers = (options.exactWorkers ?? EXACT_WORKERS) < 2 ? 0 : (options.exactWorkers ?? EXACT_WORKERS);
      return buildExactTree(
        s,
        {
          objective: exact.target,
          ...(options.exactRunner !== undefined ? { pool: options.exactRunner } : pool !== undefined ? { pool } : { workers }),
          ...(options.checkpoint !== undefined ? { checkpoint: options.checkpoint } : {}),
        },
        progress,
      );
    },
    search: (search, s, o) =>
      buildSearchTree(s, search, {
        ...(options.checkpoint !== undefined ? { checkpoint: options.checkpoint } : {}),
        ...(o.onProgress !== undefined ? { onProgress: o.onProgress } : {}),
        ...(o.log !== undefined ? { log: o.log } : {}),
      }),
  };
  return strategy.buildTree(scorer, engines, { onProgress, log });
}

/** Builds a strategy's tree, verifies it against every secret, and encodes the file when it passes. */
export async function buildTreeFile(game: Game, strategy: Strategy, scorer: Scorer, options: BuildOptions = {}): Promise<BuiltTree> {
  const root = await buildStrategyTree(strategy, scorer, options);
  // A tree held to a first guess says so in its file: it is the best that opens with that guess.
  const described =
    options.first === undefined
      ? strategy
      : { id: strategy.id, description: heldDescription(strategy.description, game.formatGuess(options.first)) };
  return checkedTreeFile(game, described, root);
}

/** Verifies a built tree against every secret, and encodes the file when it passes. */
export function checkedTreeFile(game: Game, strategy: Pick<Strategy, 'id' | 'description'>, root: TreeNode): BuiltTree {
  const verification = verifyTree(game, root);
  const bytes = verification.ok ? encodeTreeFile(makeTreeFile(game, strategy, root, verification.stats)) : undefined;
  return { root, verification, bytes };
}
