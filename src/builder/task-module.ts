// Names the builder's task table module by URL, so that a pool's threads load it and the main
// thread does not.
import { taskModule, type TaskModule } from '../workers/task-table.ts';
import type { BuilderTasks } from './tasks.ts';

/**
 * The builder's task table module (tasks.ts), for a pool's threads to load:
 * new TaskPool({ tasks: BUILDER_TASK_MODULE, ... }). Named by URL, with the table's type alone,
 * so the main thread does not load the builder's tasks to make such a pool.
 */
export const BUILDER_TASK_MODULE: TaskModule<BuilderTasks> = taskModule<BuilderTasks>(new URL('./tasks.ts', import.meta.url).href);
