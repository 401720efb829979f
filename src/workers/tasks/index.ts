// The core's task table, which a pool's threads load unless given another (the builder's adds
// whole-tree builds).
import { exactTask } from './exact-task.ts';
import { greedyForest } from './greedy-forest.ts';
import { greedySubtree } from './greedy-subtree.ts';
import { liveAnswer } from './live-answer.ts';
import { liveGameTask } from './live-game.ts';
import { openingsTask } from './openings.ts';
import { reviewTask } from './review.ts';
import { suggestTask } from './suggest.ts';

/**
 * The core's tasks, by kind: the table module a pool's threads load unless the pool is given
 * another (the builder's adds whole-tree builds, src/builder/tasks.ts).
 */
export const TASKS = {
  'greedy-subtree': greedySubtree,
  'greedy-forest': greedyForest,
  'live-answer': liveAnswer,
  'live-game': liveGameTask,
  review: reviewTask,
  suggest: suggestTask,
  exact: exactTask,
  openings: openingsTask,
} satisfies Record<string, (input: never, emit: never) => unknown>;

/** The core's task table. */
export type CoreTasks = typeof TASKS;
