// The build-tree task: one strategy's tree of a board built, verified and encoded on one thread,
// as the server builds trees on demand (exact ones within a budget, from a checkpoint).
import type { VariantSpec } from '../../core/game.ts';
import { findStrategy, type BuildEngines } from '../../core/strategies/index.ts';
import { gameOf, scorerOf } from '../../workers/tasks/scorers.ts';
import { checkedTreeFile } from './file.ts';
import { checkpointProgress, readCheckpoint, type ExactCheckpoint } from '../checkpoints/checkpoint.ts';
import { staleEngine } from '../engine-stamp.ts';
import { buildExactTree } from '../exact.ts';
import { NoTreeWithinLimit, SearchStopped, type ExactProgress } from '../exact-stop.ts';
import { overLimitOf, type TreeOutcome } from '../tree-outcome.ts';

/** A whole tree to build on one thread: the board and the strategy, and for exact ones a budget and a checkpoint. */
export interface BuildTreeInput {
  readonly spec: VariantSpec;
  readonly strategy: string;
  /** Exact strategies: the longest the search may run, in milliseconds (default: no limit). */
  readonly budgetMs?: number;
  /**
   * Exact strategies: the checkpoint file the search carries on from. The task only reads it: it
   * hands every change on as a `checkpoint` event, which the caller writes (runBuildTask does, and
   * removes the file once the tree is built).
   */
  readonly checkpoint?: string;
  /** Exact strategies: most secret indices each memo of the search keeps (its memory bound). */
  readonly memoLimit?: number;
  /**
   * The largest score table (guess x secret entries) the build makes (default: the scorer's,
   * DEFAULT_TABLE_LIMIT); larger boards are scored without one. The server's greedy builds take
   * theirs from its memory ceiling.
   */
  readonly tableLimit?: number;
}

/**
 * The verified file bytes (the caller loads them as it loads any file); or why there is no tree
 * though the build ran as it should (over-limit, impossible, too-long); or why verification failed.
 */
export type BuildTreeOutput =
  | { readonly kind: 'tree'; readonly bytes: Uint8Array }
  | { readonly kind: 'outcome'; readonly outcome: TreeOutcome }
  | { readonly kind: 'failed'; readonly reason: string };

/** Progress of a build: secrets placed of all, and for an exact search how far it has got. */
export interface BuildTreeProgress {
  readonly done: number;
  readonly total: number;
  readonly search?: ExactProgress;
  /** An exact search with a checkpoint: its state after a change, for the caller to write. */
  readonly checkpoint?: ExactCheckpoint;
}

/**
 * Builds, verifies and encodes one strategy's tree of a board on this thread (the server's trees
 * on demand): greedy strategies with the core, exact ones by the exact search on this thread alone,
 * within the budget. Static trees are built offline only (npm run build-trees), never here.
 */
export async function buildTreeTask(input: BuildTreeInput, emit: (progress: BuildTreeProgress) => void): Promise<BuildTreeOutput> {
  const strategy = findStrategy(input.strategy);
  if (strategy === undefined) throw new Error(`unknown strategy "${input.strategy}"`);
  if (strategy.onDemand === 'never') throw new Error(`${strategy.id} trees are built offline only (npm run build-trees)`);
  const game = gameOf(input.spec);
  // Kept by the thread (within its bounds): the trees of one board, asked for together, share its table.
  const scorer = scorerOf(input.spec, undefined, input.tableLimit);
  // About a hundred progress events per tree, not one per secret.
  let last = -Infinity;
  let search: ExactProgress | undefined;
  const onProgress = (done: number, total: number): void => {
    if (done - last >= total / 100 || done === total) {
      last = done;
      emit({ done, total, ...(search !== undefined ? { search } : {}) });
    }
  };
  const path = input.checkpoint;
  if (strategy.resumable && path !== undefined) {
    // What the checkpoint holds is told first: the search reaches it only after its bounds (not
    // for a file of another engine version, which the search sets aside and starts over).
    const resumed = await readCheckpoint(path).catch(() => undefined);
    if (resumed?.variant === game.spec.id && staleEngine(resumed.engine) === null) {
      search = checkpointProgress(game, resumed);
      emit({ done: 0, total: game.secretCount, search });
    }
  }
  // Greedy trees with the core on this thread; the exact search on this thread alone, within the budget.
  const engines: BuildEngines = {
    exact: (exact, s, progress) =>
      buildExactTree(
        s,
        {
          objective: exact.target,
          workers: 0,
          log: () => {},
          ...(input.budgetMs !== undefined ? { budgetMs: input.budgetMs } : {}),
          ...(input.memoLimit !== undefined ? { memoLimit: input.memoLimit } : {}),
          ...(path !== undefined
            ? {
                checkpoint: {
                  path,
                  resume: true,
                  send: (checkpoint: ExactCheckpoint) =>
                    emit({ done: last < 0 ? 0 : last, total: game.secretCount, ...(search !== undefined ? { search } : {}), checkpoint }),
                },
              }
            : {}),
          onSearch: (progress) => {
            search = progress;
            emit({ done: last < 0 ? 0 : last, total: game.secretCount, search });
          },
        },
        progress,
      ),
  };
  let root;
  try {
    root = await strategy.buildTree(scorer, engines, { onProgress });
  } catch (err) {
    if (err instanceof NoTreeWithinLimit) return { kind: 'outcome', outcome: { kind: 'impossible', limit: err.limit } };
    if (err instanceof SearchStopped) {
      const budgetS = (input.budgetMs ?? 0) / 1000;
      return { kind: 'outcome', outcome: { kind: 'too-long', budgetS, seconds: err.seconds, progress: err.progress } };
    }
    throw err;
  }
  const built = checkedTreeFile(game, strategy, root);
  if (built.bytes !== undefined) return { kind: 'tree', bytes: built.bytes };
  const overLimit = overLimitOf(game, root);
  if (overLimit !== null) return { kind: 'outcome', outcome: overLimit };
  return { kind: 'failed', reason: built.verification.problems[0] ?? 'verification failed' };
}
