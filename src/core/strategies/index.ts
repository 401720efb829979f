import type { Scorer } from '../scorer.ts';
import type { TreeNode } from '../tree.ts';
import { buildTree, createGreedyChooser, type Progress } from './greedy.ts';
import { buildLookaheadTree, LOOKAHEAD_FIRST_GUESSES } from './lookahead.ts';
import { findObjective, OBJECTIVES, type Objective } from './objectives.ts';
import type { SearchParams } from './search.ts';
import { buildStaticTree, findStaticSet, type StaticSet } from './static.ts';

/** A greedy strategy: one guess at a time by an objective; its tree is built by the core. */
export interface GreedyStrategy {
  readonly id: string;
  readonly description: string;
  readonly kind: 'greedy';
  readonly objective: Objective;
  /**
   * Set when the first guess is looked ahead (lookahead.ts): this many first guesses are tried,
   * each followed by the objective's greedy tree, and the smallest total is kept.
   */
  readonly firstGuesses?: number;
  /** Builds the strategy's tree for a game; onProgress reports secrets placed. */
  build(scorer: Scorer, onProgress?: Progress): TreeNode;
}

/**
 * An exact strategy: the best tree by a measure, found by branch and bound (exact/search.ts);
 * the search runs on threads, so its whole-game driver lives with the builder.
 */
export interface ExactStrategy {
  readonly id: string;
  readonly description: string;
  readonly kind: 'exact';
  /** 'total': smallest total within the board limit; 'worst': smallest depth, then smallest total. */
  readonly target: 'total' | 'worst';
  /** Null when the search can build this variant's tree here, else a sentence saying why not. */
  unsupported(variantId: string): string | null;
}

/**
 * The Static Game (the Tsinghua Bulls-and-Cows paper): a fixed list of guesses played whatever
 * the feedback, then the secret they single out (static.ts). Built by the core on one thread,
 * offline only: the server serves the files of data/ and never runs the search on demand.
 */
export interface StaticStrategy {
  readonly id: string;
  readonly description: string;
  readonly kind: 'static';
  /** Null when the build can make this variant's tree here, else a sentence saying why not. */
  unsupported(variantId: string): string | null;
  /** The static set of a game (the search; minutes for Mastermind's proof), with what is proved about it; log hears each stage. */
  findSet(scorer: Scorer, log?: (line: string) => void): StaticSet;
  /** Builds the tree of the set findSet gives; onProgress reports all secrets placed at the end. */
  build(scorer: Scorer, onProgress?: Progress, log?: (line: string) => void): TreeNode;
}

/**
 * A search strategy: a greedy tree improved by search at its top levels and by the exact search
 * in its small parts (search.ts). Its builds take long, so it is built offline only (the builder
 * drives it, keeping a checkpoint), and served from data/ like the others.
 */
export interface SearchStrategy {
  readonly id: string;
  readonly description: string;
  readonly kind: 'search';
  /** The greedy rule the search starts from and ranks guesses by. */
  readonly objective: Objective;
  readonly params: SearchParams;
  /** Null when the build can make this variant's tree here, else a sentence saying why not. */
  unsupported(variantId: string): string | null;
}

/** A strategy of the catalogue: the builder builds its trees, the server serves them. */
export type Strategy = GreedyStrategy | ExactStrategy | StaticStrategy | SearchStrategy;

/** Variants the exact search cannot finish here, with the reason. */
const EXACT_OUT_OF_REACH: Record<string, string> = {
  super: 'Super Mastermind (32768 secrets) is out of reach for the exact search for now',
};

/** Variants the static strategy declines, with the reason. */
const STATIC_OUT_OF_REACH: Record<string, string> = {
  super: 'Super Mastermind (32768 secrets) is out of reach for the static search for now (no score table)',
  royale:
    'Royale allows 6 guesses, so a static tree fits only if 5 fixed guesses single out its 3125 secrets; ' +
    '4 cannot (exhaustive search), 5 is not settled here, and the best set found has 6',
};

