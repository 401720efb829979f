// A family's proof units on the fleet as the generic worker sees them: what every unit carries,
// what the worker lends the family to settle one, and the refusal of a unit no worker may answer.
// Kept apart from verdict.ts so that threads, which load the families' tasks, load no checker.
import type { VariantSpec } from '../../core/game.ts';

/** What every unit of a proof over every first word carries, as a worker's log names it. */
export interface FirstWordUnit {
  /** The proof: `<variant>.<strategy>`. */
  readonly proof: string;
  readonly variant: string;
  readonly word: string;
}

/** What a worker lends a family's unit to settle it: its search version, the board of a variant, a task run on a thread. */
export interface UnitWorker {
  /** The search version this worker runs (the family's, unless a test acts as another build's worker). */
  readonly engine: number;
  /** The spec of a variant, users' lists read from the fleet's store (refused for good when it keeps none). */
  board(variant: string): Promise<VariantSpec>;
  /** Runs one of the builder's tasks (of the family's table) on a thread of the worker's pool; a cancelled task is handed back. */
  run(kind: string, input: unknown): Promise<unknown>;
}

/**
 * How the fleet's workers settle a family's units: first words a coordinator sends through the
 * family's queue, each searched on a thread as the local proof would, its answer sent back.
 */
export interface FirstWordUnits {
  /** The queue its units go through (a proof under way sends to it by this name). */
  readonly queue: string;
  /** The search version this build runs (a worker's, by default). */
  readonly engine: number;
  /** Settles a unit (throws a UnitRefusedError for a unit this worker must never answer: another version, other lists); its answer, without the time taken. */
  settle(data: FirstWordUnit, worker: UnitWorker): Promise<object>;
}

/** A unit a worker refuses for good (another search version, other lists): no other attempt would answer it. */
export class UnitRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnitRefusedError';
  }
}
