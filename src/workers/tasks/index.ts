import { taskModule, type TaskModule } from '../task-table.ts';
import { exactTask } from './exact-task.ts';
import { greedyForest } from './greedy-forest.ts';
import { greedySubtree } from './greedy-subtree.ts';
import { liveAnswer } from './live-answer.ts';

/**
 * The core's tasks, by kind: what a pool's threads run unless the pool is given another table
 * (the builder's adds whole-tree builds, src/builder/tasks.ts).
 */
export const TASKS = {
  'greedy-subtree': greedySubtree,
  'greedy-forest': greedyForest,
  'live-answer': liveAnswer,
  exact: exactTask,
} satisfies Record<string, (input: never, emit: never) => unknown>;

/** The core's task table. */
export type CoreTasks = typeof TASKS;

/** The module of the core's task table, as a pool's threads load it (the default of every pool). */
export const CORE_TASK_MODULE: TaskModule<CoreTasks> = taskModule<CoreTasks>(import.meta.url);
