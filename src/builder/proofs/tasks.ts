/**
 * The proof run's task table (run.ts): one first-guess class proved on a thread. Threads
 * load this module when their pool is made with PROOF_TASK_MODULE.
 */
import type { VariantSpec } from '../../core/game.ts';
import { createExactSearch, type ExactSearch } from '../../core/strategies/exact/search.ts';
import { taskModule, type TaskModule } from '../../workers/task-table.ts';
import { scorerOf } from '../../workers/tasks/scorers.ts';
import { proveClass, type ClassProof, type PartNote } from './class.ts';

/** One class to prove: a cut below `below`, or each part's total again (`known`, [feedback, total]). */
export interface ProofClassInput {
  readonly spec: VariantSpec;
  readonly guess: number;
  readonly depth: number;
  readonly below?: number;
  readonly known?: ReadonlyArray<readonly [number, number]>;
  readonly memoLimit?: number;
}

// One search per thread and board: its memo holds proven facts, true for every class.
let current: { id: string; search: ExactSearch } | undefined;

/** Proves one class on this thread (proveClass), telling each part settled. */
export function proofClassTask(input: ProofClassInput, emit: (note: PartNote) => void): ClassProof {
  const scorer = scorerOf(input.spec, undefined);
  if (current?.id !== input.spec.id) current = { id: input.spec.id, search: createExactSearch(scorer, { memoLimit: input.memoLimit }) };
  const goal = input.known !== undefined ? { known: new Map(input.known) } : { below: input.below! };
  return proveClass(scorer, current.search, input.guess, input.depth, goal, emit);
}

/** The table: the proof run's one kind of task. */
export const TASKS = { 'proof-class': proofClassTask } satisfies Record<string, (input: never, emit: never) => unknown>;

/** The table's type. */
export type ProofTasks = typeof TASKS;

/** This module, for a pool's threads: new TaskPool({ tasks: PROOF_TASK_MODULE, ... }). */
export const PROOF_TASK_MODULE: TaskModule<ProofTasks> = taskModule<ProofTasks>(new URL('./tasks.ts', import.meta.url).href);
