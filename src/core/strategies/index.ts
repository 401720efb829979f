// The catalogue of strategies (greedy, look-ahead, search, exact, static): what each builds and
// its one entry point, with the engines the builder lends the pure core.
import type { Scorer } from '../scorer.ts';
import type { TreeNode } from '../tree.ts';
import { buildTree, createGreedyChooser, type Progress } from './greedy.ts';
import { buildLookaheadTree, LOOKAHEAD_FIRST_GUESSES } from './lookahead.ts';
import { findObjective, OBJECTIVES, type Objective } from './objectives.ts';
import type { SearchParams } from './search.ts';
import { buildStaticTree, findStaticSet, type StaticSet } from './static.ts';
import { count } from '../count.ts';

/** What a build reports to: secrets placed as it goes, and the stages of a long one. */
export interface StrategyBuildOptions {
  readonly onProgress?: Progress | undefined;
  readonly log?: ((line: string) => void) | undefined;
}

/**
 * The engines a strategy's build may call on, given by the caller: the builder's threads for
 * large greedy trees and its driver of the exact search (threads, checkpoints, the fleet's
 * queue, time budgets), which the pure core cannot hold.
 */
export interface BuildEngines {
  /** A greedy tree built over the caller's threads, or undefined to have the core build it here. */
  greedy?(strategy: GreedyStrategy, scorer: Scorer, onProgress?: Progress): Promise<TreeNode> | undefined;
  /** The exact search for the strategy's target. */
  exact(strategy: ExactStrategy, scorer: Scorer, onProgress?: Progress): Promise<TreeNode>;
  /** A search strategy's build with its checkpoint; absent where search trees are not built (on demand). */
  search?(strategy: SearchStrategy, scorer: Scorer, options: StrategyBuildOptions): Promise<TreeNode>;
}

/** What every strategy has: its id, what it builds, and the one way its tree is built. */
interface StrategyBase {
  readonly id: string;
  readonly description: string;
  /** Built by codebreaker build when no --strategy names any (the greedy strategies). */
  readonly builtByDefault: boolean;
  /**
   * An exact search: its build keeps a checkpoint it resumes from, its units can go to the
   * fleet's queue, and a time budget can stop it.
   */
  readonly resumable: boolean;
  /** Whether its build keeps a checkpoint it resumes from: every exact search, and the search strategies. */
  readonly keepsCheckpoint: boolean;
  /** Whether its build reports secrets placed as it runs (the static search tells its stages instead). */
  readonly countsProgress: boolean;
  /** Secrets from which its build repays threads when there are some (Infinity: it runs on one thread). */
  readonly threadsFrom: number;
  /**
   * How the server may build its trees on demand: 'tree' a build bounded by the board's size,
   * 'search' an exact search bounded by EXACT_MAX_SECRETS and its budget, 'never' offline only.
   */
  readonly onDemand: 'tree' | 'search' | 'never';
  /** Null when this variant's tree can be built here, else a sentence saying why not. */
  unsupported(variantId: string): string | null;
  /** Builds the strategy's tree of a game: the one entry point, whatever the strategy, with the caller's engines. */
  buildTree(scorer: Scorer, engines: BuildEngines, options?: StrategyBuildOptions): Promise<TreeNode>;
}

/**
 * Greedy trees of games with this many secrets or more are worth building on worker threads;
 * smaller ones build faster than a thread starts.
 */
export const GREEDY_THREADS_FROM = 10_000;

/**
 * Exact searches of games with fewer secrets than this finish faster on one thread than threads
 * take to start and to be fed: Mastermind 4x6's optimal tree (1,296 secrets) takes 1.1 s whole
 * process on one thread and 1.35 s on two; Royale (3,125) and Bulls and Cows (5,040) repay them.
 */
export const EXACT_THREADS_FROM = 2000;

/** A greedy strategy: one guess at a time by an objective; its tree is built by the core. */
export interface GreedyStrategy extends StrategyBase {
  readonly kind: 'greedy';
  readonly objective: Objective;
  /**
   * Set when the first guess is looked ahead (lookahead.ts): this many first guesses are tried,
   * each followed by the objective's greedy tree, and the smallest total is kept.
   */
  readonly firstGuesses?: number;
  /** Builds the strategy's tree for a game on this thread; onProgress reports secrets placed. */
  build(scorer: Scorer, onProgress?: Progress): TreeNode;
}

/**
 * An exact strategy: the best tree by a measure, found by branch and bound (exact/search.ts);
 * the search runs on threads, so its whole-game driver lives with the builder (BuildEngines.exact).
 */
export interface ExactStrategy extends StrategyBase {
  readonly kind: 'exact';
  /** 'total': smallest total within the board limit; 'worst': smallest depth, then smallest total. */
  readonly target: 'total' | 'worst';
}

/**
 * The Static Game (the Tsinghua Bulls-and-Cows paper): a fixed list of guesses played whatever
 * the feedback, then the secret they single out (static.ts). Built by the core on one thread,
 * offline only: the server serves the files of data/ and never runs the search on demand.
 */
