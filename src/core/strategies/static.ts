/**
 * The Static Game (the Tsinghua Bulls-and-Cows paper; W. Goddard, "Static Mastermind",
 * J. Combin. Math. Combin. Comput. 47 (2003)): the codebreaker announces a fixed list of guesses
 * in advance and plays them whatever the feedback; their feedbacks together must single out every
 * secret, which is then played. The fewest fixed guesses is the smallest "separating set": a set
 * of guesses whose feedback vectors differ on every two secrets.
 *
 * The search is exact. For a given k, a depth-first search picks the guesses in increasing index
 * order (each set is met once), keeps the partition of the secrets into classes of equal feedback
 * vectors, and refines it with each guess. It cuts by counting and by symmetry:
 *
 * - With j guesses left, a class can be split into at most F^j parts (F feedbacks), so every
 *   guess g still to come must leave, in every class, parts of at most F^(j-1) secrets: the other
 *   j-1 guesses must split them. A guess that fails this at a node fails it at every node below
 *   (the next guess splits its too-large part into at most F pieces, one of them larger than the
 *   next bound), so each node passes on only the guesses that pass it.
 * - The last two guesses are searched as pairs: both must leave parts of at most F, and together
 *   they must separate every two secrets still in one class (bit masks of hard pairs of secrets
 *   first, then the full test).
 * - Symmetry: a permutation of positions with a permutation of colours maps a separating set onto
 *   a separating set. Only the sets whose ascending list is the lexicographically smallest of
 *   their orbit are searched; a prefix of such a list is itself the smallest of its orbit, so a
 *   prefix that some symmetry maps onto a smaller list is cut (checked up to `canonDepth`
 *   guesses, before the last two), and no guess of the set can have a smaller code in its orbit than the first guess.
 *   The first guess is therefore one per class of codes (for 4 pegs, 6 colours: 1111, 1112,
 *   1122, 1123, 1234).
 *
 * The pieces live in static/, one concept each: types.ts (options, progress, outcome),
 * separation.ts (the test and the counting bound), static-tree.ts (the tree of a set),
 * set-symmetry.ts, partition.ts (the classes and the counting cut), pair-stage.ts (the last two
 * guesses), search.ts (the feasibility search), greedy-set.ts, shrink.ts, play-order.ts and
 * find-set.ts (the set the product uses). This module gathers them.
 *
 * Pure: no I/O. Progress, checkpoints and stopping go through the callback.
 */
export type { StaticCheckpoint, StaticSearch, StaticSearchOptions, StaticSearchResult, StaticTick } from './static/types.ts';
export { separates, staticLowerBound } from './static/separation.ts';
export { buildStaticTree } from './static/static-tree.ts';
export { createSetSymmetry, type SetSymmetry } from './static/set-symmetry.ts';
export { createStaticSearch } from './static/search.ts';
export { greedyStaticSet } from './static/greedy-set.ts';
export { shrinkStaticSet } from './static/shrink.ts';
export { staticPlayOrder } from './static/play-order.ts';
export { findStaticSet, type StaticSet, type StaticSetOptions } from './static/find-set.ts';
