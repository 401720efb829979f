import { describe, expect, it } from 'vitest';
import { createGame, getGame } from '../../src/core/variants/games.ts';
import type { Game } from '../../src/core/game.ts';

/** Feedback label of a guess text against a secret text. */
function feedback(game: Game, guess: string, secret: string): string {
  const g = game.parseGuess(guess);
  const sg = game.parseGuess(secret);
  if (typeof g === 'string' || typeof sg === 'string') throw new Error(`bad code ${guess} or ${secret}`);
  const s = game.guessSecret[sg]!;
  expect(s).toBeGreaterThanOrEqual(0);
  return game.feedbackLabel(game.score(g, s));
}

// Sources: the Tsinghua Bulls-and-Cows paper; the Stack Overflow question on a general framework for
// guessing games ("Stack Overflow framework"); Mastermind Royale: 5 pegs, 5 colours, six guesses.
describe('scoring examples from the sources', () => {
  it('Tsinghua Bulls-and-Cows paper: repeated digits count min(times in guess, times in secret)', () => {
    // The Tsinghua Bulls-and-Cows paper, section 1.2, the Mastermind rule with digits: secret 5543, guess 5255 gives 1A1B
    // (the guess's second 5 must not pair with the secret's second 5 too); guess 5267 gives 1A0B.
    const digits = createGame({
      id: 'digits-with-repeats',
      title: 'four digits, repeats allowed',
      family: 'mastermind',
      pegs: 4,
      symbols: '0123456789',
      secrets: 'repeat',
      guesses: 'any',
      maxGuesses: 10,
      feedbackStyle: 'AB',
    });
    expect(feedback(digits, '5255', '5543')).toBe('1A1B');
    expect(feedback(digits, '5267', '5543')).toBe('1A0B');
    expect(feedback(digits, '5555', '5543')).toBe('2A0B');
    expect(feedback(digits, '3455', '5543')).toBe('0A4B');
  });

  it('Tsinghua Bulls-and-Cows paper: Bulls and Cows, secret 5234 and guess 5346 give 1A2B', () => {
    const game = getGame('bulls-and-cows');
    expect(feedback(game, '5346', '5234')).toBe('1A2B');
    expect(feedback(game, '5234', '5234')).toBe('4A0B');
  });

  it('Stack Overflow framework: secret (blue, green, orange, red), guess (yellow, blue, green, red) gives 1 black 2 white', () => {
    // Colours in the Stack Overflow question's order: yellow=1, blue=2, green=3, red=4, orange=5, purple=6.
    const game = getGame('mastermind-distinct');
    expect(feedback(game, '1234', '2354')).toBe('1B2W');
    // "You would get the same score for guessing (blue, orange, red, purple)."
    expect(feedback(game, '2546', '2354')).toBe('1B2W');
  });

  it('Mastermind Royale: guess RRRRB against RGGGB gives two blacks; against BGGGR two whites', () => {
    // Red=1, green=2, blue=3 on the royale board (5 pegs, 5 colours, six guesses).
    const game = getGame('royale');
    expect(feedback(game, '11113', '12223')).toBe('2B0W');
    expect(feedback(game, '11113', '32221')).toBe('0B2W');
  });

  it('twod follows the Stack Overflow framework: flags less, greater, equal', () => {
    const game = getGame('twod');
    expect(feedback(game, '22', '11')).toBe('L--'); // secret no greater than the guess in both coordinates
    expect(feedback(game, '00', '11')).toBe('-G-');
    expect(feedback(game, '02', '11')).toBe('---');
    expect(feedback(game, '13', '13')).toBe('LGE');
    expect(feedback(game, '13', '03')).toBe('L--');
  });
});
