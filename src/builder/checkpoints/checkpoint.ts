/**
 * Checkpoints of a long exact search: each time a part of a first guess is solved, and each time
 * a first guess is settled (its total, or the bound it could not beat), the state goes to a JSON
 * file (at most every 2 seconds, and when the search ends), so that a stopped build resumes (`--resume`) where it was instead of starting again. A
 * part's optimal total does not depend on the bound it was searched under, and a first guess that
 * could not beat a bound cannot beat any smaller one, so neither is searched again. Each solved
 * part keeps its optimal tree and the best tree is kept whole, both in the compact code of
 * core/tree-code.ts, so that the final file needs no search either. Older files (trees as JSON,
 * parts without trees) still resume: their parts' trees are rebuilt.
 *
 * Each file carries the version of the exact engine that wrote it (EXACT_ENGINE_VERSION). A file of
 * another version, or of none, is never resumed: what it holds is not trusted as proved. The search
 * starts over by itself, with a line saying why, and sets the file aside beside it
 * (`<file>.stale`, replacing an older one) rather than deleting work (exact/checkpointing.ts).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Game } from '../../core/game.ts';
import type { TreeNode } from '../../core/tree.ts';
import { decodeTree, encodeTree } from '../../core/tree-code.ts';
import type { ExactProgress } from '../exact-stop.ts';
import { count } from '../../core/count.ts';

/** One settled first guess: its total, or null when it could not beat `below`. */
export interface SettledGuess {
  index: number;
  guess: string;
  total: number | null;
  below: number;
}

/** One solved part of a first guess: [feedback, size, optimal total, code of its tree (absent in older files)]. */
export type SolvedPart = [number, number, number] | [number, number, number, string];

/** The state of an exact search between first guesses. */
export interface ExactCheckpoint {
  format: 'codebreaker-exact-checkpoint';
  version: 1;
  /** The exact engine that wrote it (core/strategies/exact/version.ts); absent in files from before stamps. */
  engine?: number;
  variant: string;
  objective: 'total' | 'worst';
  /** Guesses allowed. */
  depth: number;
  /** The first guesses in visiting order (a resumed search must see the same list). */
  firstGuesses: string[];
  settled: SettledGuess[];
  /**
   * First guesses under way: the parts solved so far, as [feedback, size, optimal total] and the
   * code of the part's optimal tree (core/tree-code.ts, over the part's secrets in index order;
   * absent in older files). Parts of one or two secrets are never listed: they cost their
   * counting bound.
   */
  partial: Array<{ index: number; guess: string; parts: SolvedPart[] }>;
  /**
   * The best tree so far (its total, its first guess's index, and the tree: as the code of
   * core/tree-code.ts over every secret, or as JSON in older files), or null.
   */
  best: { total: number; index: number; code?: string; tree?: TreeNode } | null;
  /**
   * Proven: no tree has a smaller total (the smallest of the first guesses' bounds, each raised
   * by its parts solved so far; a settled guess counts with its total).
   */
  lowerBound: number;
  /** Search time spent so far, over every run. */
  seconds: number;
}

/**
 * Where an exact search keeps its checkpoint, relative to the directory that holds it (the data
 * directory offline, the cache directory on demand): checkpoints/<variant>.<strategy>.json, one
 * file per strategy. The one place this name is made, for the command line, the server and the
 * messages that name the file. (A family's proof over every first word keeps a file of its own
 * format beside them, proofs/<variant>.<strategy>.json: see proofs/families.ts.)
 */
export function checkpointFile(variant: string, strategy: string): string {
  return `checkpoints/${variant}.${strategy}.json`;
}

/** The folder of the checkpoints in directory `dir` (where checkpointPath puts them). */
export function checkpointDir(dir: string): string {
  return dirname(checkpointPath(dir, 'variant', 'strategy'));
}

/** The checkpoint of a variant and strategy in directory `dir` (checkpointFile under it). */
export function checkpointPath(dir: string, variant: string, strategy: string): string {
  return join(dir, ...checkpointFile(variant, strategy).split('/'));
}

/** Reads a checkpoint, or undefined when the file does not exist (nor can: a folder of its path is a file). */
export async function readCheckpoint(path: string): Promise<ExactCheckpoint | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const { code } = err as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw err;
  }
  const data = JSON.parse(text) as Partial<ExactCheckpoint>;
  if (data.format !== 'codebreaker-exact-checkpoint' || data.version !== 1) {
    throw new Error(`${path} is not an exact-search checkpoint (format ${String(data.format)}, version ${String(data.version)})`);
  }
  return data as ExactCheckpoint;
}