/** The static strategy (the Static Game). */
export const STATIC_STRATEGY: StaticStrategy = {
  id: 'static',
  description:
    'The Static Game of the Tsinghua Bulls-and-Cows paper: the fewest fixed guesses found whose feedbacks single out every secret, ' +
    'played whatever the feedback, then the secret (Goddard, "Static Mastermind", 2003).',
  kind: 'static',
  unsupported: (variantId) => STATIC_OUT_OF_REACH[variantId] ?? null,
  findSet: (scorer, log) => findStaticSet(scorer, log === undefined ? {} : { onStage: log }),
  build: (scorer, onProgress, log) => {
    const found = STATIC_STRATEGY.findSet(scorer, log);
    log?.(
      `${found.minimal ? 'a smallest' : 'the best'} set found, ${found.guesses.length} guesses${found.minimal ? '' : ' (not proved minimal)'}, ` +
        `in play order: ${found.guesses.map((g) => scorer.game.formatGuess(g)).join(' ')}`,
    );
    const root = buildStaticTree(scorer.game, found.guesses);
    onProgress?.(scorer.game.secretCount, scorer.game.secretCount);
    return root;
  },
};

const ENTROPY = findObjective('entropy')!;

/** The entropy with its first guess looked ahead (lookahead.ts). */
const ENTROPY_LOOKAHEAD: GreedyStrategy = {
  id: 'entropy-lookahead',
  description:
    `Largest information with the first guess looked ahead: of the ${LOOKAHEAD_FIRST_GUESSES} first guesses the entropy ranks best ` +
    '(one per symmetry class, its own first), the one whose whole entropy tree has the smallest total within the board limit; ' +
    'every later guess by the entropy (Neuwirth 1982).',
  kind: 'greedy',
  objective: ENTROPY,
  firstGuesses: LOOKAHEAD_FIRST_GUESSES,
  build: (scorer, onProgress) => buildLookaheadTree(scorer, ENTROPY, LOOKAHEAD_FIRST_GUESSES, onProgress),
};

/** The search's reach: measured on Super Mastermind (docs/results.md), where parts of 150 to 200 secrets take minutes each to solve exactly. */
const ENTROPY_SEARCH_PARAMS: SearchParams = { levels: 3, width: 20, exactUpTo: 100 };

/** The entropy tree improved by search (search.ts). */
export const ENTROPY_SEARCH: SearchStrategy = {
  id: 'entropy-search',
  description:
    "The entropy tree improved by search: the first guess is entropy-lookahead's; at the " +
    `${ENTROPY_SEARCH_PARAMS.levels} levels below it, each node's guess is, of the entropy's ${ENTROPY_SEARCH_PARAMS.width} best ` +
    "(its own first), the one whose parts' entropy trees total least; then every part of at most " +
    `${ENTROPY_SEARCH_PARAMS.exactUpTo} secrets gets its optimal subtree (branch and bound) where that totals less.`,
  kind: 'search',
  objective: ENTROPY,
  params: ENTROPY_SEARCH_PARAMS,
  unsupported: () => null,
};

/** Every strategy, in the catalogue's order (also the files' and the manifest's): greedy, exact, static, then search; the ids are fixed. */
export const STRATEGIES: readonly Strategy[] = [
  ...OBJECTIVES.map((objective): GreedyStrategy => ({
    id: objective.id,
    description: objective.description,
    kind: 'greedy',
    objective,
    build: (scorer, onProgress) => buildTree(scorer, createGreedyChooser(scorer, objective), onProgress),
  })),
  ENTROPY_LOOKAHEAD,
  {
    id: 'optimal',
    description: 'Exact: the smallest total number of guesses over all secrets within the board limit (branch and bound).',
    kind: 'exact',
    target: 'total',
    unsupported: (variantId) => EXACT_OUT_OF_REACH[variantId] ?? null,
  },
  {
    id: 'optimal-worst',
    description: 'Exact: the smallest worst case, then the smallest total number of guesses with that worst case.',
    kind: 'exact',
    target: 'worst',
    unsupported: (variantId) => EXACT_OUT_OF_REACH[variantId] ?? null,
  },
  STATIC_STRATEGY,
  ENTROPY_SEARCH,
];

/** The strategy with this id, or undefined. */
export function findStrategy(id: string): Strategy | undefined {
  // Ids are lower case; any case finds them, as variant ids do (MINIMAX is minimax).
  const lower = id.toLowerCase();
  return STRATEGIES.find((s) => s.id === lower);
}

/** The greedy strategy with this id, or undefined (also for an exact or the static strategy's id). */
export function findGreedyStrategy(id: string): GreedyStrategy | undefined {
  const strategy = findStrategy(id);
  return strategy?.kind === 'greedy' ? strategy : undefined;
}
