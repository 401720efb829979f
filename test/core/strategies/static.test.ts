import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTreeFile } from '../../../src/builder/build-tree/file.ts';
import { readManifest } from '../../../src/store/manifest.ts';
import { decodeMsgpack, fromFileNode, parseTreeFile } from '../../../src/store/tree-file.ts';
import { getGame } from '../../../src/core/variants/games.ts';
import type { Game } from '../../../src/core/game.ts';
import { createScorer } from '../../../src/core/scorer.ts';
import { STRATEGIES, STATIC_STRATEGY, findStrategy } from '../../../src/core/strategies/index.ts';
import {
  buildStaticTree,
  createSetSymmetry,
  createStaticSearch,
  findStaticSet,
  greedyStaticSet,
  separates,
  shrinkStaticSet,
  staticLowerBound,
  staticPlayOrder,
  type StaticCheckpoint,
} from '../../../src/core/strategies/static.ts';
import { symmetryFilterOf } from '../../../src/core/symmetry.ts';
import { verifyTree, type TreeNode } from '../../../src/core/tree.ts';

/** Every k-subset of 0..n-1 in lexicographic order. */
function* subsets(n: number, k: number): Generator<number[]> {
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield idx;
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i]!++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
  }
}

/** The fewest guesses that separate the secrets, and how many sets of that size do, by trying every subset. */
function bruteForce(game: Game): { k: number; sets: number } {
  for (let k = 1; ; k++) {
    let sets = 0;
    for (const set of subsets(game.guessCount, k)) if (separates(game, set)) sets++;
    if (sets > 0) return { k, sets };
  }
}

/** Every permutation of a list. */
function permutations<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((x, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((p) => [x, ...p]));
}

/**
 * Walks a static tree and checks its shape: a node whose secrets are not yet singled out plays the
 * fixed guess of its depth, and one whose secret is known plays it and ends.
 */
function expectStaticShape(game: Game, root: TreeNode, guesses: readonly number[]): void {
  const walk = (node: TreeNode, d: number, remaining: number[]): void => {
    if (remaining.length === 1) {
      expect(node.guess).toBe(game.secretGuess[remaining[0]!]);
      expect(node.next).toEqual([]);
      return;
    }
    expect(node.guess, `depth ${d}`).toBe(guesses[d]);
    const parts = new Map<number, number[]>();
    for (const s of remaining) {
      const f = game.score(node.guess, s);
      if (f !== game.winFeedback) parts.set(f, [...(parts.get(f) ?? []), s]);
    }
    expect(node.next.map(([f]) => f)).toEqual([...parts.keys()].sort((a, b) => a - b));
    for (const [f, child] of node.next) walk(child, d + 1, parts.get(f)!);
  };
  walk(
    root,
    0,
    Array.from({ length: game.secretCount }, (_, s) => s),
  );
}

const SMALL = ['twod', 'mm-2x4', 'mm-3x3', 'mm-2x5', 'mm-4x2', 'mm-3x4', 'bc-3x4', 'mm-3x3-distinct'];

