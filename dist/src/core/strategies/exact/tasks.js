import { FAIL } from "./search.js";
/** Runs one task on a search over all secrets; `shared` is [best total, index of its first guess]. */
export function executeTask(search, all, task, shared, note) {
    const onPart = (done, parts, total) => note({ type: 'part', index: task.index, done, parts, total });
    const result = { type: 'result', index: task.index, guess: task.guess, cost: FAIL, children: undefined };
    if (task.mode === 'feasible') {
        if (search.guessFeasible([], all, task.depth, task.guess, onPart)) {
            result.cost = 0;
            result.children = search.buildFeasibleChildren([], all, task.depth, task.guess);
        }
    }
    else if (task.mode === 'part') {
        const secrets = task.secrets;
        result.cost = search.solve([task.guess], secrets, task.depth, task.ub);
        if (result.cost !== FAIL)
            result.tree = search.buildTree([task.guess], secrets, task.depth, result.cost + 1);
    }
    else {
        const ub = () => Atomics.load(shared, 0) + (task.index < Atomics.load(shared, 1) ? 1 : 0);
        const history = task.history ?? [];
        const S = task.secrets ?? all;
        result.cost = search.guessCost(history, S, task.depth, task.guess, ub, onPart);
        if (result.cost !== FAIL)
            result.children = search.buildChildren(history, S, task.depth, task.guess, result.cost);
    }
    return result;
}
//# sourceMappingURL=tasks.js.map