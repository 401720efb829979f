import type { TreeNode } from '../core/tree.ts';

/** Work sent to a build worker: the subtree of a greedy strategy for one set of secrets. */
export interface SubtreeJob {
  readonly type: 'subtree';
  readonly id: number;
  readonly variant: string;
  readonly strategy: string;
  readonly played: number;
  /** The guesses played before this subtree, in order. */
  readonly history: readonly number[];
  readonly remaining: Int32Array;
  /** The variant's score table (shared memory), so workers do not each rebuild it. */
  readonly table: Uint8Array | undefined;
}

/** What a build worker answers: progress, a finished subtree, or an error. */
export type WorkerReply =
  | { readonly type: 'progress'; readonly id: number; readonly done: number }
  | { readonly type: 'done'; readonly id: number; readonly node: TreeNode }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
