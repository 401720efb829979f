/**
 * First guesses whose every part an earlier run solved (the checkpoint holds each part's optimal
 * total): their totals are known without a search. A resumed search settles them at once, takes
 * the least as its bound, and rebuilds the subtrees that the checkpoint lacks only if that first
 * guess is still the best when every other one is settled.
 */
import type { Scorer } from '../../core/scorer.ts';
import type { TreeNode } from '../../core/tree.ts';
import { partsOf, searchOrder } from './parts.ts';

/** A part known from a checkpoint: [feedback, optimal total] and its tree where kept. */
export type KnownPart = readonly [number, number] | readonly [number, number, TreeNode];

/** A first guess whose total is known from its parts. */
export interface KnownGuess {
  index: number;
  guess: number;
  total: number;
  /** Parts searched (more than two secrets) whose tree the checkpoint does not hold. */
  treesMissing: number;
}

/**
 * The first guesses (not in `skip`) whose every part of more than two secrets is known: their
 * total is every secret's first guess plus each part's optimal total (a part of one or two
 * secrets costs exactly its counting bound, as the search itself counts it).
 */
export function knownGuesses(
  scorer: Scorer,
  choices: ReadonlyArray<{ guess: number }>,
  lowerBound: Int32Array,
  known: (index: number) => ReadonlyArray<KnownPart> | undefined,
  skip: ReadonlySet<number>,
): KnownGuess[] {
  const N = scorer.game.secretCount;
  const all = Int32Array.from({ length: N }, (_, s) => s);
  const out: KnownGuess[] = [];
  for (let index = 0; index < choices.length; index++) {
    if (skip.has(index)) continue;
    const parts = known(index);
    if (parts === undefined) continue;
    const byFeedback = new Map(parts.map((p) => [p[0], p] as const));
    const guess = choices[index]!.guess;
    const split = partsOf(scorer, guess, all);
    if (!searchOrder(split).every((j) => byFeedback.has(split[j]!.f))) continue;
    let total = N;
    let treesMissing = 0;
    for (const p of split) {
      const k = byFeedback.get(p.f);
      total += k === undefined ? lowerBound[p.P.length]! : k[1];
      if (k !== undefined && k[2] === undefined && p.P.length > 2) treesMissing++;
    }
    out.push({ index, guess, total, treesMissing });
  }
  return out;
}
