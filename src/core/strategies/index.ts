import type { Scorer } from '../scorer.ts';
import type { TreeNode } from '../tree.ts';
import { buildTree, createGreedyChooser, type Progress } from './greedy.ts';
import { OBJECTIVES, type Objective } from './objectives.ts';
import { buildStaticTree, findStaticSet, type StaticSet } from './static.ts';

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

/** A strategy of the catalogue: the builder builds its trees, the server serves them. */
export type Strategy = GreedyStrategy | ExactStrategy | StaticStrategy;

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
  countsProgress: false,
  threadsFrom: Infinity,
  onDemand: 'never',
  unsupported: (variantId) => STATIC_OUT_OF_REACH[variantId] ?? null,
  buildTree: async (scorer, _engines, options = {}) => STATIC_STRATEGY.build(scorer, options.onProgress, options.log),
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

/** Every strategy, in the catalogue's order (also the files' and the manifest's): greedy, exact, then static; the ids are fixed. */
export const STRATEGIES: readonly Strategy[] = [
  ...OBJECTIVES.map((objective): GreedyStrategy => {
    const strategy: GreedyStrategy = {
      id: objective.id,
      description: objective.description,
      kind: 'greedy',
      builtByDefault: true,
      resumable: false,
      countsProgress: true,
      threadsFrom: GREEDY_THREADS_FROM,
      onDemand: 'tree',
      objective,
      unsupported: () => null,
      build: (scorer, onProgress) => buildTree(scorer, createGreedyChooser(scorer, objective), onProgress),
      buildTree: (scorer, engines, options = {}) =>
        engines.greedy?.(strategy, scorer, options.onProgress) ?? Promise.resolve(strategy.build(scorer, options.onProgress)),
    };
    return strategy;
  }),
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
