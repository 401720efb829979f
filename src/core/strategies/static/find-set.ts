/** A static set for a game as small as the budgets allow, with what is proved about its size. */
import type { Scorer } from '../../scorer.ts';
import { greedyStaticSet } from './greedy-set.ts';
import { staticPlayOrder } from './play-order.ts';
import { createStaticSearch } from './search.ts';
import { staticLowerBound } from './separation.ts';
import { shrinkStaticSet } from './shrink.ts';
import { count } from '../../count.ts';

/** A static set for a game, and what is proved about its size. */
export interface StaticSet {
  /** The fixed guesses, in the order to play them. */
  readonly guesses: number[];
  /** True when every smaller set was proved impossible: the set is a smallest one. */
  readonly minimal: boolean;
  /** The counting lower bound (ceil(log_F secrets)). */
  readonly lowerBound: number;
  /** The sizes proved impossible by exhaustive search, from the counting bound up, with their work. */
  readonly proofs: ReadonlyArray<{ readonly k: number; readonly nodes: number; readonly tests: number }>;
}

/** Work budgets of findStaticSet, in the units of StaticSearchOptions.maxNodes. */
export interface StaticSetOptions {
  /** Per exhaustive search of one size (default 60,000: Mastermind's proof for 5 takes about 55,000). */
  readonly proofBudget?: number;
  /** Per best-first search of one size (default 200). */
  readonly findBudget?: number;
  /** Per search of the shrinking step (default 2,000). */
  readonly shrinkBudget?: number;
  /** Told each stage as it starts (for logs). */
  readonly onStage?: (message: string) => void;
}

/**
 * A static set, as small as the budgets allow, deterministically: the greedy set, shrunk where a
 * search finds replacements; then each size from the counting bound up to one less than the set
 * is tried best first (to find a set) and exhaustively (to prove there is none). The first size
 * found ends the search; a size the budget cannot settle leaves the set as it is, not claimed
 * minimal. The set is then put in its best play order.
 */
export function findStaticSet(scorer: Scorer, options: StaticSetOptions = {}): StaticSet {
  const game = scorer.game;
  const say = options.onStage ?? (() => {});
  const search = createStaticSearch(scorer);
  const lowerBound = staticLowerBound(game);
  const format = (set: readonly number[]): string => set.map((g) => game.formatGuess(g)).join(' ');
  let best = greedyStaticSet(scorer);
  say(`greedy set of ${best.length}: ${format(best)}`);
  best = shrinkStaticSet(scorer, best, options.shrinkBudget ?? 2000, search);
  say(`after shrinking, ${best.length}: ${format(best)}`);
  const proofs: Array<{ k: number; nodes: number; tests: number }> = [];
  let proved = lowerBound - 1;
  for (let k = lowerBound; k < best.length; k++) {
    const quick = search.feasible(k, { bestFirst: true, maxNodes: options.findBudget ?? 200 });
    if (quick.status === 'found') {
      best = quick.guesses;
      say(`${count(k, 'guess', 'guesses')}: found best first: ${format(best)}`);
      break;
    }
    const full = search.feasible(k, { maxNodes: options.proofBudget ?? 60_000 });
    if (full.status === 'found') {
      best = full.guesses;
      say(`${count(k, 'guess', 'guesses')}: found: ${format(best)}`);
      break;
    }
    if (full.status === 'stopped') {
      say(`${count(k, 'guess', 'guesses')}: not settled within the budget (${full.nodes} nodes, ${full.tests} pair tests)`);
      break;
    }
    proofs.push({ k, nodes: full.nodes, tests: full.tests });
    proved = k;
    say(`${count(k, 'guess', 'guesses')}: none (exhaustive, ${full.nodes} nodes, ${full.tests} pair tests)`);
  }
  return { guesses: staticPlayOrder(scorer, best), minimal: proved === best.length - 1, lowerBound, proofs };
}
