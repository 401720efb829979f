import { describe, expect, it } from 'vitest';
import type { Game, VariantSpec } from '../../src/core/game.ts';
import type { MastermindSpec } from '../../src/core/games/mastermind/spec.ts';
import type { WordsSpec } from '../../src/core/games/words/spec.ts';
import type { TwodSpec } from '../../src/core/games/twod/spec.ts';
import { createGame, getGame } from '../../src/core/variants/games.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { createBounds } from '../../src/core/strategies/exact/bounds.ts';
import { runExact } from '../../src/builder/exact.ts';
import { createExactSearch, FAIL } from '../../src/core/strategies/exact/search.ts';
import { verifyTree } from '../../src/core/tree.ts';
import type { ExactRunner } from '../../src/builder/exact/run-tasks.ts';
import { partsOf } from '../../src/builder/exact/parts.ts';
import { solveDeep } from '../../src/builder/exact/spread.ts';
import { TaskPool } from '../../src/workers/pool.ts';

const spec = (
  id: string,
  family: (MastermindSpec | WordsSpec | TwodSpec)['family'],
  pegs: number,
  symbols: string,
  secrets: VariantSpec['secrets'],
  guesses: VariantSpec['guesses'],
  maxGuesses = 10,
): VariantSpec =>
  ({
    id,
    title: id,
    family,
    pegs,
    symbols,
    secrets,
    guesses,
    maxGuesses,
    feedbackStyle: family === 'twod' ? 'LGE' : 'BW',
  }) as VariantSpec;

/** Tiny games where a search with no bounds and no symmetry finishes. */
const TINY: VariantSpec[] = [
  spec('mm-2x4', 'mastermind', 2, '1234', 'repeat', 'any'),
  spec('mm-3x3', 'mastermind', 3, '123', 'repeat', 'any'),
  spec('mm-2x5-distinct', 'mastermind', 2, '12345', 'distinct', 'any'),
  spec('bc-3of5', 'mastermind', 3, '12345', 'distinct', 'distinct'),
  spec('mm-3x3-board3', 'mastermind', 3, '123', 'repeat', 'any', 4),
  spec('twod-4', 'twod', 2, '0123', 'repeat', 'any'),
];

/**
 * Brute force: the smallest total over every allowed guess at every node (no bounds, no
 * symmetry, no shortcuts), memoised on the exact subset and depth; Infinity when no tree fits.
 */
