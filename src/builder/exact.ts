/**
 * Runs the exact search for a whole game: the upper bound from the greedy trees, the smallest
 * feasible depth for `optimal-worst`, the top-level guesses split over worker threads, a progress
 * line while it runs, and the final tree.
 */
import type { Scorer } from '../core/scorer.ts';
import { verifyTree, type TreeNode } from '../core/tree.ts';
import { buildTree as buildGreedyTree, createGreedyChooser, splitByFeedback, type Progress } from '../core/strategies/greedy.ts';
import { OBJECTIVES } from '../core/strategies/objectives.ts';
import { createExactSearch, FAIL, type ExactSearch } from '../core/strategies/exact/search.ts';
import { executeTask, type WorkerPartNote, type WorkerResult, type WorkerTask } from '../core/strategies/exact/tasks.ts';
import { TaskPool } from '../workers/pool.ts';
import type { ExactSession } from '../workers/tasks/exact-task.ts';
import {
  checkpointMismatch,
  provenLowerBound,
  readCheckpoint,
  writeCheckpoint,
  writeCheckpointSync,
  type ExactCheckpoint,
} from './checkpoint.ts';
import { NoTreeWithinLimit, SearchStopped, type ExactProgress } from './exact-stop.ts';

/** How an exact tree is built. */
export interface ExactOptions {
  /** 'total': smallest total within the board limit; 'worst': smallest depth, then smallest total. */
  objective: 'total' | 'worst';
  /** Worker threads for the top-level guesses; 0 searches in this thread (deterministic either way). */
  workers?: number;
  /** Threads to use (started already, ideally); without it, a pool of `workers` threads is started and closed here. */
  pool?: TaskPool;
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
   * 2 s and when the search ends (checkpoint.ts). Without
   * `resume`, an existing file is an error (it holds work); with it, the search carries on from it.
   */
  checkpoint?: { path: string; resume?: boolean };
  /**
   * Searches on this thread only (no pool): stop with SearchStopped once the search has run this
   * many milliseconds, checked after each part solved and each first guess settled (the
   * checkpoint, if any, is written first).
   */
  budgetMs?: number;
  /** Hears how far the search has got, at most every 250 ms and when a first guess settles. */
  onSearch?: (progress: ExactProgress) => void;
}

/** What the search found, for reports and benchmarks. */
export interface ExactResult {
  tree: TreeNode;
  total: number;
  depth: number;
  /** Best greedy total within the depth (the starting upper bound), or null. */
  greedyTotal: number | null;
  ms: number;
}

const NO_INDEX = 1 << 30;

/** Longest a solved part or a settled first guess waits before the checkpoint is written. */
const CHECKPOINT_EVERY_MS = 2000;

/**
 * Exact searches of games with fewer secrets than this finish faster on one thread than threads
 * take to start and to be fed: Mastermind 4x6's optimal tree (1,296 secrets) takes 1.1 s whole
 * process on one thread and 1.35 s on two; Royale (3,125) and Bulls and Cows (5,040) repay them.
 */
export const EXACT_PARALLEL_FROM_SECRETS = 2000;

/** Builds the exact tree of a game (see ExactOptions); rejects with NoTreeWithinLimit when no tree fits the board limit. */
export async function buildExactTree(scorer: Scorer, options: ExactOptions, onProgress?: Progress): Promise<TreeNode> {
  return (await runExact(scorer, options, onProgress)).tree;
}

/** Like buildExactTree, with the figures of the run. */
export async function runExact(scorer: Scorer, options: ExactOptions, onProgress?: Progress): Promise<ExactResult> {
  const ticker = { tick: (): void => {} };
  const timer = setInterval(() => ticker.tick(), 1000 * (options.logEvery ?? 10));
  timer.unref();
  // The threads boot while this thread computes the greedy bound (serial work), not after it.
  const threads = options.pool?.size ?? Math.max(0, options.workers ?? 0);
  const pool = threads === 0 ? undefined : (options.pool ?? new TaskPool({ size: threads }).start());
  try {
    return await runExactBody(scorer, options, pool, ticker, onProgress);
  } catch (err) {
    if (err instanceof SearchStopped) await err.written;
    throw err;
  } finally {
    clearInterval(timer);
    if (options.pool === undefined) await pool?.close();
  }
}

