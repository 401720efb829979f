/**
 * Exact trees on one thread for codebreaker build: the best tree whose first guess is given
 * (--first), and the Wordle family's smallest total and smallest worst case, by the Wordle search
 * (after Alex Selby, "The best strategies for Wordle", 2022), which knows the game's words and
 * hard mode.
 */
import { asWordleGame, type WordleGame } from '../core/games/wordle/game.ts';
import type { Scorer } from '../core/scorer.ts';
import { createExactSearch, FAIL } from '../core/strategies/exact/search.ts';
import { createWordleDepth } from '../core/games/wordle/exact/depth.ts';
import { firstGuessCountingBound } from '../core/games/wordle/exact/first-bound.ts';
import { createWordleExact, UNSOLVABLE, wordleColumns } from '../core/games/wordle/exact/search.ts';
import type { TreeNode } from '../core/tree.ts';
import { NoTreeWithinLimit } from './exact-stop.ts';
import { normalModeGame } from './proofs/wordle-worst.ts';

/** No bound: any total is below it. */
const UNBOUNDED = 0x3fffffff;

/** The game as a Wordle game when it is one (the Wordle search reads its letters and hard mode). */
export function wordleGameOf(scorer: Scorer): WordleGame | undefined {
  return asWordleGame(scorer.game);
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
 * The least number of guesses within which some strategy opening with `first` finds every answer
 * (the Wordle search held to each number of guesses in turn), or null when none fits the board's.
 */
export function wordleDepthAfter(game: WordleGame, columns: Uint8Array, first: number): number | null {
  for (let d = 1; d <= game.spec.maxGuesses; d++)
    if (createWordleExact(game, { columns, maxGuesses: d }).firstGuessTotal(first) < UNSOLVABLE) return d;
  return null;
}

/**
 * The least number of guesses within which some strategy finds every answer, or null when none
 * fits the board's: normal mode's by the depth search over every first word, from the least depth
 * up (every hard-mode strategy is a normal-mode one, so normal mode's is also where hard mode's
 * starts); in hard mode, from there, the first depth within which some first word fits (the
 * Wordle search, first words by their counting bound). An hour on the New York Times lists.
 */
export function wordleLeastDepth(game: WordleGame, columns: Uint8Array): number | null {
  const G = game.guessCount;
  const normal = createWordleDepth(normalModeGame(game), columns);
  let depth = 1;
  const fitsNormal = (d: number): boolean => {
    for (let g = 0; g < G; g++) if (normal.firstGuessFits(g, d).fits) return true;
    return false;
  };
  while (depth <= game.spec.maxGuesses && !fitsNormal(depth)) depth++;
  if (!game.wordle.hard) return depth <= game.spec.maxGuesses ? depth : null;
  const order = Array.from({ length: G }, (_, g) => g);
  const counting = order.map((g) => firstGuessCountingBound(game, columns, g));
  order.sort((a, b) => counting[a]! - counting[b]! || a - b);
  for (; depth <= game.spec.maxGuesses; depth++) {
    const search = createWordleExact(game, { columns, maxGuesses: depth });
    if (order.some((g) => search.firstGuessTotal(g) < UNSOLVABLE)) return depth;
  }
  return null;
}

/**
 * The Wordle search's tree of least worst case, then least total within it: its first guess
 * `first` when given (the least worst case that guess allows; the rest optimal), else over every
 * first guess (hours on the New York Times lists). Throws NoTreeWithinLimit when no tree fits the
 * board's limit.
 */
export function buildWordleOptimalWorst(game: WordleGame, first?: number): TreeNode {
  const columns = wordleColumns(game);
  const depth = first !== undefined ? wordleDepthAfter(game, columns, first) : wordleLeastDepth(game, columns);
  if (depth === null) throw new NoTreeWithinLimit(game.spec.maxGuesses, first === undefined ? undefined : game.formatGuess(first));
  return createWordleExact(game, { columns, maxGuesses: depth }).tree(first);
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
  if (wordle !== undefined) return target === 'total' ? buildWordleOptimal(wordle, first) : buildWordleOptimalWorst(wordle, first);
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
