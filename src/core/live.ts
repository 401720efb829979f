// The answer off the tree: when a player's guesses leave the precomputed tree, the next guess
// is chosen live by the strategy's objective, with the builder's own chooser.
import type { PlayedState, VariantSpec } from './game.ts';
import type { Scorer } from './scorer.ts';
import { createGreedyChooser } from './strategies/greedy.ts';
import { findGreedyStrategy } from './strategies/index.ts';
import { findObjective, type Objective } from './strategies/objectives.ts';
import { familyOfSpec } from './variants/families.ts';

/**
 * The answer off the tree: when a player's own guesses leave the precomputed tree, the next guess
 * is chosen from the consistent secrets with the strategy's objective, by the same chooser the
 * builder uses, so a history that happens to match the tree gets the tree's guess.
 */

/**
 * Default work budget, in guess x secret evaluations. About 10 ns each without a score table
 * (super), so the full rule stays well under the 200 ms the service allows; with a table it is
 * several times faster.
 */
export const DEFAULT_LIVE_BUDGET = 10_000_000;

/**
 * The objective used off the tree for a strategy id: a greedy strategy's own, or entropy for the
 * exact and static strategies. entropy-lookahead's is the entropy: its first guess needs whole
 * trees, so without its tree (boards answered live only) it opens as the entropy does.
 */
export function liveObjective(strategyId: string): Objective {
  return findGreedyStrategy(strategyId)?.objective ?? findObjective('entropy')!;
}

/**
 * The largest score table a live answer builds for a board: none when its family's kernel scores
 * by columns (a word game's reads a node's secrets by columns faster than its table of
 * answers x guesses, 30 MB for the New York Times lists, is filled); `tableLimit` for the others.
 */
export function liveTableLimit(spec: VariantSpec, tableLimit: number): number {
  return familyOfSpec(spec)?.scoresByColumns === true ? 0 : tableLimit;
}

/** A live choice; `fast` is true when the budget forced the cheaper rule. */
export interface LiveChoice {
  readonly guess: number;
  readonly fast: boolean;
  /** Guesses whose split was evaluated. */
  readonly evaluated: number;
}

/**
 * Chooses the next guess for `remaining` (secret indices, ascending, non-empty). The full rule
 * evaluates every candidate guess (after symmetry reduction); when candidates x secrets exceeds
 * the budget, the cheaper rule evaluates only the remaining secrets as guesses, evenly sampled
 * down to the budget if need be. Both rules break ties as the builder does.
 */
export function chooseLive(
  scorer: Scorer,
  objective: Objective,
  played: PlayedState,
  remaining: Int32Array,
  budget = DEFAULT_LIVE_BUDGET,
): LiveChoice {
  const game = scorer.game;
  const n = remaining.length;
  if (n <= 2) return { guess: game.secretGuess[remaining[0]!]!, fast: false, evaluated: 0 };
  const candidates = game.candidateGuesses(played, remaining);
  if (candidates.length * n <= budget) {
    return { guess: createGreedyChooser(scorer, objective).choose(played, remaining), fast: false, evaluated: candidates.length };
  }
  const keep = Math.max(1, Math.min(n, Math.floor(budget / n)));
  const list = new Int32Array(keep);
  for (let i = 0; i < keep; i++) list[i] = game.secretGuess[remaining[Math.floor((i * n) / keep)]!]!;
  return { guess: createGreedyChooser(restrictCandidates(scorer, list), objective).choose(played, remaining), fast: true, evaluated: keep };
}

/** The same scorer over a game whose candidate guesses are a fixed list (how the cheaper rule reuses the chooser). */
function restrictCandidates(scorer: Scorer, list: Int32Array): Scorer {
  return { ...scorer, game: { ...scorer.game, candidateGuesses: () => list } };
}
