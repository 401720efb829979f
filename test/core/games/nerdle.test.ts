/**
 * Nerdle (games/nerdle/): the equations its rules make, the classic game's count, the feedback,
 * its labels and its ids. The shared game suite (contract.test.ts) runs its checks on it too.
 */
import { describe, expect, it } from 'vitest';
import { equationProblem, equations, evaluate, NERDLE_SYMBOLS, symbolKey } from '../../../src/core/games/nerdle/equations.ts';
import { createScorer } from '../../../src/core/scorer.ts';
import { getGame } from '../../../src/core/variants/games.ts';
import { boardId, parseBoardId, VariantIdError } from '../../../src/core/variants/grammar.ts';
import { parseVariant } from '../../../src/core/variants/parse.ts';

describe("Nerdle's equations", () => {
  it('accepts equations of the rules', () => {
    for (const text of [
      '12+35=47',
      '10+20=30', // the game's own example
      '1+2*3=7', // * before +
      '3+2*5=13',
      '9-8-1=0', // the right side may be 0
      '1-5+9=5', // a sum may go below 0 on the way
      '3/2*4=6', // a division need not be whole on its own, the value must
      '100-1=99',
      '9/81*9=1',
    ])
      expect(equationProblem(text, text.length), text).toBeNull();
  });

  it('refuses what the rules leave out, saying why', () => {
    const cases: Array<[string, RegExp]> = [
      ['0+12=12', /lone 0/], // no lone zeros on the left
      ['5*0+3=3', /lone 0/],
      ['12+02=14', /leading zero/],
      ['12+35=047', /leading zero/],
      ['-5+19=14', /starts with an operator/], // no sign in front of a number
      ['1--1+2=2', /two operators/],
      ['12+35=', /right side is not a number/],
      ['12+3=5*3', /right side is not a number/],
      ['1+2=3=3', /2 "=" signs/],
      ['12345=12', /no operator/],
      ['12+35=48', /left side is 47, not 48/],
      ['7/2+1=4', /left side is 9\/2, not 4/],
      ['12+35=4', /has 7 symbols; an equation of this board has 8/],
      ['12+35.47', /"\." is not one of/],
    ];
    for (const [text, why] of cases) expect(equationProblem(text, text === '12+35=4' ? 8 : text.length), text).toMatch(why);
  });

  it('evaluates * and / before + and -, exactly', () => {
    expect(evaluate([1, 2, 3], '+*')).toEqual([7, 1]);
    expect(evaluate([3, 2, 5], '+*')).toEqual([13, 1]);
    expect(evaluate([3, 2, 4], '/*')).toEqual([6, 1]);
    expect(evaluate([7, 2, 1], '/+')).toEqual([9, 2]);
    expect(evaluate([1, 5, 9], '-+')).toEqual([5, 1]);
  });

  it("makes the classic game's 17,723 answers from its rules", () => {
    // The figure the game gives (Jacob Brazeal, "Is Nerdle harder than Wordle?", 2022, quoting
    // nerdlegame.com: "we have chosen 17,723 valid words") and that Jack Thomas's rules reproduce
    // ("Nerdle search space", 2023); computed here, never written into the code.
    const classic = equations(8);
    expect(classic.length).toBe(17723);
    expect(new Set(classic).size).toBe(classic.length);
    for (const text of classic) if (equationProblem(text, 8) !== null) expect.fail(`${text}: ${equationProblem(text, 8)}`);
    expect(classic).toContain('10+20=30');
    expect(classic).toContain('7/2*4=14'); // 7/2 is not whole, 14 is
    expect(classic).toContain('12-3*4=0'); // a right side of 0
    expect(classic).toContain('1-9+12=4'); // a sum below 0 on the way
    expect(classic).toContain('20+10=30'); // order matters: both are answers
  });

  it('lists every length in symbol order (digits, + - * /, =), each equation valid', () => {
    for (const length of [5, 6, 7]) {
      const list = equations(length);
      expect(list.length).toBeGreaterThan(0);
      for (let i = 1; i < list.length; i++) expect(symbolKey(list[i - 1]!) < symbolKey(list[i]!)).toBe(true);
      for (const text of list) expect(equationProblem(text, length), text).toBeNull();
    }
    expect(equations(5)).toContain('1+2=3');
    expect(symbolKey('1+')).toBe(String.fromCharCode(65 + 1, 65 + NERDLE_SYMBOLS.indexOf('+')));
  });
});

