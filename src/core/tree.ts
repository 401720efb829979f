// Decision trees: the node type, a tree played against a secret, and the check of a whole tree
// against every secret (within the board's guesses, hard mode kept) with its statistics.
import type { Game } from './game.ts';
import { treeHardModeProblem } from './hard-mode-tree.ts';

/** A decision-tree node: the guess to play, and the subtree for each non-winning feedback. */
export interface TreeNode {
  /** Guess index. */
  readonly guess: number;
  /** [feedback index, child] pairs in increasing feedback order; empty when guess is the last secret. */
  readonly next: ReadonlyArray<readonly [number, TreeNode]>;
}

/** Statistics of a tree over every secret (the `stats` of a tree file header). */
export interface TreeStats {
  readonly secrets: number;
  /** Sum over all secrets of the guesses used. */
  readonly total: number;
  readonly average: number;
  readonly max: number;
  /** histogram[d] = secrets found with exactly d guesses (histogram[0] is 0). */
  readonly histogram: number[];
}

/** The game a tree plays against one secret: guesses and feedbacks, ending on the win (or a failure). */
export interface PlayedGame {
  readonly steps: Array<{ guess: number; feedback: number }>;
  /** True when the last step is the winning feedback. */
  readonly solved: boolean;
}

/** Plays a tree against secret s, stopping on the win, a missing branch, or after `limit` guesses. */
export function playTree(game: Game, root: TreeNode, s: number, limit = 64): PlayedGame {
  const steps: Array<{ guess: number; feedback: number }> = [];
  let node: TreeNode | undefined = root;
  while (node !== undefined && steps.length < limit) {
    const feedback = game.score(node.guess, s);
    steps.push({ guess: node.guess, feedback });
    if (feedback === game.winFeedback) return { steps, solved: true };
    node = findChild(node, feedback);
  }
  return { steps, solved: false };
}

/** The child of a node for a feedback, if any. */
export function findChild(node: TreeNode, feedback: number): TreeNode | undefined {
  for (const [f, child] of node.next) if (f === feedback) return child;
  return undefined;
}

/** Stats from a histogram of guesses per secret. */
export function summarize(histogram: number[]): TreeStats {
  let secrets = 0;
  let total = 0;
  let max = 0;
  histogram.forEach((n, d) => {
    secrets += n;
    total += n * d;
    if (n > 0) max = d;
  });
  const h = histogram.slice(0, max + 1);
  if (h.length === 0) h.push(0);
  return { secrets, total, average: secrets ? total / secrets : 0, max, histogram: h };
}

/** Outcome of checking a tree against every secret of its game. */
export interface Verification {
  readonly ok: boolean;
  readonly stats: TreeStats;
  /** The first problems found (a secret not found, or found too late), as sentences. */
  readonly problems: string[];
}

/**
 * Plays every secret through the tree with the game's scorer; the tree passes when each is found
 * within maxGuesses and, on a hard board, every guess keeps hard mode (hard-mode-tree.ts).
 */
export function verifyTree(game: Game, root: TreeNode, maxGuesses = game.spec.maxGuesses): Verification {
  const histogram: number[] = [0];
  const problems: string[] = [];
  const limit = maxGuesses + 1;
  for (let s = 0; s < game.secretCount; s++) {
    // Played as playTree plays it, without keeping the steps: they are needed only to describe a problem.
    let d = 0;
    let solved = false;
    for (let node: TreeNode | undefined = root; node !== undefined && d < limit;) {
      const feedback = game.score(node.guess, s);
      d++;
      if (feedback === game.winFeedback) {
        solved = true;
        break;
      }
      node = findChild(node, feedback);
    }
    if (!solved) {
      if (problems.length < 10) {
        const secret = game.formatGuess(game.secretGuess[s]!);
        problems.push(`secret ${secret} is never found: ${describe(game, playTree(game, root, s, limit))}`);
      }
      continue;
    }
    if (d > maxGuesses && problems.length < 10) {
      problems.push(`secret ${game.formatGuess(game.secretGuess[s]!)} needs ${d} guesses, over the board limit of ${maxGuesses}`);
    }
    while (histogram.length <= d) histogram.push(0);
    histogram[d]!++;
  }
  // On a hard board, every guess on every path must also be one hard mode allows there.
  const hard = treeHardModeProblem(game, root);
  if (hard !== null) problems.push(hard);
  return { ok: problems.length === 0, stats: summarize(histogram), problems };
}

function describe(game: Game, played: PlayedGame): string {
  const path = played.steps.map((st) => `${game.formatGuess(st.guess)}:${game.feedbackLabel(st.feedback)}`).join(', ');
  return played.steps.length === 0 ? 'empty tree' : `the tree has no branch after ${path}`;
}

/** Number of nodes of a tree. */
export function countNodes(root: TreeNode): number {
  let n = 1;
  for (const [, child] of root.next) n += countNodes(child);
  return n;
}
