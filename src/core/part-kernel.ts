/** What a part kernel needs of a greedy objective (an Objective has both). */
export interface PartCosts {
  /** What a part growing from c secrets to c + 1 adds to a 'sum' cost, at index c. */
  readonly step: Float64Array;
  /** The cost of one part of each size (index = size); a partition's cost is their sum in feedback order. */
  readonly part: Float64Array;
  /** True when costs are whole numbers (compared exactly); otherwise sums are bounded with a margin for rounding. */
  readonly exact: boolean;
}

/**
 * A compiled kernel that scores one guess against a node's secrets and returns the cost of the
 * partition, for boards too large for a score table. Its costs are the objective's own cost of
 * the part sizes (what Objective.cost gives), or Infinity once the cost is known to exceed limit.
 */
export interface PartKernel {
  /** Makes `remaining` (secret indices) the node's secrets for the calls that follow. */
  load(remaining: Int32Array): void;
  /**
   * A 'sum' objective's cost of guess g against the loaded secrets (the part costs summed in
   * feedback order) when it is at most limit, else Infinity. The steps bound the cost from below
   * as secrets are read, which lets the kernel drop a guess before it has read them all.
   */
  sumCost(g: number, limit: number): number;
  /** A 'max' objective's cost (the largest part) when it is at most limit, else Infinity. */
  maxCost(g: number, limit: number): number;
  /**
   * The greedy chooser's rule (createGreedyChooser) applied to `candidates` (guesses in code
   * order) against the loaded secrets, in the kernel: the guess of smallest cost, ties within
   * tieEpsilon (relative, for floating costs) to a guess that is one of the secrets, then to the
   * earlier one; once the best reaches `floor`, only such a guess can still replace it. -1 for no candidate.
   */
  choose(candidates: Int32Array, kind: 'sum' | 'max', floor: number, tieEpsilon: number): number;
}

/** An objective as a cost counter reads it (an Objective is one). */
export interface CostGrowth extends PartCosts {
  readonly kind: 'sum' | 'max';
}

/**
 * A counter of every candidate's greedy costs at once against a node's secrets (a family's kernel
 * that counts a node's parts by columns, for games too large for a score table): what a game of
 * several boards at once sums over its boards.
 */
export interface CostCounter {
  /** Makes `remaining` (secret indices, ascending) the node. */
  load(remaining: Int32Array): void;
  /**
   * Writes into out[k][c] the cost of candidate c (guess candidates[c], or guess c when candidates
   * is null) against the node for objective k.
   */
  costs(candidates: Int32Array | null, objectives: readonly CostGrowth[], out: readonly Float64Array[]): void;
}

/**
 * The greedy chooser's rule (createGreedyChooser calls it, as do the kernels written in JavaScript): the candidate
 * of smallest cost; ties (within tieEpsilon, relative, unless the costs are exact) go to a guess that
 * is one of the node's secrets (isMember by guess), then to the earlier candidate; once the best
 * reaches `floor`, only such a guess can still replace it. `cost(c, g, limit)` is candidate c's
 * (guess g's) cost, or anything above limit (Infinity) when it cannot be taken. -1 for no candidate.
 */
export function chooseByCost(
  candidates: Int32Array,
  isMember: Uint8Array,
  exact: boolean,
  floor: number,
  tieEpsilon: number,
  cost: (c: number, g: number, limit: number) => number,
): number {
  let best = -1;
  let bestCost = Infinity;
  let bestMember = false;
  let membersOnly = false;
  const floorTol = exact ? 0 : tieEpsilon * Math.max(1, Math.abs(floor));
  for (let c = 0; c < candidates.length; c++) {
    const g = candidates[c]!;
    const member = isMember[g] === 1;
    if (membersOnly && !member) continue;
    const canWinTie = member && !bestMember;
    const tol = exact ? 0 : tieEpsilon * Math.max(1, Math.abs(bestCost));
    const limit = best < 0 ? Infinity : canWinTie ? bestCost + tol : exact ? bestCost - 1 : bestCost - tol;
    const value = cost(c, g, limit);
    if (value <= limit) {
      best = g;
      bestCost = value;
      bestMember = member;
      if (value <= floor + floorTol) {
        if (member) break;
        membersOnly = true;
      }
    }
  }
  return best;
}
