import type { Scorer } from '../scorer.ts';
import type { TreeNode } from '../tree.ts';
import { buildTree, createGreedyChooser, type Progress } from './greedy.ts';
import { OBJECTIVES, type Objective } from './objectives.ts';

/** A greedy strategy: one guess at a time by an objective; its tree is built by the core. */
export interface GreedyStrategy {
  readonly id: string;
  readonly description: string;
  readonly kind: 'greedy';
  readonly objective: Objective;
  /** Builds the strategy's tree for a game; onProgress reports secrets placed. */
  build(scorer: Scorer, onProgress?: Progress): TreeNode;
}

/**
 * An exact strategy: the best tree by a measure, found by branch and bound (exact/search.ts);
 * the search runs on threads, so its whole-game driver lives with the builder.
 */
export interface ExactStrategy {
  readonly id: string;
  readonly description: string;
  readonly kind: 'exact';
  /** 'total': smallest total within the board limit; 'worst': smallest depth, then smallest total. */
  readonly target: 'total' | 'worst';
  /** Null when the search can build this variant's tree here, else a sentence saying why not. */
  unsupported(variantId: string): string | null;
}

/** A strategy of the catalogue. */
export type Strategy = GreedyStrategy | ExactStrategy;

/** Variants the exact search cannot finish here, with the reason. */
const EXACT_OUT_OF_REACH: Record<string, string> = {
  super: 'Super Mastermind (32768 secrets) is out of reach for the exact search for now',
};

/** Every strategy, greedy first, in the catalogue's order (the ids are fixed). */
export const STRATEGIES: readonly Strategy[] = [
  ...OBJECTIVES.map((objective): GreedyStrategy => ({
    id: objective.id,
    description: objective.description,
    kind: 'greedy',
    objective,
    build: (scorer, onProgress) => buildTree(scorer, createGreedyChooser(scorer, objective), onProgress),
  })),
  {
    id: 'optimal',
    description: 'Exact: the smallest total number of guesses over all secrets within the board limit (branch and bound).',
    kind: 'exact',
    target: 'total',
    unsupported: (variantId) => EXACT_OUT_OF_REACH[variantId] ?? null,
  },
  {
    id: 'optimal-worst',
    description: 'Exact: the smallest worst case, then the smallest total number of guesses with that worst case.',
    kind: 'exact',
    target: 'worst',
    unsupported: (variantId) => EXACT_OUT_OF_REACH[variantId] ?? null,
  },
];

/** The strategy with this id, or undefined. */
export function findStrategy(id: string): Strategy | undefined {
  return STRATEGIES.find((s) => s.id === id);
}

/** The greedy strategy with this id, or undefined (also for an exact strategy's id). */
export function findGreedyStrategy(id: string): GreedyStrategy | undefined {
  const strategy = findStrategy(id);
  return strategy?.kind === 'greedy' ? strategy : undefined;
}
