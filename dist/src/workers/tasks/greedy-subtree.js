import { buildSubtree, createGreedyChooser } from "../../core/strategies/greedy.js";
import { findObjective } from "../../core/strategies/objectives.js";
import { scorerOf } from "./scorers.js";
/** Builds the subtree; reports secrets placed about every 1% of the part. */
export function greedySubtree(input, emit) {
    const objective = findObjective(input.strategy);
    if (objective === undefined)
        throw new Error(`${input.strategy} is not a greedy strategy`);
    const scorer = scorerOf(input.spec, input.table);
    let last = 0;
    const step = Math.max(1, input.remaining.length / 100);
    return buildSubtree(scorer, createGreedyChooser(scorer, objective), input.played, Int32Array.from(input.history), input.remaining, (done) => {
        if (done - last >= step) {
            last = done;
            emit(done);
        }
    });
}
//# sourceMappingURL=greedy-subtree.js.map