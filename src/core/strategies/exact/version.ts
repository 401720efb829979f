/**
 * The version of the exact search's answers. Everything the search proves and keeps for later
 * (checkpoints, the on-demand cache's exact trees and outcomes, the fleet's answers of units in
 * Redis, proof logs) carries it, and a result stamped with another version, or with none, is
 * never trusted as proved: it is set aside and searched again.
 *
 * The rule: bump it by hand in the same commit as any change that could change a result of the
 * exact search: a total, a cut (the bound a guess or a part fails under), a tree or a tie, the
 * candidates or their order, the counting bounds, the shortcuts, the memo, the symmetries; in
 * this directory, or in how src/builder/exact/ and src/fleet/exact-*.ts split the search and
 * combine its answers. A change that leaves every answer the same (speed, logging, layout) keeps
 * it; when in doubt, bump: a bump costs a search again, a missing one can keep a wrong proof.
 *
 * 1: the engine that proved mm-5x6's optimum 36721, as split into state, scan, partition,
 * shortcuts, branch and bound, feasibility and rebuilding, and checked against the reference solver.
 */
export const EXACT_ENGINE_VERSION = 1;
