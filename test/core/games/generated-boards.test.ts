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

describe('generated boards', () => {
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