export interface StaticStrategy extends StrategyBase {
  readonly kind: 'static';
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
export interface SearchStrategy extends StrategyBase {
  readonly kind: 'search';
  /** The greedy rule the search starts from and ranks guesses by. */
  readonly objective: Objective;
  readonly params: SearchParams;
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

/** An exact strategy for a target. */
function exactStrategy(id: string, description: string, target: 'total' | 'worst'): ExactStrategy {
  const strategy: ExactStrategy = {
    id,
    description,
    kind: 'exact',
    target,
    builtByDefault: false,
    resumable: true,
    keepsCheckpoint: true,
    countsProgress: true,
    threadsFrom: EXACT_THREADS_FROM,
    onDemand: 'search',
    unsupported: (variantId) => EXACT_OUT_OF_REACH[variantId] ?? null,
    buildTree: (scorer, engines, options = {}) => engines.exact(strategy, scorer, options.onProgress),
  };
  return strategy;
}

/** The static strategy (the Static Game). */
export const STATIC_STRATEGY: StaticStrategy = {
  id: 'static',
  description:
    'The Static Game of the Tsinghua Bulls-and-Cows paper: the fewest fixed guesses found whose feedbacks single out every secret, ' +
    'played whatever the feedback, then the secret (Goddard, "Static Mastermind", 2003).',
  kind: 'static',
  builtByDefault: false,
  resumable: false,
  keepsCheckpoint: false,
  countsProgress: false,
  threadsFrom: Infinity,
  onDemand: 'never',
  unsupported: (variantId) => STATIC_OUT_OF_REACH[variantId] ?? null,
  buildTree: async (scorer, _engines, options = {}) => STATIC_STRATEGY.build(scorer, options.onProgress, options.log),
  findSet: (scorer, log) => findStaticSet(scorer, log === undefined ? {} : { onStage: log }),
  build: (scorer, onProgress, log) => {
    const found = STATIC_STRATEGY.findSet(scorer, log);
    log?.(
      `${found.minimal ? 'a smallest' : 'the best'} set found, ${count(found.guesses.length, 'guess', 'guesses')}${found.minimal ? '' : ' (not proved minimal)'}, ` +
        `in play order: ${found.guesses.map((g) => scorer.game.formatGuess(g)).join(' ')}`,
    );
    const root = buildStaticTree(scorer.game, found.guesses);
    onProgress?.(scorer.game.secretCount, scorer.game.secretCount);
    return root;
  },
};

const ENTROPY = findObjective('entropy')!;

/** A greedy strategy: build makes its tree on this thread; buildTree lets the caller's threads make it when they are there. */
function greedyStrategy(fields: Pick<GreedyStrategy, 'id' | 'description' | 'objective' | 'firstGuesses' | 'build'>): GreedyStrategy {
  const strategy: GreedyStrategy = {
    ...fields,
    kind: 'greedy',
    builtByDefault: true,
    resumable: false,
    keepsCheckpoint: false,
    countsProgress: true,
    threadsFrom: GREEDY_THREADS_FROM,
    onDemand: 'tree',
    unsupported: () => null,
    buildTree: (scorer, engines, options = {}) =>
      engines.greedy?.(strategy, scorer, options.onProgress) ?? Promise.resolve(strategy.build(scorer, options.onProgress)),
  };
  return strategy;
}

/** The entropy with its first guess looked ahead (lookahead.ts). */
const ENTROPY_LOOKAHEAD = greedyStrategy({
  id: 'entropy-lookahead',
  description:
    `Largest information with the first guess looked ahead: of the ${LOOKAHEAD_FIRST_GUESSES} first guesses the entropy ranks best ` +
    '(one per symmetry class, its own first), the one whose whole entropy tree has the smallest total within the board limit; ' +
    'every later guess by the entropy (Neuwirth 1982).',
  objective: ENTROPY,
  firstGuesses: LOOKAHEAD_FIRST_GUESSES,
  build: (scorer, onProgress) => buildLookaheadTree(scorer, ENTROPY, LOOKAHEAD_FIRST_GUESSES, onProgress),
});

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
  builtByDefault: false,
  resumable: false,
  keepsCheckpoint: true,
  countsProgress: true,
  threadsFrom: Infinity,
  onDemand: 'never',
  objective: ENTROPY,
  params: ENTROPY_SEARCH_PARAMS,
  unsupported: () => null,
  buildTree: (scorer, engines, options = {}) =>
    engines.search === undefined
      ? Promise.reject(new Error(`${ENTROPY_SEARCH.id} trees are built offline only (npm run build-trees)`))
      : engines.search(ENTROPY_SEARCH, scorer, options),
};

/** Every strategy, in the catalogue's order (also the files' and the manifest's): greedy, exact, static, then search; the ids are fixed. */
export const STRATEGIES: readonly Strategy[] = [
  ...OBJECTIVES.map((objective) =>
    greedyStrategy({
      id: objective.id,
      description: objective.description,
      objective,
      build: (scorer, onProgress) => buildTree(scorer, createGreedyChooser(scorer, objective), onProgress),
    }),
  ),
  ENTROPY_LOOKAHEAD,
  exactStrategy(
    'optimal',
    'Exact: the smallest total number of guesses over all secrets within the board limit (branch and bound).',
    'total',
  ),
  exactStrategy(
    'optimal-worst',
    'Exact: the smallest worst case, then the smallest total number of guesses with that worst case.',
    'worst',
  ),
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
