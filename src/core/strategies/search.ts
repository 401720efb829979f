/**
 * A greedy tree improved by search, for boards too large for the exact search: at the top levels
 * of the tree, each node's guess is chosen among the objective's best few (guesses that cannot be
 * the secret included) by the total of the greedy trees below it, not by its partition alone; then
 * every part small enough gets its optimal subtree from the exact search (exact/search.ts) where
 * that lowers its total. The greedy chooser's own guess is among those tried at every node, and an
 * optimal subtree never costs more than the one it replaces, so the tree never totals more than the
 * greedy tree with the same first guess.
 *
 * The tree is built one part of the first guess at a time (searchPart, then exactPass), so a long
 * build can keep the parts it has finished and resume from them (src/builder/search.ts).
 */
import type { PlayedState } from '../game.ts';
import type { PartKernel } from '../part-kernel.ts';
import type { Scorer } from '../scorer.ts';
import { symmetryFilterOf, type SymmetryFilter } from '../symmetry.ts';
import type { TreeNode } from '../tree.ts';
import { createExactSearch, FAIL, type ExactSearch } from './exact/search.ts';
import { buildSubtree, createGreedyChooser, splitByFeedback, type GuessChooser } from './greedy.ts';
import type { Objective } from './objectives.ts';

/** How far a search goes. */
export interface SearchParams {
  /** Levels below the first guess whose guesses are searched (1: the second guess of each part). */
  readonly levels: number;
  /** Guesses tried at a searched node: the greedy chooser's own, then the objective's next best. */
  readonly width: number;
  /** Parts of at most this many secrets get their optimal subtree when it beats the tree's. */
  readonly exactUpTo: number;
}

/** A subtree and its total: the guesses its secrets take from its root on. */
export interface Scored {
  readonly tree: TreeNode;
  readonly total: number;
}

/** What the search of one board shares: the scorer, the greedy chooser, the ranking and the exact search. */
export interface SearchContext {
  readonly scorer: Scorer;
  readonly objective: Objective;
  readonly params: SearchParams;
  readonly chooser: GuessChooser;
  readonly exact: ExactSearch;
  /** The exact searches run and the subtrees they improved, and the search's own nodes (for progress lines). */
  readonly counts: { searched: number; exactRuns: number; exactImproved: number; exactGain: number };
  /** The objective's cost of guess g against `remaining` (loaded first for a kernel). */
  readonly rank: { load(remaining: Int32Array): void; cost(g: number, remaining: Int32Array): number };
  readonly symmetry: SymmetryFilter | null;
}

/** Creates the context of a search over a scorer's game. */
export function createSearchContext(scorer: Scorer, objective: Objective, params: SearchParams): SearchContext {
  const game = scorer.game;
  const counts = new Int32Array(game.feedbackCount);
  // Boards without a score table rank with the game's compiled kernel (the greedy chooser's own).
  const kernel: PartKernel | undefined = scorer.table === undefined ? game.createPartKernel?.(objective) : undefined;
  const rank = {
    load(remaining: Int32Array): void {
      kernel?.load(remaining);
    },
    cost(g: number, remaining: Int32Array): number {
      if (kernel !== undefined) return objective.kind === 'max' ? kernel.maxCost(g, Infinity) : kernel.sumCost(g, Infinity);
      counts.fill(0);
      scorer.countParts(g, remaining, counts);
      return objective.cost(counts, game.feedbackCount);
    },
  };
  return {
    scorer,
    objective,
    params,
    chooser: createGreedyChooser(scorer, objective),
    exact: createExactSearch(scorer),
    counts: { searched: 0, exactRuns: 0, exactImproved: 0, exactGain: 0 },
    rank,
    symmetry: symmetryFilterOf(game),
  };
}

/** The total of a subtree over the secrets `remaining` that reach it. */
export function subtreeTotal(scorer: Scorer, node: TreeNode, remaining: Int32Array): number {
  let total = remaining.length;
  if (node.next.length === 0) return total;
  const children = new Map(node.next);
  for (const [f, part] of splitByFeedback(scorer, node.guess, remaining)) total += subtreeTotal(scorer, children.get(f)!, part);
  return total;
}

/** The greedy subtree of a part, with its total. */
export function greedyPart(ctx: SearchContext, played: PlayedState, history: Int32Array, remaining: Int32Array): Scored {
  const tree = buildSubtree(ctx.scorer, ctx.chooser, played, history, remaining);
  return { tree, total: subtreeTotal(ctx.scorer, tree, remaining) };
}

/**
 * The guesses tried at a node, at most `width`: the greedy chooser's own, then the others by the
 * objective's cost of their partition (ties to a guess that can be the secret, then to the
 * smallest code), one per class of the symmetries the history leaves.
 */
