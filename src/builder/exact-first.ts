/**
 * Exact trees on one thread for codebreaker build: the best tree whose first guess is given
 * (--first), and whole trees by a family's own exact search (GameFamily.exactTree, such as a word
 * game's search that knows hard mode), which stands in for the exact engine on its boards.
 */
import type { Scorer } from '../core/scorer.ts';
import { createExactSearch, FAIL } from '../core/strategies/exact/search.ts';
import type { TreeNode } from '../core/tree.ts';
import { familyOfSpec } from '../core/variants/families.ts';
import { NoTreeWithinLimit } from './exact-stop.ts';

/** No bound: any total is below it. */
const UNBOUNDED = 0x3fffffff;

/**
 * The family's own exact search of a scorer's game (GameFamily.exactTree), or undefined when its
 * family has none: the tree of least total (`total`) or of least worst case (`worst`), opening
 * with `first` when given. It throws NoTreeWithinLimit when no tree fits the board's limit.
 */
export function familyExactTree(scorer: Scorer): ((target: 'total' | 'worst', first?: number) => TreeNode) | undefined {
  const own = familyOfSpec(scorer.game.spec)?.exactTree;
  if (own === undefined) return undefined;
  const game = scorer.game;
  return (target, first) => {
    const tree = own(game, target, first);
    if (tree === null) throw new NoTreeWithinLimit(game.spec.maxGuesses, first === undefined ? undefined : game.formatGuess(first));
    return tree;
  };
}

/**
 * The best tree of the whole game whose first guess is `first`, by the family's own exact search
 * when it has one, else by the exact search below that guess: for 'total' the smallest total
 * within the board's limit; for 'worst' the smallest depth that guess allows, then the smallest
 * total within it. Throws NoTreeWithinLimit when no strategy opening with it finds every secret
 * within the limit.
 */
export function buildExactFirst(scorer: Scorer, target: 'total' | 'worst', first: number): TreeNode {
  const game = scorer.game;
  const own = familyExactTree(scorer);
  if (own !== undefined) return own(target, first);
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
