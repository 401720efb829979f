import { buildTreeTask } from './build-tree.ts';
import { exactTask } from './exact-task.ts';
import { greedyForest } from './greedy-forest.ts';
import { greedySubtree } from './greedy-subtree.ts';
import { liveAnswer } from './live-answer.ts';

/**
 * Every task a worker thread can run, by kind: a core computation, its input, the events it may
 * send while it runs, and its output. The pool's types are derived from this table, so a caller
 * cannot send a task an input it does not take.
 */
export const TASKS = {
  'greedy-subtree': greedySubtree,
  'greedy-forest': greedyForest,
  'live-answer': liveAnswer,
  exact: exactTask,
  'build-tree': buildTreeTask,
} satisfies Record<string, (input: never, emit: never) => unknown>;

/** The kinds of task. */
export type TaskKind = keyof typeof TASKS;
/** What a task of kind K takes. */
export type TaskInput<K extends TaskKind> = Parameters<(typeof TASKS)[K]>[0];
/** What a task of kind K sends while it runs (never when it sends nothing). */
export type TaskEvent<K extends TaskKind> = Parameters<(typeof TASKS)[K]> extends [unknown, (event: infer E) => void] ? E : never;
/** What a task of kind K answers (a handler may be async: its promise is awaited on the thread). */
export type TaskOutput<K extends TaskKind> = Awaited<ReturnType<(typeof TASKS)[K]>>;