export function guessesToTry(ctx: SearchContext, played: PlayedState, history: Int32Array, remaining: Int32Array, width: number): number[] {
  const game = ctx.scorer.game;
  const own = ctx.chooser.choose(played, remaining, history);
  let candidates = game.candidateGuesses(played, remaining);
  if (ctx.symmetry !== null) {
    const out = new Int32Array(game.guessCount);
    candidates = out.slice(0, ctx.symmetry.filter(history, history.length, candidates, remaining, out));
  }
  const member = new Set(Array.from(remaining, (s) => game.secretGuess[s]!));
  ctx.rank.load(remaining);
  const ranked = Array.from(candidates, (g) => ({ g, cost: ctx.rank.cost(g, remaining), member: member.has(g) })).sort(
    (a, b) => a.cost - b.cost || Number(b.member) - Number(a.member) || a.g - b.g,
  );
  const tries = [own];
  for (const { g } of ranked) {
    if (tries.length >= width) break;
    if (g !== own) tries.push(g);
  }
  return tries;
}

/**
 * The subtree of a part after `history`, its guesses searched for `levels` levels: at each such
 * node every guess to try is followed by the greedy trees of its parts, and the smallest total
 * wins (ties to the earlier tried, so the greedy guess keeps a tie); its parts are then searched
 * one level less. `known` is the part's greedy subtree when the caller has it already.
 */
export function searchPart(
  ctx: SearchContext,
  played: PlayedState,
  history: Int32Array,
  remaining: Int32Array,
  levels: number,
  known?: Scored,
): Scored {
  if (levels <= 0 || remaining.length <= 2) return known ?? greedyPart(ctx, played, history, remaining);
  const game = ctx.scorer.game;
  ctx.counts.searched++;
  const n = remaining.length;
  let best: { guess: number; total: number; parts: Array<[number, Int32Array, Scored]> } | undefined;
  for (const g of guessesToTry(ctx, played, history, remaining, ctx.params.width)) {
    const after = game.play(played, g);
    const path = Int32Array.from([...history, g]);
    const parts: Array<[number, Int32Array, Scored]> = [];
    let total = n;
    for (const [f, part] of splitByFeedback(ctx.scorer, g, remaining)) {
      if (part.length === n) {
        total = Infinity; // no progress
        break;
      }
      const scored = greedyPart(ctx, after, path, part);
      parts.push([f, part, scored]);
      total += scored.total;
      if (best !== undefined && total >= best.total) break;
    }
    if (best === undefined || total < best.total) best = { guess: g, total, parts };
  }
  const { guess } = best!;
  const after = game.play(played, guess);
  const path = Int32Array.from([...history, guess]);
  let total = n;
  const next: Array<[number, TreeNode]> = [];
  for (const [f, part, scored] of best!.parts) {
    const child = searchPart(ctx, after, path, part, levels - 1, scored);
    next.push([f, child.tree]);
    total += child.total;
  }
  return { tree: { guess, next }, total };
}

/**
 * The same subtree with each part of at most exactUpTo secrets (the highest such on each path)
 * replaced by its optimal subtree within the board limit, where that totals less.
 */
export function exactPass(ctx: SearchContext, history: Int32Array, remaining: Int32Array, scored: Scored): Scored {
  const n = remaining.length;
  const { tree } = scored;
  const depthLeft = ctx.scorer.game.spec.maxGuesses - history.length;
  if (n <= 2) return scored;
  if (n <= ctx.params.exactUpTo) {
    ctx.counts.exactRuns++;
    const h = Array.from(history);
    // The optimum when it is below the tree's total, else FAIL: the tree is optimal already.
    const best = ctx.exact.solve(h, remaining, depthLeft, scored.total);
    if (best === FAIL) return scored;
    ctx.counts.exactImproved++;
    ctx.counts.exactGain += scored.total - best;
    return { tree: ctx.exact.buildTree(h, remaining, depthLeft, best + 1), total: best };
  }
  const path = Int32Array.from([...history, tree.guess]);
  const children = new Map(tree.next);
  let total = n;
  const next: Array<[number, TreeNode]> = [];
  for (const [f, part] of splitByFeedback(ctx.scorer, tree.guess, remaining)) {
    const child = children.get(f)!;
    const improved = exactPass(ctx, path, part, { tree: child, total: subtreeTotal(ctx.scorer, child, part) });
    next.push([f, improved.tree]);
    total += improved.total;
  }
  return { tree: { guess: tree.guess, next }, total };
}

/**
 * The searched subtree of one part of the first guess: searchPart over the levels, then
 * exactPass. `history` is the first guess alone.
 */
export function searchFirstGuessPart(ctx: SearchContext, first: number, part: Int32Array): Scored {
  const game = ctx.scorer.game;
  const played = game.play(game.initialPlayed, first);
  const history = Int32Array.of(first);
  return exactPass(ctx, history, part, searchPart(ctx, played, history, part, ctx.params.levels));
}
