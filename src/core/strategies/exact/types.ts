/** The exact search's failure value and the types its callers and its parts share. */
import type { TreeNode } from '../../tree.ts';

/** Result of a failed search: no tree beats the bound (or none fits the depth). */
export const FAIL = -1;

/** Counters for progress reports. */
export interface SearchStats {
  nodes: number;
  memoHits: number;
  memoSize: number;
  /** Guess x secret cells the scans have planned to read (the measure of cellLimit). */
  cells: number;
}

/** Thrown when a search passes its cellLimit. */
export class ExactStopped extends Error {
  constructor(readonly cells: number) {
    super(`the exact search read ${cells} cells, over its limit`);
    this.name = 'ExactStopped';
  }
}

/**
 * Called after each part of a guess is solved: parts done, parts in all, total so far, and the
 * part itself (its feedback, its size and its optimal total; feedback -1 where not known), with
 * its optimal tree when guessCost was asked for part trees.
 */
export type PartProgress = (
  done: number,
  parts: number,
  total: number,
  feedback: number,
  size: number,
  cost: number,
  tree: TreeNode | undefined,
) => void;

/** Optimal totals of some parts of a guess, known from an earlier run: feedback -> total. */
export type KnownParts = ReadonlyMap<number, number>;

/** Optimal totals and trees of some parts of a guess (feedback -> part), known already. */
export type KnownTrees = ReadonlyMap<number, { readonly cost: number; readonly tree: TreeNode }>;

/** Guesses played so far, from the root (the search's symmetry depends on them). */
export type History = readonly number[];

/** Options of the exact search. */
export interface ExactSearchOptions {
  /** Most secret indices kept by each memo (4 bytes each). */
  memoLimit?: number | undefined;
  /** Run the column pre-pass in the WebAssembly kernel where it loads (default true; false for tests). */
  columnKernel?: boolean | undefined;
  /**
   * Most guess x secret cells the scans may read (each scan, its candidates against its
   * secrets); beyond, the search throws ExactStopped. A bound on work that does not depend on the
   * machine, for callers that grade positions within a budget; none by default.
   */
  cellLimit?: number | undefined;
}
