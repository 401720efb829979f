/**
 * The best tree an unfinished exact search holds, as a tree file of its own: what a long search
 * (5 pegs and 6 colours) has to show before its proof ends, verified against every secret and
 * labelled with what is and is not proved.
 */
import type { Game } from '../../core/game.ts';
import { verifyTree } from '../../core/tree.ts';
import { makeTreeFile, type TreeFile } from '../../store/tree-file.ts';
import { bestTree, type ExactCheckpoint } from './checkpoint.ts';
import { count } from '../../core/count.ts';

/** The name of the best-tree file beside a checkpoint `<variant>.<strategy>.json`. */
export function bestTreeFileName(checkpointFile: string): string {
  return checkpointFile.replace(/\.json$/, '.best.msgpack');
}

/**
 * The tree file of the checkpoint's best tree (null when it holds none). Its stats are measured
 * by playing every secret; it is refused if a secret is not found within the search's depth or
 * if its total is not the one the checkpoint states. The description says it is the best found
 * so far and gives the proven lower bound.
 */
export function bestTreeFile(game: Game, strategyId: string, cp: ExactCheckpoint): TreeFile | null {
  const tree = bestTree(game, cp);
  if (tree === null || cp.best === null) return null;
  const checked = verifyTree(game, tree, cp.depth);
  if (!checked.ok) throw new Error(`the best tree of the ${cp.variant} checkpoint does not verify: ${checked.problems.join('; ')}`);
  if (checked.stats.total !== cp.best.total) {
    throw new Error(`the best tree of the ${cp.variant} checkpoint totals ${checked.stats.total}, not the ${cp.best.total} it states`);
  }
  const goal =
    cp.objective === 'total'
      ? `the smallest total within ${count(cp.depth, 'guess', 'guesses')}`
      : `the smallest depth, then total, within ${count(cp.depth, 'guess', 'guesses')}`;
  const description =
    `The best tree found so far by the unfinished exact search for ${goal}: not proved optimal. ` +
    `Proved: no tree totals less than ${cp.lowerBound}. First guesses settled: ${cp.settled.map((s) => s.guess).join(', ') || 'none'}; ` +
    `left: ${cp.firstGuesses.filter((_, i) => !cp.settled.some((s) => s.index === i)).join(', ') || 'none'}.`;
  return makeTreeFile(game, { id: strategyId, description }, tree, checked.stats);
}
