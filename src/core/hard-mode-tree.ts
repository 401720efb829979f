// Hard-mode legality of a whole tree: on a hard board (a word game's hard mode), every node's guess
// must be one hard mode allows after the path to it, checked in one pass over the nodes.
import type { Game } from './game.ts';
import { feedbackArrayFrom, type FeedbackArray } from './feedback-array.ts';

/**
 * Hard-mode legality of a whole tree: on a board whose game has a rule on guesses that depends on
 * the feedback before them (its treeRule: a word game's hard mode), every guess of every node must
 * be one the rule allows after the guesses and feedbacks on the path to it, which is more than
 * finding each secret in time. Each node's constraint is its parent's after the parent's guess and
 * the feedback that leads down, so the check is one pass over the nodes.
 */

/**
 * The first node (in the order given) whose guess breaks hard mode, as a sentence naming its path
 * and step, or null when every guess is allowed (always null on a board without hard mode).
 * Nodes are given parent first: node 0 the root, node i > 0 under parent[i] by parentFeedback[i].
 */
export function hardModeProblem(game: Game, guess: Int32Array, parent: Int32Array, parentFeedback: FeedbackArray): string | null {
  const hard = game.treeRule;
  if (hard === undefined) return null;
  const constraint = new Int32Array(guess.length);
  for (let i = 0; i < guess.length; i++) {
    const p = parent[i]!;
    const c = p < 0 ? hard.none : hard.after(constraint[p]!, guess[p]!, parentFeedback[i]!);
    constraint[i] = c;
    if (!hard.forbids(c, guess[i]!)) continue;
    // The path from the root, each step with the feedback that leads on (the last one's is unknown).
    const steps: Array<{ guess: number; feedback: number }> = [{ guess: guess[i]!, feedback: game.winFeedback }];
    for (let node = i; parent[node]! >= 0; node = parent[node]!)
      steps.unshift({ guess: guess[parent[node]!]!, feedback: parentFeedback[node]! });
    const why = hard.why(steps);
    const path = steps
      .slice(0, -1)
      .map((s) => `${game.formatGuess(s.guess)}:${game.feedbackLabel(s.feedback)}`)
      .join(', ');
    return `the path ${path} breaks hard mode at step ${steps.length}: ${why ?? 'hard mode forbids its guess'}`;
  }
  return null;
}

/** A node as this check reads it: tree.ts's TreeNode has this shape (named here so that tree.ts, which calls this check, is not imported back). */
interface NodeShape {
  readonly guess: number;
  readonly next: ReadonlyArray<readonly [number, NodeShape]>;
}

/** hardModeProblem of a tree of nodes. */
export function treeHardModeProblem(game: Game, root: NodeShape): string | null {
  if (game.treeRule === undefined) return null;
  const guesses: number[] = [];
  const parents: number[] = [];
  const feedbacks: number[] = [];
  const stack: Array<[NodeShape, number, number]> = [[root, -1, 0]];
  while (stack.length > 0) {
    const [node, p, f] = stack.pop()!;
    guesses.push(node.guess);
    parents.push(p);
    feedbacks.push(f);
    const self = guesses.length - 1;
    for (let j = node.next.length - 1; j >= 0; j--) stack.push([node.next[j]![1], self, node.next[j]![0]]);
  }
  return hardModeProblem(game, Int32Array.from(guesses), Int32Array.from(parents), feedbackArrayFrom(game.feedbackCount, feedbacks));
}
