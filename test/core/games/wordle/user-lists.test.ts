import { describe, expect, it } from 'vitest';
import { parseBoardId, boardId, boardLists, VariantIdError } from '../../../../src/core/variants/grammar.ts';
import { parseVariant, resolveVariant } from '../../../../src/core/variants/parse.ts';
import { checkUserLists, parseUserListsText, userListsText, USER_LIST_LIMITS } from '../../../../src/core/games/wordle/user-lists.ts';

const message = (input: Parameters<typeof checkUserLists>[0]): string => {
  const checked = checkUserLists(input);
  if (checked.ok) throw new Error('the lists passed');
  return checked.message;
};

describe("a user's lists: the check", () => {
  it('lowers, sorts and keeps them; guesses default to the answers', () => {
    expect(checkUserLists({ answers: ['Crane', 'adore'] })).toEqual({
      ok: true,
      lists: { answers: ['adore', 'crane'], guesses: ['adore', 'crane'] },
    });
    expect(checkUserLists({ answers: ['crane'], guesses: ['zonal', 'CRANE'] })).toEqual({
      ok: true,
      lists: { answers: ['crane'], guesses: ['crane', 'zonal'] },
    });
  });

  it('takes guesses without the answers: the guesses accepted are both, the same lists as with them', () => {
    const without = checkUserLists({ answers: ['crane', 'adore'], guesses: ['zonal'] });
    const with_ = checkUserLists({ answers: ['crane', 'adore'], guesses: ['zonal', 'adore', 'crane'] });
    expect(without).toEqual({ ok: true, lists: { answers: ['adore', 'crane'], guesses: ['adore', 'crane', 'zonal'] } });
    expect(with_).toEqual(without);
    // Some answers among the guesses, some not.
    expect(checkUserLists({ answers: ['crane', 'adore'], guesses: ['crane', 'zonal'] })).toEqual(without);
    if (!without.ok) throw new Error('lists refused');
    expect(userListsText(without.lists)).toBe('adore\ncrane\n\nadore\ncrane\nzonal\n');
  });

  it('names the list, the index and the word at fault', () => {
    expect(message({ answers: [] })).toBe('answers is empty; give at least one word.');
    expect(message({ answers: ['crane', 7] })).toBe('answers[1] is number, not a word.');
    expect(message({ answers: ['crane', null] })).toBe('answers[1] is null, not a word.');
    expect(message({ answers: ['crane', 'cr4ne'] })).toBe('answers[1]: "cr4ne" has "4", which is not a letter a-z.');
    expect(message({ answers: ['crane', 'crané'] })).toBe('answers[1]: "crané" has "é", which is not a letter a-z.');
    // Letters outside A-Z whose lower case is in a-z (the Kelvin sign is k) or two characters (İ is i and a dot) are not letters a-z either.
    expect(message({ answers: ['crane', '\u212Arane'] })).toBe('answers[1]: "\u212Arane" has "\u212A", which is not a letter a-z.');
    expect(message({ answers: ['\u0130rane'] })).toBe('answers[0]: "\u0130rane" has "\u0130", which is not a letter a-z.');
    expect(message({ answers: ['ab'] })).toBe('answers[0]: "ab" has 2 letters; words have 3 to 5.');
    expect(message({ answers: ['abcdef'] })).toBe('answers[0]: "abcdef" has 6 letters; words have 3 to 5.');
    expect(message({ answers: ['crane', 'cranes'] })).toBe(
      'answers[1]: "cranes" has 6 letters, and answers[0] 5; every word has the same length.',
    );
    expect(message({ answers: ['crane', 'adore', 'CRANE'] })).toBe('answers[2]: "CRANE" repeats answers[0]; a list has each word once.');
    expect(message({ answers: ['crane'], guesses: ['cranes'] })).toBe(
      'guesses[0]: "cranes" has 6 letters, and the answers 5; every word has the same length.',
    );
    expect(message({ answers: ['crane'], guesses: [] })).toBe('guesses is empty; give at least one word.');
  });

  it(`takes at most ${USER_LIST_LIMITS.maxWords} words a list`, () => {
    // Every 4-letter word of a to o: 15^4 = 50,625, more than enough.
    const letters = 'abcdefghijklmno';
    const words = Array.from({ length: USER_LIST_LIMITS.maxWords + 1 }, (_, i) =>
      [0, 1, 2, 3].map((k) => letters[Math.floor(i / 15 ** k) % 15]).join(''),
    );
    expect(checkUserLists({ answers: words.slice(0, -1) }).ok).toBe(true);
    expect(message({ answers: words })).toBe('answers has 15,001 words; a list has at most 15,000.');
    expect(message({ answers: ['aaaa'], guesses: words })).toBe('guesses has 15,001 words; a list has at most 15,000.');
    // The guesses accepted, the answers added, are at most as many.
    expect(checkUserLists({ answers: words.slice(0, 1), guesses: words.slice(0, -1) }).ok).toBe(true);
    expect(message({ answers: words.slice(-2), guesses: words.slice(0, -2) })).toBe(
      'guesses and answers together are 15,001 words (2 answers not among the guesses); the guesses accepted are at most 15,000.',
    );
  });

  it('has one canonical text, the same for the same lists in any order or case, read back as it was written', () => {
    const a = checkUserLists({ answers: ['crane', 'adore'], guesses: ['zonal', 'adore', 'crane'] });
    const b = checkUserLists({ answers: ['ADORE', 'crane'], guesses: ['crane', 'zonal', 'adore'] });
    if (!a.ok || !b.ok) throw new Error('lists refused');
    expect(userListsText(a.lists)).toBe('adore\ncrane\n\nadore\ncrane\nzonal\n');
    expect(userListsText(b.lists)).toBe(userListsText(a.lists));
    expect(parseUserListsText(userListsText(a.lists))).toEqual(a);
    expect(parseUserListsText('crane\nadore\n\ncrane\nadore\n')).toMatchObject({ ok: false });
    expect(parseUserListsText('crane\n')).toMatchObject({ ok: false });
  });
});

