/**
 * Writes the proof log of an exact tree of data/ (log.ts): every first-guess class, in the
 * order the search visits them, proved on threads one class each (tasks.ts): the tree's
 * class by its subtrees' totals (or each part searched again), every other one cut below the
 * tree's total (class.ts); for optimal-worst also why no tree of one guess less exists.
 * Each class proved is kept in `<out>.partial.json` at once, so a stopped run carries on from
 * there, and a log already written gives its classes again (the same engine and tree only).
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { createScorer } from '../../core/scorer.ts';
import { createExactSearch } from '../../core/strategies/exact/search.ts';
import { EXACT_ENGINE_VERSION } from '../../core/strategies/exact/version.ts';
import { findStrategy } from '../../core/strategies/index.ts';
import { playTree, verifyTree, type TreeNode } from '../../core/tree.ts';
import { createGame } from '../../core/variants/games.ts';
import { resolveVariant } from '../../core/variants/parse.ts';
import { sha256, treeFileName, writeFileAtomic } from '../../store/manifest.ts';
import { decodeMsgpack, fromFileNode, parseTreeFile } from '../../store/tree-file.ts';
import { storeLists } from '../../store/word-lists.ts';
import { TaskPool } from '../../workers/pool.ts';
import { depthCut, type ClassProof, type PartNote } from './class.ts';
import { proofBoard } from './board.ts';
import { PROOF_FORMAT, PROOF_VERSION, type ProofClass, type ProofDepthClass, type ProofLog, type ProofPart } from './log.ts';
import { PROOF_TASK_MODULE, proofClassTask, type ProofClassInput } from './tasks.ts';
import { count } from '../../core/count.ts';

/** What to prove and how. */
export interface ProofRunOptions {
  readonly variant: string;
  readonly strategy: string;
  /** The data directory: the tree is read from it. */
  readonly dataDir: string;
  /** Where the log goes. */
  readonly out: string;
  /** Threads, one class each (0: this thread). */
  readonly threads: number;
  /** Search each part of the tree's class again instead of taking its subtrees' totals. */
  readonly resolveOptimum?: boolean;
  /** The command, as the log records it. */
  readonly command: string;
  readonly memoLimit?: number;
  readonly log?: (line: string) => void;
}

/** The classes proved so far, as `<out>.partial.json` keeps them. */
interface Partial {
  readonly engine: number;
  readonly sha256: string;
  readonly depth: number;
  readonly classes: ProofClass[];
  /** The runs so far: their wall time and their commands (in order). */
  readonly wallSeconds: number;
  readonly commands: string[];
}

/** A bound above every total, for listing every first guess. */
const NO_BOUND = 1 << 30;

