import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScorer } from '../../src/core/scorer.ts';
import { createExactSearch, FAIL } from '../../src/core/strategies/exact/search.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { codebreaker, repo, STACK_LINE } from './run.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** A fresh data directory holding the package's word lists. */
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'codebreaker-first-'));
  dirs.push(dir);
  await cp(join(repo, 'data', 'words'), join(dir, 'words'), { recursive: true });
  return dir;
}

/** `codebreaker build --variant V --strategy S --first W --data-dir DIR --json`, run. */
function buildFirst(variant: string, strategy: string, first: string, dir: string): ReturnType<typeof codebreaker> {
  return codebreaker(['build', '--variant', variant, '--strategy', strategy, '--first', first, '--data-dir', dir, '--json']);
}

interface Summary {
  ok: boolean;
  trees: Array<{ written: boolean; kept?: boolean; file?: string; stats?: { total: number }; reason?: string }>;
}

describe('codebreaker build --first', () => {
  it('mastermind --first 1122: the total the exact search gives below 1122, written, and the file verifies', async () => {
    const dir = await dataDir();
    const ran = await buildFirst('mastermind', 'optimal', '1122', dir);
    expect(ran.code, ran.err).toBe(0);
    const tree = (JSON.parse(ran.out) as Summary).trees[0]!;
    // The engine's own cost of 1122 at the root, asked directly: what --first must reach.
    const game = createGame(resolveVariant('mastermind'));
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const cost = createExactSearch(createScorer(game)).guessCost([], all, 10, game.parseGuess('1122') as number, () => 0x3fffffff);
    expect(cost).not.toBe(FAIL);
    expect(tree).toMatchObject({ written: true, stats: { total: cost } });
    // Above the optimum (1123's 5625), and the same for 3344, its image under a symmetry of the colours.
    expect(cost).toBeGreaterThan(5625);
    const image = await buildFirst('mastermind', 'optimal', '3344', dir);
    expect((JSON.parse(image.out) as Summary).trees[0]!.stats!.total).toBe(cost);
    expect((await codebreaker(['verify', '--data-dir', dir])).code).toBe(0);
  });

  it('mastermind --first 1122 beside the proved optimum: not written, its total reported, the optimum kept; --force writes it', async () => {
    const dir = await dataDir();
    const file = 'mastermind.optimal.msgpack';
    await cp(join(repo, 'data', file), join(dir, file));
    const manifest = JSON.parse(await readFile(join(repo, 'data', 'manifest.json'), 'utf8')) as {
      files: Array<{ file: string; stats: { total: number } }>;
    };
    manifest.files = manifest.files.filter((e) => e.file === file);
    const held = manifest.files[0]!.stats.total;
    await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
    const before = await readFile(join(dir, file));
    const args = ['build', '--variant', 'mastermind', '--strategy', 'optimal', '--first', '1122', '--data-dir', dir, '--json'];

    const ran = await codebreaker(args);
    expect(ran.code, ran.err).toBe(0);
    const summary = JSON.parse(ran.out) as Summary & { written: number; failed: number };
    expect(summary).toMatchObject({ ok: true, written: 0, failed: 0 });
    const tree = summary.trees[0]!;
    const game = createGame(resolveVariant('mastermind'));
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const cost = createExactSearch(createScorer(game)).guessCost([], all, 10, game.parseGuess('1122') as number, () => 0x3fffffff);
    expect(cost).toBeGreaterThan(held);
    expect(tree).toMatchObject({ written: false, kept: true, stats: { total: cost } });
    expect(tree.reason).toContain(join(dir, file));
    expect(tree.reason).toContain(`total ${held}`);
    expect(tree.reason).toContain(`total ${cost}`);
    expect((await readFile(join(dir, file))).equals(before)).toBe(true);
    expect(JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'))).toEqual(manifest);

    const forced = await codebreaker([...args, '--force']);
    expect(forced.code, forced.err).toBe(0);
    expect((JSON.parse(forced.out) as Summary).trees[0]).toMatchObject({ written: true, stats: { total: cost } });
    expect((await readFile(join(dir, file))).equals(before)).toBe(false);
  });

  it('wordle and wordle-hard --first salet: 7897 and 8099 (Selby); optimal-worst salet 7897 and palet 8181 within five; the files verify', async () => {
    const dir = await dataDir();
    for (const [variant, total] of [
      ['wordle', 7897],
      ['wordle-hard', 8099],
    ] as const) {
      const ran = await buildFirst(variant, 'optimal', 'salet', dir);
      expect(ran.code, ran.err).toBe(0);
      expect((JSON.parse(ran.out) as Summary).trees[0]).toMatchObject({ written: true, stats: { total } });
    }
    // optimal-worst: the least worst case the opening allows, then the least total within it
    // (salet: none within four, 7,897 within five; in hard mode palet 8,181 within five, Selby's PALET tree).
    for (const [variant, first, total] of [
      ['wordle', 'salet', 7897],
      ['wordle-hard', 'palet', 8181],
    ] as const) {
      const ran = await buildFirst(variant, 'optimal-worst', first, dir);
      expect(ran.code, ran.err).toBe(0);
      expect((JSON.parse(ran.out) as Summary).trees[0]).toMatchObject({ written: true, stats: { total, max: 5 } });
    }
    const verified = await codebreaker(['verify', '--data-dir', dir]);
    expect(verified.code, verified.err).toBe(0);
    expect(verified.out).toContain('4 file(s) verified');
  }, 120_000);

  it("the command docs/cli.md prints, on an empty data directory: the package's word lists, 7897, one JSON document", async () => {
    const shown = 'codebreaker build --variant wordle --strategy optimal --first salet --data-dir /tmp/trees --json';
    expect(await readFile(join(repo, 'docs', 'cli.md'), 'utf8')).toContain(shown);
    const dir = await mkdtemp(join(tmpdir(), 'codebreaker-first-empty-'));
    dirs.push(dir);
    const args = shown.split(' ').slice(1);
    args[args.indexOf('/tmp/trees')] = dir;
    const ran = await codebreaker(args);
    expect(ran.code, ran.err).toBe(0);
    expect((JSON.parse(ran.out) as Summary).trees[0]).toMatchObject({ written: true, stats: { total: 7897 } });
    // The directory holds the tree and its manifest, no copy of the lists; verify reads the package's too.
    expect((await readdir(dir)).sort()).toEqual(['manifest.json', 'wordle.optimal.msgpack']);
    const verified = await codebreaker(['verify', '--data-dir', dir]);
    expect(verified.code, verified.err).toBe(0);
  }, 60_000);

  it('an opening that cannot find every secret within the limit: impossible, exit 1, written false, no stack trace', async () => {
    const dir = await dataDir();
    const ran = await buildFirst('mm-4x6-g2', 'optimal', '1122', dir);
    expect(ran.code).toBe(1);
    expect(ran.err).not.toMatch(STACK_LINE);
    const summary = JSON.parse(ran.out) as Summary;
    expect(summary.ok).toBe(false);
    expect(summary.trees).toEqual([
      {
        variant: 'mm-4x6-g2',
        strategy: 'optimal',
        written: false,
        reason: 'impossible: no strategy opening with 1122 finds every secret within 2 guesses (the exact search proved it)',
      },
    ]);
  });

  it("wordle-nyt2023-hard --first aahed: impossible within six, exit 1 (Alex Selby's table of 2023 gives it no strategy)", async () => {
    const dir = await dataDir();
    const ran = await buildFirst('wordle-nyt2023-hard', 'optimal', 'aahed', dir);
    expect(ran.code, ran.err).toBe(1);
    expect(ran.err).not.toMatch(STACK_LINE);
    expect((JSON.parse(ran.out) as Summary).trees).toEqual([
      {
        variant: 'wordle-nyt2023-hard',
        strategy: 'optimal',
        written: false,
        reason: 'impossible: no strategy opening with aahed finds every secret within 6 guesses (the exact search proved it)',
      },
    ]);
  }, 60_000);

  // Two minutes more: run with WORDLE_EXACT_ALL=1. First words other than tarse on the lists of
  // 2023 against Alex Selby's tables results_easy_nyt20230701 and results_hard_nyt20230701.
  it.skipIf(process.env.WORDLE_EXACT_ALL !== '1')(
    "wordle-nyt2023 --first salet 11235 and wordle-nyt2023-hard --first plast 11653 (Selby's tables of 2023)",
    async () => {
      const dir = await dataDir();
      for (const [variant, first, total] of [
        ['wordle-nyt2023', 'salet', 11235],
        ['wordle-nyt2023-hard', 'plast', 11653],
      ] as const) {
        const ran = await buildFirst(variant, 'optimal', first, dir);
        expect(ran.code, ran.err).toBe(0);
        expect((JSON.parse(ran.out) as Summary).trees[0]).toMatchObject({ written: true, stats: { total, max: 6 } });
      }
    },
    600_000,
  );

  it('a guess the game does not take, or a strategy that is not exact: a usage error, exit 2', async () => {
    const dir = await dataDir();
    const bad = await codebreaker(['build', '--variant', 'mastermind', '--strategy', 'optimal', '--first', '11223', '--data-dir', dir]);
    expect(bad.code).toBe(2);
    expect(bad.err.split('\n')[0]).toMatch(/^codebreaker build: --first 11223 is not a guess of mastermind: /);
    expect(bad.err).not.toMatch(STACK_LINE);
    const greedy = await codebreaker(['build', '--variant', 'mastermind', '--strategy', 'minimax', '--first', '1122', '--data-dir', dir]);
    expect(greedy.code).toBe(2);
    expect(greedy.err.split('\n')[0]).toBe('codebreaker build: --first needs exact strategies (optimal, optimal-worst), not minimax');
  });
});
