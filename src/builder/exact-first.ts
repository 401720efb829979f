/**
 * Exact trees on one thread for codebreaker build: the best tree whose first guess is given
 * (--first), and the Wordle family's smallest total, by the Wordle search (after Alex Selby, "The
 * best strategies for Wordle", 2022), which knows the game's words and hard mode.
 */
import type { WordleGame } from '../core/games/wordle.ts';
import type { Scorer } from '../core/scorer.ts';
import { createExactSearch, FAIL } from '../core/strategies/exact/search.ts';
import { createWordleExact, UNSOLVABLE } from '../core/strategies/wordle-exact/search.ts';
import type { TreeNode } from '../core/tree.ts';
import { NoTreeWithinLimit } from './exact-stop.ts';

/** No bound: any total is below it. */
const UNBOUNDED = 0x3fffffff;

/** The game as a Wordle game when it is one (the Wordle search reads its letters and hard mode). */
export function wordleGameOf(scorer: Scorer): WordleGame | undefined {
  return 'wordle' in scorer.game ? (scorer.game as WordleGame) : undefined;
}

/**
 * The Wordle search's tree of least total within the board's limit: its first guess `first`
 * when given (the rest optimal), else an optimal first guess (a search of every first guess:
 * hours on the New York Times lists). Throws NoTreeWithinLimit when no tree fits.
 */
export function buildWordleOptimal(game: WordleGame, first?: number): TreeNode {
  const search = createWordleExact(game);
  if (first !== undefined && search.firstGuessTotal(first) >= UNSOLVABLE) {
    throw new NoTreeWithinLimit(game.spec.maxGuesses, game.formatGuess(first));
  }
  return search.tree(first);
}

/**
 * The best tree of the whole game whose first guess is `first`, by the exact search below that
 * guess: for 'total' the smallest total within the board's limit; for 'worst' the smallest depth
 * that guess allows, then the smallest total within it. Throws NoTreeWithinLimit when no strategy
 * opening with it finds every secret within the limit.
 */
export function buildExactFirst(scorer: Scorer, target: 'total' | 'worst', first: number): TreeNode {
  const game = scorer.game;
  const wordle = wordleGameOf(scorer);
  if (wordle !== undefined && target === 'total') return buildWordleOptimal(wordle, first);
  const search = createExactSearch(scorer);
  const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
  const limit = game.spec.maxGuesses;
  let depth = limit;
  if (target === 'worst') {
    depth = 1;
    while (depth <= limit && !search.guessFeasible([], all, depth, first)) depth++;
  }
  const cost = depth > limit ? FAIL : search.guessCost([], all, depth, first, () => UNBOUNDED);
  if (cost === FAIL) throw new NoTreeWithinLimit(limit, game.formatGuess(first));
  return { guess: first, next: search.buildChildren([], all, depth, first, cost) };
}
