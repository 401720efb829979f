import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/games/catalogue.ts';
import { createScorer, type Scorer } from '../../src/core/scorer.ts';
import { runExact, type ExactResult } from '../../src/builder/exact.ts';
import { readCheckpoint, type ExactCheckpoint } from '../../src/builder/checkpoint.ts';
import { createExactSearch } from '../../src/core/strategies/exact/search.ts';

describe('exact search checkpoints', () => {
  let dir: string;
  let scorer: Scorer;
  let fresh: ExactResult;
  let full: ExactCheckpoint;
  const quiet = { log: () => {} };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'codebreaker-checkpoint-'));
    scorer = createScorer(getGame('mastermind'));
    const path = join(dir, 'full.json');
    fresh = await runExact(scorer, { objective: 'total', workers: 0, checkpoint: { path }, ...quiet });
    full = (await readCheckpoint(path))!;
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('records every settled first guess and the best tree', () => {
    expect(fresh.total).toBe(5625);
    expect(full.variant).toBe('mastermind');
    expect(full.objective).toBe('total');
    expect(full.firstGuesses.length).toBeGreaterThan(1);
    expect(full.settled.length).toBeGreaterThan(0);
    expect(full.best?.total).toBe(5625);
    expect(full.best?.tree).toEqual(fresh.tree);
    expect(full.partial).toEqual([]);
    expect(full.lowerBound).toBe(5625);
    for (const s of full.settled) expect(s.total === null || s.total >= 5625).toBe(true);
  });

  it('resumes from a partial checkpoint to the same tree, searching only what was left', async () => {
    const bestIndex = full.best!.index;
    // The run stopped with every first guess settled but the best one.
    const partial: ExactCheckpoint = { ...full, settled: full.settled.filter((s) => s.index !== bestIndex), best: null };
    expect(partial.settled.length).toBeGreaterThan(0);
    const path = join(dir, 'partial.json');
    await writeFile(path, JSON.stringify(partial));
    const lines: string[] = [];
    const resumed = await runExact(scorer, {
      objective: 'total',
      workers: 0,
      checkpoint: { path, resume: true },
      log: (l) => lines.push(l),
    });
    expect(resumed.total).toBe(5625);
    expect(resumed.tree).toEqual(fresh.tree);
    expect(lines.some((l) => l.includes(`resuming from ${path}: ${partial.settled.length}/`))).toBe(true);
    // Only the best first guess was searched.
    expect(lines.filter((l) => / gives | cannot beat /.test(l))).toHaveLength(1);
    const after = (await readCheckpoint(path))!;
    expect(after.settled.map((s) => s.index).sort()).toEqual(full.settled.map((s) => s.index).sort());
  });

  it('resumes a first guess from its parts solved before, and states the proven lower bound', async () => {
    const bestIndex = full.best!.index;
    const game = scorer.game;
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const solved: Array<[number, number, number]> = [];
    const search = createExactSearch(scorer);
    const total = search.guessCost(
      [],
      all,
      game.spec.maxGuesses,
      full.best!.tree.guess,
      () => 5626,
      (_d, _p, _t, f, size, cost) => {
        solved.push([f, size, cost]);
      },
    );
    expect(total).toBe(5625);
    expect(solved.length).toBeGreaterThan(2);
    // Stopped with the best guess half done.
    const half = solved.slice(0, Math.floor(solved.length / 2));
    const partial: ExactCheckpoint = {
      ...full,
      settled: full.settled.filter((s) => s.index !== bestIndex),
      partial: [{ index: bestIndex, guess: full.firstGuesses[bestIndex]!, parts: half }],
      best: null,
    };
    const path = join(dir, 'parts.json');
    await writeFile(path, JSON.stringify(partial));
    const lines: string[] = [];
    const resumed = await runExact(scorer, {
      objective: 'total',
      workers: 0,
      checkpoint: { path, resume: true },
      log: (l) => lines.push(l),
    });
    expect(resumed.tree).toEqual(fresh.tree);
    expect(lines.some((l) => l.includes(`${half.length} parts of others solved`))).toBe(true);
    const after = (await readCheckpoint(path))!;
    expect(after.partial).toEqual([]);
    expect(after.lowerBound).toBe(5625);
  });

  it('resumes from a finished checkpoint without searching again', async () => {
    const path = join(dir, 'again.json');
    await writeFile(path, JSON.stringify(full));
    const lines: string[] = [];
    const resumed = await runExact(scorer, {
      objective: 'total',
      workers: 0,
      checkpoint: { path, resume: true },
      log: (l) => lines.push(l),
    });
    expect(resumed.tree).toEqual(fresh.tree);
    expect(lines.filter((l) => / gives | cannot beat /.test(l))).toEqual([]);
  });

  it('refuses to overwrite a checkpoint unless asked to resume, and refuses one of another search', async () => {
    const path = join(dir, 'kept.json');
    await writeFile(path, JSON.stringify(full));
    await expect(runExact(scorer, { objective: 'total', workers: 0, checkpoint: { path }, ...quiet })).rejects.toThrow(
      /holds an unfinished search; carry on from it \(--resume\) or delete it/,
    );
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(full);
    await expect(runExact(scorer, { objective: 'worst', workers: 0, checkpoint: { path, resume: true }, ...quiet })).rejects.toThrow(
      /cannot resume from .*: it is for the objective total, not worst/,
    );
    const other = join(dir, 'other.json');
    await writeFile(other, JSON.stringify({ format: 'something-else', version: 1 }));
    await expect(runExact(scorer, { objective: 'total', workers: 0, checkpoint: { path: other, resume: true }, ...quiet })).rejects.toThrow(
      /is not an exact-search checkpoint/,
    );
  });
});
