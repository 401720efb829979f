/**
 * Why a strategy of a board has no tree to serve, though its build ran as it should: its tree
 * needs more guesses than the board allows (over-limit), no tree at all fits the board
 * (impossible, proved by the exact search), or the exact search ran over its time budget
 * (too-long). The server remembers these like built trees; the offline builder prints them.
 */
import type { Game } from '../core/game.ts';
import { parseVariant } from '../core/variants/parse.ts';
import { familyOfBoard } from '../core/variants/families.ts';
import { playTree, verifyTree, type TreeNode } from '../core/tree.ts';
import type { ExactProgress } from './exact-stop.ts';
import { count } from '../core/count.ts';

/** A build's outcome other than a tree. */
export type TreeOutcome =
  | { readonly kind: 'over-limit'; readonly secret: string; readonly guesses: number; readonly limit: number }
  | { readonly kind: 'impossible'; readonly limit: number }
  | {
      readonly kind: 'too-long';
      readonly budgetS: number;
      readonly seconds: number;
      readonly progress: ExactProgress;
      /**
       * The checkpoint the search left, relative to the directory that holds it (checkpointFile:
       * checkpoints/<variant>.<strategy>.json); absent when none was kept (a search stopped before
       * it had anything to keep, or built where checkpoints are not kept).
       */
      readonly checkpoint?: string;
    };

/** The kinds of outcome, for schemas and states. */
export const OUTCOME_KINDS = ['over-limit', 'impossible', 'too-long'] as const;

/**
 * The over-limit outcome of a tree that finds every secret but some too late: the first secret
 * that needs the most guesses, and the limit; null when the tree fits (or misses a secret, which
 * is a fault of the builder, not of the board).
 */
export function overLimitOf(game: Game, root: TreeNode): TreeOutcome | null {
  const limit = game.spec.maxGuesses;
  const all = verifyTree(game, root, game.secretCount + 1);
  if (!all.ok || all.stats.max <= limit) return null;
  for (let s = 0; s < game.secretCount; s++) {
    const played = playTree(game, root, s, all.stats.max);
    if (played.steps.length === all.stats.max) {
      return { kind: 'over-limit', secret: game.formatGuess(game.secretGuess[s]!), guesses: all.stats.max, limit };
    }
  }
  return null;
}

/**
 * The command that builds a tree offline. A board of a user's lists (GameFamily.userLists) needs
 * the lists the server keeps in its cache directory's word-lists/: the command names the server's
 * CACHE_DIR, by name, never by its path on the machine (messages name no path).
 */
export function offlineCommand(variant: string, strategy: string): string {
  const user = isUserBoard(variant) ? " --cache-dir <this server's CACHE_DIR>" : '';
  return `npm run build-trees -- --variant ${variant} --strategy ${strategy}${user}`;
}

/** True for the id of a board of a user's lists (GameFamily.userLists, any suffix). */
function isUserBoard(variant: string): boolean {
  try {
    const board = parseVariant(variant).board;
    return board !== undefined && familyOfBoard(board.family)?.userLists?.(board) !== undefined;
  } catch {
    return false;
  }
}

/** One sentence (or two) a person understands: what happened, and what still works. */
export function outcomeMessage(variant: string, strategy: string, outcome: TreeOutcome): string {
  switch (outcome.kind) {
    case 'over-limit':
      return (
        `The ${strategy} tree of ${variant} needs ${outcome.guesses} guesses for the secret ${outcome.secret}, ` +
        `and the board allows ${outcome.limit}: there is no ${strategy} tree to serve. Its next guesses are still answered (.../next).`
      );
    case 'impossible':
      return (
        `No strategy finds every secret of ${variant} within ${count(outcome.limit, 'guess', 'guesses')}: ` +
        `the exact search (${strategy}) proved it, so there is no ${strategy} tree. Next guesses are still answered (.../next).`
      );
    case 'too-long': {
      const p = outcome.progress;
      const how =
        p.depth !== undefined
          ? `looking for the smallest depth: depth ${p.depth}, ${p.firstGuesses.done} of ${count(p.firstGuesses.total, 'first guess', 'first guesses')} tried` +
            (p.parts.total > 0 ? `, ${p.parts.done} of ${count(p.parts.total, 'part')} of the next one fit` : '')
          : [
              `${p.firstGuesses.done} of ${count(p.firstGuesses.total, 'first guess', 'first guesses')} settled`,
              ...(p.parts.total > 0 ? [`${p.parts.done} of ${count(p.parts.total, 'part')} of the next one solved`] : []),
              ...(p.best !== null ? [`best total so far ${p.best}`] : []),
              ...(p.lowerBound !== null && p.lowerBound > 0 ? [`proven at least ${p.lowerBound}`] : []),
            ].join(', ');
      const resume =
        outcome.checkpoint !== undefined
          ? `to carry on from where it stopped, copy ${outcome.checkpoint} from the cache directory to the same place in the data directory (data/${outcome.checkpoint}) and add --resume`
          : 'no checkpoint of it was kept, so an offline build starts from the beginning';
      return (
        `The exact search for the ${strategy} tree of ${variant} ran over this server's budget of ${outcome.budgetS} s (EXACT_BUDGET_S) ` +
        `and stopped after ${outcome.seconds.toFixed(0)} s (${how}). Build it offline: ${offlineCommand(variant, strategy)} (${resume}). ` +
        `Its greedy trees are served, and its next guesses are answered (.../next).`
      );
    }
  }
}
