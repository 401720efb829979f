// The greedy-subtree task: a greedy strategy's subtree below a history, built on a thread for
// one part of a large tree.
import type { VariantSpec } from '../../core/game.ts';
import { buildSubtree, createGreedyChooser, type GuessChooser } from '../../core/strategies/greedy.ts';
import { findObjective } from '../../core/strategies/objectives.ts';
import type { TreeNode } from '../../core/tree.ts';
import { scorerOf } from './scorers.ts';
import type { FeedbackArray } from '../../core/feedback-array.ts';

/** The subtree of a greedy strategy below a history, for one set of remaining secrets. */
export interface GreedySubtreeInput {
  readonly spec: VariantSpec;
  readonly strategy: string;
  readonly played: number;
  /** The guesses played before this subtree, in order. */
  readonly history: readonly number[];
  readonly remaining: Int32Array;
  /** The variant's score table (shared memory), so threads do not each rebuild it. */
  readonly table: FeedbackArray | undefined;
}

// One chooser per scorer and strategy and thread: the engine optimises a chooser's hot loop for
// the first chooser it sees, and runs later ones noticeably slower (measured 1.3x on super).
const choosers = new Map<string, GuessChooser>();

/** Builds the subtree; reports secrets placed about every 1% of the part. */
export function greedySubtree(input: GreedySubtreeInput, emit: (done: number) => void): TreeNode {
  const objective = findObjective(input.strategy);
  if (objective === undefined) throw new Error(`${input.strategy} is not a greedy strategy`);
  const scorer = scorerOf(input.spec, input.table);
  const key = `${input.spec.id}/${input.table !== undefined ? 'shared' : 'own'}/${input.strategy}`;
  let chooser = choosers.get(key);
  if (chooser === undefined) choosers.set(key, (chooser = createGreedyChooser(scorer, objective)));
  let last = 0;
  const step = Math.max(1, input.remaining.length / 100);
  return buildSubtree(scorer, chooser, input.played, Int32Array.from(input.history), input.remaining, (done) => {
    if (done - last >= step) {
      last = done;
      emit(done);
    }
  });
}