/** Writes a checkpoint atomically (a temporary file renamed over the old one). */
export async function writeCheckpoint(path: string, checkpoint: ExactCheckpoint): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(checkpoint)}\n`);
  await rename(temporary, path);
}

/** Writes a checkpoint atomically without yielding (a search on its own thread, which never yields while it runs). */
export function writeCheckpointSync(path: string, checkpoint: ExactCheckpoint): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(checkpoint)}\n`);
  renameSync(temporary, path);
}

/** Why a checkpoint cannot be resumed by this search, or null when it can. */
export function checkpointMismatch(
  checkpoint: ExactCheckpoint,
  expected: Pick<ExactCheckpoint, 'variant' | 'objective' | 'depth' | 'firstGuesses'>,
): string | null {
  if (checkpoint.variant !== expected.variant) return `it is for ${checkpoint.variant}, not ${expected.variant}`;
  if (checkpoint.objective !== expected.objective) return `it is for the objective ${checkpoint.objective}, not ${expected.objective}`;
  if (checkpoint.depth !== expected.depth)
    return `it searched within ${count(checkpoint.depth, 'guess', 'guesses')}, this search within ${expected.depth}`;
  if (checkpoint.firstGuesses.join(' ') !== expected.firstGuesses.join(' ')) {
    return 'its first guesses are not the ones this search visits (another version of the search?)';
  }
  return null;
}

/**
 * What a checkpoint proves about the smallest total: no first guess does better than its own
 * bound, raised by the exact totals of its parts solved so far (a settled guess: its total, or
 * the bound it could not beat).
 */
export function provenLowerBound(cp: ExactCheckpoint, choices: ReadonlyArray<{ bound: number }>, LB: Int32Array): number {
  let low = cp.best?.total ?? Infinity;
  const settled = new Set(cp.settled.map((s) => s.index));
  for (const s of cp.settled) low = Math.min(low, s.total ?? s.below);
  for (let i = 0; i < choices.length; i++) {
    if (settled.has(i)) continue;
    let bound = choices[i]!.bound;
    for (const [, size, cost] of cp.partial.find((p) => p.index === i)?.parts ?? []) bound += cost - LB[size]!;
    low = Math.min(low, bound);
  }
  return Number.isFinite(low) ? low : 0;
}

/** The secrets of the part of first guess g with feedback f, in index order (the secrets a part's code is over). */
export function partSecrets(game: Game, g: number, f: number): Int32Array {
  const out: number[] = [];
  for (let s = 0; s < game.secretCount; s++) if (game.score(g, s) === f) out.push(s);
  return Int32Array.from(out);
}

/** The best tree of a checkpoint (either form), or null. */
export function bestTree(game: Game, cp: ExactCheckpoint): TreeNode | null {
  const best = cp.best;
  if (best === null) return null;
  if (best.code !== undefined)
    return decodeTree(
      game,
      Int32Array.from({ length: game.secretCount }, (_, s) => s),
      best.code,
    );
  if (best.tree !== undefined) return best.tree;
  throw new Error('the checkpoint names a best tree but holds none');
}

/** The checkpoint form of a best tree: its code over every secret. */
export function bestEntry(game: Game, total: number, index: number, tree: TreeNode): NonNullable<ExactCheckpoint['best']> {
  return {
    total,
    index,
    code: encodeTree(
      game,
      Int32Array.from({ length: game.secretCount }, (_, s) => s),
      tree,
    ),
  };
}

/**
 * How far the search of a checkpoint had got, as a running search reports it (ExactProgress):
 * first guesses settled, and the parts solved of the one under way counted as the search counts
 * them (smallest first, parts of one or two secrets included: they are passed first, at no cost),
 * so a resumed build reports at once what its checkpoint holds.
 */
export function checkpointProgress(game: Game, cp: ExactCheckpoint): ExactProgress {
  let parts = { done: 0, total: 0 };
  // On one thread a single first guess is under way; on several, the first in visiting order.
  const under = cp.partial.filter((p) => p.parts.length > 0).sort((a, b) => a.index - b.index)[0];
  const g = under === undefined ? undefined : game.parseGuess(under.guess);
  if (under !== undefined && typeof g === 'number') {
    const sizes = new Map<number, number>();
    for (let s = 0; s < game.secretCount; s++) {
      const f = game.score(g, s);
      if (f !== game.winFeedback) sizes.set(f, (sizes.get(f) ?? 0) + 1);
    }
    let small = 0;
    for (const n of sizes.values()) if (n <= 2) small++;
    parts = { done: small + under.parts.length, total: sizes.size };
  }
  return {
    firstGuesses: { done: cp.settled.length, total: cp.firstGuesses.length },
    parts,
    best: cp.best?.total ?? null,
    lowerBound: cp.lowerBound,
  };
}
