/**
 * Runs the exact search for a whole game: the upper bound from the greedy trees, the smallest
 * feasible depth for `optimal-worst`, the top-level guesses split over worker threads, a progress
 * line while it runs, and the final tree.
 */
import { Worker } from 'node:worker_threads';
import type { Scorer } from '../../scorer.ts';
import { verifyTree, type TreeNode } from '../../tree.ts';
import { buildTree as buildGreedyTree, createGreedyChooser, type Progress } from '../greedy.ts';
import { OBJECTIVES } from '../objectives.ts';
import { createExactSearch, FAIL, type ExactSearch } from './search.ts';
import type { WorkerInput, WorkerPartNote, WorkerResult, WorkerTask } from './worker.ts';

/** How an exact tree is built. */
export interface ExactOptions {
  /** 'total': smallest total within the board limit; 'worst': smallest depth, then smallest total. */
  objective: 'total' | 'worst';
  /** Worker threads for the top-level guesses; 0 searches in this thread (deterministic either way). */
  workers?: number;
  /** Where progress lines go (default: stderr). */
  log?: (line: string) => void;
  /** Seconds between progress lines while a top-level branch runs (default 10). */
  logEvery?: number;
  /** Most secret indices each memo keeps. */
  memoLimit?: number;
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

/** Builds the exact tree of a game (see ExactOptions); rejects when no tree fits the board limit. */
export async function buildExactTree(scorer: Scorer, options: ExactOptions, onProgress?: Progress): Promise<TreeNode> {
  return (await runExact(scorer, options, onProgress)).tree;
}

/** Like buildExactTree, with the figures of the run. */
export async function runExact(scorer: Scorer, options: ExactOptions, onProgress?: Progress): Promise<ExactResult> {
  const ticker = { tick: (): void => {} };
  const timer = setInterval(() => ticker.tick(), 1000 * (options.logEvery ?? 10));
  timer.unref?.();
  try {
    return await runExactBody(scorer, options, ticker, onProgress);
  } finally {
    clearInterval(timer);
  }
}

async function runExactBody(scorer: Scorer, options: ExactOptions, ticker: { tick: () => void }, onProgress?: Progress): Promise<ExactResult> {
  const game = scorer.game;
  const started = performance.now();
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const name = `${options.objective === 'total' ? 'optimal' : 'optimal-worst'} ${game.spec.id}`;
  const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const N = game.secretCount;
  const all = Int32Array.from({ length: N }, (_, i) => i);
  const search = createExactSearch(scorer, { memoLimit: options.memoLimit });
  const limit = game.spec.maxGuesses;

  const workers = Math.max(0, options.workers ?? 0);
  // Top-level guesses under way, with how far each has got ("part 3/14, total so far 4210").
  const running = new Map<number, string>();
  const note = (n: WorkerPartNote): void => {
    running.set(n.index, n.total > 0 ? `part ${n.done}/${n.parts}, total so far ${n.total}` : `part ${n.done}/${n.parts} fits`);
  };
  let phase = '';
  let statusOf = (): string => '';
  ticker.tick = () => log(`${name}: ${phase}; ${statusOf()}${elapsed()}`);
  const runningText = (choices: Array<{ guess: number; bound: number }>): string =>
    [...running.entries()].map(([i, how]) => `${game.formatGuess(choices[i]!.guess)} (#${i + 1}/${choices.length}${how ? `, ${how}` : ''})`).join(', ') || '-';

  let depth = limit;
  let witness: number | null = null;
  if (options.objective === 'worst') {
    // The smallest depth whose capacity holds every secret, then upwards until a tree exists
    // (seed 000's lowerBoundOnWorstCaseSolution), each first guess tried on its own thread.
    depth = 1;
    while (search.bounds.capacity[depth]! < N) depth++;
    for (; depth <= limit; depth++) {
      const choices = search.choices([], all, depth, Infinity);
      phase = `is there a tree of depth ${depth}? ${choices.length} first guesses`;
      log(`${name}: ${phase} (${elapsed()})`);
      statusOf = () => `trying ${runningText(choices)}; `;
      let found: WorkerResult | null = null;
      const tasks = choices.map((c, index): WorkerTask => ({ mode: 'feasible', index, guess: c.guess, depth }));
      await runTasks(scorer, search, workers, options.memoLimit, shared0(), tasks, running, () => found === null, (r) => {
        running.delete(r.index);
        if (r.cost !== FAIL && (found === null || r.index < found.index)) found = r;
        return found !== null;
      }, note);
      if (found !== null) {
        const f: WorkerResult = found;
        const tree: TreeNode = { guess: f.guess, next: f.children ?? [] };
        witness = verifyTree(game, tree, depth).stats.total;
        log(`${name}: depth ${depth} is the smallest; a first tree of that depth (${game.formatGuess(f.guess)}) has total ${witness} (${elapsed()})`);
        break;
      }
      log(`${name}: no tree of depth ${depth} (proved, ${elapsed()})`);
    }
    if (depth > limit) throw new Error(`${name}: no tree finds every secret within ${limit} guesses`);
  }

  // Upper bound: the best greedy tree that fits the depth (and the witness tree, if any).
  let greedyTotal: number | null = null;
  for (const objective of OBJECTIVES) {
    const v = verifyTree(game, buildGreedyTree(scorer, createGreedyChooser(scorer, objective)), depth);
    if (v.ok && (greedyTotal === null || v.stats.total < greedyTotal)) greedyTotal = v.stats.total;
  }
  const start = Math.min(greedyTotal ?? Infinity, witness ?? Infinity);
  log(`${name}: depth limit ${depth}, upper bound ${Number.isFinite(start) ? start : 'none'} (best greedy ${greedyTotal ?? 'none'}) (${elapsed()})`);

  // best = the smallest total found, and the index of its top-level guess; guess i must beat it,
  // or equal it with a smaller index (ties go to the first guess in visiting order).
  const shared = new Int32Array(new SharedArrayBuffer(8));
  shared[0] = Number.isFinite(start) ? start : 0x3fffffff;
  shared[1] = NO_INDEX;
  const ubFor = (i: number): number => Atomics.load(shared, 0) + (i < Atomics.load(shared, 1) ? 1 : 0);
  const choices = search.choices([], all, depth, shared[0]! + 1);
  log(`${name}: ${choices.length} first guesses to try: ${choices.slice(0, 12).map((c) => `${game.formatGuess(c.guess)} (${c.bound})`).join(', ')}${choices.length > 12 ? ', …' : ''}`);

  let children: Array<[number, TreeNode]> | null = null;
  let done = 0;
  const offer = (r: WorkerResult): boolean => {
    running.delete(r.index);
    done++;
    onProgress?.(Math.floor((N * done) / Math.max(1, choices.length)), N);
    const g = game.formatGuess(r.guess);
    const best = Atomics.load(shared, 0);
    const bestIndex = Atomics.load(shared, 1);
    if (r.cost !== FAIL && (r.cost < best || (r.cost === best && r.index < bestIndex))) {
      Atomics.store(shared, 0, r.cost);
      Atomics.store(shared, 1, r.index);
      children = r.children ?? null;
      log(`${name}: ${g} gives ${r.cost}, the best so far (${done}/${choices.length} first guesses, ${elapsed()})`);
    } else {
      log(`${name}: ${g} cannot beat ${best} (${done}/${choices.length} first guesses, ${elapsed()})`);
    }
    return false;
  };
  phase = `smallest total within ${depth} guesses`;
  statusOf = () => {
    const best = Atomics.load(shared, 1) === NO_INDEX ? `upper bound ${Atomics.load(shared, 0)}` : `best ${Atomics.load(shared, 0)} by ${game.formatGuess(choices[Atomics.load(shared, 1)]!.guess)}`;
    return `searching ${runningText(choices)}; ${best}; ${done}/${choices.length} done; `;
  };
  const tasks = choices.map((c, index): WorkerTask => ({ mode: 'total', index, guess: c.guess, depth }));
  await runTasks(scorer, search, workers, options.memoLimit, shared, tasks, running, (i) => choices[i]!.bound < ubFor(i), offer, note);
  const bestIndex = shared[1]!;
  if (bestIndex === NO_INDEX || children === null) {
    throw new Error(`${name}: the search found no tree (upper bound ${start}); this is a bug`);
  }
  const total = shared[0]!;
  const tree: TreeNode = { guess: choices[bestIndex]!.guess, next: children };
  log(`${name}: done: first guess ${game.formatGuess(tree.guess)}, total ${total}, depth limit ${depth}, ${elapsed()}`);
  onProgress?.(N, N);
  return { tree, total, depth, greedyTotal, ms: performance.now() - started };
}

/** A shared [best total, index] pair with no best yet (feasibility tasks do not read it). */
function shared0(): Int32Array {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  shared[0] = 0x3fffffff;
  shared[1] = NO_INDEX;
  return shared;
}

/**
 * Runs top-level tasks in order, each started only while canStart(index) holds: in this thread
 * when workers is 0, else on that many worker threads (each with its own search and memo).
 * onResult returns true to stop: no task starts after that, and running ones are abandoned.
 */
async function runTasks(
  scorer: Scorer, search: ExactSearch, workers: number, memoLimit: number | undefined, shared: Int32Array,
  tasks: WorkerTask[], running: Map<number, string>, canStart: (index: number) => boolean,
  onResult: (r: WorkerResult) => boolean, note: (n: WorkerPartNote) => void,
): Promise<void> {
  const all = Int32Array.from({ length: scorer.game.secretCount }, (_, i) => i);
  if (workers <= 0) {
    for (const task of tasks) {
      if (!canStart(task.index)) break;
      running.set(task.index, '');
      const onPart = (done: number, parts: number, total: number): void => note({ type: 'part', index: task.index, done, parts, total });
      let cost = FAIL;
      let children: Array<[number, TreeNode]> | undefined;
      if (task.mode === 'feasible') {
        if (search.guessFeasible([], all, task.depth, task.guess, onPart)) {
          cost = 0;
          children = search.buildFeasibleChildren([], all, task.depth, task.guess);
        }
      } else {
        const ub = (): number => Atomics.load(shared, 0) + (task.index < Atomics.load(shared, 1) ? 1 : 0);
        cost = search.guessCost([], all, task.depth, task.guess, ub, onPart);
        if (cost !== FAIL) children = search.buildChildren([], all, task.depth, task.guess, cost);
      }
      if (onResult({ type: 'result', index: task.index, guess: task.guess, cost, children })) break;
    }
    return;
  }
  const input: WorkerInput = { spec: scorer.game.spec, memoLimit, table: scorer.table, shared: shared.buffer as SharedArrayBuffer };
  let next = 0;
  let stopped = false;
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let idle = 0;
      const feed = (w: Worker): void => {
        if (!stopped && next < tasks.length && canStart(tasks[next]!.index)) {
          const task = tasks[next++]!;
          running.set(task.index, '');
          w.postMessage(task);
          return;
        }
        idle++;
        if (idle === pool.length || stopped) resolve();
      };
      for (let i = 0; i < Math.min(workers, tasks.length); i++) {
        const w = startWorker(input);
        pool.push(w);
        w.on('message', (r: WorkerResult | WorkerPartNote) => {
          if (r.type === 'part') {
            note(r);
            return;
          }
          if (onResult(r)) stopped = true;
          feed(w);
        });
        w.on('error', reject);
      }
      if (pool.length === 0) resolve();
      for (const w of pool) feed(w);
    });
  } finally {
    for (const w of pool) await w.terminate();
  }
}

/**
 * Starts a worker on worker.ts. Run from TypeScript sources (tsx), the worker thread does not
 * inherit tsx's loader, so a small bootstrap registers it before importing the entry.
 */
function startWorker(input: WorkerInput): Worker {
  const entry = new URL('./worker.ts', import.meta.url).href;
  const bootstrap = `
    const { workerData } = require('node:worker_threads');
    import('tsx/esm/api').then((api) => { api.register(); return import(workerData.entry); })
      .catch((err) => { setImmediate(() => { throw err; }); });`;
  return new Worker(bootstrap, { eval: true, workerData: { ...input, entry } });
}