describe('the static search (the Static Game of the Tsinghua Bulls-and-Cows paper)', () => {
  it.each(SMALL)('%s: the feasibility search finds the fewest guesses that trying every subset finds', (variant) => {
    const game = getGame(variant);
    const { k } = bruteForce(game);
    const search = createStaticSearch(createScorer(game));
    for (const options of [{}, { noSymmetry: true }, { noPairStage: true }, { canonDepth: 1 }, { canonDepth: 8 }]) {
      const found = search.feasible(k, options);
      expect(found.status, JSON.stringify(options)).toBe('found');
      if (found.status === 'found') {
        expect(found.guesses).toHaveLength(k);
        expect(separates(game, found.guesses)).toBe(true);
      }
      if (k - 1 >= 1) expect(search.feasible(k - 1, options).status, JSON.stringify(options)).toBe('none');
    }
    const set = findStaticSet(createScorer(game));
    expect(set.guesses).toHaveLength(k);
    expect(set.minimal).toBe(true);
    expect(set.lowerBound).toBe(staticLowerBound(game));
  });

  it('twod: 5 points are needed and 7 sets of 5 work (every subset tried)', () => {
    expect(bruteForce(getGame('twod'))).toEqual({ k: 5, sets: 7 });
  });

  it('the counting bound is ceil(log_F secrets)', () => {
    expect(staticLowerBound(getGame('mastermind'))).toBe(3); // 14^2 < 1296 <= 14^3
    expect(staticLowerBound(getGame('twod'))).toBe(3); // 4^2 < 25 <= 4^3
    expect(staticLowerBound(getGame('bulls-and-cows'))).toBe(4); // 14^3 < 5040 <= 14^4
  });

  it('Mastermind: no 4 guesses separate the 1296 secrets (exhaustive, well under a second)', () => {
    const result = createStaticSearch(createScorer(getGame('mastermind'))).feasible(4);
    expect(result.status).toBe('none');
  });

  it('a search with fixed guesses adds guesses to them', () => {
    const game = getGame('mastermind');
    const search = createStaticSearch(createScorer(game));
    const fixed = ['1123', '2445', '3652', '4535'].map((t) => game.parseGuess(t) as number);
    const found = search.feasible(2, { fixed });
    expect(found.status).toBe('found');
    if (found.status === 'found') {
      expect(found.guesses.slice(0, 4)).toEqual(fixed);
      expect(separates(game, found.guesses)).toBe(true);
    }
    expect(search.feasible(1, { fixed }).status).toBe('none');
  });

  it('a stopped search resumes from its checkpoint to the same answer and the same count', () => {
    const game = getGame('mastermind-distinct');
    const search = createStaticSearch(createScorer(game));
    const whole = search.feasible(4);
    expect(whole.status).toBe('none');
    let checkpoint: StaticCheckpoint | undefined;
    let ticks = 0;
    const first = search.feasible(4, {
      tickNodes: 8,
      onTick: (t) => {
        checkpoint = t.checkpoint;
        return ++ticks === 6;
      },
    });
    expect(first.status).toBe('stopped');
    expect(checkpoint!.prefix).toHaveLength(2);
    const rest = search.feasible(4, { resume: (first as { checkpoint: StaticCheckpoint }).checkpoint });
    expect(rest.status).toBe('none');
    expect([rest.nodes, rest.tests]).toEqual([whole.nodes, whole.tests]);
  });

  it('a work budget stops the search, deterministically', () => {
    const search = createStaticSearch(createScorer(getGame('mastermind')));
    const a = search.feasible(5, { maxNodes: 300, tickNodes: 16 });
    const b = search.feasible(5, { maxNodes: 300, tickNodes: 16 });
    expect(a.status).toBe('stopped');
    expect(b).toEqual(a);
  });
});

describe('symmetry of sets of guesses', () => {
  it("the first guesses of Mastermind are one per colour pattern, as the tree builders' two reductions leave them", () => {
    const game = getGame('mastermind');
    const sym = createSetSymmetry(game)!;
    const reps = [...sym.orbitMin.keys()].filter((g) => sym.orbitMin[g] === g);
    expect(reps.map((g) => game.formatGuess(g))).toEqual(['1111', '1112', '1122', '1123', '1234']);
    const all = Int32Array.from({ length: game.secretCount }, (_, s) => s);
    const candidates = game.candidateGuesses(game.initialPlayed, all);
    const out = new Int32Array(candidates.length);
    const kept = symmetryFilterOf(game)!.filter(new Int32Array(0), 0, candidates, all, out);
    expect([...out.subarray(0, kept)]).toEqual(reps);
  });

  it('mm-3x3: the canonical pairs and triples are one per orbit (orbits counted by applying every symmetry)', () => {
    const game = getGame('mm-3x3');
    const sym = createSetSymmetry(game)!;
    // Every (position permutation, colour permutation) of 3 pegs and 3 colours, as a map of codes.
    const perms = permutations([0, 1, 2]);
    const maps = perms.flatMap((pi) =>
      perms.map((sigma) => (g: number): number => {
        const d = [Math.floor(g / 9), Math.floor(g / 3) % 3, g % 3];
        return pi.reduce((code, p) => code * 3 + sigma[d[p]!]!, 0);
      }),
    );
    for (const size of [2, 3]) {
      const orbits = new Set<string>();
      let canonical = 0;
      for (const set of subsets(27, size)) {
        const key = (list: number[]): string => list.map((g) => String(g).padStart(2, '0')).join(',');
        const images = maps.map((m) => key(set.map(m).sort((a, b) => a - b)));
        orbits.add(images.sort()[0]!);
        if (sym.isCanonical(Int32Array.from(set), size)) {
          canonical++;
          expect(images.sort()[0], key(set)).toBe(key(set));
        }
      }
      expect(canonical).toBe(orbits.size);
    }
  });
});

