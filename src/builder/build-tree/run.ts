/**
 * One build-tree task on a pool, as the servers' on-demand builds and the fleet's build workers
 * run it: greedy trees within the pool's time limit, exact ones within their budget and cut from
 * outside a little after it (then too-long, with the last progress heard).
 */
import type { VariantSpec } from '../../core/game.ts';
import { TaskError } from '../../workers/errors.ts';
import type { TaskPool } from '../../workers/pool.ts';
import type { BuildTreeProgress, buildTreeTask } from './task.ts';
import { CheckpointWriter } from '../checkpoints/writer.ts';
import type { ExactProgress } from '../exact-stop.ts';
import type { TreeOutcome } from '../tree-outcome.ts';

/** The tasks a pool must run for a build here: build-tree (the builder's table, tasks.ts, has it among others). */
export type BuildTreeTasks = { readonly 'build-tree': typeof buildTreeTask };

/** A built tree file: its bytes, and their sha256 when another process wrote them (checked on load). */
export interface BuiltFile {
  readonly bytes: Uint8Array;
  readonly sha256?: string;
}

/** What a build gives: a tree file, or the outcome of a build that ran as it should without one (over-limit, impossible, too-long). */
export type BuildResult = { readonly kind: 'tree'; readonly file: BuiltFile } | { readonly kind: 'outcome'; readonly outcome: TreeOutcome };

/**
 * How an exact tree is built on demand: within a budget, keeping (and carrying on from) a
 * checkpoint where the builder has one, its memos within a bound.
 */
export interface ExactBuildRequest {
  readonly budgetMs: number;
  readonly checkpoint?: string;
  /** Most secret indices each of the search's two memos keeps (memoLimitFor turns bytes into it). */
  readonly memoLimit?: number;
}

/**
 * When an exact build's thread is stopped from outside: a quarter of the budget (at least 5 s)
 * after it, for a part still running then (the search stops itself at the first part solved after
 * the budget; a stopped thread loses the part under way, its checkpoint keeps the rest).
 */
export function hardStopMs(budgetMs: number): number {
  return budgetMs + Math.max(5000, budgetMs / 4);
}

/** The too-long outcome of an exact build whose thread was stopped at hardStopMs, with the last progress heard. */
export function stoppedOutcome(budgetMs: number, progress: ExactProgress | undefined): TreeOutcome {
  return {
    kind: 'too-long',
    budgetS: budgetMs / 1000,
    seconds: hardStopMs(budgetMs) / 1000,
    progress: progress ?? { firstGuesses: { done: 0, total: 0 }, parts: { done: 0, total: 0 }, best: null, lowerBound: null },
  };
}

/** A built tree that failed its verification: a fault of the builder, not of the moment (not worth retrying). */
export class BuildVerificationError extends Error {
  constructor(reason: string) {
    super(`verification failed: ${reason}`);
    this.name = 'BuildVerificationError';
  }
}

/**
 * Runs one build-tree task on a pool (see the top of this file): the tree file or an outcome;
 * `order` places it among the tasks waiting (priority: lower first) and bounds its score table;
 * rejects when the build failed. An exact build's checkpoint is written here, from the states its
 * thread hands on (checkpoints/writer.ts), and holds the last of them whenever this settles, even
 * when the thread was stopped from outside; it is removed once the tree is built.
 */
export async function runBuildTask(
  pool: TaskPool<BuildTreeTasks>,
  spec: VariantSpec,
  strategy: string,
  exact: ExactBuildRequest | undefined,
  onProgress: (progress: BuildTreeProgress) => void,
  signal?: AbortSignal,
  order: { readonly priority?: number; readonly tableLimit?: number } = {},
): Promise<BuildResult> {
  let search: ExactProgress | undefined;
  const writer = exact?.checkpoint === undefined ? undefined : new CheckpointWriter(exact.checkpoint);
  try {
    const output = await pool.run(
      'build-tree',
      { spec, strategy, ...(exact ?? {}), ...(order.tableLimit !== undefined ? { tableLimit: order.tableLimit } : {}) },
      {
        onEvent: ({ checkpoint, ...progress }) => {
          if (checkpoint !== undefined) writer?.offer(checkpoint);
          search = progress.search ?? search;
          onProgress(progress);
        },
        ...(signal !== undefined ? { signal } : {}),
        // Among the builds waiting for a thread, smaller first (buildWork).
        ...(order.priority !== undefined ? { priority: order.priority } : {}),
        // The search checks the budget after each part it solves; a part that runs on past it is cut here.
        ...(exact !== undefined ? { timeoutMs: hardStopMs(exact.budgetMs) } : {}),
      },
    );
    if (output.kind === 'tree') await writer?.remove();
    else await writer?.flush();
    if (output.kind === 'failed') throw new BuildVerificationError(output.reason);
    if (output.kind === 'outcome') return output;
    return { kind: 'tree', file: { bytes: output.bytes } };
  } catch (err) {
    // The thread was stopped (a part far over the budget, a shutdown) or failed: its checkpoint
    // holds every part it had solved.
    await writer?.flush();
    if (exact !== undefined && err instanceof TaskError && err.code === 'timeout')
      return { kind: 'outcome', outcome: stoppedOutcome(exact.budgetMs, search) };
    throw err;
  }
}
