import { taskModule, type TaskModule } from '../workers/task-table.ts';
import { TASKS as CORE_TASKS } from '../workers/tasks/index.ts';
import { buildTreeTask } from './build-tree-task.ts';

/**
 * The builder's task table: the core's tasks and whole-tree builds (build-tree), which need the
 * builder. A pool made with BUILDER_TASK_MODULE runs them on its threads; src/workers knows
 * nothing of them.
 */
export const TASKS = {
  ...CORE_TASKS,
  'build-tree': buildTreeTask,
} satisfies Record<string, (input: never, emit: never) => unknown>;

/** The builder's task table. */
export type BuilderTasks = typeof TASKS;

/** The module of the builder's task table, for a pool's threads to load (new TaskPool({ tasks: BUILDER_TASK_MODULE, ... })). */
export const BUILDER_TASK_MODULE: TaskModule<BuilderTasks> = taskModule<BuilderTasks>(import.meta.url);
