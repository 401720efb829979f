/**
 * Task tables: what a pool's threads can run, by kind. A table maps each kind to a handler (its
 * input, the events it may send while it runs, its output); the pool's types are derived from the
 * table it was made with, so a caller cannot send a task an input it does not take. A table lives
 * in a module that exports it as TASKS; a pool's threads load that module, so a layer above
 * src/workers (the builder) adds tasks of its own without src/workers knowing of them.
 */

/** Handlers by kind (a handler may be async: its promise is awaited on the thread). */
export type TaskTable = Record<string, (input: never, emit: never) => unknown>;

/** The kinds of task of table T. */
export type TaskKind<T extends TaskTable> = keyof T & string;
/** What a task of kind K takes. */
export type TaskInput<T extends TaskTable, K extends TaskKind<T>> = Parameters<T[K]>[0];
/** What a task of kind K sends while it runs (never when it sends nothing). */
export type TaskEvent<T extends TaskTable, K extends TaskKind<T>> =
  Parameters<T[K]> extends [unknown, (event: infer E) => void] ? E : never;
/** What a task of kind K answers. */
export type TaskOutput<T extends TaskTable, K extends TaskKind<T>> = Awaited<ReturnType<T[K]>>;

/** A table module as a pool's threads load it: its URL, typed by the table it exports as TASKS. */
export interface TaskModule<T extends TaskTable> {
  /** The module's URL (a source .ts URL stands for its compiled .js in dist/, where threads run). */
  readonly url: string;
  /** Types only: never set. */
  readonly table?: T;
}

/** The handle of the table module at url, typed by the table it exports (give T as the table's type). */
export function taskModule<T extends TaskTable>(url: string): TaskModule<T> {
  return { url };
}
