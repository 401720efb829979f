/**
 * Runs the exact search for a whole game: the upper bound from the greedy trees, the smallest
 * feasible depth for `optimal-worst`, the top-level guesses split over worker threads, a progress
 * line while it runs, and the final tree.
 */
import type { Scorer } from '../core/scorer.ts';
import type { TreeNode } from '../core/tree.ts';
import type { Progress } from '../core/strategies/greedy.ts';
import { EXACT_THREADS_FROM } from '../core/strategies/index.ts';
import { createExactSearch, FAIL } from '../core/strategies/exact/search.ts';
import type { WorkerResult, WorkerTask } from '../core/strategies/exact/tasks.ts';
import { TaskPool } from '../workers/pool.ts';
import { openCheckpoint, type CheckpointPlace } from './exact/checkpointing.ts';
import { knownGuesses, type KnownGuess } from './exact/known-guesses.ts';
import { rebuildParts } from './exact/rebuild-parts.ts';
import { NO_INDEX, nodesVisited, runTasks, type ExactRunner } from './exact/run-tasks.ts';
import { smallestDepth } from './exact/smallest-depth.ts';
import { splitGuess } from './exact/split-guess.ts';
import { SearchStatus } from './exact/status.ts';
import { greedyUpperBound } from './exact/upper-bound.ts';
import { NoTreeWithinLimit, SearchStopped, type ExactProgress } from './exact-stop.ts';
import { count } from '../core/count.ts';

/** How an exact tree is built. */
export interface ExactOptions {
  /** 'total': smallest total within the board limit; 'worst': smallest depth, then smallest total. */
  objective: 'total' | 'worst';
  /** Worker threads for the top-level guesses; 0 searches in this thread (deterministic either way). */
  workers?: number;
  /**
   * Threads to use (started already, ideally), or the fleet's queue; without it, a pool of
   * `workers` threads is started and closed here.
   */
  pool?: ExactRunner;
  /** Where progress lines go (default: stderr). */
  log?: (line: string) => void;
  /** Seconds between progress lines while a top-level branch runs (default 10). */
  logEvery?: number;
  /** Most secret indices each memo keeps. */
  memoLimit?: number;
  /** Split each first guess into its parts across the threads (default: when there are fewer first guesses than threads). */
  splitFirstGuess?: boolean;
  /**
   * A checkpoint file, rewritten as parts are solved and first guesses settled, at most every
   * 2 s and when the search ends (checkpoints/checkpoint.ts), or handed to `send` after every change. Without
   * `resume`, an existing file is an error (it holds work); with it, the search carries on from it.
   */
  checkpoint?: CheckpointPlace;
  /**
   * Searches on this thread only (no pool): stop with SearchStopped once the search has run this
   * many milliseconds, checked after each part solved and each first guess settled (the
   * checkpoint, if any, is written first).
   */
  budgetMs?: number;
  /**
   * Hears how far the search has got: after each part solved, each first guess answered and each
   * depth started (a few to a hundred a second: a part is a whole subtree). Parts a resumed search
   * replays from its checkpoint are not told: what is heard never falls behind the checkpoint.
   */
  onSearch?: (progress: ExactProgress) => void;
}

/** What the search found, for reports and benchmarks. */
export interface ExactResult {
  tree: TreeNode;
  total: number;
  depth: number;
  /** The greedy bound's total within the depth (greedyUpperBound: the starting upper bound), or null. */
  greedyTotal: number | null;
  ms: number;
  /** Search nodes visited, on every thread (SearchStats.nodes: sets of secrets searched past the shortcuts). */
  nodes: number;
}

/** Exact searches of games with this many secrets or more repay threads (the exact strategies' threadsFrom). */
export const EXACT_PARALLEL_FROM_SECRETS = EXACT_THREADS_FROM;