/** Runs the proof of a tree and writes its log; returns it. */
export async function runProof(options: ProofRunOptions): Promise<ProofLog> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const strategy = findStrategy(options.strategy);
  if (strategy?.kind !== 'exact') throw new Error(`${options.strategy} is not an exact strategy: only an exact tree has a proof`);
  const objective = strategy.target;
  const spec = resolveVariant(options.variant, storeLists(options.dataDir));
  const game = createGame(spec);
  const board = proofBoard(spec);
  const scorer = createScorer(game);
  const file = treeFileName(spec.id, options.strategy);
  const bytes = new Uint8Array(await readFile(join(options.dataDir, file)));
  const digest = sha256(bytes);
  const tree = fromFileNode(game, parseTreeFile(decodeMsgpack(bytes)).root);
  const stats = verifyTree(game, tree, game.spec.maxGuesses);
  if (!stats.ok) throw new Error(`${file} does not verify: ${stats.problems.join('; ')}`);
  const optimum = stats.stats.total;
  const depth = objective === 'total' ? game.spec.maxGuesses : stats.stats.max;
  const N = game.secretCount;
  const all = Int32Array.from({ length: N }, (_, s) => s);
  const search = createExactSearch(scorer, { memoLimit: options.memoLimit });
  const name = `${spec.id}/${options.strategy}`;

  // The classes: one per pattern of repeated symbols; the search's first guesses in its order,
  // then any class it does not try within the depth (its first guess the smallest code).
  const sizes = new Map<string, number>();
  const smallest = new Map<string, number>();
  for (let g = 0; g < board.guesses.length; g++) {
    const c = board.classOf(g);
    sizes.set(c, (sizes.get(c) ?? 0) + 1);
    if (!smallest.has(c)) smallest.set(c, g);
  }
  const classOf = (g: number): string => board.classOf(board.guessIndex(game.formatGuess(g)));
  const reps = search.choices([], all, depth, NO_BOUND).map((c) => c.guess);
  for (const [c, g] of smallest) if (!reps.some((r) => classOf(r) === c)) reps.push(game.parseGuess(board.guesses[g]!) as number);
  const treeClass = classOf(tree.guess);
  log(
    `${name}: ${reps.length} first-guess classes; the tree's first guess ${game.formatGuess(tree.guess)}, total ${optimum}, depth ${depth}`,
  );

  // Optimal-worst: no tree of one guess less (a part of each class that does not fit).
  let smallerDepth: ProofLog['smallerDepth'];
  if (objective === 'worst') {
    const classes: ProofDepthClass[] = [];
    for (const g of reps) {
      const part = depthCut(scorer, search, g, depth - 1);
      if (part === null)
        throw new Error(
          `${name}: ${game.formatGuess(g)} fits ${count(depth - 1, 'guess', 'guesses')}: the tree's depth ${depth} is not the least`,
        );
      classes.push({ guess: game.formatGuess(g), size: sizes.get(classOf(g))!, part });
    }
    smallerDepth = { depth: depth - 1, classes };
    log(`${name}: no tree of depth ${depth - 1} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }

  // Classes proved by an earlier run of this engine for this tree: kept in the partial file, or
  // in the log itself (so that --resolve-optimum searches the tree's class only). The tree's
  // class is taken again only if it is proved as asked (by the search, with --resolve-optimum).
  const partialPath = `${options.out}.partial.json`;
  await mkdir(dirname(options.out), { recursive: true });
  const resolveOptimum = options.resolveOptimum === true;
  const done = new Map<string, ProofClass>();
  // The runs whose classes are taken count in the log's wall time and commands.
  let earlierSeconds = 0;
  const commands: string[] = [];
  for (const [path, earlier] of [
    [options.out, await readEarlier(options.out)],
    [partialPath, await readEarlier(partialPath)],
  ] as const) {
    if (earlier?.engine !== EXACT_ENGINE_VERSION || earlier.sha256 !== digest || earlier.depth !== depth) continue;
    const kept = earlier.classes.filter((c) => !(resolveOptimum && c.parts.some((p) => p.by === 'tree')));
    for (const c of kept) done.set(c.guess, c);
    if (kept.length === 0) continue;
    log(`${name}: ${kept.length} classes proved by an earlier run, from ${path}`);
    earlierSeconds = Math.max(earlierSeconds, earlier.wallSeconds);
    for (const c of earlier.commands) if (!commands.includes(c)) commands.push(c);
  }
  commands.push(options.command);
  const wallSeconds = (): number => Number((earlierSeconds + (performance.now() - started) / 1000).toFixed(1));
  // One write at a time (classes finish together on several threads), each of every class so far.
  let writing = Promise.resolve();
  const keep = (): Promise<void> => {
    const body: Partial = {
      engine: EXACT_ENGINE_VERSION,
      sha256: digest,
      depth,
      classes: [...done.values()],
      wallSeconds: wallSeconds(),
      commands,
    };
    writing = writing.then(() => writeFileAtomic(partialPath, new TextEncoder().encode(`${JSON.stringify(body)}\n`)));
    return writing;
  };

  // The tree's class from its subtrees: every part's total is its subtree's.
  const partTotals = new Map<number, number>();
  for (let s = 0; s < N; s++) {
    const f = game.score(tree.guess, s);
    if (f !== game.winFeedback) partTotals.set(f, (partTotals.get(f) ?? 0) + playTree(game, tree, s, depth).steps.length - 1);
  }

  const note = (n: PartNote): void => {
    const p = n.part;
    const figure = 'total' in p ? `total ${p.total}` : 'lowerBound' in p ? `at least ${p.lowerBound}` : 'no tree';
    log(`${name}: ${n.guess} part ${p.feedback} (${count(p.size, 'secret')}): ${figure} by ${p.by} (${n.seconds} s)`);
  };
  const memo = options.memoLimit !== undefined ? { memoLimit: options.memoLimit } : {};
  const pool = options.threads > 0 ? new TaskPool({ size: options.threads, tasks: PROOF_TASK_MODULE }).start() : undefined;
  try {
    const jobs = reps.map(async (g): Promise<void> => {
      const guess = game.formatGuess(g);
      if (done.has(guess)) return;
      const size = sizes.get(classOf(g))!;
      let proof: ClassProof;
      if (classOf(g) === treeClass && !resolveOptimum) proof = fromTree(game, tree, partTotals, search.bounds.lowerBound);
      else if (classOf(g) === treeClass && pool !== undefined) {
        // Its parts are searched apart (each under its own total plus one): one task each, largest first.
        log(`${name}: ${guess} (${count(size, 'first guess', 'first guesses')}) searched part by part again, a part a task...`);
        const from = performance.now();
        const order = [...partTotals].sort(([, a], [, b]) => b - a);
        const solved = await Promise.all(
          order.map(([f, total]) => pool.run('proof-class', { spec, guess: g, depth, known: [[f, total]], ...memo }, { onEvent: note })),
        );
        const base = solved[0]!;
        const parts = base.parts.map((p, i) => solved.find((c) => 'total' in c.parts[i]! && c.parts[i].by === 'search')?.parts[i] ?? p);
        const sum = parts.reduce((total, p) => total + ('total' in p ? p.total : NaN), N);
        proof = { ...base, parts, sum, seconds: Number(((performance.now() - from) / 1000).toFixed(1)) };
      } else {
        const input: ProofClassInput = {
          spec,
          guess: g,
          depth,
          ...(classOf(g) === treeClass ? { known: [...partTotals] } : { below: optimum }),
          ...memo,
        };
        log(
          `${name}: ${guess} (${count(size, 'first guess', 'first guesses')}) ${'known' in input ? 'searched part by part again' : `cut below ${optimum}`}...`,
        );
        proof = pool === undefined ? proofClassTask(input, note) : await pool.run('proof-class', input, { onEvent: note });
      }
      const { countingBound, outcome, sum, seconds, parts } = proof;
      done.set(guess, { guess, size, countingBound, outcome, sum, seconds, parts });
      const how =
        proof.outcome === 'optimum' ? `total ${proof.sum}` : proof.sum === null ? 'no tree within the depth' : `cut: at least ${proof.sum}`;
      log(`${name}: ${guess}: ${how} (${proof.seconds} s)`);
      await keep();
    });
    await Promise.all(jobs);
  } finally {
    await pool?.close();
  }

  const proofLog: ProofLog = {
    format: PROOF_FORMAT,
    version: PROOF_VERSION,
    variant: spec.id,
    strategy: options.strategy,
    objective,
    depth,
    engine: EXACT_ENGINE_VERSION,
    tree: { file, sha256: digest },
    optimum: { total: optimum, max: stats.stats.max, firstGuess: game.formatGuess(tree.guess) },
    run: {
      date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      wallSeconds: wallSeconds(),
      command: commands.join('; '),
      machine: { cpu: cpus()[0]?.model.trim() ?? 'unknown', threads: Math.max(1, options.threads), node: process.version },
    },
    ...(smallerDepth !== undefined ? { smallerDepth } : {}),
    classes: reps.map((g) => done.get(game.formatGuess(g))!),
  };
  await writeFileAtomic(options.out, new TextEncoder().encode(formatProofLog(proofLog)));
  await rm(partialPath, { force: true });
  return proofLog;
}

/** The tree's class: each part's total is its subtree's (proved optimal by the run that built the tree). */
function fromTree(
  game: ReturnType<typeof createGame>,
  tree: TreeNode,
  partTotals: ReadonlyMap<number, number>,
  LB: Int32Array,
): ClassProof {
  const parts: ProofPart[] = [];
  const sizes = new Map<number, number>();
  for (let s = 0; s < game.secretCount; s++) {
    const f = game.score(tree.guess, s);
    if (f !== game.winFeedback) sizes.set(f, (sizes.get(f) ?? 0) + 1);
  }
  for (const f of [...sizes.keys()].sort((a, b) => a - b)) {
    const size = sizes.get(f)!;
    parts.push({
      feedback: game.feedbackLabel(f),
      size,
      countingBound: LB[size]!,
      by: size <= 2 ? 'counting' : 'tree',
      total: partTotals.get(f)!,
    });
  }
  const N = game.secretCount;
  return {
    guess: game.formatGuess(tree.guess),
    countingBound: parts.reduce((sum, p) => sum + p.countingBound, N),
    outcome: 'optimum',
    sum: parts.reduce((sum, p) => sum + ('total' in p ? p.total : 0), N),
    seconds: 0,
    parts,
  };
}

/** The classes an earlier run kept (a partial file, or a log), or undefined. */
async function readEarlier(path: string): Promise<Partial | undefined> {
  try {
    const value = JSON.parse(await readFile(path, 'utf8')) as Partial | ProofLog;
    if (!('format' in value)) return value;
    const { engine, depth, classes, run } = value;
    return {
      engine,
      sha256: value.tree.sha256,
      depth,
      classes: [...classes],
      wallSeconds: run.wallSeconds,
      commands: run.command.split('; '),
    };
  } catch {
    return undefined;
  }
}

/** A proof log as committed: indented JSON, each part on one line. */
export function formatProofLog(log: ProofLog): string {
  const text = JSON.stringify({ $schema: '../../docs/proof-log.schema.json', ...log }, null, 2);
  // Parts (and the smaller depth's parts) hold no nested objects: one line each.
  return `${text.replace(/\{\n\s+("feedback"[^{}]*?)\n\s+\}/g, (_, inner: string) => `{ ${inner.replace(/\n\s+/g, ' ')} }`)}\n`;
}