describe("a user's lists: the id", () => {
  it('is wordle-u and 12 hex digits, with -hard and -g{N}, in canonical lower case', () => {
    expect(parseBoardId('wordle-u0123456789ab')).toEqual({
      family: 'wordle',
      length: undefined,
      user: '0123456789ab',
      all: false,
      hard: false,
      maxGuesses: 6,
    });
    const board = parseBoardId('WORDLE-U0123456789AB-HARD-G8');
    expect(board).toEqual({ family: 'wordle', length: undefined, user: '0123456789ab', all: false, hard: true, maxGuesses: 8 });
    expect(boardId(board)).toBe('wordle-u0123456789ab-hard-g8');
    expect(boardLists(board)).toEqual(['u0123456789ab-answers.txt', 'u0123456789ab-guesses.txt']);
    expect(parseVariant('wordle-u0123456789ab-g6').id).toBe('wordle-u0123456789ab');
    for (const bad of ['wordle-u0123456789a', 'wordle-u0123456789abc', 'wordle-u0123456789ag', 'wordle-5-u0123456789ab'])
      expect(() => parseBoardId(bad), bad).toThrow(VariantIdError);
  });

  it('resolves through a list source, the word length from the lists', () => {
    const asked: Array<[string, number]> = [];
    const spec = resolveVariant('wordle-u0123456789ab-hard', (name, length) => {
      asked.push([name, length]);
      const entries = name.endsWith('answers.txt') ? ['adore', 'crane'] : ['adore', 'crane', 'zonal'];
      return { name, sha256: 'test', entries };
    });
    expect(asked).toEqual([
      ['u0123456789ab-answers.txt', 0],
      ['u0123456789ab-guesses.txt', 0],
    ]);
    expect(spec).toMatchObject({ id: 'wordle-u0123456789ab-hard', family: 'wordle', pegs: 5, hard: true, maxGuesses: 6 });
    expect(spec.title).toBe('Wordle (the lists u0123456789ab, 2 answers of 5 letters, hard mode)');
  });
});
