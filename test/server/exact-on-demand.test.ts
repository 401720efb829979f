import { spawnSync } from 'node:child_process';
import { access, copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runExact } from '../../src/builder/exact.ts';
import type { ExactProgress } from '../../src/builder/exact-stop.ts';
import { checkpointPath, checkpointProgress, readCheckpoint, type ExactCheckpoint } from '../../src/builder/checkpoints/checkpoint.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { MEMO_BYTES_PER_INDEX, memoLimitFor } from '../../src/core/strategies/exact/memo.ts';
import { OnDemandTrees, type OnDemandOptions } from '../../src/server/services/on-demand.ts';
import type { ExactBuildRequest, TreeBuilder } from '../../src/server/services/tree-builder.ts';
import type { ApiError, NoTreeAnswer, VariantAnswer } from './helpers/answers.ts';
import { testApp } from './helpers/app.ts';
import { EXACT_ENGINE_VERSION } from '../../src/core/strategies/exact/version.ts';
import { buildTree, createGreedyChooser } from '../../src/core/strategies/greedy.ts';
import { OBJECTIVES } from '../../src/core/strategies/objectives.ts';
import { verifyTree } from '../../src/core/tree.ts';
import { encodeTreeFile, makeTreeFile } from '../../src/store/tree-file.ts';
import { wordsOf } from '../helpers/wordle-rule.ts';
import { codebreaker } from '../cli/run.ts';

let cacheDir: string;
const apps: FastifyInstance[] = [];

// Requests answer at once (no wait for builds): the states while a tree is built are what these tests look at.
async function app(options: Partial<OnDemandOptions> = {}): Promise<FastifyInstance> {
  const a = await testApp({ trees: [['mastermind', 'minimax']], onDemand: { cacheDir, buildWaitMs: 0, ...options } });
  apps.push(a);
  return a;
}

/** Closes an app before the end of the file (a restart). */
async function stop(a: FastifyInstance): Promise<void> {
  apps.splice(apps.indexOf(a), 1);
  await a.close();
}

/** A search's progress as one number, in the order it moves: first guesses settled, then parts of the one under way. */
function reached(p: ExactProgress | undefined): number {
  if (p === undefined) return -1;
  return p.firstGuesses.done * 1000 + p.parts.done;
}

/** True when `later` holds everything `earlier` held: its settled first guesses, and the solved parts of those not settled since. */
function keeps(later: ExactCheckpoint, earlier: ExactCheckpoint): boolean {
  const settled = new Set(later.settled.map((s) => s.index));
  return (
    earlier.settled.every((s) => settled.has(s.index)) &&
    earlier.partial.every(
      (p) =>
        settled.has(p.index) ||
        p.parts.every(([f]) => later.partial.find((q) => q.index === p.index)?.parts.some(([g]) => g === f) === true),
    )
  );
}

/** The total the exact search finds in this process, for the server's tree to match. */
async function expectedTotal(variant: string, objective: 'total' | 'worst'): Promise<number> {
  return (await runExact(createScorer(createGame(resolveVariant(variant))), { objective, workers: 0, log: () => {} })).total;
}

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-exact-od-'));
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await rm(cacheDir, { recursive: true, force: true });
});

