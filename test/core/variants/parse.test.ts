import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../../src/core/variants/catalogue.ts';
import { createGame, getGame } from '../../../src/core/variants/games.ts';
import { VariantIdError } from '../../../src/core/variants/grammar.ts';
import { findVariant, ListNeededError, parseVariant, resolveVariant } from '../../../src/core/variants/parse.ts';
import { specSize } from '../../../src/core/variants/spec.ts';

describe('parseVariant, the one reading of a variant id', () => {
  it('makes every id canonical once: catalogue ids, their aliases, grammar ids, in any case', () => {
    expect(parseVariant('MASTERMIND').id).toBe('mastermind');
    expect(parseVariant('mm-4x6-g10').id).toBe('mastermind');
    expect(parseVariant('mm-5x5-G6').id).toBe('royale');
    expect(parseVariant('BC-4x10').id).toBe('bulls-and-cows');
    expect(parseVariant('mm-4x7-g10').id).toBe('mm-4x7');
    expect(parseVariant('Words-5-g10').id).toBe('words-5');
    expect(parseVariant('words-4-g6').id).toBe('words-4-g6');
  });

  it('gives the spec and the size of a code game, and the lists a word game needs', () => {
    const royale = parseVariant('royale');
    expect(royale.spec).toBe(VARIANTS.find((v) => v.id === 'royale'));
    expect(royale.lists).toEqual([]);
    expect(royale.size).toEqual({ secrets: 3125, guesses: 3125 });
    expect(parseVariant('mm-4x6-distinct').size).toEqual({ secrets: 360, guesses: 1296 });
    expect(parseVariant('twod')).toMatchObject({ id: 'twod', board: undefined, lists: [], size: { secrets: 25, guesses: 25 } });
    const words = parseVariant('words-5-g6');
    expect(words).toMatchObject({ id: 'words-5-g6', lists: ['words-5.txt'], spec: undefined, size: undefined });
    expect(words.board).toEqual({ family: 'words', length: 5, maxGuesses: 6 });
  });

  it('resolves a word game through a source of lists, and says when it has none', () => {
    const source = (name: string, length: number) => ({
      name,
      sha256: 'ab'.repeat(32),
      entries: ['abc', 'abd', 'bcd'].filter((w) => w.length === length),
    });
    const spec = resolveVariant('WORDS-3-g4', source);
    expect(spec).toMatchObject({ id: 'words-3-g4', family: 'words', maxGuesses: 4, words: { list: 'words-3.txt', count: 3 } });
    expect(() => resolveVariant('words-3')).toThrow(ListNeededError);
    expect(() => resolveVariant('words-3')).toThrow(/needs the word list words-3\.txt/);
    expect(findVariant('words-3')).toBeUndefined();
  });

  it('refuses an id outside the grammar, showing the grammar; an alias and its id share one game', () => {
    for (const id of ['chess', 'mm-9x6', 'words-7', '']) {
      expect(() => parseVariant(id), id).toThrow(VariantIdError);
      expect(findVariant(id), id).toBeUndefined();
    }
    expect(getGame('mm-4x6')).toBe(getGame('Mastermind'));
  });
});

describe('Wordle ids', () => {
  it('read the New York Times lists or the project list of L letters, hard mode, six guesses unless told', () => {
    expect(parseVariant('WORDLE')).toMatchObject({
      id: 'wordle',
      board: { family: 'wordle', length: undefined, hard: false, maxGuesses: 6 },
      lists: ['wordle-answers.txt', 'wordle-guesses.txt'],
      spec: undefined,
    });
    expect(parseVariant('wordle-hard-g6').id).toBe('wordle-hard');
    expect(parseVariant('wordle-hard-g8').id).toBe('wordle-hard-g8');
    expect(parseVariant('wordle-4-hard')).toMatchObject({ id: 'wordle-4-hard', lists: ['words-4.txt'] });
    for (const id of ['wordle-6', 'wordle-2', 'wordle-hard-hard', 'wordle-g0']) expect(() => parseVariant(id), id).toThrow(VariantIdError);
  });

  it("resolve with a source's lists: the answers are the secrets, every accepted word a guess", () => {
    const lists: Record<string, string[]> = {
      'wordle-answers.txt': ['cigar', 'rebut'],
      'wordle-guesses.txt': ['aahed', 'cigar', 'rebut'],
    };
    const source = (name: string) => ({ name, sha256: '0'.repeat(64), entries: lists[name]! });
    const spec = resolveVariant('wordle-hard', source);
    expect(spec).toMatchObject({ id: 'wordle-hard', family: 'wordle', hard: true, maxGuesses: 6, feedbackStyle: 'GYB' });
    expect(spec.title).toBe('Wordle (the New York Times list, hard mode)');
    const game = createGame(spec);
    expect([game.secretCount, game.guessCount]).toEqual([2, 3]);
    // Counted without the game, as the server's limits are checked: the answers and the accepted words.
    expect(specSize(spec)).toEqual({ secrets: 2, guesses: 3 });
    expect(game.feedbackLabel(game.score(game.parseGuess('cigar') as number, 1))).toBe('BBBBY');
  });
});
