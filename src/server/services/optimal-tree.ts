// The tree a review grades by: the board's optimal tree of data/, its first step graded only
// when a proof says its first guess is the board's best.
import type { FlatTree } from '../../core/flat-tree.ts';
import { heldFirstGuess } from '../../builder/held-first.ts';
import type { FirstWordProof } from '../../builder/proofs/verdict.ts';
import type { ServedTree } from './registry.ts';
import type { TreeService } from './tree-service.ts';

/**
 * The tree a review grades by: the board's file of the least total in data/ (its `optimal` tree).
 * Below its first guess every node plays the best guess there. Its first guess is the board's
 * best when its exact search chose it over every first guess; a tree built with its first guess
 * held (codebreaker build --first, for boards too large to search every first guess) has it proved
 * only by a complete proof over every first word in data/proofs/ whose best is that guess and that
 * total; until then the review does not grade the first step by it.
 */
export interface ReviewTree {
  readonly flat: FlatTree;
  readonly sha256: string;
  /** True when the tree's first guess is proved the board's best. */
  readonly rootProved: boolean;
}

/**
 * Reads the proof over every first word of a board's optimal tree under a data directory (the
 * builder writes it in its family's format), or undefined when there is none; throws when it cannot be read.
 */
export type FirstWordProofReader = (dataDir: string, variant: string) => FirstWordProof | undefined;

// Whether a served tree's first guess is proved, read once per tree (a proof file is a megabyte).
const proved = new WeakMap<ServedTree, boolean>();

/** The board's optimal tree of data/ for a review, or undefined when data/ has none for it; `proofs` reads its proof over every first word. */
export function reviewTreeOf(trees: TreeService, variant: string, proofs: FirstWordProofReader): ReviewTree | undefined {
  const tree = trees.registry.find(variant, 'optimal');
  if (tree === undefined || tree.flat.game.spec.id !== variant) return undefined;
  let rootProved = proved.get(tree);
  if (rootProved === undefined) proved.set(tree, (rootProved = firstGuessProved(tree, trees.dataDir, proofs)));
  return { flat: tree.flat, sha256: tree.sha256, rootProved };
}

/** True when the tree's first guess is the board's best: chosen by its search, or held and settled by a complete proof. */
function firstGuessProved(tree: ServedTree, dataDir: string, proofs: FirstWordProofReader): boolean {
  const held = heldFirstGuess(tree.header.strategy.description);
  if (held === undefined) return true;
  try {
    const proof = proofs(dataDir, tree.variant);
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
