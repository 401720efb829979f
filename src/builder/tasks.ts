// The builder's task table, which threads load: the core's tasks plus whole-tree builds, kept out
// of src/workers, which knows nothing of the builder.
import { TASKS as CORE_TASKS } from '../workers/tasks/index.ts';
import { buildTreeTask } from './build-tree/task.ts';
import { FAMILY_PROOF_TASKS } from './proofs/families.ts';

/**
 * The builder's task table: the core's tasks, whole-tree builds (build-tree), and the tasks of the
 * families' own proofs (proofs/families.ts: one first word of a proof over every first word, for the
 * fleet), which need the builder. Threads load this module when their pool is made with
 * BUILDER_TASK_MODULE (task-module.ts); src/workers knows nothing of them.
 */
export const TASKS = {
  ...CORE_TASKS,
  'build-tree': buildTreeTask,
  ...FAMILY_PROOF_TASKS,
} satisfies Record<string, (input: never, emit: never) => unknown>;

/** The builder's task table. */
export type BuilderTasks = typeof TASKS;
