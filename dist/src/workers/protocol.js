/**
 * Messages between the task pool and its threads. A task is one call of a task handler; while it
 * runs, its handler may send events (progress, partial results); it ends with its output or an
 * error message.
 */
export {};
//# sourceMappingURL=protocol.js.map