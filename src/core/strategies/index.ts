import type { Scorer } from '../scorer.ts';
import type { TreeNode } from '../tree.ts';
import { buildTree, createGreedyChooser, type Progress } from './greedy.ts';
import { OBJECTIVES } from './objectives.ts';
import { buildExactTree } from './exact/driver.ts';

/** A strategy of the catalogue: how it is described, and how its whole tree is built. */
export interface Strategy {
  readonly id: string;
  readonly description: string;
  readonly kind: 'greedy' | 'exact';
  /**
   * Builds the strategy's tree for a game; onProgress reports secrets placed. Exact searches may
   * run in worker threads and so may answer with a promise.
   */
  build(scorer: Scorer, onProgress?: Progress): TreeNode | Promise<TreeNode>;
  /** Null when the strategy can build this variant's tree here, else a sentence saying why not. */
  unsupported?(variantId: string): string | null;
}

/** Worker threads for the exact strategies (the build machine has 2 cores). */
const EXACT_WORKERS = 2;

/** Variants the exact search cannot finish here, with the reason. */
const EXACT_OUT_OF_REACH: Record<string, string> = {
  super: 'Super Mastermind (32768 secrets) is out of reach for the exact search for now',
};

/** Every strategy, greedy first, in the catalogue's order (ids fixed by DESIGN.md). */
export const STRATEGIES: Strategy[] = [
  ...OBJECTIVES.map((objective) => ({
    id: objective.id,
    description: objective.description,
    kind: 'greedy' as const,
    build: (scorer: Scorer, onProgress?: Progress) => buildTree(scorer, createGreedyChooser(scorer, objective), onProgress),
  })),
  {
    id: 'optimal',
    description: 'Exact: the smallest total number of guesses over all secrets within the board limit (branch and bound).',
    kind: 'exact',
    build: (scorer, onProgress) => buildExactTree(scorer, { objective: 'total', workers: EXACT_WORKERS }, onProgress),
    unsupported: (variantId) => EXACT_OUT_OF_REACH[variantId] ?? null,
  },
  {
    id: 'optimal-worst',
    description: 'Exact: the smallest worst case, then the smallest total number of guesses with that worst case.',
    kind: 'exact',
    build: (scorer, onProgress) => buildExactTree(scorer, { objective: 'worst', workers: EXACT_WORKERS }, onProgress),
    unsupported: (variantId) => EXACT_OUT_OF_REACH[variantId] ?? null,
  },
];

/** The strategy with this id, or undefined. */
export function findStrategy(id: string): Strategy | undefined {
  return STRATEGIES.find((s) => s.id === id);
}

