/**
 * Which trees a build makes, and how: the (variant, strategy) pairs asked for less those a
 * strategy declines, which of them are built together as a forest of small greedy trees, which
 * repay threads, and whether the build needs a shared pool. Plain functions over the games and the
 * strategies, for codebreaker build.
 */
import type { Game } from '../core/game.ts';
import { STRATEGIES, type Strategy } from '../core/strategies/index.ts';
import { findObjective } from '../core/strategies/objectives.ts';

/** One tree asked for: its game (word games built with their lists) and its strategy. */
export interface BuildJob {
  readonly game: Game;
  readonly strategy: Strategy;
  /** Whether the game's spec needs word lists: such games are built on this thread, not in a forest. */
  readonly needsLists: boolean;
}

/** A tree asked for but declined by its strategy, with why. */
export interface SkippedTree {
  readonly variant: string;
  readonly strategy: string;
  readonly reason: string;
}

/** The trees to build, in order, and those declined. */
export interface BuildPlan {
  readonly jobs: readonly BuildJob[];
  readonly skipped: readonly SkippedTree[];
}

/** The strategies built when none is named: the greedy ones. */
export function defaultStrategies(): Strategy[] {
  return STRATEGIES.filter((s) => s.builtByDefault);
}

/** Every (game, strategy) pair, variant by variant, less those the strategy declines for the variant. */
export function planBuilds(games: readonly { game: Game; needsLists: boolean }[], strategies: readonly Strategy[]): BuildPlan {
  const jobs: BuildJob[] = [];
  const skipped: SkippedTree[] = [];
  for (const { game, needsLists } of games) {
    for (const strategy of strategies) {
      const why = strategy.unsupported(game.spec.id);
      if (why === null) jobs.push({ game, strategy, needsLists });
      else skipped.push({ variant: game.spec.id, strategy: strategy.id, reason: why });
    }
  }
  return { jobs, skipped };
}

/** Whether a job's tree is built on threads when threads are there: a game large enough to repay them. */
export function usesThreads(job: BuildJob): boolean {
  return job.game.secretCount >= job.strategy.threadsFrom;
}

/**
 * Whether a job is one of the small greedy trees built together (src/builder/forest.ts, which
 * builds the objectives' trees). The forest's threads make games from their ids, so word games
 * (which need their list) are not.
 */
export function inForest(job: BuildJob): boolean {
  return findObjective(job.strategy.id) !== undefined && !usesThreads(job) && !job.needsLists;
}

/**
 * Whether the greedy builds need a pool shared by them all: a forest of more than one tree, or a
 * large greedy tree, with at least two threads. Exact searches get pools of their own.
 */
export function needsSharedPool(jobs: readonly BuildJob[], workers: number): boolean {
  if (workers < 2) return false;
  return jobs.filter(inForest).length > 1 || jobs.some((j) => !j.strategy.resumable && usesThreads(j));
}

/**
 * Whether a job's build keeps a checkpoint it can resume from: a search strategy's, and an exact
 * search's on a board large enough to repay threads, or when there is one to resume or to refuse
 * (`existing`: --resume, --queue, or a checkpoint file already there; a server's search on demand stopped
 * over its budget leaves one for the command line). Otherwise a smaller board's exact search
 * takes about a second (Mastermind's a third): resuming it would save nothing, and writing the
 * checkpoint (the parts' trees and the best tree in their code, the file, its removal) cost about
 * a tenth of Mastermind's whole build.
 */
export function keepsCheckpoint(job: BuildJob, existing = false): boolean {
  return job.strategy.keepsCheckpoint && (!job.strategy.resumable || existing || usesThreads(job));
}

/** Whether a job's build reports secrets placed as it runs (the static search logs its stages instead). */
export function countsProgress(job: BuildJob): boolean {
  return job.strategy.countsProgress;
}
