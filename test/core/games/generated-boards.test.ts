import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/core/variants/games.ts';
import { resolveVariant } from '../../../src/core/variants/parse.ts';
import { createScorer } from '../../../src/core/scorer.ts';
import { findGreedyStrategy } from '../../../src/core/strategies/index.ts';
import { verifyTree } from '../../../src/core/tree.ts';

/** Blacks and whites by the definition (Knuth 1976): exact matches, then common colours counted with multiplicity. */
function naiveScore(guess: string, secret: string): [number, number] {
  let blacks = 0;
  const g = new Map<string, number>();
  const s = new Map<string, number>();
  for (let i = 0; i < guess.length; i++) {
    if (guess[i] === secret[i]) blacks++;
    g.set(guess[i]!, (g.get(guess[i]!) ?? 0) + 1);
    s.set(secret[i]!, (s.get(secret[i]!) ?? 0) + 1);
  }
  let common = 0;
  for (const [c, n] of g) common += Math.min(n, s.get(c) ?? 0);
  return [blacks, common - blacks];
}

const smallBoard = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 2, max: 6 }), fc.boolean())
    .filter(([p, c, d]) => !d || p <= c)
    .map(([p, c, d]) => `mm-${p}x${c}${d ? '-distinct' : ''}`),
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 3, max: 7 }))
    .filter(([p, c]) => p <= c)
    .map(([p, c]) => `bc-${p}x${c}`),
);

/**
 * A board's guesses and secrets as the plain definition lists them: every code of `pegs` symbols
 * in code order (a code's digits by division), those with a repeated symbol left out where the
 * rules say so.
 */
function plainCodes(id: string): { codes: string[]; guesses: string[]; secrets: string[] } {
  const spec = resolveVariant(id);
  const k = spec.symbols.length;
  const codes: string[] = [];
  const guesses: string[] = [];
  const secrets: string[] = [];
  for (let c = 0; c < k ** spec.pegs; c++) {
    let text = '';
    for (let p = spec.pegs - 1, rest = c; p >= 0; p--, rest = Math.floor(rest / k)) text = spec.symbols[rest % k]! + text;
    const distinct = new Set(text).size === text.length;
    codes.push(text);
    if (spec.guesses === 'any' || distinct) guesses.push(text);
    if (spec.secrets === 'repeat' || distinct) secrets.push(text);
  }
  return { codes, guesses, secrets };
}

describe('generated boards', () => {
  it("list their codes as the definition does: each guess's index, text and secret, every code parsed to its guess or refused", () => {
    for (const id of ['mm-4x6', 'mm-4x6-distinct', 'bc-4x10', 'mm-3x16-distinct', 'mm-8x2', 'mm-1x2', 'mm-6x6', 'mm-5x8', 'bc-5x10']) {
      const game = createGame(resolveVariant(id));
      const { codes, guesses, secrets } = plainCodes(id);
      expect([game.guessCount, game.secretCount], id).toEqual([guesses.length, secrets.length]);
      expect(
        Array.from({ length: game.guessCount }, (_, g) => game.formatGuess(g)),
        id,
      ).toEqual(guesses);
      expect(
        Array.from(game.secretGuess, (g) => game.formatGuess(g)),
        id,
      ).toEqual(secrets);
      const secretOf = new Map(secrets.map((text, s) => [text, s]));
      expect(Array.from(game.guessSecret), id).toEqual(guesses.map((text) => secretOf.get(text) ?? -1));
      const guessOf = new Map(guesses.map((text, g) => [text, g]));
      for (const text of codes) {
        const parsed = game.parseGuess(text);
        if (guessOf.has(text)) expect(parsed, `${id} ${text}`).toBe(guessOf.get(text));
        else expect(typeof parsed, `${id} ${text}`).toBe('string');
      }
    }
  });

  it('score every pair by the definition, at the edges of the grammar too (8 pegs, 16 colours)', () => {
    for (const id of ['mm-8x2', 'mm-2x16', 'mm-3x16-distinct', 'bc-3x10']) {
      const game = createGame(resolveVariant(id));
      fc.assert(
        fc.property(fc.nat(game.guessCount - 1), fc.nat(game.secretCount - 1), (g, s) => {
          const [b, w] = naiveScore(game.formatGuess(g), game.formatGuess(game.secretGuess[s]!));
          expect(game.feedbackLabel(game.score(g, s))).toBe(game.spec.feedbackStyle === 'AB' ? `${b}A${w}B` : `${b}B${w}W`);
        }),
        { numRuns: 300 },
      );
    }
  });

  it('small random boards: feedback is symmetric where guesses are secrets, parts sum to the secrets, greedy trees verify', () => {
    fc.assert(
      fc.property(smallBoard, fc.constantFrom('minimax', 'entropy', 'most-parts'), (id, strategyId) => {
        const game = createGame(resolveVariant(id));
        for (let g = 0; g < Math.min(game.guessCount, 40); g++) {
          const counts = new Map<number, number>();
          for (let s = 0; s < game.secretCount; s++) {
            const f = game.score(g, s);
            counts.set(f, (counts.get(f) ?? 0) + 1);
            if (game.symmetricScore) expect(game.score(game.secretGuess[s]!, game.guessSecret[g]!)).toBe(f);
          }
          expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(game.secretCount);
        }
        const tree = findGreedyStrategy(strategyId)!.build(createScorer(game));
        const v = verifyTree(game, tree, 50);
        expect(v.problems).toEqual([]);
        expect(v.stats.secrets).toBe(game.secretCount);
      }),
      { numRuns: 40 },
    );
  });
});