describe('static trees', () => {
  it.each(['twod', 'mm-3x4', 'mastermind-distinct', 'mastermind'])(
    '%s: the tree of the greedy set verifies and plays the fixed guess of each depth until the secret is known',
    (variant) => {
      const game = getGame(variant);
      const scorer = createScorer(game);
      const set = staticPlayOrder(scorer, shrinkStaticSet(scorer, greedyStaticSet(scorer)));
      expect(separates(game, set)).toBe(true);
      const root = buildStaticTree(game, set);
      const v = verifyTree(game, root);
      expect(v.problems).toEqual([]);
      expect(v.stats.max).toBeLessThanOrEqual(set.length + 1);
      expectStaticShape(game, root, set);
    },
  );

  it('the play order has the smallest total of all orders (twod, every order tried)', () => {
    const game = getGame('twod');
    const scorer = createScorer(game);
    const set = greedyStaticSet(scorer);
    const totals = permutations(set).map((order) => verifyTree(game, buildStaticTree(game, order)).stats.total);
    const best = verifyTree(game, buildStaticTree(game, staticPlayOrder(scorer, set))).stats.total;
    expect(best).toBe(Math.min(...totals));
  });

  it('the static strategy follows the exact ones, and declines super and royale', () => {
    expect(STRATEGIES[STRATEGIES.findIndex((s) => s.id === 'optimal-worst') + 1]).toBe(STATIC_STRATEGY);
    expect(findStrategy('static')?.kind).toBe('static');
    expect(STATIC_STRATEGY.description).toMatch(/Tsinghua/);
    expect(STATIC_STRATEGY.unsupported('super')).toMatch(/out of reach/);
    expect(STATIC_STRATEGY.unsupported('royale')).toMatch(/6 guesses/);
    expect(STATIC_STRATEGY.unsupported('mastermind')).toBeNull();
    const game = getGame('twod');
    const root = STATIC_STRATEGY.build(createScorer(game));
    expect(verifyTree(game, root).ok).toBe(true);
  });
});

const DATA = join(import.meta.dirname, '..', '..', '..', 'data');

/** A committed static tree, decoded, with its fixed guesses: the guess of the nodes of each depth whose secret is not yet known. */
function committed(variant: string): { game: Game; root: TreeNode; guesses: number[] } {
  const game = getGame(variant);
  const file = parseTreeFile(decodeMsgpack(readFileSync(join(DATA, `${variant}.static.msgpack`))));
  expect([file.variant.id, file.strategy.id]).toEqual([variant, 'static']);
  const root = fromFileNode(game, file.root);
  const byDepth: Array<Set<number>> = [];
  const walk = (node: TreeNode, d: number): void => {
    if (node.next.length === 0) return;
    (byDepth[d] ??= new Set()).add(node.guess);
    for (const [, child] of node.next) walk(child, d + 1);
  };
  walk(root, 0);
  for (const [d, set] of byDepth.entries()) expect(set.size, `depth ${d} plays one guess`).toBe(1);
  return { game, root, guesses: byDepth.map((set) => [...set][0]!) };
}

describe('the committed static trees', () => {
  it('mastermind: 6 fixed guesses separate the 1296 secrets; 6 is the minimum (5 proved impossible by codebreaker static-search, see docs/results.md)', async () => {
    const { game, root, guesses } = committed('mastermind');
    expect(guesses).toHaveLength(6);
    expect(separates(game, guesses)).toBe(true);
    const v = verifyTree(game, root);
    expect(v.problems).toEqual([]);
    expectStaticShape(game, root, guesses);
    const entry = (await readManifest(DATA)).files.find((e) => e.file === 'mastermind.static.msgpack')!;
    expect(entry.stats).toEqual(v.stats);
    expect([v.stats.total, v.stats.max]).toEqual([6770, 7]);
    // Quick checks of the proof's smaller cases.
    const search = createStaticSearch(createScorer(game));
    expect(search.feasible(4).status).toBe('none');
    expect(search.feasible(1, { fixed: guesses.slice(0, 4) }).status).toBe('none');
  });

  it('mastermind-distinct, twod: minimal sets of 5, and a rebuild gives the committed bytes', async () => {
    for (const variant of ['mastermind-distinct', 'twod']) {
      const { game, root, guesses } = committed(variant);
      expect(guesses).toHaveLength(5);
      expect(separates(game, guesses)).toBe(true);
      expectStaticShape(game, root, guesses);
      expect(createStaticSearch(createScorer(game)).feasible(4).status).toBe('none');
      const built = await buildTreeFile(game, STATIC_STRATEGY, createScorer(game));
      expect(Buffer.from(built.bytes!).equals(readFileSync(join(DATA, `${variant}.static.msgpack`))), variant).toBe(true);
    }
  });

  it('bulls-and-cows: the best set found has 9 guesses (not proved minimal; 5 are impossible) and fits the board of 10', () => {
    const { game, root, guesses } = committed('bulls-and-cows');
    expect(guesses).toHaveLength(9);
    expect(separates(game, guesses)).toBe(true);
    expect(verifyTree(game, root).stats.max).toBeLessThanOrEqual(10);
    expect(createStaticSearch(createScorer(game)).feasible(5).status).toBe('none');
  });
});