/** Builds the exact tree of a game (see ExactOptions); rejects with NoTreeWithinLimit when no tree fits the board limit. */
export async function buildExactTree(scorer: Scorer, options: ExactOptions, onProgress?: Progress): Promise<TreeNode> {
  return (await runExact(scorer, options, onProgress)).tree;
}

/** Like buildExactTree, with the figures of the run. */
export async function runExact(scorer: Scorer, options: ExactOptions, onProgress?: Progress): Promise<ExactResult> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const status = new SearchStatus(
    scorer.game,
    `${options.objective === 'total' ? 'optimal' : 'optimal-worst'} ${scorer.game.spec.id}`,
    log,
  );
  const timer = setInterval(() => status.tick(), 1000 * (options.logEvery ?? 10));
  timer.unref();
  // The threads boot while this thread computes the greedy bound (serial work), not after it.
  const threads = options.pool?.size ?? Math.max(0, options.workers ?? 0);
  const own = options.pool === undefined && threads > 0 ? new TaskPool({ size: threads }).start() : undefined;
  try {
    return await runExactBody(scorer, options, options.pool ?? own, status, onProgress);
  } catch (err) {
    if (err instanceof SearchStopped) await err.written;
    throw err;
  } finally {
    clearInterval(timer);
    await own?.close();
  }
}

