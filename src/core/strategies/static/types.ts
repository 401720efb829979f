/** The options, progress and outcome of the static search (search.ts), and its interface. */

/** Where a search resumes: every branch whose first two guesses come before `prefix` is done. */
export interface StaticCheckpoint {
  readonly k: number;
  /** The first guesses (indices, ascending) of the branch that was in progress. */
  readonly prefix: readonly number[];
  /** Nodes counted before that branch started. */
  readonly nodes: number;
  /** Last-guess tests counted before that branch started. */
  readonly tests: number;
}

/** What the callback sees, about every `tickNodes` nodes and at the start of every branch. */
export interface StaticTick {
  readonly nodes: number;
  readonly tests: number;
  /** The guesses of the node being searched. */
  readonly path: readonly number[];
  /** Where a resumed search would restart. */
  readonly checkpoint: StaticCheckpoint;
}

/** How one feasibility search runs: resuming, progress, budget, and the cuts (some only for tests). */
export interface StaticSearchOptions {
  /** Resume an earlier search of the same k from its checkpoint. */
  readonly resume?: StaticCheckpoint;
  /** Called at the start of every branch and about every `tickNodes` nodes; returning true stops the search. */
  readonly onTick?: (tick: StaticTick) => unknown;
  readonly tickNodes?: number;
  /**
   * Stop (answer 'stopped') once this much work is done: nodes plus pair tests / 2^18, checked at
   * every tick (the pair stage ticks every 2^20 tests).
   */
  readonly maxNodes?: number;
  /** Symmetry cuts are checked on prefixes of up to this many guesses (default 4). */
  readonly canonDepth?: number;
  /** Skip the symmetry cuts (for tests: the answer must not change). */
  readonly noSymmetry?: boolean;
  /**
   * Try each node's guesses best first (smallest sum of squared parts) instead of in index order,
   * with no symmetry cut past the first guess. Only to find a set: it need not meet every set, so
   * its 'none' proves nothing.
   */
  readonly bestFirst?: boolean;
  /** Guesses every set must contain (no symmetry cut then): the search adds k guesses to them. */
  readonly fixed?: readonly number[];
  /** Search the last two guesses one by one instead of by pairs (for tests: the answer must not change). */
  readonly noPairStage?: boolean;
}

/**
 * The outcome of a feasibility search. `nodes` counts the partial sets whose partition was
 * refined, `tests` the candidate last guesses tried on a complete set.
 */
export type StaticSearchResult =
  | { readonly status: 'found'; readonly guesses: number[]; readonly nodes: number; readonly tests: number }
  | { readonly status: 'none'; readonly nodes: number; readonly tests: number }
  | { readonly status: 'stopped'; readonly nodes: number; readonly tests: number; readonly checkpoint: StaticCheckpoint };

/** The exact search for separating sets of a game. */
export interface StaticSearch {
  /**
   * Is there a separating set of k guesses (k more than options.fixed)? Exhaustive unless stopped
   * or best first. A set found is returned ascending, or after the fixed guesses.
   */
  feasible(k: number, options?: StaticSearchOptions): StaticSearchResult;
}
