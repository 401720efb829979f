/**
 * A compiled kernel that scores one guess against a node's secrets and returns the cost of the
 * partition, for boards too large for a score table. It gives exactly the costs of the greedy
 * chooser's JavaScript loop (same steps, same order, same early exit), only faster.
 */
export interface PartKernel {
  /** Makes `remaining` (secret indices) the node's secrets for the calls that follow. */
  load(remaining: Int32Array): void;
  /**
   * A 'sum' objective's cost of guess g against the loaded secrets: step[c] added each time a
   * part grows from c, in secret order; Infinity once cost + minStep * (secrets left) > limit.
   */
  sumCost(g: number, limit: number, minStep: number): number;
  /** A 'max' objective's cost (the largest part); Infinity once a part exceeds limit. */
  maxCost(g: number, limit: number): number;
}
