import { describe, expect, it } from 'vitest';
import { VARIANTS, getGame } from '../../src/core/games/catalogue.ts';
import { allSecrets, consistentSecrets, guessProblem, isSecret, normalizeLabel, possibleLabels, score, winLabel, type Variant } from '../../src/web/games.js';

// The page scores guesses itself (its secret never leaves the browser), so its rules must agree
// with the core's on every variant of the catalogue.
const asVariant = (id: string): Variant => {
  const { title, pegs, symbols, secrets, guesses, maxGuesses } = VARIANTS.find((v) => v.id === id)!;
  // The catalogue has no word games, which the page does not play.
  if (secrets === 'words' || guesses === 'words') throw new Error(`${id}: the page has no word games`);
  return { id, title, pegs, symbols, secrets, guesses, maxGuesses };
};

describe('the page\'s game rules agree with the core', () => {
  for (const spec of VARIANTS) {
    const game = getGame(spec.id);
    const variant = asVariant(spec.id);
    it(`${spec.id}: secrets, scores, labels and guess checks`, () => {
      const secrets = allSecrets(variant);
      expect(secrets).toEqual(Array.from(game.secretGuess, (g) => game.formatGuess(g)));
      // Every pair for the small games, a deterministic sample of guesses for the large ones.
      const step = Math.max(1, Math.floor(game.guessCount / 150));
      for (let g = 0; g < game.guessCount; g += step) {
        const guess = game.formatGuess(g);
        expect(guessProblem(variant, guess)).toBeNull();
        const got: string[] = [];
        const want: string[] = [];
        for (let s = 0; s < game.secretCount; s += Math.max(1, Math.floor(game.secretCount / 400))) {
          got.push(score(variant, guess, secrets[s]!));
          want.push(game.feedbackLabel(game.score(g, s)));
        }
        expect(got).toEqual(want);
        if (g % (step * 10) !== 0) continue;
        const labels = possibleLabels(variant, guess, secrets);
        const core = new Set<number>();
        for (let s = 0; s < game.secretCount; s++) core.add(game.score(g, s));
        expect(labels).toEqual([...core].sort((a, b) => a - b).map((f) => game.feedbackLabel(f)));
      }
      expect(winLabel(variant)).toBe(game.feedbackLabel(game.winFeedback));
      for (let f = 0; f < game.feedbackCount; f++) {
        const label = game.feedbackLabel(f);
        expect(normalizeLabel(variant, label.toLowerCase())).toBe(label);
      }
    });
  }

  it('rejects what the core rejects', () => {
    const bc = asVariant('bulls-and-cows');
    expect(guessProblem(bc, '1123')).toMatch(/differ/);
    expect(guessProblem(bc, '12a4')).toMatch(/not one of the symbols/);
    expect(guessProblem(asVariant('mastermind'), '12345')).toMatch(/4 symbols/);
    expect(isSecret(asVariant('mastermind-distinct'), '1123')).toBe(false);
    expect(normalizeLabel(asVariant('mastermind'), '3B2W')).toBeNull();
    expect(normalizeLabel(asVariant('twod'), 'l--')).toBe('L--');
  });

  it('filters the secrets a history allows', () => {
    const mm = asVariant('mastermind');
    const left = consistentSecrets(mm, [{ guess: '1122', feedback: '1B0W' }, { guess: '3456', feedback: '0B2W' }]);
    expect(left.length).toBeGreaterThan(0);
    for (const s of left) expect(score(mm, '3456', s)).toBe('0B2W');
  });
});
