// The tree a review grades by: the board's optimal tree of data/, its first step graded only
// when a proof says its first guess is the board's best.
import { join } from 'node:path';
import type { FlatTree } from '../../core/flat-tree.ts';
import { heldFirstGuess } from '../../builder/held-first.ts';
import { proofFile, readWordleProof } from '../../builder/proofs/wordle/proof.ts';
import type { ServedTree } from './registry.ts';
import type { TreeService } from './tree-service.ts';

/**
 * The tree a review grades by: the board's file of the least total in data/ (its `optimal` tree).
 * Below its first guess every node plays the best guess there. Its first guess is the board's
 * best when its exact search chose it over every first guess; a tree built with its first guess
 * held (codebreaker build --first, as the Wordle trees are) has it proved only by a complete proof
 * over every first word in data/proofs/ whose best is that guess and that total (salet's 7,897 on
 * wordle); until then the review does not grade the first step by it.
 */
export interface ReviewTree {
  readonly flat: FlatTree;
  readonly sha256: string;
  /** True when the tree's first guess is proved the board's best. */
  readonly rootProved: boolean;
}

// Whether a served tree's first guess is proved, read once per tree (a proof file is a megabyte).
const proved = new WeakMap<ServedTree, boolean>();

/** The board's optimal tree of data/ for a review, or undefined when data/ has none for it. */
export function reviewTreeOf(trees: TreeService, variant: string): ReviewTree | undefined {
  const tree = trees.registry.find(variant, 'optimal');
  if (tree === undefined || tree.flat.game.spec.id !== variant) return undefined;
  let rootProved = proved.get(tree);
  if (rootProved === undefined) proved.set(tree, (rootProved = firstGuessProved(tree, trees.dataDir)));
  return { flat: tree.flat, sha256: tree.sha256, rootProved };
}

/** True when the tree's first guess is the board's best: chosen by its search, or held and settled by a complete proof. */
function firstGuessProved(tree: ServedTree, dataDir: string): boolean {
  const held = heldFirstGuess(tree.header.strategy.description);
  if (held === undefined) return true;
  try {
    const proof = readWordleProof(join(dataDir, ...proofFile(tree.variant, 'optimal').split('/')));
    return (
      proof !== undefined &&
      proof.variant === tree.variant &&
      proof.complete &&
      proof.best?.word === held &&
      proof.best.total === tree.header.stats.total
    );
  } catch {
    // A proof that cannot be read proves nothing.
    return false;
  }
}
