import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultStrategies, inForest, keepsCheckpoint, needsSharedPool, planBuilds, usesThreads } from '../../src/builder/build-plan.ts';
import { checkedTreeFile } from '../../src/builder/build-tree/file.ts';
import { NoTreeWithinLimit } from '../../src/builder/exact-stop.ts';
import { TreeWriter, unbuiltTree } from '../../src/builder/save-trees.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findGreedyStrategy, findStrategy, STRATEGIES } from '../../src/core/strategies/index.ts';
import { createGame, getGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { readManifest, sha256 } from '../../src/store/manifest.ts';

const strategy = (id: string) => findStrategy(id)!;
const EXACT_SUPER = 'Super Mastermind (32768 secrets) is out of reach for the exact search for now';

describe('planning a build', () => {
  it('every pair asked for, variant by variant, less those a strategy declines (with why)', () => {
    const games = [getGame('mastermind'), getGame('super')].map((game) => ({ game, needsLists: false }));
    const plan = planBuilds(games, [strategy('minimax'), strategy('optimal')]);
    expect(plan.jobs.map((j) => `${j.game.spec.id}/${j.strategy.id}`)).toEqual([
      'mastermind/minimax',
      'mastermind/optimal',
      'super/minimax',
    ]);
    expect(plan.skipped).toEqual([{ variant: 'super', strategy: 'optimal', reason: EXACT_SUPER }]);
  });

  it('without --strategy, the greedy strategies', () => {
    expect(defaultStrategies().map((s) => s.id)).toEqual(STRATEGIES.filter((s) => s.kind === 'greedy').map((s) => s.id));
  });

  it('small greedy trees go to the forest (not word games), large ones and exact searches use threads', () => {
    const small = { game: getGame('mastermind'), strategy: strategy('minimax'), needsLists: false };
    const words = { ...small, needsLists: true };
    const large = { game: getGame('super'), strategy: strategy('minimax'), needsLists: false };
    const exact = { game: getGame('bulls-and-cows'), strategy: strategy('optimal'), needsLists: false };
    expect([inForest(small), inForest(words), inForest(large), inForest(exact)]).toEqual([true, false, false, false]);
    expect([usesThreads(small), usesThreads(large), usesThreads(exact)]).toEqual([false, true, true]);
    expect(keepsCheckpoint(exact) && !keepsCheckpoint(small)).toBe(true);
    // An exact search on a board too small for threads takes about a second: no checkpoint, unless
    // there is one to resume or refuse (a server's search on demand stopped over its budget leaves one).
    const short = { game: getGame('mastermind'), strategy: strategy('optimal'), needsLists: false };
    expect([usesThreads(short), keepsCheckpoint(short), keepsCheckpoint(short, true)]).toEqual([false, false, true]);
    expect(keepsCheckpoint({ ...short, strategy: strategy('entropy-search') })).toBe(true);
    expect([
      needsSharedPool([small], 4),
      needsSharedPool([small, small], 4),
      needsSharedPool([large], 4),
      needsSharedPool([large], 1),
    ]).toEqual([false, true, true, false]);
  });
});

describe('saving trees', () => {
  it('writes a verified tree and its manifest entry; a tree over the limit is not written, with why', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'codebreaker-save-'));
    try {
      const writer = await TreeWriter.open(dir);
      const game = getGame('mastermind');
      const minimax = findGreedyStrategy('minimax')!;
      const built = checkedTreeFile(game, minimax, minimax.build(createScorer(game)));
      const saved = await writer.save(game, minimax, built, 1234);
      expect(saved).toMatchObject({
        variant: 'mastermind',
        strategy: 'minimax',
        written: true,
        file: 'mastermind.minimax.msgpack',
        seconds: 1.234,
      });
      const bytes = await readFile(join(dir, 'mastermind.minimax.msgpack'));
      expect((await readManifest(dir)).files).toEqual([
        {
          file: 'mastermind.minimax.msgpack',
          variant: 'mastermind',
          strategy: 'minimax',
          stats: built.verification.stats,
          bytes: bytes.length,
          sha256: sha256(bytes),
        },
      ]);

      const tight = createGame(resolveVariant('mm-4x6-g4'));
      const over = checkedTreeFile(tight, minimax, minimax.build(createScorer(tight)));
      const refused = await writer.save(tight, minimax, over, 1);
      expect(refused.written).toBe(false);
      expect(!refused.written && refused.reason).toMatch(/^over the limit: the tree needs 5 guesses/);
      expect((await readManifest(dir)).files).toHaveLength(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a build the exact search proved impossible is reported as such', () => {
    expect(unbuiltTree('mm-4x6-g3', 'optimal', new NoTreeWithinLimit(3)).reason).toMatch(/^impossible: .*\(the exact search proved it\)$/);
  });
});
