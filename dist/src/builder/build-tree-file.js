import { verifyTree } from "../core/tree.js";
import { encodeTreeFile, makeTreeFile } from "../store/tree-file.js";
import { buildExactTree } from "./exact.js";
import { buildGreedyParallel, PARALLEL_FROM_SECRETS } from "./greedy-parallel.js";
/** Threads for an exact search when no pool is given (the build machine has 2 cores). */
const EXACT_WORKERS = 2;
/** Builds a strategy's tree: greedy ones with the core (split over the pool's threads for large games), exact ones by the exact search. */
export async function buildStrategyTree(strategy, scorer, options = {}) {
    const { pool, onProgress } = options;
    if (strategy.kind === 'greedy') {
        if (pool !== undefined && scorer.game.secretCount >= PARALLEL_FROM_SECRETS) {
            return buildGreedyParallel(pool, strategy.id, strategy.objective, scorer, onProgress);
        }
        return strategy.build(scorer, onProgress);
    }
    return buildExactTree(scorer, pool !== undefined ? { objective: strategy.target, pool } : { objective: strategy.target, workers: EXACT_WORKERS }, onProgress);
}
/** Builds a strategy's tree, verifies it against every secret, and encodes the file when it passes. */
export async function buildTreeFile(game, strategy, scorer, options = {}) {
    return checkedTreeFile(game, strategy, await buildStrategyTree(strategy, scorer, options));
}
/** Verifies a built tree against every secret, and encodes the file when it passes. */
export function checkedTreeFile(game, strategy, root) {
    const verification = verifyTree(game, root);
    const bytes = verification.ok ? encodeTreeFile(makeTreeFile(game, strategy, root, verification.stats)) : undefined;
    return { root, verification, bytes };
}
//# sourceMappingURL=build-tree-file.js.map