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
import { createExactSearch, FAIL } from './search.ts';
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
  const game = scorer.game;
  const started = performance.now();
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const name = `${options.objective === 'total' ? 'optimal' : 'optimal-worst'} ${game.spec.id}`;
  const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const N = game.secretCount;
  const all = Int32Array.from({ length: N }, (_, i) => i);
  const search = createExactSearch(scorer, { memoLimit: options.memoLimit });
  const limit = game.spec.maxGuesses;

  let depth = limit;
  let witness: number | null = null;
  if (options.objective === 'worst') {
    // The smallest depth whose capacity holds every secret, then upwards until a tree exists.
    depth = 1;
    while (search.bounds.capacity[depth]! < N) depth++;
    for (; depth <= limit; depth++) {
      log(`${name}: is there a tree of depth ${depth}? (${elapsed()})`);
      if (search.feasible([], all, depth)) break;
      log(`${name}: no tree of depth ${depth} (proved, ${elapsed()})`);
    }
    if (depth > limit) throw new Error(`${name}: no tree finds every secret within ${limit} guesses`);
    witness = verifyTree(game, search.buildFeasibleTree([], all, depth), depth).stats.total;
    log(`${name}: depth ${depth} is the smallest; a first tree of that depth has total ${witness} (${elapsed()})`);
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
  // Top-level guesses under way, with how far each has got ("part 3/14, total so far 4210").
  const running = new Map<number, string>();
  const note = (n: WorkerPartNote): void => {
    running.set(n.index, `part ${n.done}/${n.parts}, total so far ${n.total}`);
  };
  const offer = (r: WorkerResult): void => {
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
  };
  const status = (): string => {
    const best = Atomics.load(shared, 1) === NO_INDEX ? `upper bound ${Atomics.load(shared, 0)}` : `best ${Atomics.load(shared, 0)} by ${game.formatGuess(choices[Atomics.load(shared, 1)]!.guess)}`;
    const now = [...running.entries()].map(([i, how]) => `${game.formatGuess(choices[i]!.guess)} (#${i + 1}, bound ${choices[i]!.bound}${how ? `, ${how}` : ''})`).join(', ');
    return `${name}: searching ${now || '-'}; ${best}; ${done}/${choices.length} done; ${elapsed()}`;
  };
  const timer = setInterval(() => log(status()), 1000 * (options.logEvery ?? 10));
  timer.unref?.();
  try {
    const workers = Math.min(options.workers ?? 0, choices.length);
    if (workers <= 0) {
      for (let i = 0; i < choices.length; i++) {
        if (choices[i]!.bound >= ubFor(i)) break;
        running.set(i, '');
        const { guess } = choices[i]!;
        const cost = search.guessCost([], all, depth, guess, () => ubFor(i), (done, parts, total) =>
          note({ type: 'part', index: i, done, parts, total }));
        const kids = cost !== FAIL ? search.buildChildren([], all, depth, guess, cost) : undefined;
        offer({ type: 'result', index: i, guess, cost, children: kids });
      }
    } else {
      await runWorkers(scorer, workers, depth, options.memoLimit, shared, choices, ubFor, running, offer, note);
    }
  } finally {
    clearInterval(timer);
  }
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

/** Hands the first guesses, in order, to worker threads, each with its own search and memo. */
async function runWorkers(
  scorer: Scorer, count: number, depth: number, memoLimit: number | undefined, shared: Int32Array,
  choices: Array<{ guess: number; bound: number }>, ubFor: (i: number) => number,
  running: Map<number, string>, offer: (r: WorkerResult) => void, note: (n: WorkerPartNote) => void,
): Promise<void> {
  const input: WorkerInput = { spec: scorer.game.spec, depth, memoLimit, shared: shared.buffer as SharedArrayBuffer };
  let next = 0;
  await new Promise<void>((resolve, reject) => {
    let alive = 0;
    const pool: Worker[] = [];
    const finish = (err?: unknown): void => {
      for (const w of pool) void w.terminate();
      if (err !== undefined) reject(err);
      else resolve();
    };
    const feed = (w: Worker): boolean => {
      if (next < choices.length && choices[next]!.bound < ubFor(next)) {
        const task: WorkerTask = { index: next, guess: choices[next]!.guess };
        running.set(next, '');
        next++;
        w.postMessage(task);
        return true;
      }
      return false;
    };
    for (let i = 0; i < count; i++) {
      const w = startWorker(input);
      pool.push(w);
      alive++;
      w.on('message', (r: WorkerResult | WorkerPartNote) => {
        if (r.type === 'part') {
          note(r);
          return;
        }
        offer(r);
        if (!feed(w)) {
          alive--;
          if (alive === 0) finish();
        }
      });
      w.on('error', (err) => finish(err));
      if (!feed(w)) {
        alive--;
        if (alive === 0) finish();
      }
    }
  });
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
