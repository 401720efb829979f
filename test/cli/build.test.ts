import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findStrategy } from '../../src/core/strategies/index.ts';
import { verifyTree } from '../../src/core/tree.ts';
import { EXACT_ENGINE_VERSION } from '../../src/core/strategies/exact/version.ts';
import { SAMPLE_CHECKPOINT } from './checkpoint-fixture.ts';

const repo = join(import.meta.dirname, '..', '..');
const bin = join(repo, 'bin', 'codebreaker.js');
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('build-trees on a board too tight for its strategies', () => {
  it('says why in one line per tree, writes nothing, exits 1, no stack trace', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-tight-build-'));
    dirs.push(dataDir);
    const run = spawnSync(
      process.execPath,
      [bin, 'build', '--variant', 'mm-4x6-g4', '--strategy', 'minimax,optimal,optimal-worst', '--workers', '1', '--data-dir', dataDir],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((l) => l.startsWith('mm-4x6-g4/'));
    // The minimax tree of the same board, from the core: how many guesses its worst secret needs.
    const game = createGame(resolveVariant('mm-4x6-g4'));
    const minimax = findStrategy('minimax');
    if (minimax?.kind !== 'greedy') throw new Error('minimax is a greedy strategy');
    const needs = verifyTree(game, minimax.build(createScorer(game)), 64).stats.max;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      new RegExp(
        `^mm-4x6-g4/minimax: NOT WRITTEN, over the limit: the tree needs ${needs} guesses for the secret \\d{4}, and the board allows 4$`,
      ),
    );
    for (const line of lines.slice(1))
      expect(line).toMatch(/^mm-4x6-g4\/optimal(-worst)?: NOT WRITTEN, impossible: no strategy finds every secret within 4 guesses/);
    expect(run.stderr + run.stdout).not.toMatch(/\s+at\s.+:\d+:\d+|this is a bug/);
    expect((await readdir(dataDir)).filter((f) => f.endsWith('.msgpack'))).toEqual([]);
  });
});

describe("build's checkpoint of an exact search on a small board", () => {
  it('keeps none (the search takes a fraction of a second), but refuses one found without --resume, as on any board', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-small-exact-'));
    dirs.push(dataDir);
    const args = [bin, 'build', '--variant', 'twod', '--strategy', 'optimal', '--data-dir', dataDir];
    const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(await readdir(dataDir)).toEqual(['manifest.json', 'twod.optimal.msgpack']);
    // A checkpoint already there holds work (a server's search on demand stopped over its budget leaves one).
    await mkdir(join(dataDir, 'checkpoints'));
    await writeFile(
      join(dataDir, 'checkpoints', 'twod.optimal.json'),
      JSON.stringify({ ...SAMPLE_CHECKPOINT, engine: EXACT_ENGINE_VERSION, variant: 'twod' }),
    );
    const refused = spawnSync(process.execPath, args, { encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/holds an unfinished search; carry on from it \(--resume\) or delete it/);
  });
});
