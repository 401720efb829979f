// The builder's task table, which threads load: the core's tasks plus whole-tree builds, kept out
// of src/workers, which knows nothing of the builder.
import { TASKS as CORE_TASKS } from '../workers/tasks/index.ts';
import { buildTreeTask } from './build-tree/task.ts';
import { wordleFirstWordTask } from './proofs/wordle-unit.ts';

/**
 * The builder's task table: the core's tasks and whole-tree builds (build-tree) and a Wordle
 * proof's first words (wordle-first-word, for the fleet), which need the builder. Threads load this module when their pool is made with BUILDER_TASK_MODULE
 * (task-module.ts); src/workers knows nothing of them.
 */
export const TASKS = {
  ...CORE_TASKS,
  'build-tree': buildTreeTask,
  'wordle-first-word': wordleFirstWordTask,
} satisfies Record<string, (input: never, emit: never) => unknown>;

/** The builder's task table. */
export type BuilderTasks = typeof TASKS;
