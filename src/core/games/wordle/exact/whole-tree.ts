// Whole trees by the Wordle search on one thread, as the family's exact tree (GameFamily.exactTree):
// the least total within the board's limit, or the least worst case then the least total within
// it, after Alex Selby, "The best strategies for Wordle" (2022); the search knows hard mode.
import type { Game } from '../../../game.ts';
import type { TreeNode } from '../../../tree.ts';
import { asWordleGame, createWordleGame, wordleSpec, type WordleGame } from '../game.ts';
import { parseWordleId, wordleBoardId } from '../grammar.ts';
import { createWordleDepth } from './depth.ts';
import { firstGuessCountingBound } from './first-bound.ts';
import { createWordleExact, UNSOLVABLE, wordleColumns } from './search.ts';

/** The normal-mode game of a Wordle game (itself in normal mode): every hard-mode strategy is one of its. */
export function normalModeGame(game: WordleGame): WordleGame {
  if (!game.wordle.hard) return game;
  const w = game.wordle;
  const board = parseWordleId(w.id, [1, Number.MAX_SAFE_INTEGER]);
  const id = board === undefined || typeof board === 'string' ? w.id : wordleBoardId({ ...board, hard: false });
  return createWordleGame(
    wordleSpec({ id, title: w.title, answers: w.answers, accepted: w.accepted, hard: false, maxGuesses: w.maxGuesses }),
  );
}

/**
 * The Wordle search's tree of least total within the board's limit: its first guess `first`
 * when given (the rest optimal), else an optimal first guess (a search of every first guess:
 * hours on the New York Times lists); null when no tree opening with `first` fits.
 */
export function wordleOptimal(game: WordleGame, first?: number): TreeNode | null {
  const search = createWordleExact(game);
  if (first !== undefined && search.firstGuessTotal(first) >= UNSOLVABLE) return null;
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
 * first guess (hours on the New York Times lists); null when no tree fits the board's limit.
 */
export function wordleOptimalWorst(game: WordleGame, first?: number): TreeNode | null {
  const columns = wordleColumns(game);
  const depth = first !== undefined ? wordleDepthAfter(game, columns, first) : wordleLeastDepth(game, columns);
  if (depth === null) return null;
  return createWordleExact(game, { columns, maxGuesses: depth }).tree(first);
}

/** Wordle's exact tree (GameFamily.exactTree): the least total (`total`) or the least worst case (`worst`), by the Wordle search. */
export function wordleExactTree(game: Game, target: 'total' | 'worst', first?: number): TreeNode | null {
  const wordle = asWordleGame(game);
  if (wordle === undefined) throw new Error(`${game.spec.id} is not a Wordle game`);
  return target === 'total' ? wordleOptimal(wordle, first) : wordleOptimalWorst(wordle, first);
}
