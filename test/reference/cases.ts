/**
 * What the reference tests share: a board's rules from its spec, a seeded generator, the random
 * subproblems (a history played from the start and the secrets it leaves), and the walk of an
 * engine tree by the rules.
 */
import type { Game, VariantSpec } from '../../src/core/game.ts';
import type { TreeNode } from '../../src/core/tree.ts';
import { mark, type Rules } from './rules.ts';

/** The rules of a Mastermind-family board, read off its spec. */
export function rulesOf(spec: VariantSpec): Rules {
  return {
    pegs: spec.pegs,
    symbols: spec.symbols,
    distinctSecrets: spec.secrets === 'distinct',
    distinctGuesses: spec.guesses === 'distinct',
  };
}

/** A seeded generator of numbers in [0, 1) (mulberry32), so that a failure replays from its seed. */
export function seeded(seed: number): () => number {
  let x = seed | 0;
  return () => {
    x = (x + 0x6d2b79f5) | 0;
    let t = Math.imul(x ^ (x >>> 15), x | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The non-winning parts of S under guess g, by the game's feedback. */
export function partsOf(game: Game, S: Int32Array, g: number): Int32Array[] {
  const byFeedback = new Map<number, number[]>();
  for (const s of S) {
    const f = game.score(g, s);
    if (f === game.winFeedback) continue;
    byFeedback.set(f, [...(byFeedback.get(f) ?? []), s]);
  }
  return [...byFeedback.values()].map((p) => Int32Array.from(p));
}

/** A subproblem: the guesses played from the start, and the secrets still possible after their feedbacks. */
export interface Subproblem {
  history: number[];
  secrets: Int32Array;
}

/**
 * Random guesses from the start, each followed by the feedback of a random part of at least `low`
 * secrets, until at most `high` are left (starting again when no part is large enough).
 */
export function randomSubproblem(game: Game, rand: () => number, low: number, high: number): Subproblem {
  const all = Int32Array.from({ length: game.secretCount }, (_, s) => s);
  for (;;) {
    const history: number[] = [];
    let secrets: Int32Array = all;
    while (secrets.length > high) {
      const g = Math.floor(rand() * game.guessCount);
      const large = partsOf(game, secrets, g).filter((p) => p.length >= low);
      if (large.length === 0) break;
      history.push(g);
      secrets = large[Math.floor(rand() * large.length)]!;
    }
    if (secrets.length >= low && secrets.length <= high) return { history, secrets };
  }
}

/** The codes of secrets, as the reference reads them. */
export function codesOf(game: Game, secrets: Int32Array): string[] {
  return Array.from(secrets, (s) => game.formatGuess(game.secretGuess[s]!));
}

/** A subproblem in words, for failure messages. */
export function summary(game: Game, { history, secrets }: Subproblem): string {
  return `after ${history.map((g) => game.formatGuess(g)).join(', ') || 'nothing'}: ${secrets.length} secrets`;
}

/**
 * The total and depth of an engine tree over `secrets`, played by the rules: each secret follows
 * the branch whose feedback label reads its mark. Throws when a secret is not found.
 */
export function walkTree(game: Game, tree: TreeNode, secrets: Int32Array): { total: number; depth: number } {
  const labelOf = (m: { blacks: number; whites: number }): string =>
    game.spec.feedbackStyle === 'AB' ? `${m.blacks}A${m.whites}B` : `${m.blacks}B${m.whites}W`;
  let total = 0;
  let depth = 0;
  for (const s of secrets) {
    const secret = game.formatGuess(game.secretGuess[s]!);
    let node: TreeNode | undefined = tree;
    let guesses = 0;
    for (;;) {
      if (node === undefined || guesses > 64) throw new Error(`the tree does not find ${secret}`);
      guesses++;
      const m = mark(game.formatGuess(node.guess), secret);
      if (m.blacks === game.spec.pegs) break;
      const label = labelOf(m);
      node = node.next.find(([f]) => game.feedbackLabel(f) === label)?.[1];
    }
    total += guesses;
    depth = Math.max(depth, guesses);
  }
  return { total, depth };
}
