/**
 * A greedy rule with its first guess looked ahead: every guess but the first is the greedy
 * chooser's; the first is, of a few first guesses the objective ranks best, the one whose whole
 * greedy tree has the smallest total within the board limit. A greedy rule judges a guess by its
 * partition alone, and the guess with the best partition is not always the one with the best tree:
 * on Super Mastermind the entropy opens with 11234 and totals 179,863, while after 11223 (its third
 * best partition, the first guess the Knuth-style presets use) the same rule totals 179,704.
 */
import type { PlayedState } from '../game.ts';
import type { Scorer } from '../scorer.ts';
import { symmetryFilterOf } from '../symmetry.ts';
import { verifyTree, type TreeNode, type TreeStats } from '../tree.ts';
import { buildTree, createGreedyChooser, type GuessChooser, type Progress } from './greedy.ts';
import type { Objective } from './objectives.ts';

/** How many first guesses a look-ahead tries (every symmetry class of a 5-peg board with repeats: 7). */
export const LOOKAHEAD_FIRST_GUESSES = 8;

/**
 * The first guesses a look-ahead tries, at most `width`, in rank order: the greedy chooser's own
 * first guess, then the others by the objective's cost of their partition of every secret (ties
 * to a guess that can be the secret, then to the smallest code). One guess per class of the
 * board's position and colour symmetries (the smallest code of each), so no two of them give
 * trees that are the same up to symmetry.
 */
export function firstGuessesToTry(scorer: Scorer, objective: Objective, width = LOOKAHEAD_FIRST_GUESSES): number[] {
  const game = scorer.game;
  const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
  let candidates = game.candidateGuesses(game.initialPlayed, all);
  const symmetry = symmetryFilterOf(game);
  if (symmetry !== null) {
    const out = new Int32Array(game.guessCount);
    candidates = out.slice(0, symmetry.filter(new Int32Array(0), 0, candidates, all, out));
  }
  const counts = new Int32Array(game.feedbackCount);
  const ranked = Array.from(candidates, (g) => {
    counts.fill(0);
    scorer.countParts(g, all, counts);
    return { g, cost: objective.cost(counts, game.feedbackCount), member: game.guessSecret[g]! >= 0 };
  }).sort((a, b) => a.cost - b.cost || Number(b.member) - Number(a.member) || a.g - b.g);
  const own = createGreedyChooser(scorer, objective).choose(game.initialPlayed, all);
  const tries = [own];
  for (const { g } of ranked) {
    if (tries.length >= width) break;
    if (g !== own) tries.push(g);
  }
  return tries;
}

/** A chooser that plays `first` on the empty board and leaves every other node to `inner`. */
export function withFirstGuess(scorer: Scorer, inner: GuessChooser, first: number): GuessChooser {
  const S = scorer.game.secretCount;
  return {
    choose(played: PlayedState, remaining: Int32Array, history?: Int32Array): number {
      return remaining.length === S && (history === undefined || history.length === 0) ? first : inner.choose(played, remaining, history);
    },
  };
}

/** A tree's stats over every secret, whatever the board limit (the limit is applied by pickTree). */
export function treeStats(scorer: Scorer, root: TreeNode): TreeStats {
  return verifyTree(scorer.game, root, Number.MAX_SAFE_INTEGER).stats;
}

/**
 * The index of the tree a look-ahead keeps: the smallest total among the trees within the board
 * limit (maxGuesses), or among all when none is; ties to the earlier (the better ranked first guess).
 */
export function pickTree(stats: readonly TreeStats[], maxGuesses: number): number {
  const fits = stats.some((s) => s.max <= maxGuesses);
  let best = -1;
  stats.forEach((s, i) => {
    if (fits && s.max > maxGuesses) return;
    if (best < 0 || s.total < stats[best]!.total) best = i;
  });
  return best;
}

/**
 * Builds the look-ahead tree on this thread: the greedy tree after each first guess to try, and
 * the one pickTree keeps. onProgress counts secrets placed over all the trees, scaled to one tree.
 */
export function buildLookaheadTree(scorer: Scorer, objective: Objective, width = LOOKAHEAD_FIRST_GUESSES, onProgress?: Progress): TreeNode {
  const S = scorer.game.secretCount;
  const tries = firstGuessesToTry(scorer, objective, width);
  const inner = createGreedyChooser(scorer, objective);
  const trees = tries.map((first, i) =>
    buildTree(
      scorer,
      withFirstGuess(scorer, inner, first),
      onProgress === undefined ? undefined : (done) => onProgress(Math.floor((i * S + done) / tries.length), S),
    ),
  );
  return trees[
    pickTree(
      trees.map((root) => treeStats(scorer, root)),
      scorer.game.spec.maxGuesses,
    )
  ]!;
}