async function runExactBody(
  scorer: Scorer,
  options: ExactOptions,
  pool: TaskPool | undefined,
  ticker: { tick: () => void },
  onProgress?: Progress,
): Promise<ExactResult> {
  const game = scorer.game;
  const started = performance.now();
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const name = `${options.objective === 'total' ? 'optimal' : 'optimal-worst'} ${game.spec.id}`;
  const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const N = game.secretCount;
  const all = Int32Array.from({ length: N }, (_, i) => i);
  const search = createExactSearch(scorer, { memoLimit: options.memoLimit });
  const limit = game.spec.maxGuesses;

  const workers = pool?.size ?? 0;
  if (options.budgetMs !== undefined && workers > 0) throw new Error(`${name}: a budget applies to searches on this thread only`);
  // Progress for onSearch and the budget: parts of the first guess under way, and a snapshot (set
  // once the search for the smallest total starts) of first guesses, best and bound. A stop
  // writes the checkpoint first (writeNow, set with the checkpoint).
  const parts = { done: 0, total: 0 };
  let snapshot = (): ExactProgress => ({ firstGuesses: { done: 0, total: 0 }, parts: { ...parts }, best: null, lowerBound: null });
  let writeNow = (): Promise<void> => Promise.resolve();
  let heard = -Infinity;
  const progress = (settledOne: boolean): void => {
    const now = performance.now();
    if (options.budgetMs !== undefined && now - started > options.budgetMs) {
      throw Object.assign(new SearchStopped((now - started) / 1000, snapshot()), { written: writeNow() });
    }
    if (options.onSearch !== undefined && (settledOne || now - heard >= 250)) {
      heard = now;
      options.onSearch(snapshot());
    }
  };
  // Top-level guesses under way, with how far each has got ("part 3/14, total so far 4210").
  const running = new Map<number, string>();
  // Where a note reports a part solved in the search for the smallest total, the checkpoint (if
  // any) keeps it, so that a resumed run does not search that part again.
  let onPartSolved: (n: WorkerPartNote) => void = () => {};
  const note = (n: WorkerPartNote): void => {
    running.set(n.index, n.total > 0 ? `part ${n.done}/${n.parts}, total so far ${n.total}` : `part ${n.done}/${n.parts} fits`);
    if (n.feedback >= 0 && n.total > 0) onPartSolved(n);
    parts.done = n.done;
    parts.total = n.parts;
    progress(false);
  };
  let phase = '';
  let statusOf = (): string => '';
  ticker.tick = () => log(`${name}: ${phase}; ${statusOf()}${elapsed()}`);
  const runningText = (choices: Array<{ guess: number; bound: number }>): string =>
    [...running.entries()]
      .map(([i, how]) => `${game.formatGuess(choices[i]!.guess)} (#${i + 1}/${choices.length}${how ? `, ${how}` : ''})`)
      .join(', ') || '-';

  let depth = limit;
  let witness: number | null = null;
  if (options.objective === 'worst') {
    // The smallest depth whose capacity holds every secret, then upwards until a tree exists
    // (lowerBoundOnWorstCaseSolution of the general framework for guessing games on Stack Overflow), each first guess tried on its own thread.
    depth = 1;
    while (search.bounds.capacity[depth]! < N) depth++;
    for (; depth <= limit; depth++) {
      const choices = search.choices([], all, depth, Infinity);
      phase = `is there a tree of depth ${depth}? ${choices.length} first guesses`;
      log(`${name}: ${phase} (${elapsed()})`);
      statusOf = () => `trying ${runningText(choices)}; `;
      let found = null as WorkerResult | null; // set by the callback below
      let nextIndex = 0;
      const next = (): WorkerTask | null => {
        if (found !== null || nextIndex >= choices.length) return null;
        const index = nextIndex++;
        running.set(index, '');
        return { mode: 'feasible', index, guess: choices[index]!.guess, depth };
      };
      await runTasks(
        scorer,
        search,
        pool,
        options.memoLimit,
        shared0(),
        next,
        (r) => {
          running.delete(r.index);
          if (r.cost !== FAIL && (found === null || r.index < found.index)) found = r;
          return found !== null;
        },
        note,
      );
      if (found !== null) {
        const f: WorkerResult = found;
        const tree: TreeNode = { guess: f.guess, next: f.children ?? [] };
        witness = verifyTree(game, tree, depth).stats.total;
        log(
          `${name}: depth ${depth} is the smallest; a first tree of that depth (${game.formatGuess(f.guess)}) has total ${witness} (${elapsed()})`,
        );
        break;
      }
      log(`${name}: no tree of depth ${depth} (proved, ${elapsed()})`);
    }
    if (depth > limit) throw new NoTreeWithinLimit(limit);
  }

  // Upper bound: the best greedy tree that fits the depth (and the witness tree, if any). For the
  // smallest total, entropy's and most-parts' trees are the best greedy ones on every board of
  // the catalogue (docs/results.md), and the other three are not built; a depth limit may need
  // minimax's shallower tree, so optimal-worst builds all five. The bound only decides how much
  // is cut, never which tree is found.
  const objectives = options.objective === 'total' ? OBJECTIVES.filter((o) => o.id === 'entropy' || o.id === 'most-parts') : OBJECTIVES;
  let greedyTotal: number | null = null;
  for (const objective of objectives) {
    const v = verifyTree(game, buildGreedyTree(scorer, createGreedyChooser(scorer, objective)), depth);
    if (v.ok && (greedyTotal === null || v.stats.total < greedyTotal)) greedyTotal = v.stats.total;
  }
  const start = Math.min(greedyTotal ?? Infinity, witness ?? Infinity);
  log(
    `${name}: depth limit ${depth}, upper bound ${Number.isFinite(start) ? start : 'none'} (best greedy ${greedyTotal ?? 'none'}) (${elapsed()})`,
  );

  // best = the smallest total found, and the index of its top-level guess; guess i must beat it,
  // or equal it with a smaller index (ties go to the first guess in visiting order).
  const shared = new Int32Array(new SharedArrayBuffer(8));
  shared[0] = Number.isFinite(start) ? start : 0x3fffffff;
  shared[1] = NO_INDEX;
  const ubFor = (i: number): number => Atomics.load(shared, 0) + (i < Atomics.load(shared, 1) ? 1 : 0);
  const choices = search.choices([], all, depth, shared[0] + 1);
  log(
    `${name}: ${choices.length} first guesses to try: ${choices
      .slice(0, 12)
      .map((c) => `${game.formatGuess(c.guess)} (${c.bound})`)
      .join(', ')}${choices.length > 12 ? ', …' : ''}`,
  );

  let children = null as Array<[number, TreeNode]> | null; // set by offer or the checkpoint
  let done = 0;
  // First guesses settled by an earlier run (from the checkpoint) are not searched again.
  const settled = new Set<number>();
  let checkpoint: ExactCheckpoint | undefined;
  let saving: Promise<void> = Promise.resolve();
  let priorSeconds = 0;
  const searchStarted = performance.now();
  if (options.checkpoint !== undefined) {
    const { path, resume } = options.checkpoint;
    const expected = {
      variant: game.spec.id,
      objective: options.objective,
      depth,
      firstGuesses: choices.map((c) => game.formatGuess(c.guess)),
    };
    const found = await readCheckpoint(path);
    if (found !== undefined && resume !== true) {
      throw new Error(`${name}: ${path} holds an unfinished search; carry on from it (--resume) or delete it`);
    }
    if (found === undefined) {
      checkpoint = {
        format: 'codebreaker-exact-checkpoint',
        version: 1,
        ...expected,
        settled: [],
        partial: [],
        best: null,
        lowerBound: 0,
        seconds: 0,
      };
    } else {
      const why = checkpointMismatch(found, expected);
      if (why !== null) throw new Error(`${name}: cannot resume from ${path}: ${why}`);
      checkpoint = found;
      priorSeconds = found.seconds;
      for (const s of found.settled) settled.add(s.index);
      done = settled.size;
      const best = found.best;
      if (best !== null && best.total <= shared[0]) {
        shared[0] = best.total;
        shared[1] = best.index;
        children = best.tree.next.map(([f, child]) => [f, child]);
      }
      log(
        `${name}: resuming from ${path}: ${settled.size}/${choices.length} first guesses settled, ` +
          `${found.partial.reduce((a, p) => a + p.parts.length, 0)} parts of others solved, ` +
          `${best === null ? 'no tree yet' : `best ${best.total} by ${game.formatGuess(best.tree.guess)}`}, ${found.seconds.toFixed(0)} s searched before`,
      );
    }
  }
  // The checkpoint is written at most every CHECKPOINT_EVERY_MS, and once more when the search
  // ends: a short search then spends nothing on it (Mastermind settles a part every millisecond).
  let pending: ExactCheckpoint | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let written = performance.now();
  let saved = written;
  const flush = (sync = false): void => {
    timer = undefined;
    written = performance.now();
    const cp = pending;
    if (cp === undefined) return;
    pending = undefined;
    cp.seconds = priorSeconds + (performance.now() - searchStarted) / 1000;
    cp.lowerBound = provenLowerBound(cp, choices, search.bounds.lowerBound);
    const snapshot = JSON.parse(JSON.stringify(cp)) as ExactCheckpoint;
    if (sync) writeCheckpointSync(options.checkpoint!.path, snapshot);
    else saving = saving.then(() => writeCheckpoint(options.checkpoint!.path, snapshot));
  };
  const save = (cp: ExactCheckpoint): void => {
    pending = cp;
    // A search on this thread never yields, so no timer fires while it runs: it writes in place,
    // as often, and also after a part that took long (the next may take longer still), so a
    // thread stopped from outside loses only the part under way.
    if (workers === 0) {
      const now = performance.now();
      if (now - written >= CHECKPOINT_EVERY_MS || now - saved >= CHECKPOINT_EVERY_MS / 10) flush(true);
      saved = now;
    } else timer ??= setTimeout(flush, CHECKPOINT_EVERY_MS);
  };
  const record = (r: WorkerResult, below: number, best: boolean): void => {
    if (checkpoint === undefined) return;
    const cp = checkpoint;
    cp.settled.push({ index: r.index, guess: game.formatGuess(r.guess), total: r.cost === FAIL ? null : r.cost, below });
    cp.partial = cp.partial.filter((p) => p.index !== r.index);
    if (best) cp.best = { total: r.cost, index: r.index, tree: { guess: r.guess, next: r.children ?? [] } };
    save(cp);
  };
  if (checkpoint !== undefined) {
    const cp = checkpoint;
    onPartSolved = (n) => {
      let entry = cp.partial.find((p) => p.index === n.index);
      if (entry === undefined) {
        entry = { index: n.index, guess: game.formatGuess(choices[n.index]!.guess), parts: [] };
        cp.partial.push(entry);
      }
      if (!entry.parts.some(([f]) => f === n.feedback)) entry.parts.push([n.feedback, n.size, n.cost]);
      save(cp);
    };
  }
  /** Parts of first guess i solved by an earlier run, for its task. */
  const knownParts = (i: number): Array<[number, number]> | undefined => {
    const entry = checkpoint?.partial.find((p) => p.index === i);
    return entry === undefined || entry.parts.length === 0 ? undefined : entry.parts.map(([f, , c]) => [f, c]);
  };
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
      record(r, below, true);
      log(`${name}: ${g} gives ${r.cost}, the best so far (${done}/${choices.length} first guesses, ${elapsed()})`);
    } else {
      record(r, below, false);
      log(`${name}: ${g} cannot beat ${best} (${done}/${choices.length} first guesses, ${elapsed()})`);
    }
    parts.done = parts.total = 0;
    progress(true);
    return false;
  };
  snapshot = () => ({
    firstGuesses: { done, total: choices.length },
    parts: { ...parts },
    best: Atomics.load(shared, 1) === NO_INDEX ? null : Atomics.load(shared, 0),
    lowerBound: checkpoint === undefined ? null : provenLowerBound(checkpoint, choices, search.bounds.lowerBound),
  });
  writeNow = () => {
    clearTimeout(timer);
    flush();
    return saving;
  };
  phase = `smallest total within ${depth} guesses`;
  statusOf = () => {
    const best =
      Atomics.load(shared, 1) === NO_INDEX
        ? `upper bound ${Atomics.load(shared, 0)}`
        : `best ${Atomics.load(shared, 0)} by ${game.formatGuess(choices[Atomics.load(shared, 1)]!.guess)}`;
    return `searching ${runningText(choices)}; ${best}; ${done}/${choices.length} done; `;
  };
  if (workers > 1 && (options.splitFirstGuess ?? choices.length < workers)) {
    // Too few first guesses to keep the threads busy (Bulls and Cows has one): split each first
    // guess into its parts instead, in order, each part a task.
    for (let i = 0; i < choices.length && choices[i]!.bound < ubFor(i); i++) {
      if (settled.has(i)) continue;
      running.set(i, '');
      offer(
        await splitGuess(scorer, search, pool, options.memoLimit, shared, i, choices[i]!.guess, depth, ubFor(i), (done, parts, total) =>
          note({ type: 'part', index: i, done, parts, total, feedback: -1, size: 0, cost: 0 }),
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
      const known = knownParts(index);
      return { mode: 'total', index, guess: choices[index]!.guess, depth, ...(known !== undefined ? { known } : {}) };
    };
    await runTasks(scorer, search, pool, options.memoLimit, shared, next, offer, note);
  }
  clearTimeout(timer);
  flush();
  await saving;
  const bestIndex = shared[1];
  // With no upper bound, every first guess failed to fit the depth at any total: a proof.
  if (bestIndex === NO_INDEX && !Number.isFinite(start)) throw new NoTreeWithinLimit(limit);
  if (bestIndex === NO_INDEX || children === null) {
    throw new Error(`${name}: the search found no tree (upper bound ${start}); this is a bug`);
  }
  const total = shared[0];
  const tree: TreeNode = { guess: choices[bestIndex]!.guess, next: children };
  log(`${name}: done: first guess ${game.formatGuess(tree.guess)}, total ${total}, depth limit ${depth}, ${elapsed()}`);
  onProgress?.(N, N);
  return { tree, total, depth, greedyTotal, ms: performance.now() - started };
}

/**
 * The total of first guess g (index i) when below ub, its parts solved as separate tasks on the
 * threads, smallest first. Each part is given the slack known when it starts (the parts still
 * running count at their lower bounds), so a part that fails proves the guess cannot beat ub.
 * The largest part comes last, with the exact slack left: its candidate guesses spread over the
 * threads (solveSpread), or from DEEP_FROM_SECRETS secrets on, one after another with the
 * candidates of each of their parts spread (solveDeep). The subtrees are the ones guessCost and
 * buildChildren would give (first optimal guess in order).
 */
async function splitGuess(
  scorer: Scorer,
  search: ExactSearch,
  pool: TaskPool | undefined,
  memoLimit: number | undefined,
  shared: Int32Array,
  i: number,
  g: number,
  depth: number,
  ub: number,
  onPart: (done: number, parts: number, total: number) => void,
): Promise<WorkerResult> {
  const game = scorer.game;
  const LB = search.bounds.lowerBound;
  const cap = search.bounds.capacity[Math.max(0, depth - 1)] ?? 0;
  const parts = partsOf(
    scorer,
    g,
    Int32Array.from({ length: game.secretCount }, (_, s) => s),
  ).map((p) => ({ ...p, cost: -1 }));
  const failed: WorkerResult = { type: 'result', index: i, guess: g, cost: FAIL, children: undefined };
  if (parts.some((p) => p.P.length > cap || p.P.length === game.secretCount)) return failed;
  let total = game.secretCount;
  for (const p of parts) total += LB[p.P.length]!;
  // Parts of 1 or 2 secrets cost exactly their bound; the rest go smallest first, as tasks,
  // except the largest, which is searched last with the exact slack left, its own candidate
  // guesses spread over the threads.
  const order = parts
    .map((_, j) => j)
    .filter((j) => parts[j]!.P.length > 2)
    .sort((a, b) => parts[a]!.P.length - parts[b]!.P.length || a - b);
  const last = order.pop();
  let nextPart = 0;
  let done = 0;
  let fail = false as boolean; // set by the callbacks below
  const next = (): WorkerTask | null => {
    if (fail || nextPart >= order.length) return null;
    const j = order[nextPart++]!;
    const slack = ub - total;
    if (slack <= 0) {
      fail = true;
      return null;
    }
    return { mode: 'part', index: j, guess: g, depth: depth - 1, secrets: parts[j]!.P, ub: LB[parts[j]!.P.length]! + slack };
  };
  const partCount = order.length + (last === undefined ? 0 : 1);
  await runTasks(
    scorer,
    search,
    pool,
    memoLimit,
    shared,
    next,
    (r) => {
      if (r.cost === FAIL) {
        fail = true;
        return true;
      }
      const p = parts[r.index]!;
      p.cost = r.cost;
      p.tree = r.tree;
      total += r.cost - LB[p.P.length]!;
      onPart(++done, partCount, total);
      return false;
    },
    () => {},
  );
  if (!fail && last !== undefined) {
    const p = parts[last]!;
    const partUb = LB[p.P.length]! + ub - total;
    const ctx: SpreadContext = { scorer, search, pool, memoLimit };
    // A very large part: its candidates one after another, each of their parts in turn with the
    // exact slack and the candidates of each spread over the threads (solveDeep); else the
    // part's own candidates spread over the threads.
    const solved =
      partUb <= LB[p.P.length]!
        ? null
        : p.P.length >= DEEP_FROM_SECRETS
          ? await solveDeep(ctx, [g], p.P, depth - 1, partUb)
          : await solveSpread(ctx, [g], p.P, depth - 1, partUb);
    if (solved === null) fail = true;
    else {
      p.cost = solved.cost;
      p.tree = solved.tree;
      total += p.cost - LB[p.P.length]!;
      onPart(++done, partCount, total);
    }
  }
  if (fail || total >= ub) return failed;
  const children: Array<[number, TreeNode]> = parts.map((p) => [p.f, p.tree ?? smallTree(game.secretGuess, game.score, p.P)]);
  return { type: 'result', index: i, guess: g, cost: total, children };
}

/** What solveSpread and solveDeep need: the threads and the main thread's search. */
interface SpreadContext {
  readonly scorer: Scorer;
  readonly search: ExactSearch;
  readonly pool: TaskPool | undefined;
  readonly memoLimit: number | undefined;
}

/** Parts of a split first guess from this size on are searched by solveDeep. */
const DEEP_FROM_SECRETS = 1000;
/** Inside solveDeep, parts from this size on have their candidates spread over the threads; smaller ones are solved here. */
const SPREAD_FROM_SECRETS = 100;

/**
 * The smallest total for S (after `history`) within depth guesses when below ub, with its tree,
 * else null: S's candidate guesses are tasks on the threads, in visiting order, sharing the best
 * total (ties go to the earlier guess, as in the search itself).
 */
async function solveSpread(
  ctx: SpreadContext,
  history: number[],
  S: Int32Array,
  depth: number,
  ub: number,
): Promise<{ cost: number; tree: TreeNode } | null> {
  const best = new Int32Array(new SharedArrayBuffer(8));
  best[0] = ub - 1; // the bound for a task is best + 1 until some task finds a total
  best[1] = NO_INDEX;
  const ubAt = (k: number): number => Atomics.load(best, 0) + (k < Atomics.load(best, 1) ? 1 : 0);
  const choices = ctx.search.choices(history, S, depth, ub);
  let nextChoice = 0;
  let children: Array<[number, TreeNode]> | undefined;
  await runTasks(
    ctx.scorer,
    ctx.search,
    ctx.pool,
    ctx.memoLimit,
    best,
    () => {
      if (nextChoice >= choices.length || choices[nextChoice]!.bound >= ubAt(nextChoice)) return null;
      const index = nextChoice++;
      return { mode: 'total', index, guess: choices[index]!.guess, depth, history, secrets: S };
    },
    (r) => {
      if (r.cost !== FAIL && r.cost < Atomics.load(best, 0) + 1 && (r.cost < Atomics.load(best, 0) || r.index < Atomics.load(best, 1))) {
        Atomics.store(best, 0, r.cost);
        Atomics.store(best, 1, r.index);
        children = r.children;
      }
      return false;
    },
    () => {},
  );
  if (best[1] === NO_INDEX || children === undefined) return null;
  return { cost: best[0], tree: { guess: choices[best[1]]!.guess, next: children } };
}

/**
 * Like solveSpread, one level deeper: S's candidate guesses one after another (the bound
 * tightening as in the search), each guess's parts in turn, smallest first, with the exact slack
 * the parts before leave, and each large part's candidates spread over the threads. Both threads
 * then work inside the best guess too, where solveSpread gives it to one thread.
 */
async function solveDeep(
  ctx: SpreadContext,
  history: number[],
  S: Int32Array,
  depth: number,
  ub: number,
): Promise<{ cost: number; tree: TreeNode } | null> {
  const { scorer, search } = ctx;
  const game = scorer.game;
  const LB = search.bounds.lowerBound;
  let best = ub;
  let tree: TreeNode | null = null;
  for (const { guess: g, bound } of search.choices(history, S, depth, ub)) {
    if (bound >= best) break;
    const parts = partsOf(scorer, g, S);
    let total = bound;
    const child = [...history, g];
    const order = parts
      .map((_, j) => j)
      .filter((j) => parts[j]!.P.length > 2)
      .sort((a, b) => parts[a]!.P.length - parts[b]!.P.length || a - b);
    let ok = true;
    for (const j of order) {
      const P = parts[j]!.P;
      const slack = best - total;
      if (slack <= 0) {
        ok = false;
        break;
      }
      const partUb = LB[P.length]! + slack;
      let solved: { cost: number; tree: TreeNode } | null;
      if (P.length >= SPREAD_FROM_SECRETS) solved = await solveSpread(ctx, child, P, depth - 1, partUb);
      else {
        const cost = search.solve(child, P, depth - 1, partUb);
        solved = cost === FAIL ? null : { cost, tree: search.buildTree(child, P, depth - 1, cost + 1) };
      }
      if (solved === null) {
        ok = false;
        break;
      }
      parts[j]!.tree = solved.tree;
      total += solved.cost - LB[P.length]!;
    }
    if (ok && total < best) {
      best = total;
      tree = { guess: g, next: parts.map((p) => [p.f, p.tree ?? smallTree(game.secretGuess, game.score, p.P)]) };
    }
  }
  return tree === null ? null : { cost: best, tree };
}

/**
 * The non-winning parts of S under g in feedback order (the core's splitByFeedback), each its own
 * compact array (tasks post them to threads), with room for its subtree.
 */
function partsOf(scorer: Scorer, g: number, S: Int32Array): Array<{ f: number; P: Int32Array; tree: TreeNode | undefined }> {
  return splitByFeedback(scorer, g, S).map(([f, P]) => ({ f, P: P.slice(), tree: undefined }));
}

/** The optimal tree of one or two secrets: guess the first (the search's own choice). */
function smallTree(secretGuess: Int32Array, score: (g: number, s: number) => number, P: Int32Array): TreeNode {
  const first = secretGuess[P[0]!]!;
  if (P.length === 1) return { guess: first, next: [] };
  return { guess: first, next: [[score(first, P[1]!), { guess: secretGuess[P[1]!]!, next: [] }]] };
}

/** A shared [best total, index] pair with no best yet (feasibility tasks do not read it). */
function shared0(): Int32Array {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  shared[0] = 0x3fffffff;
  shared[1] = NO_INDEX;
  return shared;
}

let sessions = 0;
/** The id the threads know each main-thread search by: one per exact build. */
const searchIds = new WeakMap<ExactSearch, number>();

/**
 * Runs tasks pulled from next() (null: none to start now) and hands each result to onResult,
 * which returns true to stop: no task starts after that, and running ones are cancelled. In this
 * thread without a pool, else on the pool's threads, each with its own search and memo for this
 * call (a session).
 */
async function runTasks(
  scorer: Scorer,
  search: ExactSearch,
  pool: TaskPool | undefined,
  memoLimit: number | undefined,
  shared: Int32Array,
  next: () => WorkerTask | null,
  onResult: (r: WorkerResult) => boolean,
  note: (n: WorkerPartNote) => void,
): Promise<void> {
  if (pool === undefined) {
    const all = Int32Array.from({ length: scorer.game.secretCount }, (_, i) => i);
    for (let task = next(); task !== null; task = next()) {
      if (onResult(executeTask(search, all, task, shared, note))) break;
    }
    return;
  }
  let searchId = searchIds.get(search);
  if (searchId === undefined) searchIds.set(search, (searchId = ++sessions));
  const session: ExactSession = {
    id: ++sessions,
    search: searchId,
    spec: scorer.game.spec,
    memoLimit,
    table: scorer.table,
    shared: shared.buffer as SharedArrayBuffer,
  };
  const abort = new AbortController();
  let stopped = false;
  let failure: { error: unknown } | undefined;
  // One loop per thread: each takes the next task as soon as its last one is answered.
  const lane = async (): Promise<void> => {
    while (!stopped) {
      const task = next();
      if (task === null) return;
      let result: WorkerResult;
      try {
        result = await pool.run('exact', { session, task }, { onEvent: note, signal: abort.signal });
      } catch (err) {
        // Another lane may have stopped the run (and aborted this task) while this one waited.
        if (!abort.signal.aborted) failure ??= { error: err };
        stopped = true;
        abort.abort();
        return;
      }
      if (abort.signal.aborted) return;
      if (onResult(result)) {
        stopped = true;
        abort.abort();
      }
    }
  };
  // next() never gives a task again once it has given null (the bounds only tighten), so a lane
  // that finds none is done.
  await Promise.all(Array.from({ length: pool.size }, () => lane()));
  if (failure !== undefined) throw failure.error;
}
