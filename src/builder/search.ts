/**
 * Builds a search strategy's tree (src/core/strategies/search.ts) on this thread, one part of the
 * first guess at a time, keeping each finished part in a checkpoint so that a stopped build
 * resumes from the parts it has (codebreaker build --resume). The checkpoint lives in
 * checkpoints/search/ of the data directory, apart from the exact searches' (codebreaker status
 * reads those), and is removed once the tree is whole.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Scorer } from '../core/scorer.ts';
import type { SearchStrategy } from '../core/strategies/index.ts';
import type { Progress } from '../core/strategies/greedy.ts';
import { splitByFeedback } from '../core/strategies/greedy.ts';
import { buildLookaheadTree } from '../core/strategies/lookahead.ts';
import { createSearchContext, searchFirstGuessPart, type SearchParams } from '../core/strategies/search.ts';
import type { TreeNode } from '../core/tree.ts';
import { decodeTree, encodeTree } from '../core/tree-code.ts';
import { writeFileAtomic } from '../store/manifest.ts';
import { count } from '../core/count.ts';

/** What a search build keeps: its board, strategy and parameters, the first guess, and each finished part. */
export interface SearchCheckpoint {
  readonly variant: string;
  readonly strategy: string;
  readonly params: SearchParams;
  /** The first guess, as text. */
  readonly first: string;
  /** Finished parts by feedback label: the part's total and its subtree (tree-code.ts). */
  readonly parts: Record<string, { readonly size: number; readonly total: number; readonly tree: string; readonly seconds: number }>;
}

/** How a search build runs. */
export interface SearchBuildOptions {
  /** The build's checkpoint (the exact searches' path: the file goes to search/ beside it); resume reads it first. */
  readonly checkpoint?: { readonly path: string; readonly resume?: boolean };
  readonly onProgress?: Progress;
  readonly log?: (line: string) => void;
}

/** Where a search build keeps its checkpoint, given the path an exact search would use. */
export function searchCheckpointPath(exactPath: string): string {
  return join(dirname(exactPath), 'search', basename(exactPath));
}

async function readSearchCheckpoint(path: string): Promise<SearchCheckpoint | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as SearchCheckpoint;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

async function writeSearchCheckpoint(path: string, cp: SearchCheckpoint): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, `${JSON.stringify(cp, null, 1)}\n`);
}

/**
 * The search strategy's tree: its first guess is entropy-lookahead's (the look-ahead's trees are
 * built first, on this thread), then each part of it is searched (searchFirstGuessPart), smallest
 * first. Parts kept by a checkpoint of the same board, strategy and parameters are not searched again.
 */
export async function buildSearchTree(scorer: Scorer, strategy: SearchStrategy, options: SearchBuildOptions = {}): Promise<TreeNode> {
  const game = scorer.game;
  const { params, objective } = strategy;
  const log = options.log ?? (() => {});
  const path = options.checkpoint === undefined ? undefined : searchCheckpointPath(options.checkpoint.path);
  let kept = path !== undefined && options.checkpoint?.resume === true ? await readSearchCheckpoint(path) : undefined;
  if (
    kept !== undefined &&
    (kept.variant !== game.spec.id || kept.strategy !== strategy.id || JSON.stringify(kept.params) !== JSON.stringify(params))
  ) {
    log(`checkpoint ${path} is for another build (${kept.variant}/${kept.strategy}, ${JSON.stringify(kept.params)}): starting afresh`);
    kept = undefined;
  }
  let first: number;
  if (kept !== undefined) {
    const parsed = game.parseGuess(kept.first);
    if (typeof parsed === 'string') throw new Error(`checkpoint ${path}: ${parsed}`);
    first = parsed;
    log(`resuming: first guess ${kept.first}, ${Object.keys(kept.parts).length} part(s) kept`);
  } else {
    first = buildLookaheadTree(scorer, objective).guess;
    log(`first guess ${game.formatGuess(first)} (entropy-lookahead's)`);
  }
  const cp: SearchCheckpoint = {
    variant: game.spec.id,
    strategy: strategy.id,
    params,
    first: game.formatGuess(first),
    parts: { ...(kept?.parts ?? {}) },
  };
  const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
  const parts = splitByFeedback(scorer, first, all);
  const ctx = createSearchContext(scorer, objective, params);
  let done = game.guessSecret[first]! >= 0 ? 1 : 0;
  const children = new Map<number, TreeNode>();
  let total = game.secretCount;
  for (const [f, part] of [...parts].sort((a, b) => a[1].length - b[1].length || a[0] - b[0])) {
    const label = game.feedbackLabel(f);
    const held = cp.parts[label];
    let tree: TreeNode;
    if (held !== undefined && held.size === part.length) {
      tree = decodeTree(game, part, held.tree);
      total += held.total;
    } else {
      const started = performance.now();
      const before = { ...ctx.counts };
      const scored = searchFirstGuessPart(ctx, first, part);
      const seconds = (performance.now() - started) / 1000;
      tree = scored.tree;
      total += scored.total;
      cp.parts[label] = { size: part.length, total: scored.total, tree: encodeTree(game, part, tree), seconds: Math.round(seconds) };
      if (path !== undefined) await writeSearchCheckpoint(path, cp);
      const c = ctx.counts;
      log(
        `${label}: ${count(part.length, 'secret')}, total ${scored.total}, ${seconds.toFixed(1)} s (${c.searched - before.searched} nodes searched, ` +
          `${c.exactRuns - before.exactRuns} parts solved exactly, ${c.exactImproved - before.exactImproved} of them improved, by ${c.exactGain - before.exactGain} in all)`,
      );
    }
    children.set(f, tree);
    done += part.length;
    options.onProgress?.(done, game.secretCount);
  }
  log(`total ${total}`);
  if (path !== undefined) await rm(path, { force: true });
  return { guess: first, next: parts.map(([f]) => [f, children.get(f)!] as const) };
}
