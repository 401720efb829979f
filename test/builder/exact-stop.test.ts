import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCheckpoint } from '../../src/builder/checkpoints/checkpoint.ts';
import { runExact } from '../../src/builder/exact.ts';
import { NoTreeWithinLimit, SearchStopped, type ExactProgress } from '../../src/builder/exact-stop.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { verifyTree } from '../../src/core/tree.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'codebreaker-exact-stop-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const scorerOf = (id: string): ReturnType<typeof createScorer> => createScorer(createGame(resolveVariant(id)));
const quiet = { workers: 0, log: () => {} } as const;

describe('exact search: the limit, the budget, progress', () => {
  it('no tree within the limit is a NoTreeWithinLimit for both objectives, never "a bug"', async () => {
    for (const objective of ['total', 'worst'] as const) {
      const err = await runExact(scorerOf('mm-4x6-g4'), { objective, ...quiet }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NoTreeWithinLimit);
      expect((err as NoTreeWithinLimit).limit).toBe(4);
      expect((err as Error).message).toBe('no strategy finds every secret within 4 guesses');
    }
  });

  it('the smallest total within a limit: never smaller as the limit shrinks, the tree keeps it, and none below the least depth', async () => {
    for (const board of ['mm-3x4', 'mm-2x5', 'bc-3x5']) {
      const worst = await runExact(scorerOf(board), { objective: 'worst', ...quiet });
      let previous = 0;
      for (let g = worst.depth + 2; g >= 1; g--) {
        const id = `${board}-g${g}`;
        const r = await runExact(scorerOf(id), { objective: 'total', ...quiet }).catch((e: unknown) => e);
        if (g < worst.depth) {
          expect(r, id).toBeInstanceOf(NoTreeWithinLimit);
          continue;
        }
        const found = r as Awaited<ReturnType<typeof runExact>>;
        expect(verifyTree(createGame(resolveVariant(id)), found.tree).ok, id).toBe(true);
        expect(found.total, id).toBeGreaterThanOrEqual(previous);
        previous = found.total;
      }
    }
  });

  it('reports progress: first guesses and parts, the best total so far above the optimum and the proven bound below it', async () => {
    const heard: ExactProgress[] = [];
    const path = join(dir, 'progress.json');
    const r = await runExact(scorerOf('mm-4x5'), { objective: 'total', ...quiet, checkpoint: { path }, onSearch: (p) => heard.push(p) });
    expect(heard.length).toBeGreaterThan(0);
    for (const p of heard) {
      if (p.best !== null) expect(p.best).toBeGreaterThanOrEqual(r.total);
      if (p.lowerBound !== null) expect(p.lowerBound).toBeLessThanOrEqual(r.total);
      expect(p.firstGuesses.done).toBeLessThanOrEqual(p.firstGuesses.total);
      expect(p.parts.done).toBeLessThanOrEqual(p.parts.total);
    }
    expect(heard.at(-1)!.best).toBe(r.total);
  });

  it('over its budget the search stops, keeps what it solved in the checkpoint, and a resumed search finds the same tree', async () => {
    const fresh = await runExact(scorerOf('mm-4x5'), { objective: 'total', ...quiet });
    const path = join(dir, 'mm-4x5.optimal.json');
    const stopped = await runExact(scorerOf('mm-4x5'), { objective: 'total', ...quiet, checkpoint: { path }, budgetMs: 1 }).catch(
      (e: unknown) => e,
    );
    expect(stopped).toBeInstanceOf(SearchStopped);
    const cp = await readCheckpoint(path);
    expect(cp).toBeDefined();
    const solved = cp!.settled.length + cp!.partial.reduce((n, p) => n + p.parts.length, 0);
    expect(solved).toBeGreaterThan(0);
    expect(cp!.lowerBound).toBeLessThanOrEqual(fresh.total);
    const resumed = await runExact(scorerOf('mm-4x5'), { objective: 'total', ...quiet, checkpoint: { path, resume: true } });
    expect(resumed.total).toBe(fresh.total);
    expect(resumed.tree).toEqual(fresh.tree);
  });
});
