/**
 * How an exact search ends without a tree, and how far a running one has got. A search that
 * fails with no upper bound is a proof that no tree keeps every secret within the limit (the
 * branch and bound of Koyama and Lai 1993 is exhaustive); a search stopped by its time budget
 * leaves what it solved in its checkpoint.
 */

/**
 * How far an exact search has got: first guesses settled, parts of the one under way, best total
 * and proven bound; while optimal-worst still looks for the smallest depth (its first phase), the
 * depth tried and its first guesses answered.
 */
export interface ExactProgress {
  /** The depth tried while optimal-worst looks for the smallest depth; absent once the search for the smallest total starts. */
  readonly depth?: number;
  /** First guesses settled (at `depth`, when given: first guesses answered whether they fit it). */
  readonly firstGuesses: { readonly done: number; readonly total: number };
  /** Parts solved of the first guess under way (0 of 0 between first guesses). */
  readonly parts: { readonly done: number; readonly total: number };
  /** The smallest total found so far, or null. */
  readonly best: number | null;
  /** Proven: no tree has a smaller total (null until the search for the smallest total starts). */
  readonly lowerBound: number | null;
}

/** No tree finds every secret within `limit` guesses: the exhaustive search proved it. */
export class NoTreeWithinLimit extends Error {
  /** `opening`: the first guess every strategy was held to (codebreaker build --first), if any. */
  constructor(
    readonly limit: number,
    readonly opening?: string,
  ) {
    super(
      `no strategy${opening === undefined ? '' : ` opening with ${opening}`} finds every secret within ${limit} guess${limit === 1 ? '' : 'es'}`,
    );
    this.name = 'NoTreeWithinLimit';
  }
}

/** The search ran over its budget and stopped; what it solved is in its checkpoint (when it has one). */
export class SearchStopped extends Error {
  constructor(
    readonly seconds: number,
    readonly progress: ExactProgress,
  ) {
    super(`the search stopped after ${seconds.toFixed(1)} s, over its budget`);
    this.name = 'SearchStopped';
  }

  /** Settles once the checkpoint holds what the search solved. */
  written: Promise<void> = Promise.resolve();
}
