import type { Game } from './game.ts';
import { summarize, type TreeNode, type Verification } from './tree.ts';
import type { Step } from './history.ts';
import { hardModeProblem } from './hard-mode-tree.ts';

/**
 * A decision tree flattened into typed arrays, for serving: node i plays guess[i], and its child
 * for feedback f is child[i * feedbackCount + f] (-1 when no secret gives f there). Nodes are
 * numbered in depth-first order from the root (0). Following one step of a history is one array
 * read, so a whole history costs at most the board limit of reads.
 */
export interface FlatTree {
  readonly game: Game;
  readonly nodeCount: number;
  /** Guess index played at each node. */
  readonly guess: Int32Array;
  /** The guess text of each node, formatted once so answers need no formatting. */
  readonly guessText: readonly string[];
  /** child[i * feedbackCount + f]: the node after feedback f at node i, or -1. */
  readonly child: Int32Array;
  /** Number of secrets whose game passes through each node (the secrets consistent with its history). */
  readonly size: Int32Array;
  /** Parent of each node (-1 for the root) and the feedback that leads from it. */
  readonly parent: Int32Array;
  readonly parentFeedback: Uint8Array;
  /** For each secret index, the node whose guess finds it (-1 if the tree never does). */
  readonly leafOf: Int32Array;
  /** For each secret index, the number of guesses the tree uses to find it (0 if never). */
  readonly depthOf: Uint8Array;
  /** The largest number of guesses any secret needs. */
  readonly max: number;
  /** Secret indices that need `max` guesses, ascending (ascending index is ascending code). */
  readonly worst: Int32Array;
}

/** Flattens a tree and plays every secret through it once to fill the per-secret tables. */
export function flattenTree(game: Game, root: TreeNode): FlatTree {
  const guesses: number[] = [];
  const parents: number[] = [];
  const parentFbs: number[] = [];
  // Iterative depth-first numbering: trees are shallow, but no recursion keeps hostile files harmless.
  const stack: Array<[TreeNode, number, number]> = [[root, -1, 0]];
  while (stack.length > 0) {
    const [node, parent, fb] = stack.pop()!;
    guesses.push(node.guess);
    parents.push(parent);
    parentFbs.push(fb);
    const self = guesses.length - 1;
    for (let j = node.next.length - 1; j >= 0; j--) {
      const [f, c] = node.next[j]!;
      stack.push([c, self, f]);
    }
  }
  return completeFlatTree(game, Int32Array.from(guesses), Int32Array.from(parents), Uint8Array.from(parentFbs));
}

/**
 * Builds a flat tree from its nodes in any parent-before-child order: node 0 is the root, and
 * node i > 0 hangs under parent[i] for feedback parentFeedback[i] (no two siblings share one).
 * Plays every secret through it once to fill the per-secret tables.
 */
export function completeFlatTree(game: Game, guess: Int32Array, parent: Int32Array, parentFeedback: Uint8Array): FlatTree {
  const F = game.feedbackCount;
  const nodeCount = guess.length;
  const child = new Int32Array(nodeCount * F).fill(-1);
  for (let i = 1; i < nodeCount; i++) child[parent[i]! * F + parentFeedback[i]!] = i;

  const size = new Int32Array(nodeCount);
  const leafOf = new Int32Array(game.secretCount).fill(-1);
  const depthOf = new Uint8Array(game.secretCount);
  let max = 0;
  for (let s = 0; s < game.secretCount; s++) {
    let node = 0;
    for (let d = 1; node >= 0 && d <= 255; d++) {
      size[node]!++;
      const f = game.score(guess[node]!, s);
      if (f === game.winFeedback) {
        leafOf[s] = node;
        depthOf[s] = d;
        if (d > max) max = d;
        break;
      }
      node = child[node * F + f]!;
    }
  }
  const worst: number[] = [];
  for (let s = 0; s < game.secretCount; s++) if (depthOf[s] === max) worst.push(s);
  const texts = guessTexts(game);
  return {
    game,
    nodeCount,
    guess,
    guessText: Array.from(guess, (g) => texts[g]!),
    child,
    size,
    parent,
    parentFeedback,
    leafOf,
    depthOf,
    max,
    worst: Int32Array.from(worst),
  };
}

// Every guess text of a game, formatted once and shared by all its trees.
const textsOf = new WeakMap<Game, string[]>();

/** The text of every guess of a game, by index. */
function guessTexts(game: Game): string[] {
  let texts = textsOf.get(game);
  if (texts === undefined) textsOf.set(game, (texts = Array.from({ length: game.guessCount }, (_, g) => game.formatGuess(g))));
  return texts;
}

