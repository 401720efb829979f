import type { Game } from '../core/game.ts';
import type { Scorer } from '../core/scorer.ts';
import type { Strategy } from '../core/strategies/index.ts';
import type { Progress } from '../core/strategies/greedy.ts';
import { verifyTree, type TreeNode, type Verification } from '../core/tree.ts';
import { encodeTreeFile, makeTreeFile } from './tree-file.ts';

/** A built and verified tree, with its file bytes (undefined when verification failed). */
export interface BuiltTree {
  readonly root: TreeNode;
  readonly verification: Verification;
  readonly bytes: Uint8Array | undefined;
}

/** Something that builds a strategy's tree: the strategy itself, or a pool of worker threads. */
export type TreeBuilder = (strategy: Strategy, scorer: Scorer, onProgress?: Progress) => TreeNode | Promise<TreeNode>;

/** Builds a strategy's tree, verifies it against every secret, and encodes the file when it passes. */
export async function buildTreeFile(
  game: Game, strategy: Strategy, scorer: Scorer, onProgress?: Progress,
  builder: TreeBuilder = (s, sc, p) => s.build(sc, p),
): Promise<BuiltTree> {
  return checkedTreeFile(game, strategy, await builder(strategy, scorer, onProgress));
}

/** Verifies a built tree against every secret, and encodes the file when it passes. */
export function checkedTreeFile(game: Game, strategy: Strategy, root: TreeNode): BuiltTree {
  const verification = verifyTree(game, root);
  const bytes = verification.ok ? encodeTreeFile(makeTreeFile(game, strategy, root, verification.stats)) : undefined;
  return { root, verification, bytes };
}
