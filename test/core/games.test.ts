import { describe, expect, it } from 'vitest';
import { createGame, VARIANTS } from '../../src/core/games/catalogue.ts';
import type { Game, VariantSpec } from '../../src/core/game.ts';

// One suite, run on every game of the catalogue plus two small ones of each rule set.
const SMALL: VariantSpec[] = [
  { id: 'small-distinct', title: '3 distinct of 5', family: 'mastermind', pegs: 3, symbols: 'abcde', secrets: 'distinct', guesses: 'distinct', maxGuesses: 8, feedbackStyle: 'AB' },
  { id: 'small-mixed', title: '3 distinct of 4, any guess', family: 'mastermind', pegs: 3, symbols: 'wxyz', secrets: 'distinct', guesses: 'any', maxGuesses: 8, feedbackStyle: 'BW' },
];
const EXPECTED_SIZES: Record<string, [secrets: number, guesses: number]> = {
  mastermind: [1296, 1296], royale: [3125, 3125], super: [32768, 32768],
  'bulls-and-cows': [5040, 5040], 'mastermind-distinct': [360, 1296], twod: [25, 25],
};

/** Reference feedback straight from the rules: blacks, then per symbol min(count in guess, count in secret). */
function referenceLabel(game: Game, guess: string, secret: string): string {
  const spec = game.spec;
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

for (const spec of [...VARIANTS, ...SMALL]) {
  describe(`game ${spec.id}`, () => {
    const game = createGame(spec);

    it('has the catalogue sizes, codes in order, and every secret among the guesses', () => {
      const expected = EXPECTED_SIZES[spec.id];
      if (expected) expect([game.secretCount, game.guessCount]).toEqual(expected);
      for (let g = 1; g < game.guessCount; g++) expect(game.formatGuess(g) > game.formatGuess(g - 1) || spec.symbols !== [...spec.symbols].sort().join('')).toBe(true);
      for (let s = 0; s < game.secretCount; s++) expect(game.guessSecret[game.secretGuess[s]!]).toBe(s);
    });

    it('scores like the rules say, and wins exactly on the secret', () => {
      const random = rng(spec.id.length * 7919);
      const pairs = Math.min(4000, game.guessCount * game.secretCount);
      for (let i = 0; i < pairs; i++) {
        const g = Math.floor(random() * game.guessCount);
        const s = i % 10 === 0 ? game.guessSecret[g]! >= 0 ? game.guessSecret[g]! : 0 : Math.floor(random() * game.secretCount);
        const guess = game.formatGuess(g);
        const secret = game.formatGuess(game.secretGuess[s]!);
        const f = game.score(g, s);
        expect(game.feedbackLabel(f)).toBe(referenceLabel(game, guess, secret));
        expect(f === game.winFeedback).toBe(guess === secret);
      }
    });

    it('scores whole rows (for the score table) exactly as it scores pairs', () => {
      const row = new Uint8Array(game.secretCount);
      const step = Math.max(1, Math.floor(game.guessCount / 400));
      for (let g = 0; g < game.guessCount; g += step) {
        row.fill(255);
        game.scoreRow(g, row);
        for (let s = 0; s < game.secretCount; s++) {
          if (row[s] !== game.score(g, s)) {
            expect.fail(`row ${game.formatGuess(g)}: secret ${game.formatGuess(game.secretGuess[s]!)} gives ${row[s]}, score gives ${game.score(g, s)}`);
          }
        }
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

    it('parses what it formats, and explains what it cannot parse', () => {
      for (let g = 0; g < game.guessCount; g += Math.max(1, Math.floor(game.guessCount / 500))) {
        expect(game.parseGuess(game.formatGuess(g))).toBe(g);
        expect(game.parseGuess(game.formatGuess(g).toLowerCase())).toBe(g);
      }
      expect(game.parseGuess(game.formatGuess(0).slice(1))).toMatch(/has \d+ symbols/);
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

    it('keeps, per symmetry class, the smallest guess, and every kept guess splits like its class', () => {
      // For a few played states and remaining sets: every guess has a kept guess no larger that
      // gives the same multiset of part sizes.
      const random = rng(99);
      const states: Array<[number, Int32Array]> = [[game.initialPlayed, Int32Array.from({ length: game.secretCount }, (_, i) => i)]];
      if (game.guessCount <= 5040) {
        for (let t = 0; t < 3; t++) {
          const g = Math.floor(random() * game.guessCount);
          const secret = Math.floor(random() * game.secretCount);
          const f = game.score(g, secret);
          const remaining = Int32Array.from({ length: game.secretCount }, (_, i) => i).filter((s) => game.score(g, s) === f);
          states.push([game.play(game.initialPlayed, g), remaining]);
        }
      }
      for (const [played, remaining] of states) {
        const kept = game.candidateGuesses(played, remaining);
        expect(kept.length).toBeGreaterThan(0);
        if (game.guessCount > 5040) continue;
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
}
