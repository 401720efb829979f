import { describe, expect, it } from 'vitest';
import { getGame } from '../../../src/core/variants/games.ts';
import { createScorer } from '../../../src/core/scorer.ts';
import { findGreedyStrategy, findStrategy } from '../../../src/core/strategies/index.ts';
import { createExactSearch } from '../../../src/core/strategies/exact/search.ts';
import { splitByFeedback } from '../../../src/core/strategies/greedy.ts';
import { findObjective } from '../../../src/core/strategies/objectives.ts';
import {
  createSearchContext,
  guessesToTry,
  searchFirstGuessPart,
  subtreeTotal,
  type SearchParams,
} from '../../../src/core/strategies/search.ts';
import { verifyTree, type TreeNode } from '../../../src/core/tree.ts';

const entropy = findObjective('entropy')!;

/** The whole tree of a search with these parameters after first guess `first` (as the builder assembles it). */
function searchTree(variant: string, first: string, params: SearchParams): { root: TreeNode; total: number } {
  const scorer = createScorer(getGame(variant));
  const game = scorer.game;
  const g = game.parseGuess(first) as number;
  const ctx = createSearchContext(scorer, entropy, params);
  const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
  let total = game.secretCount;
  const next: Array<[number, TreeNode]> = [];
  for (const [f, part] of splitByFeedback(scorer, g, all)) {
    const scored = searchFirstGuessPart(ctx, g, part);
    total += scored.total;
    next.push([f, scored.tree]);
  }
  return { root: { guess: g, next }, total };
}

describe('entropy-search: a greedy tree improved by search', () => {
  it("mastermind: the search alone totals no more than the entropy's tree after the same first guess, and verifies", () => {
    const greedy = findGreedyStrategy('entropy-lookahead')!.build(createScorer(getGame('mastermind')));
    const game = getGame('mastermind');
    const greedyTotal = verifyTree(game, greedy).stats.total;
    const { root, total } = searchTree('mastermind', game.formatGuess(greedy.guess), { levels: 2, width: 6, exactUpTo: 0 });
    const v = verifyTree(game, root);
    expect(v.problems).toEqual([]);
    expect(v.stats.total).toBe(total);
    expect(total).toBeLessThanOrEqual(greedyTotal);
  });

  it("mastermind: with every part solved exactly, the optimum after 1123 (Koyama and Lai's 5625), as the exact search's own cost of 1123", () => {
    const scorer = createScorer(getGame('mastermind'));
    const game = scorer.game;
    const { root, total } = searchTree('mastermind', '1123', { levels: 1, width: 3, exactUpTo: 1296 });
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const optimum = createExactSearch(scorer).guessCost([], all, game.spec.maxGuesses, game.parseGuess('1123') as number, () => Infinity);
    expect(total).toBe(optimum);
    expect(total).toBe(5625);
    expect(verifyTree(game, root).stats.total).toBe(5625);
  });

  it("tries the greedy chooser's own guess first, then the others by entropy, at most width", () => {
    const scorer = createScorer(getGame('mastermind'));
    const game = scorer.game;
    const ctx = createSearchContext(scorer, entropy, { levels: 1, width: 5, exactUpTo: 0 });
    const first = game.parseGuess('1123') as number;
    const history = Int32Array.of(first);
    const played = game.play(game.initialPlayed, first);
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const part = splitByFeedback(scorer, first, all).find(([f]) => game.feedbackLabel(f) === '1B1W')![1];
    const tries = guessesToTry(ctx, played, history, part, 5);
    expect(tries).toHaveLength(5);
    expect(tries[0]).toBe(ctx.chooser.choose(played, part, history));
    expect(new Set(tries).size).toBe(5);
    const cost = (g: number) => {
      const counts = new Int32Array(game.feedbackCount);
      scorer.countParts(g, part, counts);
      return entropy.cost(counts, game.feedbackCount);
    };
    const rest = tries.slice(1).map(cost);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });

  it("subtreeTotal is the tree's total over its secrets", () => {
    const scorer = createScorer(getGame('royale'));
    const root = findGreedyStrategy('minimax')!.build(scorer);
    const all = Int32Array.from({ length: scorer.game.secretCount }, (_, i) => i);
    expect(subtreeTotal(scorer, root, all)).toBe(verifyTree(scorer.game, root).stats.total);
  });

  it('is registered as a search strategy, built offline, for every board', () => {
    const s = findStrategy('entropy-search')!;
    expect(s.kind).toBe('search');
    if (s.kind === 'search') {
      expect(s.unsupported('super')).toBeNull();
      expect(s.params.exactUpTo).toBeGreaterThan(2);
    }
  });
});
