import type { Scorer } from '../scorer.ts';
import type { TreeNode } from '../tree.ts';
import { buildTree, createGreedyChooser, type Progress } from './greedy.ts';
import { OBJECTIVES } from './objectives.ts';

/** A strategy of the catalogue: how it is described, and how its whole tree is built. */
export interface Strategy {
  readonly id: string;
  readonly description: string;
  readonly kind: 'greedy' | 'exact';
  /** Builds the strategy's tree for a game; onProgress reports secrets placed. */
  build(scorer: Scorer, onProgress?: Progress): TreeNode;
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

