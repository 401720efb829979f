import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../../src/core/variants/games.ts';
import { createScorer, type Scorer } from '../../../src/core/scorer.ts';
import { runExact, type ExactResult } from '../../../src/builder/exact.ts';
import { bestTree, partSecrets, readCheckpoint, type ExactCheckpoint } from '../../../src/builder/checkpoints/checkpoint.ts';
import { openCheckpoint } from '../../../src/builder/exact/checkpointing.ts';
import { createExactSearch } from '../../../src/core/strategies/exact/search.ts';
import { executeTask, type WorkerPartNote } from '../../../src/core/strategies/exact/tasks.ts';
import { decodeTree } from '../../../src/core/tree-code.ts';
import { verifyTree, type TreeNode } from '../../../src/core/tree.ts';
import { EXACT_ENGINE_VERSION } from '../../../src/core/strategies/exact/version.ts';

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
    // The best tree is kept in its compact code, not as JSON.
    expect(full.best?.tree).toBeUndefined();
    expect(typeof full.best?.code).toBe('string');
    expect(bestTree(scorer.game, full)).toEqual(fresh.tree);
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
      fresh.tree.guess,
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

  /** The notes of the best first guess searched alone, each with its part's tree (as a thread sends them). */
  const partNotes = (): WorkerPartNote[] => {
    const game = scorer.game;
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const shared = Int32Array.from([0x3fffffff, 1 << 30]);
    const notes: WorkerPartNote[] = [];
    const task = { mode: 'total' as const, index: full.best!.index, guess: fresh.tree.guess, depth: game.spec.maxGuesses, partTrees: true };
    const r = executeTask(createExactSearch(scorer), all, task, shared, (n) => notes.push(n));
    expect(r.cost).toBe(5625);
    return notes;
  };

  it('keeps each solved part with its optimal tree, in a compact code', async () => {
    const game = scorer.game;
    const notes = partNotes();
    expect(notes.length).toBeGreaterThan(2);
    const path = join(dir, 'kept-parts.json');
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const search = createExactSearch(scorer);
    const choices = search.choices([], all, game.spec.maxGuesses, 5670);
    const shared = Int32Array.from([5669, 1 << 30]);
    const keeper = await openCheckpoint(
      { path },
      game,
      'test',
      'total',
      game.spec.maxGuesses,
      choices,
      search.bounds.lowerBound,
      shared,
      () => {},
    );
    for (const n of notes) keeper.partSolved(n);
    await keeper.close();
    const cp = (await readCheckpoint(path))!;
    const parts = cp.partial.find((p) => p.index === full.best!.index)!.parts;
    expect(parts).toHaveLength(notes.length);
    for (const [f, size, cost, code] of parts) {
      const note = notes.find((n) => n.feedback === f)!;
      expect([size, cost]).toEqual([note.size, note.cost]);
      expect(typeof code).toBe('string');
      const secrets = partSecrets(game, fresh.tree.guess, f);
      const tree = decodeTree(game, secrets, code!);
      expect(tree).toEqual(note.tree);
      // The kept tree is the fresh tree's subtree, and costs what the part says.
      expect(tree).toEqual(fresh.tree.next.find(([g]) => g === f)![1]);
      expect(treeTotal(game, secrets, tree)).toBe(cost);
      // Far smaller than JSON.
      expect(code!.length * 4).toBeLessThan(JSON.stringify(tree).length);
    }
  });

  it('gives a part kept without its tree the tree once rebuilt, and keeps a kept tree as it is', async () => {
    const game = scorer.game;
    const notes = partNotes();
    const path = join(dir, 'tree-later.json');
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const search = createExactSearch(scorer);
    const choices = search.choices([], all, game.spec.maxGuesses, 5670);
    const keeper = await openCheckpoint(
      { path },
      game,
      'test',
      'total',
      game.spec.maxGuesses,
      choices,
      search.bounds.lowerBound,
      Int32Array.from([5669, 1 << 30]),
      () => {},
    );
    const [first, second] = notes;
    const treeless = ({ tree: _tree, ...n }: WorkerPartNote): WorkerPartNote => n;
    keeper.partSolved(treeless(first!));
    keeper.partSolved(second!);
    keeper.partSolved(first!);
    keeper.partSolved(treeless(second!));
    await keeper.close();
    const parts = (await readCheckpoint(path))!.partial[0]!.parts;
    expect(parts.map(([f]) => f)).toEqual([first!.feedback, second!.feedback]);
    for (const [f, , , code] of parts) {
      expect(decodeTree(game, partSecrets(game, fresh.tree.guess, f), code!)).toEqual(notes.find((n) => n.feedback === f)!.tree);
    }
  });

  it('resumes a first guess whose solved parts kept their trees without searching them again: same tree, no node searched', async () => {
    const game = scorer.game;
    const bestIndex = full.best!.index;
    const notes = partNotes();
    const codes = (await readCheckpoint(join(dir, 'kept-parts.json')))!.partial;
    const withTrees: ExactCheckpoint = {
      ...full,
      settled: full.settled.filter((s) => s.index !== bestIndex),
      partial: codes,
      best: null,
    };
    // The same parts without their trees, as older checkpoints hold them.
    const withoutTrees: ExactCheckpoint = {
      ...withTrees,
      partial: codes.map((p) => ({ ...p, parts: p.parts.map(([f, size, cost]) => [f, size, cost] as [number, number, number]) })),
    };
    const run = async (cp: ExactCheckpoint, name: string): Promise<{ result: ExactResult; lines: string[] }> => {
      const path = join(dir, name);
      await writeFile(path, JSON.stringify(cp));
      const lines: string[] = [];
      const result = await runExact(scorer, {
        objective: 'total',
        workers: 0,
        checkpoint: { path, resume: true },
        log: (l) => lines.push(l),
      });
      return { result, lines };
    };
    const kept = await run(withTrees, 'with-trees.json');
    const rebuilt = await run(withoutTrees, 'without-trees.json');
    expect(kept.lines.some((l) => l.includes(`${notes.length} parts of others solved`))).toBe(true);
    expect(kept.result.tree).toEqual(fresh.tree);
    expect(rebuilt.result.tree).toEqual(fresh.tree);
    expect(verifyTree(game, kept.result.tree, game.spec.maxGuesses).stats.total).toBe(fresh.total);
    // Every part was solved, with its tree: nothing is searched. Without the trees, the parts are
    // searched again to rebuild them.
    expect(kept.result.nodes).toBe(0);
    expect(rebuilt.result.nodes).toBeGreaterThan(0);
    expect(fresh.nodes).toBeGreaterThan(rebuilt.result.nodes);
  });

  it('resumes half-solved parts with their trees: only the parts left are searched', async () => {
    const bestIndex = full.best!.index;
    const codes = (await readCheckpoint(join(dir, 'kept-parts.json')))!.partial;
    const halves = codes.map((p) => ({ ...p, parts: p.parts.slice(0, Math.floor(p.parts.length / 2)) }));
    const base: ExactCheckpoint = { ...full, settled: full.settled.filter((s) => s.index !== bestIndex), best: null };
    const resume = async (cp: ExactCheckpoint, name: string): Promise<ExactResult> => {
      const path = join(dir, name);
      await writeFile(path, JSON.stringify(cp));
      return runExact(scorer, { objective: 'total', workers: 0, checkpoint: { path, resume: true }, ...quiet });
    };
    const none = await resume({ ...base, partial: [] }, 'none-kept.json');
    const half = await resume({ ...base, partial: halves }, 'half-kept.json');
    const all = await resume({ ...base, partial: codes }, 'all-kept.json');
    for (const r of [none, half, all]) expect(r.tree).toEqual(fresh.tree);
    expect(half.nodes).toBeLessThan(none.nodes);
    expect(all.nodes).toBeLessThan(half.nodes);
  });

  it('split into parts on threads, resumes a first guess from the parts kept with their trees', async () => {
    const bestIndex = full.best!.index;
    const codes = (await readCheckpoint(join(dir, 'kept-parts.json')))!.partial;
    const base: ExactCheckpoint = { ...full, settled: full.settled.filter((s) => s.index !== bestIndex), best: null };
    const resume = async (cp: ExactCheckpoint, name: string): Promise<ExactResult> => {
      const path = join(dir, name);
      await writeFile(path, JSON.stringify(cp));
      return runExact(scorer, { objective: 'total', workers: 2, splitFirstGuess: true, checkpoint: { path, resume: true }, ...quiet });
    };
    const none = await resume({ ...base, partial: [] }, 'split-none.json');
    const all = await resume({ ...base, partial: codes }, 'split-all.json');
    expect(none.tree).toEqual(fresh.tree);
    expect(all.tree).toEqual(fresh.tree);
    expect(none.nodes).toBeGreaterThan(0);
    expect(all.nodes).toBe(0);
  });

  /** The parts of first guess `index` (all secrets) as an older checkpoint holds them: [feedback, size, optimal total], no trees. */
  const treelessParts = (index: number): { total: number; parts: Array<[number, number, number]> } => {
    const game = scorer.game;
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const parts: Array<[number, number, number]> = [];
    const task = {
      mode: 'total' as const,
      index,
      guess: game.parseGuess(full.firstGuesses[index]!) as number,
      depth: game.spec.maxGuesses,
    };
    const r = executeTask(createExactSearch(scorer), all, task, Int32Array.from([0x3fffffff, 1 << 30]), (n) => {
      if (n.feedback >= 0 && n.total > 0) parts.push([n.feedback, n.size, n.cost]);
    });
    return { total: r.cost, parts };
  };

  it("settles first guesses whose every part was solved before from their totals, and rebuilds only the best one's subtrees", async () => {
    const bestIndex = full.best!.index;
    const otherEntry = full.settled.find((s) => s.index !== bestIndex)!;
    const best = treelessParts(bestIndex);
    const other = treelessParts(otherEntry.index);
    expect(best.total).toBe(5625);
    expect(other.total).toBeGreaterThan(5625);
    const cp: ExactCheckpoint = {
      ...full,
      settled: full.settled.filter((s) => s.index !== bestIndex && s.index !== otherEntry.index),
      partial: [
        { index: otherEntry.index, guess: full.firstGuesses[otherEntry.index]!, parts: other.parts },
        { index: bestIndex, guess: full.firstGuesses[bestIndex]!, parts: best.parts },
      ],
      best: null,
    };
    const path = join(dir, 'known-totals.json');
    await writeFile(path, JSON.stringify(cp));
    const lines: string[] = [];
    const resumed = await runExact(scorer, {
      objective: 'total',
      workers: 0,
      checkpoint: { path, resume: true },
      log: (l) => lines.push(l),
    });
    expect(resumed.tree).toEqual(fresh.tree);
    expect(resumed.total).toBe(5625);
    // Neither first guess is searched as a whole: one is settled by its total, the other's subtrees are rebuilt.
    expect(lines).toContain(`optimal mastermind: ${otherEntry.guess} gives ${other.total} by its parts solved before and cannot beat 5625`);
    expect(
      lines.some((l) =>
        l.includes(
          `${full.firstGuesses[bestIndex]} is the best so far, 5625: rebuilding the subtrees of its ${best.parts.filter(([, size]) => size > 2).length} part(s)`,
        ),
      ),
    ).toBe(true);
    expect(lines.filter((l) => / gives .* the best so far| cannot beat /.test(l))).toHaveLength(2);
    expect(resumed.nodes).toBeGreaterThan(0);
    expect(resumed.nodes).toBeLessThan(fresh.nodes);
    const after = (await readCheckpoint(path))!;
    expect(after.partial).toEqual([]);
    expect(after.best?.total).toBe(5625);
    expect(bestTree(scorer.game, after)).toEqual(fresh.tree);
    expect(after.settled.find((s) => s.index === otherEntry.index)?.total).toBe(other.total);
    expect(after.settled).toHaveLength(full.settled.length);
  });

  it('refuses to rebuild a best tree from parts whose stated totals its search does not give', async () => {
    const bestIndex = full.best!.index;
    const best = treelessParts(bestIndex);
    // One part claims one guess less than its optimum: the first guess looks better than it is.
    const largest = best.parts.reduce((a, b) => (b[1] > a[1] ? b : a));
    const wrong = best.parts.map(([f, size, cost]) => [f, size, f === largest[0] ? cost - 1 : cost] as [number, number, number]);
    const cp: ExactCheckpoint = {
      ...full,
      settled: full.settled.filter((s) => s.index !== bestIndex),
      partial: [{ index: bestIndex, guess: full.firstGuesses[bestIndex]!, parts: wrong }],
      best: null,
    };
    const path = join(dir, 'wrong-totals.json');
    await writeFile(path, JSON.stringify(cp));
    await expect(runExact(scorer, { objective: 'total', workers: 0, checkpoint: { path, resume: true }, ...quiet })).rejects.toThrow(
      new RegExp(
        `cannot rebuild the best tree from the checkpoint: the part of ${full.firstGuesses[bestIndex]} with feedback .* \\(${largest[1]} secrets\\) was stated to cost ${largest[2] - 1} but its search gives more`,
      ),
    );
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

  it('never resumes a checkpoint of another engine version, or of none: it is set aside, says why, and the search starts over', async () => {
    const { engine: _engine, ...unstamped } = full;
    for (const [label, stale, why] of [
      ['none', unstamped, /carries no engine version/],
      ['older', { ...full, engine: EXACT_ENGINE_VERSION - 1 }, new RegExp(`computed by exact engine version ${EXACT_ENGINE_VERSION - 1}`)],
      ['newer', { ...full, engine: EXACT_ENGINE_VERSION + 1 }, new RegExp(`computed by exact engine version ${EXACT_ENGINE_VERSION + 1}`)],
    ] as const) {
      // A finished search: resumed, it would be settled without searching anything (the test above).
      const path = join(dir, `stale-${label}.json`);
      await writeFile(path, JSON.stringify(stale));
      const lines: string[] = [];
      const resumed = await runExact(scorer, {
        objective: 'total',
        workers: 0,
        checkpoint: { path, resume: true },
        log: (l) => lines.push(l),
      });
      expect(resumed.tree).toEqual(fresh.tree);
      const refusal = lines.filter((l) => l.includes(`not resuming ${path}`));
      expect(refusal, label).toHaveLength(1);
      expect(refusal[0]).toMatch(why);
      expect(refusal[0]).toContain(`set aside as ${path}.stale`);
      expect(lines.some((l) => l.includes('resuming from'))).toBe(false);
      // Every first guess searched again, and the file kept aside as it was.
      expect(lines.filter((l) => / gives | cannot beat /.test(l)).length).toBe(full.settled.length);
      expect(JSON.parse(await readFile(`${path}.stale`, 'utf8'))).toEqual(stale);
      expect((await readCheckpoint(path))!.engine).toBe(EXACT_ENGINE_VERSION);
    }
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

/** The total of a tree over some secrets: the guesses each secret takes. */
function treeTotal(game: ReturnType<typeof getGame>, secrets: Int32Array, tree: TreeNode): number {
  let total = 0;
  for (const s of secrets) {
    let node: TreeNode | undefined = tree;
    for (let depth = 1; node !== undefined; depth++) {
      const f = game.score(node.guess, s);
      if (f === game.winFeedback) {
        total += depth;
        break;
      }
      node = node.next.find(([g]) => g === f)?.[1];
    }
  }
  return total;
}
