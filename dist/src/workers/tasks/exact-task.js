import { createExactSearch } from "../../core/strategies/exact/search.js";
import { executeTask } from "../../core/strategies/exact/tasks.js";
import { gameOf, scorerOf } from "./scorers.js";
// One live session per thread: a build runs its sessions one after another.
let current;
/** Runs one unit of an exact search on this thread's search for the session. */
export function exactTask(input, emit) {
    const { session } = input;
    if (current?.id !== session.id) {
        const game = gameOf(session.spec);
        current = {
            id: session.id,
            search: createExactSearch(scorerOf(session.spec, session.table), { memoLimit: session.memoLimit }),
            shared: new Int32Array(session.shared),
            all: Int32Array.from({ length: game.secretCount }, (_, i) => i),
        };
    }
    return executeTask(current.search, current.all, input.task, current.shared, emit);
}
//# sourceMappingURL=exact-task.js.map