import { describe, expect, it } from 'vitest';
import { outcomeMessage } from '../../src/builder/tree-outcome.ts';
import { count, noun } from '../../src/core/count.ts';
import { parseHistory, judgeHistory } from '../../src/core/history.ts';
import { createGame, getGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { checkUserLists } from '../../src/core/games/wordle/user-lists.ts';
import { storeLists } from '../../src/store/word-lists.ts';

/** The message of lists the check refuses. */
const refused = (input: Parameters<typeof checkUserLists>[0]): string => {
  const checked = checkUserLists(input);
  if (checked.ok) throw new Error('the lists passed');
  return checked.message;
};

describe('counts in messages: one is singular', () => {
  it('count and noun', () => {
    expect([count(0, 'letter'), count(1, 'letter'), count(5, 'letter')]).toEqual(['0 letters', '1 letter', '5 letters']);
    expect([count(1, 'guess', 'guesses'), count(6, 'guess', 'guesses')]).toEqual(['1 guess', '6 guesses']);
    expect([noun(1, 'is', 'are'), noun(2, 'is', 'are')]).toEqual(['is', 'are']);
  });

  it('a guess of one letter or symbol: "has 1 letter", never "1 letters"', () => {
    const wordle = createGame(resolveVariant('wordle', storeLists()));
    expect(wordle.parseGuess('a')).toBe('"a" has 1 letter; a word of Wordle (the New York Times list) has 5');
    expect(wordle.parseGuess('ab')).toMatch(/^"ab" has 2 letters;/);
    const words = createGame(resolveVariant('words-5', storeLists()));
    expect(words.parseGuess('a')).toBe('"a" has 1 letter; a word of the words-5 list has 5');
    expect(getGame('mastermind').parseGuess('1')).toBe('"1" has 1 symbol; a code of Mastermind (4 pegs, 6 colours) has 4');
    expect(getGame('twod').parseGuess('1')).toMatch(/^"1" has 1 symbol; a point of .* has 2 coordinates$/);
  });

  it("a user's list or a list file with a word of one letter", () => {
    expect(refused({ answers: ['a'] })).toBe('answers[0]: "a" has 1 letter; words have 3 to 5.');
    expect(refused({ answers: ['crane', 'a'] })).toBe('answers[1]: "a" has 1 letter, and answers[0] 5; every word has the same length.');
    expect(() => storeLists()('words-5.txt', 1)).toThrow(/^words-5\.txt line 1: "[a-z]+" has 5 letters, not 1$/);
  });

  it('a board of one guess: "at most 1 guess", "fills the board (1 guess)"', () => {
    const game = createGame(resolveVariant('mm-2x3-g1'));
    const tooLong = parseHistory(game, [
      { guess: '11', feedback: '0B0W' },
      { guess: '22', feedback: '0B0W' },
    ]);
    expect(tooLong).toMatchObject({ ok: false });
    expect(JSON.stringify(tooLong)).toContain('The history has 2 steps; Mastermind (2 pegs, 3 colours, 1 guess) allows at most 1 guess.');
    const judged = judgeHistory(game, [{ guess: '11', feedback: '0B0W' }]);
    expect(judged).toMatchObject({ kind: 'board-full' });
    expect((judged as { message: string }).message).toMatch(/^The history fills the board \(1 guess\) without the winning feedback/);
  });

  it("a search's progress and a limit of one: of 1 first guess, of 1 part, within 1 guess", () => {
    const progress = { firstGuesses: { done: 0, total: 1 }, parts: { done: 0, total: 1 }, best: null, lowerBound: null };
    const tooLong = outcomeMessage('mm-2x3', 'optimal', { kind: 'too-long', budgetS: 1, seconds: 1, progress });
    expect(tooLong).toContain('(0 of 1 first guess settled, 0 of 1 part of the next one solved)');
    const depth = outcomeMessage('mm-2x3', 'optimal-worst', {
      kind: 'too-long',
      budgetS: 1,
      seconds: 1,
      progress: { ...progress, depth: 2 },
    });
    expect(depth).toContain('depth 2, 0 of 1 first guess tried, 0 of 1 part of the next one fit');
    expect(outcomeMessage('mm-2x3-g1', 'optimal', { kind: 'impossible', limit: 1 })).toMatch(/within 1 guess: /);
  });
});
