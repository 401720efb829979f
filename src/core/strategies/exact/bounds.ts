/**
 * Counting bounds for the exact search. A node of a decision tree has at most F-1 non-winning
 * children (F = number of feedbacks, the win ends the game) and finds at most one secret (the one
 * it guesses). So at most (F-1)^(k-1) secrets are found with exactly k guesses. Filling the levels
 * from the top gives the smallest total any tree can reach for n secrets, and the sum of the
 * capacities of d levels is the most secrets any tree of depth d can tell apart (`solutionExists`
 * in the Stack Overflow question on a general framework for guessing games uses the same count to
 * discard partitions).
 */

/** Lower bound on the total guesses to find each of n secrets, and depth capacities. */
export interface Bounds {
  /** lowerBound[n]: no tree finds n secrets in fewer guesses in total (n <= maxN). */
  readonly lowerBound: Int32Array;
  /** capacity[d]: the most secrets a tree of depth d can find (capped at 2^30). */
  readonly capacity: Int32Array;
}

const CAP = 1 << 30;

/** Bounds for sets of up to maxN secrets when a guess has `feedbacks` possible feedbacks. */
export function createBounds(feedbacks: number, maxN: number, maxDepth = 64): Bounds {
  const b = Math.max(1, feedbacks - 1);
  const lowerBound = new Int32Array(maxN + 1);
  // Level k holds (F-1)^(k-1) secrets; the n-th secret goes to the first level with room.
  let level = 1;
  let room = 1;
  let width = 1;
  for (let n = 1; n <= maxN; n++) {
    if (room === 0) {
      level++;
      width = Math.min(CAP, width * b);
      room = width;
    }
    lowerBound[n] = lowerBound[n - 1]! + level;
    room--;
  }
  const capacity = new Int32Array(maxDepth + 1);
  let w = 1;
  for (let d = 1; d <= maxDepth; d++) {
    capacity[d] = Math.min(CAP, capacity[d - 1]! + w);
    w = Math.min(CAP, w * b);
  }
  return { lowerBound, capacity };
}