function bruteTotal(game: Game, d: number): number {
  const memo = new Map<string, number>();
  const rec = (S: number[], d: number): number => {
    if (S.length === 0) return 0;
    if (d === 0) return Infinity;
    const key = `${d}:${S.join(',')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = Infinity;
    for (let g = 0; g < game.guessCount; g++) {
      const parts = new Map<number, number[]>();
      for (const s of S) {
        const f = game.score(g, s);
        if (f === game.winFeedback) continue;
        parts.set(f, [...(parts.get(f) ?? []), s]);
      }
      if ([...parts.values()].some((p) => p.length === S.length)) continue; // no progress
      let total = S.length;
      for (const p of parts.values()) total += rec(p, d - 1);
      if (total < best) best = total;
    }
    memo.set(key, best);
    return best;
  };
  return rec(
    Array.from({ length: game.secretCount }, (_, i) => i),
    d,
  );
}

const quiet = { log: () => {} };

describe('exact search against brute force on tiny games', () => {
  for (const variant of TINY) {
    it(`${variant.id}: optimal and optimal-worst`, async () => {
      const game = createGame(variant);
      const scorer = createScorer(game);
      const expectedTotal = bruteTotal(game, variant.maxGuesses);
      const optimal = await runExact(scorer, { objective: 'total', ...quiet });
      const v = verifyTree(game, optimal.tree);
      expect(v.ok).toBe(true);
      expect(v.stats.total).toBe(expectedTotal);
      expect(optimal.total).toBe(expectedTotal);

      let depth = 1;
      while (bruteTotal(game, depth) === Infinity) depth++;
      const worst = await runExact(scorer, { objective: 'worst', ...quiet });
      const w = verifyTree(game, worst.tree);
      expect(w.ok).toBe(true);
      expect(w.stats.max).toBe(depth);
      expect(worst.depth).toBe(depth);
      expect(w.stats.total).toBe(bruteTotal(game, depth));
    });
  }

  it('solve agrees with brute force below and at the bound, and fails under it', () => {
    const game = createGame(TINY[1]!);
    const search = createExactSearch(createScorer(game));
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const best = bruteTotal(game, 10);
    expect(search.solve([], all, 10, best + 1)).toBe(best);
    expect(search.solve([], all, 10, best)).toBe(FAIL);
    expect(search.solve([], all, 10, 1000)).toBe(best);
  });

  it('gives the same tree on worker threads, by first guesses or split into parts, as in one thread', async () => {
    const game = createGame(TINY[1]!);
    const one = await runExact(createScorer(game), { objective: 'total', ...quiet });
    const threads = await runExact(createScorer(game), { objective: 'total', workers: 2, ...quiet });
    const split = await runExact(createScorer(game), { objective: 'total', workers: 2, splitFirstGuess: true, ...quiet });
    expect(JSON.stringify(threads.tree)).toBe(JSON.stringify(one.tree));
    expect(JSON.stringify(split.tree)).toBe(JSON.stringify(one.tree));
    const worst = await runExact(createScorer(game), { objective: 'worst', workers: 2, ...quiet });
    const worstOne = await runExact(createScorer(game), { objective: 'worst', ...quiet });
    expect(JSON.stringify(worst.tree)).toBe(JSON.stringify(worstOne.tree));
  });

  it('gives the same tree on a runner shaped like the fleet queue: first guesses always split, large parts spread, candidates several to a unit', async () => {
    for (const variant of [TINY[1]!, TINY[3]!]) {
      const game = createGame(variant);
      const one = await runExact(createScorer(game), { objective: 'total', ...quiet });
      const pool = new TaskPool({ size: 2 }).start();
      try {
        // One lane: the runner's shape alone decides how the search is cut, whatever the threads.
        const runner: ExactRunner = {
          size: 1,
          batch: 3,
          splitFirstGuess: true,
          spreadPartsFrom: 4,
          run: (k, input, o) => pool.run(k, input, o),
        };
        const fleetLike = await runExact(createScorer(game), { objective: 'total', pool: runner, ...quiet });
        expect(JSON.stringify(fleetLike.tree)).toBe(JSON.stringify(one.tree));
      } finally {
        await pool.close();
      }
    }
  });

  it('solves a very large part the same way when the candidates after the first go out one to a unit', async () => {
    // Mastermind after 1122 (index of the code), its largest part: 256 secrets, searched as
    // solveDeep searches parts of a thousand and more.
    const game = getGame('mastermind');
    const scorer = createScorer(game);
    const search = createExactSearch(scorer);
    const first = game.parseGuess('1122') as number;
    const part = partsOf(
      scorer,
      first,
      Int32Array.from({ length: game.secretCount }, (_, i) => i),
    ).reduce((a, b) => (b.P.length > a.P.length ? b : a)).P;
    expect(part.length).toBe(256);
    const alone = await solveDeep({ scorer, search, pool: undefined, memoLimit: undefined }, [first], part, 9, 100_000);
    const pool = new TaskPool({ size: 2 }).start();
    try {
      let units = 0;
      const runner: ExactRunner = {
        size: 2,
        spreadYounger: true,
        run: (k, input, o) => {
          units++;
          return pool.run(k, input, o);
        },
      };
      const spread = await solveDeep(
        { scorer, search: createExactSearch(scorer), pool: runner, memoLimit: undefined },
        [first],
        part,
        9,
        100_000,
      );
      expect(alone).not.toBeNull();
      expect(spread?.cost).toBe(alone!.cost);
      expect(JSON.stringify(spread?.tree)).toBe(JSON.stringify(alone!.tree));
      // The first candidate's parts and the other candidates all went out as units.
      expect(units).toBeGreaterThan(1);
    } finally {
      await pool.close();
    }
  });

  it('builds the same tree twice', async () => {
    const game = createGame(TINY[1]!);
    const a = await runExact(createScorer(game), { objective: 'total', ...quiet });
    const b = await runExact(createScorer(game), { objective: 'total', ...quiet });
    expect(JSON.stringify(a.tree)).toBe(JSON.stringify(b.tree));
  });
});

describe('counting bounds', () => {
  it('match the level-filling count for 14 feedbacks (Mastermind 4 pegs)', () => {
    const b = createBounds(14, 200);
    expect([...b.lowerBound.subarray(0, 5)]).toEqual([0, 1, 3, 5, 7]);
    // 1 secret at level 1, 13 at level 2, then level 3.
    expect(b.lowerBound[14]).toBe(1 + 13 * 2);
    expect(b.lowerBound[15]).toBe(1 + 13 * 2 + 3);
    expect(b.capacity[1]).toBe(1);
    expect(b.capacity[2]).toBe(14);
    expect(b.capacity[3]).toBe(14 + 169);
  });
});