describe('exact trees on demand, by budget', () => {
  it('builds optimal and optimal-worst of boards above the old 400-secret limit, verified, with the totals of the search', async () => {
    const a = await app();
    for (const variant of ['mm-4x5', 'mm-3x9']) {
      for (const [strategy, objective] of [
        ['optimal', 'total'],
        ['optimal-worst', 'worst'],
      ] as const) {
        const v = (await a.inject({ url: `/v1/variants/${variant}` })).json<VariantAnswer>();
        expect(v.strategies.find((s) => s.id === strategy)?.state).toMatch(/on-demand|cached/);
        await a.inject({ url: `/v1/trees/${variant}/${strategy}` });
        await a.codebreaker.trees.onDemand!.ready(resolveVariant(variant), strategy);
        const header = (await a.inject({ url: `/v1/trees/${variant}/${strategy}` })).json<{
          state: string;
          stats: { secrets: number; total: number };
        }>();
        expect(header.state).toBe('ready');
        expect(header.stats.secrets).toBe(v.secretCount);
        expect(header.stats.total, `${variant}/${strategy}`).toBe(await expectedTotal(variant, objective));
      }
    }
  });

  it('over the budget: too-long with how far it got and how to build offline; the checkpoint kept; greedy trees served; a larger budget resumes', async () => {
    const a = await app({ exactBudgetMs: 1 });
    await a.inject({ url: '/v1/trees/mm-4x5-g6/optimal' });
    await a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-4x5-g6'), 'optimal');
    const header = await a.inject({ url: '/v1/trees/mm-4x5-g6/optimal' });
    expect(header.statusCode).toBe(200);
    const body = header.json<NoTreeAnswer>();
    expect(body).toMatchObject({ state: 'too-long', variant: 'mm-4x5-g6', strategy: 'optimal' });
    expect(body.search?.firstGuesses.total).toBeGreaterThan(0);
    expect(body.message).toContain('npm run build-trees -- --variant mm-4x5-g6 --strategy optimal');
    expect(body.message).toContain('--resume');
    expect(body.message).toContain('EXACT_BUDGET_S');
    const checkpoint = await readCheckpoint(join(cacheDir, 'checkpoints', 'mm-4x5-g6.optimal.json'));
    expect(checkpoint?.variant).toBe('mm-4x5-g6');
    const file = await a.inject({ url: '/v1/trees/mm-4x5-g6/optimal/file' });
    expect(file.statusCode).toBe(422);
    expect(file.json<ApiError>()).toEqual({ error: 'too-long', message: body.message });
    expect((await a.inject({ url: '/v1/trees/mm-4x5-g6/optimal/next' })).statusCode).toBe(200);
    const v = (await a.inject({ url: '/v1/variants/mm-4x5-g6' })).json<VariantAnswer>();
    expect(v.strategies.find((s) => s.id === 'optimal')?.state).toBe('too-long');
    await a.inject({ url: '/v1/trees/mm-4x5-g6/entropy' });
    await a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-4x5-g6'), 'entropy');
    expect((await a.inject({ url: '/v1/trees/mm-4x5-g6/entropy/file' })).statusCode).toBe(200);

    // The same budget after a restart: remembered, no new build. A larger one carries on from the checkpoint.
    const same = await app({ exactBudgetMs: 1 });
    expect((await same.inject({ url: '/v1/trees/mm-4x5-g6/optimal' })).json()).toMatchObject({ state: 'too-long' });
    expect(same.codebreaker.trees.onDemand!.counts.builds).toBe(0);
    const larger = await app();
    expect((await larger.inject({ url: '/v1/trees/mm-4x5-g6/optimal' })).json()).toMatchObject({ state: 'building' });
    await larger.codebreaker.trees.onDemand!.ready(resolveVariant('mm-4x5-g6'), 'optimal');
    const built = (await larger.inject({ url: '/v1/trees/mm-4x5-g6/optimal' })).json<{ state: string; stats: { total: number } }>();
    expect(built).toMatchObject({ state: 'ready', stats: { total: await expectedTotal('mm-4x5-g6', 'total') } });
    await expect(access(join(cacheDir, 'checkpoints', 'mm-4x5-g6.optimal.json'))).rejects.toThrow();
    expect(await readdir(cacheDir)).not.toContain(`mm-4x5-g6.optimal.engine-${EXACT_ENGINE_VERSION}.outcome.json`);
    expect(await readdir(cacheDir)).toContain(`mm-4x5-g6.optimal.engine-${EXACT_ENGINE_VERSION}.msgpack`);
  });

  it('a too-long message names only a checkpoint that exists, named for its strategy, whose --resume the command line takes', async () => {
    const dir = join(cacheDir, 'named');
    const a = await app({ exactBudgetMs: 1, cacheDir: dir });
    const messages: Record<string, NoTreeAnswer> = {};
    for (const strategy of ['optimal', 'optimal-worst']) {
      await a.inject({ url: `/v1/trees/mm-4x5-g7/${strategy}` });
      await a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-4x5-g7'), strategy);
      const body = (await a.inject({ url: `/v1/trees/mm-4x5-g7/${strategy}` })).json<NoTreeAnswer>();
      expect(body.state, strategy).toBe('too-long');
      const named = [...body.message.matchAll(/checkpoints\/[\w.-]+\.json/g)].map((m) => m[0]);
      for (const file of new Set(named)) {
        expect(file, strategy).toBe(`checkpoints/mm-4x5-g7.${strategy}.json`);
        await expect(access(join(dir, file)), file).resolves.toBeUndefined();
      }
      messages[strategy] = body;
    }
    // optimal stops after its first part: its checkpoint holds it.
    expect(messages.optimal!.message).toContain('copy checkpoints/mm-4x5-g7.optimal.json from the cache directory');
    // optimal-worst stops while it looks for the smallest depth, before it has anything to keep: it says how far it got, and names no file.
    const worst = messages['optimal-worst']!;
    expect(worst.search?.depth).toBeGreaterThan(0);
    expect(worst.search?.firstGuesses.total).toBeGreaterThan(0);
    expect(worst.message).toMatch(/looking for the smallest depth: depth \d+, \d+ of \d+ first guesses tried/);
    expect(worst.message).toContain('no checkpoint of it was kept');

    // The message's instruction works: the file copied to the same place in a data directory, the command line carries on from it.
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-resume-'));
    try {
      const file = checkpointPath(dataDir, 'mm-4x5-g7', 'optimal');
      await mkdir(dirname(file), { recursive: true });
      await copyFile(checkpointPath(dir, 'mm-4x5-g7', 'optimal'), file);
      const bin = join(import.meta.dirname, '..', '..', 'bin', 'codebreaker.js');
      const args = ['--variant', 'mm-4x5-g7', '--strategy', 'optimal', '--resume', '--workers', '1', '--data-dir', dataDir];
      const run = spawnSync(process.execPath, [bin, 'build', ...args], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr).toContain(`resuming from ${file}`);
      expect(await readdir(dataDir)).toContain('mm-4x5-g7.optimal.msgpack');
      await expect(access(file)).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('after each restart a resumed search reports at once what its checkpoint holds, ends where its checkpoint says, and keeps every part', async () => {
    const dir = join(cacheDir, 'restarts');
    const variant = 'mm-5x4';
    const game = createGame(resolveVariant(variant));
    const path = checkpointPath(dir, variant, 'optimal');
    let before: ExactCheckpoint | undefined;
    // Each app is a restart on the same cache directory, with a budget above the last one's, so each carries on from the checkpoint;
    // each stops at its first part solved (its bounds alone take longer than its budget).
    for (const budgetMs of [1, 2, 3, 4, 5, 6]) {
      const a = await app({ exactBudgetMs: budgetMs, cacheDir: dir });
      const first = (await a.inject({ url: `/v1/trees/${variant}/optimal` })).json<{ state: string; search?: ExactProgress }>();
      expect(first.state).toBe('building');
      if (before !== undefined)
        expect(reached(first.search), `budget ${budgetMs}`).toBeGreaterThanOrEqual(reached(checkpointProgress(game, before)));
      await a.codebreaker.trees.onDemand!.ready(resolveVariant(variant), 'optimal');
      const body = (await a.inject({ url: `/v1/trees/${variant}/optimal` })).json<NoTreeAnswer>();
      expect(body.state).toBe('too-long');
      const after = (await readCheckpoint(path))!;
      expect(reached(body.search), `budget ${budgetMs}`).toBe(reached(checkpointProgress(game, after)));
      if (before !== undefined) {
        expect(keeps(after, before), `budget ${budgetMs}`).toBe(true);
        expect(reached(body.search), `budget ${budgetMs}`).toBeGreaterThan(reached(checkpointProgress(game, before)));
      }
      before = after;
      await stop(a);
    }
    expect(before!.partial.some((p) => p.parts.length >= 2) || before!.settled.length > 0).toBe(true);
    const done = await app({ cacheDir: dir });
    await done.inject({ url: `/v1/trees/${variant}/optimal` });
    await done.codebreaker.trees.onDemand!.ready(resolveVariant(variant), 'optimal');
    const built = (await done.inject({ url: `/v1/trees/${variant}/optimal` })).json<{ state: string; stats: { total: number } }>();
    expect(built).toMatchObject({ state: 'ready', stats: { total: await expectedTotal(variant, 'total') } });
  });

  it('a shutdown keeps every part the build had solved; after the restart the build carries on from them', async () => {
    const dir = join(cacheDir, 'shutdown');
    const variant = 'mm-5x4';
    const game = createGame(resolveVariant(variant));
    const a = await app({ cacheDir: dir });
    let heard: ExactProgress | undefined;
    await vi.waitFor(
      async () => {
        heard = (await a.inject({ url: `/v1/trees/${variant}/optimal` })).json<{ search?: ExactProgress }>().search;
        expect(reached(heard)).toBeGreaterThanOrEqual(3);
      },
      { timeout: 30_000, interval: 10 },
    );
    await stop(a);
    const kept = (await readCheckpoint(checkpointPath(dir, variant, 'optimal')))!;
    expect(reached(checkpointProgress(game, kept))).toBeGreaterThanOrEqual(reached(heard));
    const b = await app({ cacheDir: dir });
    const first = (await b.inject({ url: `/v1/trees/${variant}/optimal` })).json<{ state: string; search?: ExactProgress }>();
    expect(reached(first.search)).toBe(reached(checkpointProgress(game, kept)));
    await b.codebreaker.trees.onDemand!.ready(resolveVariant(variant), 'optimal');
    const built = (await b.inject({ url: `/v1/trees/${variant}/optimal` })).json<{ state: string; stats: { total: number } }>();
    expect(built).toMatchObject({ state: 'ready', stats: { total: await expectedTotal(variant, 'total') } });
  });

  it('greedy builds never wait behind exact searches: the searches have a lane of their own', async () => {
    const a = await app({ cacheDir: join(cacheDir, 'lanes'), buildWorkers: 1, exactWorkers: 1 });
    // Word Mastermind's optimal tree: no part of it is solved within a minute.
    expect((await a.inject({ url: '/v1/trees/words-3/optimal' })).json()).toMatchObject({ state: 'building' });
    await a.inject({ url: '/v1/trees/mm-3x5/entropy' });
    await vi.waitFor(async () => expect((await a.inject({ url: '/v1/trees/mm-3x5/entropy' })).json()).toMatchObject({ state: 'ready' }), {
      timeout: 15_000,
      interval: 50,
    });
    expect((await a.inject({ url: '/v1/trees/words-3/optimal' })).json()).toMatchObject({ state: 'building' });
    // A second exact search waits for the first one's thread; the greedy lane still takes builds.
    expect((await a.inject({ url: '/v1/trees/mm-3x4/optimal' })).json()).toMatchObject({ state: 'building' });
    await a.inject({ url: '/v1/trees/mm-2x5/minimax' });
    await a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-2x5'), 'minimax');
    expect((await a.inject({ url: '/v1/trees/mm-3x4/optimal' })).json()).toMatchObject({ state: 'building' });
  });

  it("an exact search is given its memory bound: EXACT_MEMORY_MB over the search's two memos", async () => {
    const asked: Array<ExactBuildRequest | undefined> = [];
    const builder: TreeBuilder = {
      builds: 0,
      stored: async () => undefined,
      discard: async () => {},
      admit: () => {},
      check: () => {},
      build: async (_spec, _strategy, _file, exact) => {
        asked.push(exact);
        return { kind: 'outcome', outcome: { kind: 'impossible', limit: 1 } };
      },
      close: async () => {},
    };
    const trees = new OnDemandTrees({ cacheDir: join(cacheDir, 'memory'), exactMemoryMb: 16 }, () => {}, builder);
    await trees.ready(resolveVariant('mm-2x4'), 'optimal');
    const half = 8 * 1024 * 1024;
    expect(asked[0]?.memoLimit).toBe(memoLimitFor(half));
    expect(asked[0]!.memoLimit! * MEMO_BYTES_PER_INDEX).toBeLessThanOrEqual(half);
    await trees.ready(resolveVariant('mm-2x4'), 'minimax');
    expect(asked[1]).toBeUndefined();
  });

  it('an exact tree or outcome kept by another engine version, or before versions, is never trusted: logged, removed, built again', async () => {
    const dir = join(cacheDir, 'stale');
    await mkdir(dir, { recursive: true });
    const variant = 'mm-3x4';
    const spec = resolveVariant(variant);
    const game = createGame(spec);
    const scorer = createScorer(game);
    // What a faulty older engine might have kept: a tree of 216 labelled optimal (the optimum is
    // 206), and an outcome that says no tree fits the board at all.
    const wrong = buildTree(
      scorer,
      createGreedyChooser(
        scorer,
        OBJECTIVES.find((o) => o.id === 'minimax')!,
      ),
    );
    const stats = verifyTree(game, wrong, game.spec.maxGuesses).stats;
    const optimum = await expectedTotal(variant, 'total');
    expect(stats.total).toBeGreaterThan(optimum);
    const file = makeTreeFile(game, { id: 'optimal', description: 'kept before engine versions' }, wrong, stats);
    await writeFile(join(dir, `${variant}.optimal.msgpack`), encodeTreeFile(file));
    const impossible = `${JSON.stringify({ kind: 'impossible', limit: game.spec.maxGuesses })}\n`;
    await writeFile(join(dir, `${variant}.optimal-worst.outcome.json`), impossible);
    await writeFile(join(dir, `${variant}.optimal-worst.engine-${EXACT_ENGINE_VERSION + 1}.outcome.json`), impossible);
    const warnings: string[] = [];
    const trees = new OnDemandTrees({ cacheDir: dir }, (m) => warnings.push(m));
    try {
      const optimal = await trees.ready(spec, 'optimal');
      expect(optimal).toMatchObject({ header: { stats: { total: optimum } } });
      const worst = await trees.ready(spec, 'optimal-worst');
      expect(worst).toMatchObject({ header: { stats: { total: await expectedTotal(variant, 'worst') } } });
      expect(trees.counts.builds).toBe(2);
      expect(
        warnings.filter((w) => w.includes(`cache file ${variant}.optimal.msgpack is not trusted as proved: it carries no engine version`)),
      ).toHaveLength(1);
      expect(warnings.filter((w) => w.includes(`cache file ${variant}.optimal-worst.outcome.json is not trusted as proved`))).toHaveLength(
        1,
      );
      expect(
        warnings.filter((w) =>
          w.includes(
            `${variant}.optimal-worst.engine-${EXACT_ENGINE_VERSION + 1}.outcome.json is not trusted as proved: it was computed by exact engine version ${EXACT_ENGINE_VERSION + 1}`,
          ),
        ),
      ).toHaveLength(1);
      expect((await readdir(dir)).filter((f) => f.startsWith(`${variant}.`)).sort()).toEqual([
        `${variant}.optimal-worst.engine-${EXACT_ENGINE_VERSION}.msgpack`,
        `${variant}.optimal.engine-${EXACT_ENGINE_VERSION}.msgpack`,
      ]);
    } finally {
      await trees.close();
    }
  });

  it("a Wordle board's exact trees on demand are the exact engine's, as their names and checkpoints say (not the Wordle search's)", async () => {
    // The Wordle search (WORDLE_ENGINE_VERSION) builds the Wordle boards' optimal trees offline
    // only (codebreaker build, files of data/ without a stamp); on demand the exact engine
    // searches them, within the budget and with a checkpoint, and their names carry its version.
    // Should the Wordle search ever build them here, their names must carry its version instead.
    const dir = join(cacheDir, 'wordle-engine');
    const a = await app({ exactBudgetMs: 1, cacheDir: dir });
    const words = wordsOf('words-3.txt');
    const posted = await a.inject({
      method: 'POST',
      url: '/v1/word-lists',
      payload: { answers: words.slice(0, 20), guesses: words.slice(0, 40) },
    });
    const variant = `${posted.json<{ variant: string }>().variant}-g10`;
    await a.inject({ url: `/v1/trees/${variant}/optimal` });
    await a.codebreaker.trees.onDemand!.ready(a.codebreaker.trees.spec(variant), 'optimal');
    // Stopped by the budget, which only the exact engine keeps, and resumable from its checkpoint.
    expect((await a.inject({ url: `/v1/trees/${variant}/optimal` })).json<NoTreeAnswer>()).toMatchObject({ state: 'too-long' });
    expect(await readdir(dir)).toContain(`${variant}.optimal.engine-${EXACT_ENGINE_VERSION}.outcome.json`);
    expect((await readCheckpoint(checkpointPath(dir, variant, 'optimal')))?.engine).toBe(EXACT_ENGINE_VERSION);
  });

  it("a too-long message for a user's board names the --cache-dir its offline build needs, and that command builds the tree", async () => {
    const dir = join(cacheDir, 'user-too-long');
    const a = await app({ exactBudgetMs: 1, cacheDir: dir });
    const words = wordsOf('words-3.txt');
    const posted = await a.inject({ method: 'POST', url: '/v1/word-lists', payload: { answers: words.slice(40, 60) } });
    const variant = `${posted.json<{ variant: string }>().variant}-g10`;
    await a.inject({ url: `/v1/trees/${variant}/optimal` });
    await a.codebreaker.trees.onDemand!.ready(a.codebreaker.trees.spec(variant), 'optimal');
    const body = (await a.inject({ url: `/v1/trees/${variant}/optimal` })).json<NoTreeAnswer>();
    expect(body).toMatchObject({ state: 'too-long' });
    const command = `npm run build-trees -- --variant ${variant} --strategy optimal --cache-dir <this server's CACHE_DIR>`;
    expect(body.message).toContain(command);
    expect(body.message).not.toContain(dir);
    // The command, the server's CACHE_DIR put in, builds the tree (a board of the grammar needs none of it).
    const args = command.split(' -- ')[1]!.replace("<this server's CACHE_DIR>", dir).split(' ');
    const built = await codebreaker(['build', ...args, '--data-dir', join(dir, 'data'), '--json']);
    expect(built.code, built.err).toBe(0);
    expect(JSON.parse(built.out)).toMatchObject({ ok: true, trees: [{ variant, written: true, stats: { secrets: 20 } }] });
    const header = await a.inject({ url: '/v1/trees/mm-4x5-g8/optimal' });
    await a.codebreaker.trees.onDemand!.ready(resolveVariant('mm-4x5-g8'), 'optimal');
    expect((await a.inject({ url: '/v1/trees/mm-4x5-g8/optimal' })).json<NoTreeAnswer>().message).toContain(
      'npm run build-trees -- --variant mm-4x5-g8 --strategy optimal (',
    );
    expect(header.statusCode).toBe(200);
  });

  it("the fleet's copy of an exact tree kept before engine versions is never read: logged, discarded, built again", async () => {
    const kept: string[] = [];
    const discarded: string[] = [];
    const old = { kind: 'outcome' as const, outcome: { kind: 'impossible' as const, limit: 6 } };
    const builder: TreeBuilder = {
      builds: 0,
      // Only the name from before versions holds something: a tree of the old name, as an outcome here.
      stored: async (_spec, _strategy, file) => {
        kept.push(file);
        return file === 'mm-2x4.optimal.msgpack' ? { kind: 'tree', file: { bytes: new Uint8Array(), sha256: '' } } : undefined;
      },
      discard: async (file) => {
        discarded.push(file);
      },
      admit: () => {},
      check: () => {},
      build: async () => old,
      close: async () => {},
    };
    const warnings: string[] = [];
    const trees = new OnDemandTrees({ cacheDir: join(cacheDir, 'stale-fleet') }, (m) => warnings.push(m), builder);
    expect(await trees.ready(resolveVariant('mm-2x4'), 'optimal')).toEqual(old.outcome);
    expect(kept).toEqual(['mm-2x4.optimal.msgpack', `mm-2x4.optimal.engine-${EXACT_ENGINE_VERSION}.msgpack`]);
    expect(discarded).toEqual(['mm-2x4.optimal.msgpack']);
    expect(warnings).toEqual([expect.stringContaining("the fleet's tree kept as mm-2x4.optimal.msgpack is not trusted as proved")]);
  });
});
