import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestTreeFile, bestTreeFileName } from '../../../src/builder/checkpoints/best.ts';
import { readCheckpoint, type ExactCheckpoint } from '../../../src/builder/checkpoints/checkpoint.ts';
import { runExact, type ExactResult } from '../../../src/builder/exact.ts';
import { getGame } from '../../../src/core/variants/games.ts';
import { createScorer } from '../../../src/core/scorer.ts';
import { decodeMsgpack, encodeTreeFile, fromFileNode, parseTreeFile } from '../../../src/store/tree-file.ts';

describe('the best tree of an unfinished exact search, as a file of its own', () => {
  let dir: string;
  let fresh: ExactResult;
  let cp: ExactCheckpoint;
  const game = getGame('mastermind');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'codebreaker-best-'));
    const path = join(dir, 'mastermind.optimal.json');
    fresh = await runExact(createScorer(game), { objective: 'total', workers: 0, checkpoint: { path }, log: () => {} });
    const full = (await readCheckpoint(path))!;
    // Stopped with one first guess left: its bound is the proven lower bound.
    cp = { ...full, settled: full.settled.slice(1), lowerBound: 5600 };
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is named after the checkpoint', () => {
    expect(bestTreeFileName('mm-5x6.optimal.json')).toBe('mm-5x6.optimal.best.msgpack');
  });

  it('holds the best tree, its stats played against every secret, and says what is not proved', () => {
    const file = bestTreeFile(game, 'optimal', cp)!;
    const decoded = parseTreeFile(decodeMsgpack(encodeTreeFile(file)));
    expect(fromFileNode(game, decoded.root)).toEqual(fresh.tree);
    expect(decoded.stats.total).toBe(5625);
    expect(decoded.stats.secrets).toBe(1296);
    expect(decoded.strategy.id).toBe('optimal');
    expect(decoded.strategy.description).toContain('not proved optimal');
    expect(decoded.strategy.description).toContain('no tree totals less than 5600');
    expect(decoded.strategy.description).toContain(`left: ${full0(cp)}`);
  });

  it('is null without a best tree, and refused when the tree does not total what the checkpoint states', () => {
    expect(bestTreeFile(game, 'optimal', { ...cp, best: null })).toBeNull();
    expect(() => bestTreeFile(game, 'optimal', { ...cp, best: { ...cp.best!, total: 5624 } })).toThrow(
      /totals 5625, not the 5624 it states/,
    );
    // A tree that misses secrets within the depth.
    expect(() => bestTreeFile(game, 'optimal', { ...cp, depth: 5 })).toThrow(/does not verify: secret .* over the board limit of 5/);
  });
});

/** The first guess the test checkpoint leaves unsettled. */
function full0(cp: ExactCheckpoint): string {
  return cp.firstGuesses.filter((_, i) => !cp.settled.some((s) => s.index === i)).join(', ');
}
