// A decision tree flattened into typed arrays for serving (children as sorted edge lists), with
// each secret's path and the walk of a history through it.
import type { Game } from './game.ts';
import { summarize, type TreeNode, type Verification } from './tree.ts';
import type { Step } from './history.ts';
import { hardModeProblem } from './hard-mode-tree.ts';
import { feedbackArrayFrom, type FeedbackArray } from './feedback-array.ts';

/**
 * A decision tree flattened into typed arrays, for serving: node i plays guess[i], and its children
 * are listed by feedback (childOf). Nodes are numbered in depth-first order from the root (0). The
 * children are kept as a sorted edge list per node (compressed sparse rows) rather than a row of
 * feedbackCount slots per node: a five-letter word game's node has at most a few dozen children of
 * its 238 feedbacks and most nodes are leaves, so the slots took 950 bytes a node (3 MB for a tree
 * of 3,000 answers) where the edges take 10. Following one step of a history is a binary search
 * among at most feedbackCount edges, so a whole history stays a few dozen array reads.
 */
export interface FlatTree {
  readonly game: Game;
  readonly nodeCount: number;
  /** Guess index played at each node. */
  readonly guess: Int32Array;
  /** The guess text of each node, formatted once so answers need no formatting. */
  readonly guessText: readonly string[];
  /** The edges of node i are firstEdge[i] to firstEdge[i + 1] - 1 (nodeCount + 1 offsets). */
  readonly firstEdge: Int32Array;
  /** The feedback of each edge, ascending within a node's edges, and the node it leads to (childOf reads them). */
  readonly edgeFeedback: Uint16Array;
  readonly edgeNode: Int32Array;
  /** Number of secrets whose game passes through each node (the secrets consistent with its history). */
  readonly size: Int32Array;
  /** Parent of each node (-1 for the root) and the feedback that leads from it (the game's feedback width). */
  readonly parent: Int32Array;
  readonly parentFeedback: FeedbackArray;
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
  return completeFlatTree(game, Int32Array.from(guesses), Int32Array.from(parents), feedbackArrayFrom(game.feedbackCount, parentFbs));
}

/**
 * Builds a flat tree from its nodes in any parent-before-child order: node 0 is the root, and
 * node i > 0 hangs under parent[i] for feedback parentFeedback[i] (no two siblings share one).
 * Plays every secret through it once to fill the per-secret tables.
 */
export function completeFlatTree(game: Game, guess: Int32Array, parent: Int32Array, parentFeedback: FeedbackArray): FlatTree {
  const nodeCount = guess.length;
  const { firstEdge, edgeFeedback, edgeNode } = edgesOf(nodeCount, parent, parentFeedback);
  const edges = { firstEdge, edgeFeedback, edgeNode };

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
      node = childOf(edges, node, f);
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
    firstEdge,
    edgeFeedback,
    edgeNode,
    size,
    parent,
    parentFeedback,
    leafOf,
    depthOf,
    max,
    worst: Int32Array.from(worst),
  };
}

/** The edges of a flat tree from each node's parent and the feedback leading from it: each node's edges by ascending feedback. */
function edgesOf(
  nodeCount: number,
  parent: Int32Array,
  parentFeedback: FeedbackArray,
): { firstEdge: Int32Array; edgeFeedback: Uint16Array; edgeNode: Int32Array } {
  const firstEdge = new Int32Array(nodeCount + 1);
  for (let i = 1; i < nodeCount; i++) firstEdge[parent[i]! + 1]!++;
  for (let i = 0; i < nodeCount; i++) firstEdge[i + 1]! += firstEdge[i]!;
  const edges = Math.max(0, nodeCount - 1);
  const edgeFeedback = new Uint16Array(edges);
  const edgeNode = new Int32Array(edges);
  const filled = firstEdge.slice(0, nodeCount);
  for (let i = 1; i < nodeCount; i++) {
    const p = parent[i]!;
    // Insertion into the parent's edges so far, kept sorted by feedback (a node has few children).
    let at = filled[p]!++;
    const f = parentFeedback[i]!;
    while (at > firstEdge[p]! && edgeFeedback[at - 1]! > f) {
      edgeFeedback[at] = edgeFeedback[at - 1]!;
      edgeNode[at] = edgeNode[at - 1]!;
      at--;
    }
    edgeFeedback[at] = f;
    edgeNode[at] = i;
  }
  return { firstEdge, edgeFeedback, edgeNode };
}

/** The node after feedback f at node i (a binary search among its edges), or -1 when no secret gives f there. */
export function childOf(tree: Pick<FlatTree, 'firstEdge' | 'edgeFeedback' | 'edgeNode'>, node: number, f: number): number {
  let lo = tree.firstEdge[node]!;
  let hi = tree.firstEdge[node + 1]! - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = tree.edgeFeedback[mid]!;
    if (at === f) return tree.edgeNode[mid]!;
    if (at < f) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Bytes a flat tree's own arrays take (its game, shared, not counted; a string reference counted as 8 bytes). */
export function flatTreeBytes(tree: FlatTree): number {
  const arrays = [tree.guess, tree.firstEdge, tree.edgeFeedback, tree.edgeNode, tree.size, tree.parent, tree.parentFeedback];
  return [...arrays, tree.leafOf, tree.depthOf, tree.worst].reduce((sum, a) => sum + a.byteLength, 0) + 8 * tree.guessText.length;
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
    const next = childOf(tree, node, feedback);
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
  const path: string[] = [];
  for (let node = 0; node >= 0 && path.length <= game.spec.maxGuesses;) {
    const f = game.score(tree.guess[node]!, s);
    path.push(`${tree.guessText[node]}:${game.feedbackLabel(f)}`);
    node = childOf(tree, node, f);
  }
  return `the tree has no branch after ${path.join(', ')}`;
}

/** The object form of a flat tree (for code that walks TreeNode). */
export function treeFromFlat(tree: FlatTree): TreeNode {
  const build = (i: number): TreeNode => {
    const next: Array<[number, TreeNode]> = [];
    for (let e = tree.firstEdge[i]!; e < tree.firstEdge[i + 1]!; e++) next.push([tree.edgeFeedback[e]!, build(tree.edgeNode[e]!)]);
    return { guess: tree.guess[i]!, next };
  };
  return build(0);
}