async function runExactBody(
  scorer: Scorer,
  options: ExactOptions,
  pool: ExactRunner | undefined,
  status: SearchStatus,
  onProgress?: Progress,
): Promise<ExactResult> {
  const game = scorer.game;
  const { name, log, running } = status;
  const N = game.secretCount;
  const all = Int32Array.from({ length: N }, (_, i) => i);
  const search = createExactSearch(scorer, { memoLimit: options.memoLimit });
  const workers = pool?.size ?? 0;
  if (options.budgetMs !== undefined && workers > 0) throw new Error(`${name}: a budget applies to searches on this thread only`);
  // Progress for onSearch and the budget, heard after each note of a part, each first guess
  // answered and each depth started; `snapshot` is set once the search for the smallest total
  // starts (before, optimal-worst's search for the smallest depth tells its depth). A stop writes
  // the checkpoint first (`writeNow`, set with the checkpoint).
  let snapshot = (): ExactProgress => {
    const d = status.depth;
    return {
      ...(d !== undefined ? { depth: d.depth } : {}),
      firstGuesses: { done: d?.done ?? 0, total: d?.total ?? 0 },
      parts: { ...status.parts },
      best: null,
      lowerBound: null,
    };
  };
  let writeNow = (): Promise<void> => Promise.resolve();
  // A part replayed from the checkpoint is neither news nor a place to stop: stopping there would
  // report the replay's count, below what the checkpoint holds.
  const progress = (fresh: boolean): void => {
    if (!fresh) return;
    const ms = status.ms();
    if (options.budgetMs !== undefined && ms > options.budgetMs) {
      throw Object.assign(new SearchStopped(ms / 1000, snapshot()), { written: writeNow() });
    }
    options.onSearch?.(snapshot());
  };
  status.afterNote = progress;

  let depth = game.spec.maxGuesses;
  let witness: number | null = null;
  if (options.objective === 'worst') ({ depth, witness } = await smallestDepth(scorer, search, pool, options.memoLimit, status));

  // Upper bound: the greedy trees built for it that fit the depth (and the witness tree, if any).
  const greedyTotal = greedyUpperBound(scorer, options.objective, depth);
  const start = Math.min(greedyTotal ?? Infinity, witness ?? Infinity);
  log(
    `${name}: depth limit ${depth}, upper bound ${Number.isFinite(start) ? start : 'none'} (greedy ${greedyTotal ?? 'none'}) (${status.elapsed()})`,
  );

  // best = the smallest total found, and the index of its top-level guess; guess i must beat it,
  // or equal it with a smaller index (ties go to the first guess in visiting order).
  const shared = new Int32Array(new SharedArrayBuffer(8));
  shared[0] = Number.isFinite(start) ? start : 0x3fffffff;
  shared[1] = NO_INDEX;
  const ubFor = (i: number): number => Atomics.load(shared, 0) + (i < Atomics.load(shared, 1) ? 1 : 0);
  const choices = search.choices([], all, depth, shared[0] + 1);
  log(
    `${name}: ${count(choices.length, 'first guess', 'first guesses')} to try: ${choices
      .slice(0, 12)
      .map((c) => `${game.formatGuess(c.guess)} (${c.bound})`)
      .join(', ')}${choices.length > 12 ? ', …' : ''}`,
  );

  // First guesses settled by an earlier run (from the checkpoint) are not searched again, and the
  // parts it solved in the search for the smallest total are kept.
  const keeper = await openCheckpoint(
    options.checkpoint,
    game,
    name,
    options.objective,
    depth,
    choices,
    search.bounds.lowerBound,
    shared,
    log,
    workers === 0,
  );
  let children = keeper.children; // set by offer or the checkpoint
  // First guesses with every part solved before are settled from their totals, without a search;
  // the best of them is the bound, and its subtrees missing from the checkpoint are rebuilt first.
  const settled = new Set(keeper.settled);
  let done = settled.size;
  let deferred: KnownGuess | null = null;
  const settleKnown = (k: KnownGuess, below: number): void => {
    keeper.record({ type: 'result', index: k.index, guess: k.guess, cost: k.total, children: undefined }, below, false);
    log(`${name}: ${game.formatGuess(k.guess)} gives ${k.total} by its parts solved before and cannot beat ${Atomics.load(shared, 0)}`);
  };
  // Least total first (ties: visiting order), so the lines name the best one first.
  const known = knownGuesses(scorer, choices, search.bounds.lowerBound, (i) => keeper.knownParts(i), settled);
  for (const k of known.sort((a, b) => a.total - b.total || a.index - b.index)) {
    settled.add(k.index);
    done++;
    const below = ubFor(k.index);
    // Sorted so, only the first can beat the bound: the rest are settled against it.
    if (k.total < below) {
      deferred = k;
      children = null;
      Atomics.store(shared, 0, k.total);
      Atomics.store(shared, 1, k.index);
      log(`${name}: ${game.formatGuess(k.guess)} gives ${k.total} by its parts solved before, the best so far`);
    } else settleKnown(k, below);
  }
  status.onPartSolved = (n) => keeper.partSolved(n);
  if (deferred !== null) {
    // Its tree first: the checkpoint then holds the best tree so far whatever happens next.
    const k = deferred;
    if (k.treesMissing > 0)
      log(
        `${name}: ${game.formatGuess(k.guess)} is the best so far, ${k.total}: rebuilding the subtrees of its ${k.treesMissing} part(s) kept without them (${status.elapsed()})`,
      );
    status.phase = `rebuilding the subtrees of ${game.formatGuess(k.guess)}`;
    running.set(k.index, '');
    let rebuilt = 0;
    status.describe = () => `${rebuilt}/${k.treesMissing} parts rebuilt; `;
    children = await rebuildParts(scorer, search, pool, options.memoLimit, shared, k.guess, depth, keeper.knownParts(k.index)!, (p) =>
      status.note({
        type: 'part',
        index: k.index,
        done: ++rebuilt,
        parts: k.treesMissing,
        total: k.total,
        feedback: p.f,
        size: p.size,
        cost: p.cost,
        tree: p.tree,
      }),
    );
    running.delete(k.index);
    keeper.record({ type: 'result', index: k.index, guess: k.guess, cost: k.total, children }, k.total + 1, true);
  }
  const offer = (r: WorkerResult): boolean => {
    running.delete(r.index);
    done++;
    const below = ubFor(r.index);
    onProgress?.(Math.floor((N * done) / Math.max(1, choices.length)), N);
    const g = game.formatGuess(r.guess);
    const best = Atomics.load(shared, 0);
    const bestIndex = Atomics.load(shared, 1);
    if (r.cost !== FAIL && (r.cost < best || (r.cost === best && r.index < bestIndex))) {
      Atomics.store(shared, 0, r.cost);
      Atomics.store(shared, 1, r.index);
      children = r.children ?? null;
      keeper.record(r, below, true);
      log(
        `${name}: ${g} gives ${r.cost}, the best so far (${done}/${count(choices.length, 'first guess', 'first guesses')}, ${status.elapsed()})`,
      );
    } else {
      keeper.record(r, below, false);
      log(`${name}: ${g} cannot beat ${best} (${done}/${count(choices.length, 'first guess', 'first guesses')}, ${status.elapsed()})`);
    }
    status.parts.done = status.parts.total = 0;
    progress(true);
    return false;
  };
  snapshot = () => ({
    firstGuesses: { done, total: choices.length },
    parts: { ...status.parts },
    best: Atomics.load(shared, 1) === NO_INDEX ? null : Atomics.load(shared, 0),
    lowerBound: keeper.lowerBound(),
  });
  writeNow = () => keeper.close();
  status.phase = `smallest total within ${count(depth, 'guess', 'guesses')}`;
  status.describe = () => {
    const best =
      Atomics.load(shared, 1) === NO_INDEX
        ? `upper bound ${Atomics.load(shared, 0)}`
        : `best ${Atomics.load(shared, 0)} by ${game.formatGuess(choices[Atomics.load(shared, 1)]!.guess)}`;
    return `searching ${status.runningText(choices)}; ${best}; ${done}/${choices.length} done; `;
  };
  const alwaysSplit = pool?.splitFirstGuess === true;
  if ((workers > 1 || alwaysSplit) && (options.splitFirstGuess ?? (alwaysSplit || choices.length < workers))) {
    // Too few first guesses to keep the threads busy (Bulls and Cows has one): split each first
    // guess into its parts instead, in order, each part a task.
    for (let i = 0; i < choices.length && choices[i]!.bound < ubFor(i); i++) {
      if (settled.has(i)) continue;
      running.set(i, '');
      offer(
        await splitGuess(
          scorer,
          search,
          pool,
          options.memoLimit,
          shared,
          i,
          choices[i]!.guess,
          depth,
          ubFor(i),
          keeper.knownParts(i),
          (done, parts, total, { f, size, cost, tree }) =>
            status.note({ type: 'part', index: i, done, parts, total, feedback: f, size, cost, ...(keeper.keepsTrees ? { tree } : {}) }),
        ),
      );
    }
  } else {
    let nextIndex = 0;
    const next = (): WorkerTask | null => {
      while (settled.has(nextIndex)) nextIndex++;
      if (nextIndex >= choices.length || choices[nextIndex]!.bound >= ubFor(nextIndex)) return null;
      const index = nextIndex++;
      running.set(index, '');
      const known = keeper.knownParts(index);
      return {
        mode: 'total',
        index,
        guess: choices[index]!.guess,
        depth,
        partTrees: keeper.keepsTrees,
        ...(known !== undefined ? { known } : {}),
      };
    };
    await runTasks(scorer, search, pool, options.memoLimit, shared, next, offer, status.note);
  }
  await keeper.close();
  const bestIndex = shared[1];
  // With no upper bound, every first guess failed to fit the depth at any total: a proof.
  if (bestIndex === NO_INDEX && !Number.isFinite(start)) throw new NoTreeWithinLimit(game.spec.maxGuesses);
  if (bestIndex === NO_INDEX || children === null) {
    throw new Error(`${name}: the search found no tree (upper bound ${start}); this is a bug`);
  }
  const total = shared[0];
  const tree: TreeNode = { guess: choices[bestIndex]!.guess, next: children };
  log(`${name}: done: first guess ${game.formatGuess(tree.guess)}, total ${total}, depth limit ${depth}, ${status.elapsed()}`);
  onProgress?.(N, N);
  return { tree, total, depth, greedyTotal, ms: status.ms(), nodes: nodesVisited(search) };
}
