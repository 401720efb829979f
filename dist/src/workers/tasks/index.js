import { exactTask } from "./exact-task.js";
import { greedyForest } from "./greedy-forest.js";
import { greedySubtree } from "./greedy-subtree.js";
import { liveAnswer } from "./live-answer.js";
/**
 * Every task a worker thread can run, by kind: a core computation, its input, the events it may
 * send while it runs, and its output. The pool's types are derived from this table, so a caller
 * cannot send a task an input it does not take.
 */
export const TASKS = {
    'greedy-subtree': greedySubtree,
    'greedy-forest': greedyForest,
    'live-answer': liveAnswer,
    'exact': exactTask,
};
//# sourceMappingURL=index.js.map