import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { createExactSearch } from '../../src/core/strategies/exact/search.ts';
import { findStrategy } from '../../src/core/strategies/index.ts';
import { partSecrets, provenLowerBound, readCheckpoint } from '../../src/builder/checkpoints/checkpoint.ts';
import { openCheckpoint } from '../../src/builder/exact/checkpointing.ts';
import { decodeTree } from '../../src/core/tree-code.ts';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { readManifest } from '../../src/store/manifest.ts';
import { encodeTreeFile } from '../../src/store/tree-file.ts';
import { bestTreeFile, bestTreeFileName } from '../../src/builder/checkpoints/best.ts';

const dataDir = join(import.meta.dirname, '..', '..', 'data');
const checkpointDir = join(dataDir, 'checkpoints');
const files = existsSync(checkpointDir) ? readdirSync(checkpointDir).filter((f) => f.endsWith('.json')) : [];

/**
 * An unfinished exact search is committed as its checkpoint, so that the work carries on from it
 * (npm run build-trees -- --variant <id> --strategy <strategy> --resume). Each must still be one
 * this code can resume, and what it claims must follow from what it holds.
 */
describe('committed checkpoints of unfinished exact searches', () => {
  it('a finished search leaves none: mm-5x6 / optimal is a tree file now, and no checkpoint', async () => {
    const manifest = await readManifest(dataDir);
    expect(manifest.files.map((e) => e.file)).toContain('mm-5x6.optimal.msgpack');
    for (const e of manifest.files) expect(files).not.toContain(`${e.variant}.${e.strategy}.json`);
  });

  it.skipIf(files.length === 0).each(files)('%s: this search resumes it, and its lower bound follows from its parts', async (file) => {
    const cp = (await readCheckpoint(join(checkpointDir, file)))!;
    const [variant, strategyId] = file.replace(/\.json$/, '').split('.') as [string, string];
    expect(cp.variant).toBe(variant);
    const strategy = findStrategy(strategyId);
    expect(strategy?.kind).toBe('exact');
    if (strategy?.kind !== 'exact') return;
    expect(cp.objective).toBe(strategy.target);
    const game = getGame(variant);
    const search = createExactSearch(createScorer(game));
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    // The search starts from the best committed greedy tree that fits the depth.
    const manifest = await readManifest(dataDir);
    const greedy = manifest.files
      .filter((e) => e.variant === variant && findStrategy(e.strategy)?.kind === 'greedy' && e.stats.max <= cp.depth)
      .map((e) => e.stats.total);
    expect(greedy.length).toBeGreaterThan(0);
    const start = Math.min(...greedy);
    const choices = search.choices([], all, cp.depth, start + 1);
    expect(cp.firstGuesses).toEqual(choices.map((c) => game.formatGuess(c.guess)));
    const LB = search.bounds.lowerBound;
    for (const entry of cp.partial) {
      let secrets = 0;
      for (const [, size, cost] of entry.parts) {
        expect(size).toBeGreaterThan(2);
        expect(cost).toBeGreaterThanOrEqual(LB[size]!);
        secrets += size;
      }
      expect(secrets).toBeLessThanOrEqual(game.secretCount);
    }
    expect(cp.lowerBound).toBe(provenLowerBound(cp, choices, LB));
    // The resuming code takes it: its settled guesses and its parts (with their trees where kept).
    const dir = await mkdtemp(join(tmpdir(), 'codebreaker-committed-'));
    try {
      const path = join(dir, file);
      await copyFile(join(checkpointDir, file), path);
      const shared = Int32Array.from([start, 1 << 30]);
      const keeper = await openCheckpoint({ path, resume: true }, game, file, cp.objective, cp.depth, choices, LB, shared, () => {});
      expect([...keeper.settled].sort()).toEqual(cp.settled.map((s) => s.index).sort());
      for (const entry of cp.partial) {
        const known = keeper.knownParts(entry.index)!;
        expect(known.map(([f, cost]) => [f, cost])).toEqual(entry.parts.map(([f, , cost]) => [f, cost]));
        for (const [f, , , code] of entry.parts) {
          if (code !== undefined) expect(decodeTree(game, partSecrets(game, choices[entry.index]!.guess, f), code).next.length).toBeGreaterThan(0);
        }
      }
      await keeper.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(cp.lowerBound).toBeLessThanOrEqual(start);
    expect(cp.lowerBound).toBeGreaterThanOrEqual(choices[0]!.bound);
  });

  it.skipIf(files.length === 0).each(files)('%s: the best tree it holds, if any, is the file beside it, verified against every secret', async (file) => {
    const cp = (await readCheckpoint(join(checkpointDir, file)))!;
    const beside = join(checkpointDir, bestTreeFileName(file));
    const made = bestTreeFile(getGame(cp.variant), file.split('.')[1]!, cp);
    if (made === null) {
      expect(existsSync(beside)).toBe(false);
      return;
    }
    expect(made.stats.total).toBe(cp.best!.total);
    expect(Buffer.from(await readFile(beside)).equals(Buffer.from(encodeTreeFile(made)))).toBe(true);
  });
});