/** Where a history leads in a tree. `at` is the 0-based index of the deciding step. */
export type Walk =
  /** Every step follows the tree and the game goes on at `node`. */
  | { readonly kind: 'node'; readonly node: number }
  /** Every step follows the tree and the last one is the win, at `node`. */
  | { readonly kind: 'solved'; readonly node: number }
  /** Step `at` plays a guess the tree would not play there. */
  | { readonly kind: 'off-tree'; readonly at: number }
  /** Step `at` follows the tree's guess but gets a feedback no remaining secret gives. */
  | { readonly kind: 'contradiction'; readonly at: number };

/** Follows a parsed history through the tree: one child read per step. */
export function walkTree(tree: FlatTree, steps: readonly Step[]): Walk {
  const F = tree.game.feedbackCount;
  const win = tree.game.winFeedback;
  let node = 0;
  for (let i = 0; i < steps.length; i++) {
    const { guess, feedback } = steps[i]!;
    if (tree.guess[node] !== guess) return { kind: 'off-tree', at: i };
    if (feedback === win) {
      // The win is consistent only if the guessed code is a secret whose game passes here.
      const s = tree.game.guessSecret[guess]!;
      return s >= 0 && tree.leafOf[s] === node ? { kind: 'solved', node } : { kind: 'contradiction', at: i };
    }
    const next = tree.child[node * F + feedback]!;
    if (next < 0) return { kind: 'contradiction', at: i };
    node = next;
  }
  return { kind: 'node', node };
}

/** The game the tree plays against secret s, from the root to the win (empty if never found). */
export function pathOf(tree: FlatTree, s: number): Step[] {
  const steps: Step[] = [];
  let node = tree.leafOf[s] ?? -1;
  if (node < 0) return steps;
  steps.push({ guess: tree.guess[node]!, feedback: tree.game.winFeedback });
  while (tree.parent[node]! >= 0) {
    const feedback = tree.parentFeedback[node]!;
    node = tree.parent[node]!;
    steps.push({ guess: tree.guess[node]!, feedback });
  }
  return steps.reverse();
}

/**
 * Checks a flat tree against every secret of its game, from the tables flattenTree filled (no
 * second walk): each secret found within maxGuesses and, on a hard board, every guess allowed by
 * hard mode. Agrees with verifyTree on the same tree.
 */
export function verifyFlatTree(tree: FlatTree, maxGuesses = tree.game.spec.maxGuesses): Verification {
  const { game } = tree;
  const histogram: number[] = [0];
  const problems: string[] = [];
  for (let s = 0; s < game.secretCount; s++) {
    const d = tree.depthOf[s]!;
    if (tree.leafOf[s]! < 0 || d > maxGuesses) {
      const secret = game.formatGuess(game.secretGuess[s]!);
      if (problems.length < 10) {
        problems.push(
          d === 0
            ? `secret ${secret} is never found: ${describeMiss(tree, s)}`
            : `secret ${secret} needs ${d} guesses, over the board limit of ${maxGuesses}`,
        );
      }
      if (d === 0) continue;
    }
    while (histogram.length <= d) histogram.push(0);
    histogram[d]!++;
  }
  // On a hard board, every guess on every path must also be one hard mode allows there.
  const hard = hardModeProblem(game, tree.guess, tree.parent, tree.parentFeedback);
  if (hard !== null) problems.push(hard);
  return { ok: problems.length === 0, stats: summarize(histogram), problems };
}

/** Where the game against a secret the tree never finds stops, as verifyTree words it. */
function describeMiss(tree: FlatTree, s: number): string {
  const { game } = tree;
  const F = game.feedbackCount;
  const path: string[] = [];
  for (let node = 0; node >= 0 && path.length <= game.spec.maxGuesses;) {
    const f = game.score(tree.guess[node]!, s);
    path.push(`${tree.guessText[node]}:${game.feedbackLabel(f)}`);
    node = tree.child[node * F + f]!;
  }
  return `the tree has no branch after ${path.join(', ')}`;
}

/** The object form of a flat tree (for code that walks TreeNode). */
export function treeFromFlat(tree: FlatTree): TreeNode {
  const F = tree.game.feedbackCount;
  const build = (i: number): TreeNode => {
    const next: Array<[number, TreeNode]> = [];
    for (let f = 0; f < F; f++) {
      const c = tree.child[i * F + f]!;
      if (c >= 0) next.push([f, build(c)]);
    }
    return { guess: tree.guess[i]!, next };
  };
  return build(0);
}
