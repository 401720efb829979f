/**
 * Saving built trees into a data directory: each verified tree's file and its manifest entry,
 * both written atomically, or the reason it was not written (the board's limit, a failed
 * verification, a search that proved no tree fits). What codebreaker build reports, tree by tree.
 */
import { access, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Game } from '../core/game.ts';
import type { Strategy } from '../core/strategies/index.ts';
import type { TreeStats } from '../core/tree.ts';
import { readManifest, sha256, treeFileName, writeFileAtomic, writeManifest, type Manifest } from '../store/manifest.ts';
import type { BuiltTree } from './build-tree/file.ts';
import { checkpointPath } from './checkpoints/checkpoint.ts';
import { NoTreeWithinLimit } from './exact-stop.ts';
import { overLimitOf } from './tree-outcome.ts';

/** What became of one tree: written (with its file's facts), or not, with why. */
export type SavedTree =
  | {
      readonly variant: string;
      readonly strategy: string;
      readonly written: true;
      readonly file: string;
      readonly bytes: number;
      readonly sha256: string;
      readonly stats: BuiltTree['verification']['stats'];
      readonly seconds: number;
    }
  | { readonly variant: string; readonly strategy: string; readonly written: false; readonly reason: string }
  | KeptTree;

/**
 * A tree built but not written because the data directory already holds one at least as good
 * for its variant and strategy: not a failure, and its stats still answer what was asked.
 */
export interface KeptTree {
  readonly variant: string;
  readonly strategy: string;
  readonly written: false;
  readonly kept: true;
  readonly reason: string;
  readonly stats: TreeStats;
}

/** Options of TreeWriter.save. */
export interface SaveOptions {
  /** Write nothing when the manifest's tree of this variant and strategy is at least as good (see keptTree). */
  readonly keepBetter?: boolean;
}

/**
 * Whether a held tree is at least as good as a new one by the strategy's measure: for a
 * worst-case strategy the max guesses, then the total; otherwise the total.
 */
export function atLeastAsGood(held: TreeStats, built: TreeStats, strategy: Strategy): boolean {
  if (strategy.kind === 'exact' && strategy.target === 'worst' && held.max !== built.max) return held.max < built.max;
  return held.total <= built.total;
}

/** A tree's measure in words: "total 5625", or "max 5, total 5801" for a worst-case strategy. */
function measure(stats: TreeStats, strategy: Strategy): string {
  return strategy.kind === 'exact' && strategy.target === 'worst' ? `max ${stats.max}, total ${stats.total}` : `total ${stats.total}`;
}

/** Writes trees into one data directory, keeping its manifest in step. */
export class TreeWriter {
  readonly dataDir: string;
  readonly #manifest: Manifest;
  private constructor(dataDir: string, manifest: Manifest) {
    this.dataDir = dataDir;
    this.#manifest = manifest;
  }

  /** A writer into this data directory (its manifest read once; an absent one is empty). */
  static async open(dataDir: string): Promise<TreeWriter> {
    return new TreeWriter(dataDir, await readManifest(dataDir));
  }

  /**
   * Writes a built tree's file and its manifest entry when it verified; otherwise writes nothing
   * and says why: a tree that finds every secret, some too late, is the board's limit, not a fault.
   */
  async save(game: Game, strategy: Strategy, built: BuiltTree, ms: number, options: SaveOptions = {}): Promise<SavedTree> {
    const variant = game.spec.id;
    const { verification, bytes } = built;
    if (bytes === undefined) {
      const over = overLimitOf(game, built.root);
      const reason =
        over?.kind === 'over-limit'
          ? `over the limit: the tree needs ${over.guesses} guesses for the secret ${over.secret}, and the board allows ${over.limit}`
          : `verification failed:\n  ${verification.problems.join('\n  ')}`;
      return { variant, strategy: strategy.id, written: false, reason };
    }
    const file = treeFileName(variant, strategy.id);
    if (options.keepBetter === true) {
      const kept = await this.#keptTree(file, strategy, verification.stats);
      if (kept !== undefined)
        return { variant, strategy: strategy.id, written: false, kept: true, reason: kept, stats: verification.stats };
    }
    await writeFileAtomic(join(this.dataDir, file), bytes);
    const entry = { file, variant, strategy: strategy.id, stats: verification.stats, bytes: bytes.length, sha256: sha256(bytes) };
    this.#manifest.files = this.#manifest.files.filter((e) => e.file !== file).concat(entry);
    await writeManifest(this.dataDir, this.#manifest);
    return {
      variant,
      strategy: strategy.id,
      written: true,
      file,
      bytes: entry.bytes,
      sha256: entry.sha256,
      stats: entry.stats,
      seconds: Number((ms / 1000).toFixed(3)),
    };
  }

  /**
   * Why a new tree is not written over the one the manifest lists for its file (that tree is at
   * least as good, and its file is there), or undefined when the new one is to be written.
   */
  async #keptTree(file: string, strategy: Strategy, built: TreeStats): Promise<string | undefined> {
    const held = this.#manifest.files.find((e) => e.file === file);
    if (held === undefined || !atLeastAsGood(held.stats, built, strategy)) return undefined;
    const path = join(this.dataDir, file);
    try {
      await access(path);
    } catch {
      return undefined;
    }
    return (
      `kept ${path} (${measure(held.stats, strategy)}), at least as good as this tree (${measure(built, strategy)}); ` +
      '--force writes this one over it'
    );
  }
}

/** The report of a tree whose build threw: "impossible" when the exact search proved no tree fits the board. */
export function unbuiltTree(variant: string, strategy: string, err: unknown): SavedTree & { written: false } {
  const reason =
    err instanceof NoTreeWithinLimit
      ? `impossible: ${err.message} (the exact search proved it)`
      : String(err instanceof Error ? err.message : err);
  return { variant, strategy, written: false, reason };
}

/** Where a search on the fleet's queue appends every unit's answer: beside its checkpoint. */
export function partsPath(dataDir: string, variant: string, strategy: string): string {
  return checkpointPath(dataDir, variant, strategy).replace(/\.json$/, '.parts.jsonl');
}

/** Removes an exact search's checkpoint and parts file once its tree is written. */
export async function removeCheckpoint(dataDir: string, variant: string, strategy: string): Promise<void> {
  await rm(checkpointPath(dataDir, variant, strategy), { force: true });
  await rm(partsPath(dataDir, variant, strategy), { force: true });
}
