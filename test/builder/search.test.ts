import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSearchTree, searchCheckpointPath, type SearchCheckpoint } from '../../src/builder/search.ts';
import { getGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findStrategy, type SearchStrategy } from '../../src/core/strategies/index.ts';
import { splitByFeedback } from '../../src/core/strategies/greedy.ts';
import { verifyTree } from '../../src/core/tree.ts';

const dir = await mkdtemp(join(tmpdir(), 'codebreaker-search-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const strategy = findStrategy('entropy-search') as SearchStrategy;

describe('building a search tree, one part of the first guess at a time', () => {
  it('keeps each finished part in its checkpoint; a stopped build resumes from them and gives the same tree', async () => {
    const scorer = createScorer(getGame('mastermind-distinct'));
    const whole = await buildSearchTree(scorer, strategy);
    expect(verifyTree(scorer.game, whole).ok).toBe(true);

    const path = join(dir, 'checkpoints', 'mastermind-distinct.entropy-search.json');
    let parts = 0;
    const stop = new Error('stopped');
    await expect(
      buildSearchTree(scorer, strategy, {
        checkpoint: { path, resume: true },
        log: (line) => {
          if (/^\d+B\d+W: /.test(line) && ++parts === 3) throw stop;
        },
      }),
    ).rejects.toBe(stop);
    const kept = JSON.parse(await readFile(searchCheckpointPath(path), 'utf8')) as SearchCheckpoint;
    expect(kept).toMatchObject({ variant: 'mastermind-distinct', strategy: 'entropy-search', params: strategy.params, first: '1123' });
    expect(Object.keys(kept.parts)).toHaveLength(3);

    const lines: string[] = [];
    let last = 0;
    const resumed = await buildSearchTree(scorer, strategy, {
      checkpoint: { path, resume: true },
      log: (line) => lines.push(line),
      onProgress: (done, total) => {
        expect(done).toBeGreaterThanOrEqual(last);
        expect(total).toBe(360);
        last = done;
      },
    });
    expect(lines[0]).toBe('resuming: first guess 1123, 3 part(s) kept');
    // Only the parts not kept are searched (and logged) again.
    const first = scorer.game.parseGuess('1123') as number;
    const all = Int32Array.from({ length: 360 }, (_, i) => i);
    expect(lines.filter((l) => /^\d+B\d+W: /.test(l))).toHaveLength(splitByFeedback(scorer, first, all).length - 3);
    expect(last).toBe(360);
    expect(resumed).toEqual(whole);
    // Once the tree is whole, its checkpoint is gone.
    expect(existsSync(searchCheckpointPath(path))).toBe(false);
  });

  it('starts afresh without --resume, and from a checkpoint of another build', async () => {
    const scorer = createScorer(getGame('twod'));
    const path = join(dir, 'checkpoints', 'twod.entropy-search.json');
    const other: SearchCheckpoint = {
      variant: 'twod',
      strategy: 'entropy-search',
      params: { ...strategy.params, width: 1 },
      first: '00',
      parts: {},
    };
    for (const resume of [false, true]) {
      await mkdir(join(dir, 'checkpoints', 'search'), { recursive: true });
      await writeFile(searchCheckpointPath(path), JSON.stringify(other));
      const lines: string[] = [];
      const tree = await buildSearchTree(scorer, strategy, { checkpoint: { path, resume }, log: (l) => lines.push(l) });
      if (resume) expect(lines.shift()).toMatch(/is for another build/);
      expect(lines[0]).toBe("first guess 22 (entropy-lookahead's)");
      expect(verifyTree(scorer.game, tree).ok).toBe(true);
    }
  });
});
