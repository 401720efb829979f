/**
 * A compact code for a decision tree over a known set of secrets (how a checkpoint keeps the
 * subtrees of solved parts): the guesses of the nodes of two or more secrets, in preorder, each in
 * a fixed number of base-36 digits. Nothing else needs writing: a node's children are the
 * non-winning parts of its secrets under its guess, in feedback order, and a node of one secret
 * plays it. On Mastermind 5x6's entropy tree, parts of 1,000 to 1,400 secrets take 0.8 to 1.1 KB
 * against 30 to 42 KB as JSON, and the whole tree 6.4 KB against 240 KB.
 */
import type { Game } from './game.ts';
import type { TreeNode } from './tree.ts';

/** Base-36 digits per guess: enough for the game's largest guess index. */
function digitsPerGuess(game: Game): number {
  let width = 1;
  for (let reach = 36; reach < game.guessCount; reach *= 36) width++;
  return width;
}

/** The non-winning parts of secrets under g, in feedback order (each in the order of `secrets`). */
function partsUnder(game: Game, secrets: Int32Array, g: number): Array<[number, Int32Array]> {
  const byFeedback = new Map<number, number[]>();
  for (const s of secrets) {
    const f = game.score(g, s);
    if (f === game.winFeedback) continue;
    let part = byFeedback.get(f);
    if (part === undefined) byFeedback.set(f, (part = []));
    part.push(s);
  }
  return [...byFeedback.entries()].sort((a, b) => a[0] - b[0]).map(([f, part]) => [f, Int32Array.from(part)]);
}

/**
 * The code of a tree that finds every one of `secrets` (a node's children must be exactly the
 * non-winning parts of its secrets, and a node of one secret must play it); throws otherwise.
 */
export function encodeTree(game: Game, secrets: Int32Array, tree: TreeNode): string {
  const width = digitsPerGuess(game);
  const out: string[] = [];
  const walk = (node: TreeNode, S: Int32Array): void => {
    if (S.length === 1) {
      if (node.guess !== game.secretGuess[S[0]!] || node.next.length !== 0)
        throw new Error('encodeTree: a node of one secret must play it');
      return;
    }
    out.push(node.guess.toString(36).padStart(width, '0'));
    const parts = partsUnder(game, S, node.guess);
    if (parts.length !== node.next.length) throw new Error("encodeTree: a node's children are not the parts of its secrets");
    parts.forEach(([f, P], i) => {
      const [feedback, child] = node.next[i]!;
      if (feedback !== f) throw new Error("encodeTree: a node's children are not the parts of its secrets");
      walk(child, P);
    });
  };
  if (secrets.length === 0) throw new Error('encodeTree: no secrets');
  walk(tree, secrets);
  return out.join('');
}

/** The tree of a code made by encodeTree over the same secrets; throws on a code that does not fit them. */
export function decodeTree(game: Game, secrets: Int32Array, code: string): TreeNode {
  const width = digitsPerGuess(game);
  let at = 0;
  const read = (S: Int32Array): TreeNode => {
    if (S.length === 1) return { guess: game.secretGuess[S[0]!]!, next: [] };
    if (at + width > code.length) throw new Error('decodeTree: the code ends early');
    const guess = parseInt(code.slice(at, at + width), 36);
    at += width;
    if (!(guess >= 0 && guess < game.guessCount)) throw new Error('decodeTree: not a guess');
    const parts = partsUnder(game, S, guess);
    // A guess that splits nothing off would never end.
    if (parts.length === 1 && parts[0]![1].length === S.length) throw new Error('decodeTree: a guess that does not split its secrets');
    return { guess, next: parts.map(([f, P]) => [f, read(P)] as const) };
  };
  if (secrets.length === 0) throw new Error('decodeTree: no secrets');
  const tree = read(secrets);
  if (at !== code.length) throw new Error('decodeTree: the code is longer than its tree');
  return tree;
}
