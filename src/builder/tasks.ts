// The builder's task table, which threads load: the core's tasks plus whole-tree builds, kept out
// of src/workers, which knows nothing of the builder.
import { TASKS as CORE_TASKS } from '../workers/tasks/index.ts';
import { buildTreeTask } from './build-tree/task.ts';

/**
 * The builder's task table: the core's tasks and whole-tree builds (build-tree), which need the
 * builder. Threads load this module when their pool is made with BUILDER_TASK_MODULE
 * (task-module.ts); src/workers knows nothing of them.
 */
export const TASKS = {
  ...CORE_TASKS,
  'build-tree': buildTreeTask,
} satisfies Record<string, (input: never, emit: never) => unknown>;

/** The builder's task table. */
export type BuilderTasks = typeof TASKS;