describe("Nerdle's feedback", () => {
  const game = getGame('nerdle');
  const label = (guess: string, secret: string): string =>
    game.feedbackLabel(game.score(game.parseGuess(guess) as number, game.parseGuess(secret) as number));

  it("colours each symbol by Wordle's rule", () => {
    expect(label('12+35=47', '10+20=30')).toBe('GYGYBGBB');
    expect(label('10+20=30', '10+20=30')).toBe('GGGGGGGG');
    // Repeated symbols: greens first, then yellows left to right while the secret has copies.
    expect(label('11+11=22', '12+10=22')).toBe('GBGGBGGG');
    expect(label('11+11=22', '21+12=33')).toBe('BGGGBGYY');
    expect(label('21+12=33', '11+11=22')).toBe('YGGGYGBB');
  });

  it('has 3^8 - 8 = 6,553 feedbacks, more than a byte: its table takes two bytes', () => {
    expect(game.feedbackCount).toBe(3 ** 8 - 8);
    expect(game.feedbackLabel(game.winFeedback)).toBe('GGGGGGGG');
    const small = getGame('nerdle-6');
    expect(small.feedbackCount).toBe(3 ** 6 - 6);
    expect(createScorer(small).table).toBeInstanceOf(Uint16Array);
  });

  it("reads labels as Wordle's, and the squares a shared result shows (Nerdle's purple among them)", () => {
    const f = game.parseFeedback('GYGYBGBB');
    expect(f).toBeGreaterThanOrEqual(0);
    expect(game.parseFeedback('gygybgbb')).toBe(f);
    expect(game.parseFeedback('🟩🟪🟩🟨⬛🟩⬛⬛')).toBe(f);
    expect(game.parseFeedback('GGGGGGGY')).toBe(-1);
    expect(game.parseFeedback('GGG')).toBe(-1);
  });

  it('reads × and ÷ as * and /, and says why a text is not a guess', () => {
    expect(game.parseGuess('9÷3×4=12')).toBe(game.parseGuess('9/3*4=12'));
    expect(typeof game.parseGuess('9/3*4=12')).toBe('number');
    expect(game.parseGuess('10*0+3=3')).toMatch(/lone 0/);
    expect(game.parseGuess('12+35=48')).toMatch(/47, not 48/);
  });
});

describe("Nerdle's ids", () => {
  it('reads nerdle and nerdle-{L}, canonical without the defaults', () => {
    expect(parseBoardId('nerdle')).toEqual({ family: 'nerdle', length: 8, maxGuesses: 6 });
    expect(parseBoardId('NERDLE-6-G7')).toEqual({ family: 'nerdle', length: 6, maxGuesses: 7 });
    expect(boardId(parseBoardId('nerdle-8-g6'))).toBe('nerdle');
    expect(parseVariant('Nerdle-8').id).toBe('nerdle');
    expect(parseVariant('nerdle').size).toEqual({ secrets: 17723, guesses: 17723 });
    expect(parseVariant('nerdle-5').spec?.title).toBe('Nerdle (5 symbols)');
    for (const bad of ['nerdle-4', 'nerdle-9', 'nerdle-g0', 'nerdle-hard', 'nerdles'])
      expect(() => parseBoardId(bad), bad).toThrow(VariantIdError);
    expect(() => parseBoardId('nerdle-12')).toThrow(/from 5 to 8, not 12/);
  });
});
