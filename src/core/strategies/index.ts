import type { Scorer } from '../scorer.ts';
import type { TreeNode } from '../tree.ts';
import { buildTree, createGreedyChooser, type Progress } from './greedy.ts';
import { OBJECTIVES } from './objectives.ts';

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

/** Every strategy, greedy first, in the catalogue's order (ids fixed by DESIGN.md). */
export const STRATEGIES: Strategy[] = OBJECTIVES.map((objective) => ({
  id: objective.id,
  description: objective.description,
  kind: 'greedy' as const,
  build: (scorer: Scorer, onProgress?: Progress) => buildTree(scorer, createGreedyChooser(scorer, objective), onProgress),
}));

/** The strategy with this id, or undefined. */
export function findStrategy(id: string): Strategy | undefined {
  return STRATEGIES.find((s) => s.id === id);
}

