import { describe, expect, it } from 'vitest';
import { evaluateGuess } from '../../src/core/evaluate.ts';
import { getGame } from '../../src/core/variants/games.ts';

describe('evaluateGuess', () => {
  const game = getGame('mastermind');
  const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);

  it("Knuth's first guess 1122 leaves at most 256 secrets in one part (Knuth 1976)", () => {
    const e = evaluateGuess(game, game.parseGuess('1122') as number, all);
    expect(e.worst).toBe(256);
    expect([...e.parts.values()].reduce((a, b) => a + b, 0)).toBe(1296);
    expect(e.canWin).toBe(true);
    expect(e.parts.get(game.parseFeedback('4B0W'))).toBe(1);
    expect(e.parts.has(game.parseFeedback('3B1W'))).toBe(false);
  });

  it('measures a split by hand: two secrets told apart, one bit', () => {
    const two = Int32Array.of(game.guessSecret[game.parseGuess('1111') as number]!, game.guessSecret[game.parseGuess('2222') as number]!);
    const e = evaluateGuess(game, game.parseGuess('1111') as number, two);
    expect(e).toMatchObject({ worst: 1, expectedSize: 1, entropy: 1, canWin: true });
    const blind = evaluateGuess(game, game.parseGuess('3333') as number, two);
    expect(blind).toMatchObject({ worst: 2, expectedSize: 2, entropy: 0, canWin: false });
  });
});
