/**
 * The smallest depth of a tree that finds every secret, for `optimal-worst`: from the smallest
 * depth whose capacity holds every secret upwards until a tree exists (lowerBoundOnWorstCaseSolution
 * of the general framework for guessing games on Stack Overflow), each first guess a task.
 */
import type { Scorer } from '../../core/scorer.ts';
import { FAIL, type ExactSearch } from '../../core/strategies/exact/search.ts';
import type { WorkerResult, WorkerTask } from '../../core/strategies/exact/tasks.ts';
import { verifyTree, type TreeNode } from '../../core/tree.ts';
import { runTasks, shared0, type ExactRunner } from './run-tasks.ts';
import type { SearchStatus } from './status.ts';
import { NoTreeWithinLimit } from '../exact-stop.ts';
import { count } from '../../core/count.ts';

/** The smallest depth, and the total of a first tree of that depth (a witness, an upper bound). */
export interface SmallestDepth {
  depth: number;
  witness: number;
}

/** Finds the smallest depth within the board's limit; throws when no tree fits it. */
export async function smallestDepth(
  scorer: Scorer,
  search: ExactSearch,
  pool: ExactRunner | undefined,
  memoLimit: number | undefined,
  status: SearchStatus,
): Promise<SmallestDepth> {
  const game = scorer.game;
  const N = game.secretCount;
  const all = Int32Array.from({ length: N }, (_, i) => i);
  const limit = game.spec.maxGuesses;
  const { name, log, running } = status;
  let depth = 1;
  while (search.bounds.capacity[depth]! < N) depth++;
  for (; depth <= limit; depth++) {
    const choices = search.choices([], all, depth, Infinity);
    status.phase = `is there a tree of depth ${depth}? ${count(choices.length, 'first guess', 'first guesses')}`;
    log(`${name}: ${status.phase} (${status.elapsed()})`);
    status.describe = () => `trying ${status.runningText(choices)}; `;
    const tried = (status.depth = { depth, done: 0, total: choices.length });
    status.milestone();
    let found = null as WorkerResult | null; // set by the callback below
    let nextIndex = 0;
    const next = (): WorkerTask | null => {
      if (found !== null || nextIndex >= choices.length) return null;
      const index = nextIndex++;
      running.set(index, '');
      return { mode: 'feasible', index, guess: choices[index]!.guess, depth };
    };
    await runTasks(
      scorer,
      search,
      pool,
      memoLimit,
      shared0(),
      next,
      (r) => {
        running.delete(r.index);
        if (r.cost !== FAIL && (found === null || r.index < found.index)) found = r;
        tried.done++;
        status.milestone();
        return found !== null;
      },
      status.note,
    );
    if (found !== null) {
      status.depth = undefined;
      const f: WorkerResult = found;
      const tree: TreeNode = { guess: f.guess, next: f.children ?? [] };
      const witness = verifyTree(game, tree, depth).stats.total;
      log(
        `${name}: depth ${depth} is the smallest; a first tree of that depth (${game.formatGuess(f.guess)}) has total ${witness} (${status.elapsed()})`,
      );
      return { depth, witness };
    }
    log(`${name}: no tree of depth ${depth} (proved, ${status.elapsed()})`);
  }
  throw new NoTreeWithinLimit(limit);
}
