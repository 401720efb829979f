import { checkedTreeFile } from '../../builder/build-tree-file.ts';
import { buildExactTree } from '../../builder/exact.ts';
import type { VariantSpec } from '../../core/game.ts';
import { createScorer } from '../../core/scorer.ts';
import { findStrategy } from '../../core/strategies/index.ts';
import { gameOf } from './scorers.ts';

/** A whole tree to build on one thread: the board and the strategy. */
export interface BuildTreeInput {
  readonly spec: VariantSpec;
  readonly strategy: string;
}

/** The verified file bytes (the caller loads them as it loads any file), or why verification failed. */
export type BuildTreeOutput = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly reason: string };

/** Progress of a build: secrets placed of all. */
export interface BuildTreeProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * Builds, verifies and encodes one strategy's tree of a board on this thread (the server's trees
 * on demand): greedy strategies with the core, exact ones by the exact search on this thread alone.
 * Static trees are built offline only (npm run build-trees), never here.
 */
export async function buildTreeTask(input: BuildTreeInput, emit: (progress: BuildTreeProgress) => void): Promise<BuildTreeOutput> {
  const strategy = findStrategy(input.strategy);
  if (strategy === undefined) throw new Error(`unknown strategy "${input.strategy}"`);
  if (strategy.kind === 'static') throw new Error('static trees are built offline only (npm run build-trees)');
  const game = gameOf(input.spec);
  const scorer = createScorer(game);
  // About a hundred progress events per tree, not one per secret.
  let last = -Infinity;
  const onProgress = (done: number, total: number): void => {
    if (done - last >= total / 100 || done === total) {
      last = done;
      emit({ done, total });
    }
  };
  const root =
    strategy.kind === 'greedy'
      ? strategy.build(scorer, onProgress)
      : await buildExactTree(scorer, { objective: strategy.target, workers: 0, log: () => {} }, onProgress);
  const built = checkedTreeFile(game, strategy, root);
  if (built.bytes === undefined) return { ok: false, reason: built.verification.problems[0] ?? 'verification failed' };
  return { ok: true, bytes: built.bytes };
}
