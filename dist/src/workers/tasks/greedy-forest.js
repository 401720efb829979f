import { getGame } from "../../core/games/catalogue.js";
import { createScorer } from "../../core/scorer.js";
import { buildTree, createGreedyChooser } from "../../core/strategies/greedy.js";
import { findObjective } from "../../core/strategies/objectives.js";
/**
 * Takes jobs from the shared counter until none is left and builds each (the same code on the
 * main thread and on the workers): a thread that is free takes the next job, so the threads stay
 * busy until the last tree, whatever each tree costs.
 */
export function takeJobs(start, thread, onTree) {
    const { jobs, order, tables, control } = start;
    const scorers = new Map();
    for (let next = Atomics.add(control, 0, 1); next < order.length; next = Atomics.add(control, 0, 1)) {
        const index = order[next];
        const job = jobs[index];
        const objective = findObjective(job.strategy);
        if (objective === undefined)
            throw new Error(`${job.strategy} is not a greedy strategy`);
        let scorer = scorers.get(job.variant);
        if (scorer === undefined) {
            const v = tables.variants.indexOf(job.variant);
            const table = tables.tables[v];
            // A worker can get here first: wait until the main thread has filled the table.
            while (Atomics.load(tables.ready, v) === 0)
                Atomics.wait(tables.ready, v, 0);
            // No table means the variant is too large for one: score on the fly, do not build one here.
            scorer = table === undefined ? createScorer(getGame(job.variant), 0) : createScorer(getGame(job.variant), undefined, table);
            scorers.set(job.variant, scorer);
        }
        const started = performance.now();
        const root = buildTree(scorer, createGreedyChooser(scorer, objective));
        onTree({ index, root, ms: performance.now() - started, thread });
    }
}
/** The worker side of a forest build: takes jobs until none is left, sending each tree; answers how many it built. */
export function greedyForest(input, emit) {
    let built = 0;
    takeJobs(input, input.thread, (tree) => {
        built++;
        emit(tree);
    });
    return built;
}
//# sourceMappingURL=greedy-forest.js.map