import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beyondListId, resolveVariant } from '../../../src/core/variants/parse.ts';
import { boardId, boardLists, boardSize, parseBoardId, VARIANT_GRAMMAR, VariantIdError } from '../../../src/core/variants/grammar.ts';

describe('the variant-id grammar', () => {
  it('reads every family, case-insensitively, with the board limit or its default', () => {
    expect(parseBoardId('mm-4x7')).toEqual({ family: 'mastermind', pegs: 4, colours: 7, distinct: false, maxGuesses: 10 });
    expect(parseBoardId('MM-5x6-Distinct-G8')).toEqual({ family: 'mastermind', pegs: 5, colours: 6, distinct: true, maxGuesses: 8 });
    expect(parseBoardId('bc-4x9')).toEqual({ family: 'bulls-and-cows', pegs: 4, digits: 9, maxGuesses: 10 });
    expect(parseBoardId('words-5-g6')).toEqual({ family: 'words', length: 5, maxGuesses: 6 });
  });

  it("reads Wordle's editions and -all twins, and names their lists", () => {
    expect(parseBoardId('Wordle-NYT2023-All-Hard-g7')).toEqual({
      family: 'wordle',
      length: undefined,
      edition: 'nyt2023',
      all: true,
      hard: true,
      maxGuesses: 7,
    });
    expect(boardId(parseBoardId('WORDLE-NYT2023-ALL-HARD-G6'))).toBe('wordle-nyt2023-all-hard');
    expect(boardLists(parseBoardId('wordle-nyt2023'))).toEqual(['wordle-nyt2023-answers.txt', 'wordle-nyt2023-guesses.txt']);
    expect(boardLists(parseBoardId('wordle-all'))).toEqual(['wordle-guesses.txt', 'wordle-guesses.txt']);
    // -all comes before -hard, an edition before -all, and an edition is not a length.
    for (const bad of ['wordle-hard-all', 'wordle-all-nyt2023', 'wordle-nyt2022', 'wordle-5-nyt2023', 'wordle-all-all'])
      expect(() => parseBoardId(bad), bad).toThrow(VariantIdError);
  });

  it("finds a Wordle board's wider twin, where its answers are fewer than its words", () => {
    expect(beyondListId('wordle')).toBe('wordle-all');
    expect(beyondListId('WORDLE-NYT2023-HARD-G7')).toBe('wordle-nyt2023-all-hard-g7');
    expect(beyondListId('wordle-u0123456789ab-hard')).toBe('wordle-u0123456789ab-all-hard');
    for (const none of ['wordle-all', 'wordle-nyt2023-all-hard', 'wordle-5', 'words-5', 'mastermind', 'mm-4x7'])
      expect(beyondListId(none), none).toBeUndefined();
  });

  it('catalogue ids are aliases of grammar ids: both name the same spec', () => {
    expect(resolveVariant('mm-4x6').id).toBe('mastermind');
    expect(resolveVariant('MM-5X5-G6').id).toBe('royale');
    expect(resolveVariant('mm-5x8-g12').id).toBe('super');
    expect(resolveVariant('bc-4x10').id).toBe('bulls-and-cows');
    expect(resolveVariant('mm-4x6-distinct').id).toBe('mastermind-distinct');
    expect(resolveVariant('Mastermind').id).toBe('mastermind');
    expect(resolveVariant('mm-4x6-g10')).toBe(resolveVariant('mastermind'));
  });

  it('gives other boards their canonical id, symbols and title', () => {
    const spec = resolveVariant('mm-4x12-g8');
    expect(spec).toMatchObject({
      id: 'mm-4x12-g8',
      pegs: 4,
      symbols: '123456789abc',
      secrets: 'repeat',
      guesses: 'any',
      maxGuesses: 8,
      feedbackStyle: 'BW',
    });
    expect(resolveVariant('bc-3x6')).toMatchObject({
      id: 'bc-3x6',
      symbols: '012345',
      secrets: 'distinct',
      guesses: 'distinct',
      feedbackStyle: 'AB',
    });
    expect(resolveVariant('mm-4x7').title).toBe('Mastermind (4 pegs, 7 colours)');
  });

  it('says "1 peg", "1 guess", "1 digit" in the singular and other counts in the plural', () => {
    const ids = ['mm-1x6-g1', 'mm-2x3-g2', 'mm-1x6-distinct-g3', 'bc-1x5-g1', 'bc-2x5-g1', 'mm-3x4'];
    for (const id of ids) {
      const { title, pegs, maxGuesses } = resolveVariant(id);
      expect(title, id).not.toMatch(/\b1 (pegs|colours|guesses|different digits)\b/);
      expect(title, id).not.toMatch(/\b([02-9]|\d\d+) (peg|guess|digit)\b(?!s|es)/);
      expect(title, id).toContain(pegs === 1 ? '(1 ' : `(${pegs} `);
      if (maxGuesses !== 10) expect(title, id).toContain(maxGuesses === 1 ? ', 1 guess)' : `, ${maxGuesses} guesses)`);
    }
    expect(resolveVariant('mm-1x6-g1').title).toBe('Mastermind (1 peg, 6 colours, 1 guess)');
  });

  it('counts secrets and guesses before any game is made', () => {
    expect(boardSize(parseBoardId('mm-5x8'))).toEqual({ secrets: 32768, guesses: 32768 });
    expect(boardSize(parseBoardId('bc-5x10'))).toEqual({ secrets: 30240, guesses: 30240 });
    expect(boardSize(parseBoardId('mm-6x6'))).toEqual({ secrets: 46656, guesses: 46656 });
    expect(boardSize(parseBoardId('mm-4x6-distinct'))).toEqual({ secrets: 360, guesses: 1296 });
  });

  it('refuses what breaks the grammar, and says what the grammar is', () => {
    for (const [id, why] of [
      ['chess', /does not match the grammar/],
      ['mm-4x1', /colours must be from 2 to 16, not 1/],
      ['mm-9x6', /pegs must be from 1 to 8, not 9/],
      ['mm-5x4-distinct', /5 pegs of different colours need at least 5 colours/],
      ['bc-4x11', /digits to choose from must be from 2 to 10, not 11/],
      ['words-7', /letters must be from 3 to 6, not 7/],
      ['mm-4x6-g0', /guesses allowed must be from 1 to 50, not 0/],
      // However many digits a number has, its bound is named rather than the grammar refused whole.
      ['mm-4x6-g999999', /guesses allowed must be from 1 to 50, not 999999/],
      ['mm-100x6', /pegs must be from 1 to 8, not 100/],
      ['wordle-123-hard', /letters of a Wordle board must be from 3 to 5, not 123/],
      ['mm-4x6-g99999999999999999999999', /guesses allowed must be from 1 to 50, not 99999999999999999999999/],
      ['mm-4x6 ', /does not match/],
    ] as const) {
      expect(() => parseBoardId(id), id).toThrow(VariantIdError);
      expect(() => parseBoardId(id), id).toThrow(why);
      expect(() => parseBoardId(id), id).toThrow(VARIANT_GRAMMAR);
    }
  });

  it("a board's canonical id reads back as the same board", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            family: fc.constant('mastermind' as const),
            pegs: fc.integer({ min: 1, max: 8 }),
            colours: fc.integer({ min: 2, max: 16 }),
            distinct: fc.constant(false),
            maxGuesses: fc.integer({ min: 1, max: 50 }),
          }),
          fc.record({
            family: fc.constant('bulls-and-cows' as const),
            pegs: fc.integer({ min: 1, max: 5 }),
            digits: fc.integer({ min: 5, max: 10 }),
            maxGuesses: fc.integer({ min: 1, max: 50 }),
          }),
          fc.record({
            family: fc.constant('words' as const),
            length: fc.integer({ min: 3, max: 6 }),
            maxGuesses: fc.integer({ min: 1, max: 50 }),
          }),
        ),
        (board) => {
          expect(parseBoardId(boardId(board))).toEqual(board);
          expect(parseBoardId(boardId(board).toUpperCase())).toEqual(board);
        },
      ),
    );
  });
});
