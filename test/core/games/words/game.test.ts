import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, getGame } from '../../../../src/core/variants/games.ts';
import { specOfWords } from '../../../../src/core/games/words/grammar.ts';
import { parseBoardId } from '../../../../src/core/variants/grammar.ts';
import { createWordsGame } from '../../../../src/core/games/words/game.ts';
import type { Game } from '../../../../src/core/game.ts';

const WORDS = ['added', 'apple', 'dread', 'geese', 'hello', 'lolly', 'paper', 'sheep'];

function wordsGame(id: string, entries: readonly string[]): Game {
  const board = parseBoardId(id);
  if (board.family !== 'words') throw new Error('not a word board');
  return createGame(specOfWords(board, { name: `words-${board.length}.txt`, sha256: 'test', entries }));
}

/** Bulls and cows by the rule: bulls in place, common letters counted min(guess, secret), cows = common - bulls. */
function naive(guess: string, secret: string): string {
  let bulls = 0;
  let common = 0;
  for (let i = 0; i < guess.length; i++) if (guess[i] === secret[i]) bulls++;
  for (const c of new Set(guess)) common += Math.min([...guess].filter((x) => x === c).length, [...secret].filter((x) => x === c).length);
  return `${bulls}A${common - bulls}B`;
}

const game = wordsGame('words-5', WORDS);
const label = (guess: string, secret: string): string =>
  game.feedbackLabel(game.score(game.parseGuess(guess) as number, game.parseGuess(secret) as number));

describe('Word Mastermind (words-L)', () => {
  it('builds its spec from the board and the list', () => {
    expect(game.spec).toMatchObject({
      id: 'words-5',
      title: 'Word Mastermind (5 letters)',
      family: 'words',
      pegs: 5,
      symbols: 'abcdefghijklmnopqrstuvwxyz',
      secrets: 'words',
      guesses: 'words',
      maxGuesses: 10,
      feedbackStyle: 'AB',
      words: { list: 'words-5.txt', count: WORDS.length, sha256: 'test' },
    });
    expect(wordsGame('WORDS-5-G6', WORDS).spec).toMatchObject({
      id: 'words-5-g6',
      title: 'Word Mastermind (5 letters, 6 guesses)',
      maxGuesses: 6,
    });
    expect(game.guessCount).toBe(WORDS.length);
    expect(game.secretCount).toBe(WORDS.length);
    expect([...game.secretGuess]).toEqual(WORDS.map((_, i) => i));
    expect([...game.guessSecret]).toEqual(WORDS.map((_, i) => i));
  });

  it('scores by the rule, repeated letters counted as Mastermind counts them', () => {
    // apple vs paper: p in the middle is the one bull; p twice, a and e in common: 4 letters, so 3 cows.
    expect(label('paper', 'apple')).toBe('1A3B');
    expect(label('apple', 'paper')).toBe('1A3B');
    // hello vs lolly: ll in place; l twice in hello, three times in lolly, and o: 3 in common.
    expect(label('hello', 'lolly')).toBe('2A1B');
    // geese vs sheep: the middle e; e three times in geese but twice in sheep, and s: 3 in common.
    expect(label('geese', 'sheep')).toBe('1A2B');
    // dread vs added: the last d; d twice of three, a and e: 4 in common.
    expect(label('dread', 'added')).toBe('1A3B');
    expect(label('hello', 'paper')).toBe('0A1B');
    expect(label('apple', 'apple')).toBe('5A0B');
    for (const g of WORDS) for (const s of WORDS) expect(label(g, s), `${g} vs ${s}`).toBe(naive(g, s));
  });

  it('numbers the feedbacks as Mastermind does and reads labels case-insensitively', () => {
    expect(game.feedbackCount).toBe(20); // 21 pairs with bulls + cows <= 5, less 4A1B
    expect(game.feedbackLabel(0)).toBe('0A0B');
    expect(game.feedbackLabel(game.winFeedback)).toBe('5A0B');
    for (let f = 0; f < game.feedbackCount; f++) {
      const l = game.feedbackLabel(f);
      expect(game.parseFeedback(l)).toBe(f);
      expect(game.parseFeedback(` ${l.toLowerCase()} `)).toBe(f);
    }
    expect(game.parseFeedback('4A1B')).toBe(-1);
    expect(game.parseFeedback('3A3B')).toBe(-1);
    expect(game.parseFeedback('1B2W')).toBe(-1);
    expect(wordsGame('words-3', ['cat', 'dog']).feedbackCount).toBe(9);
  });

  it('formats and parses words, and says why a text is not a guess', () => {
    WORDS.forEach((w, i) => {
      expect(game.formatGuess(i)).toBe(w);
      expect(game.parseGuess(w)).toBe(i);
    });
    expect(game.parseGuess('APPLE')).toBe(1);
    expect(game.parseGuess('xyzzy')).toBe('"xyzzy" is not a word of the words-5 list');
    expect(game.parseGuess('app')).toBe('"app" has 3 letters; a word of the words-5 list has 5');
    expect(game.parseGuess('applesauce')).toBe('"applesauce" has 10 letters; a word of the words-5 list has 5');
    expect(game.parseGuess('app1e')).toBe('"app1e" contains "1", which is not a letter a-z');
    expect(game.parseGuess('appl\u0007')).toBe('"appl\\u0007" contains "\\u0007", which is not a letter a-z');
  });

  it('scoreRow fills the row score gives, and the score is symmetric', () => {
    const list = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'data', 'words', 'words-4.txt'), 'utf8')
      .trim()
      .split('\n');
    const big = wordsGame('words-4', list);
    expect(big.symmetricScore).toBe(true);
    const row = new Uint8Array(big.secretCount);
    for (let g = 0; g < big.guessCount; g += 37) {
      big.scoreRow(g, row);
      for (let s = 0; s < big.secretCount; s++) {
        if (row[s] !== big.score(g, s)) expect(row[s], `${list[g]} vs ${list[s]}`).toBe(big.score(g, s));
        if (big.score(s, g) !== row[s]) expect(big.score(s, g), `${list[s]} vs ${list[g]}`).toBe(row[s]);
      }
    }
    // And by the rule, on random pairs of real words.
    fc.assert(
      fc.property(
        fc.nat(list.length - 1),
        fc.nat(list.length - 1),
        (g, s) => big.feedbackLabel(big.score(g, s)) === naive(list[g]!, list[s]!),
      ),
      { numRuns: 3000 },
    );
  });

  it('scores six-letter words with a letter repeated up to six times', () => {
    const six = wordsGame('words-6', ['aaaaaa', 'aabbcc', 'abcabc', 'banana', 'zzzzzz']);
    for (const g of six.spec.words!.entries)
      for (const s of six.spec.words!.entries) {
        expect(six.feedbackLabel(six.score(six.parseGuess(g) as number, six.parseGuess(s) as number)), `${g} vs ${s}`).toBe(naive(g, s));
      }
    const row = new Uint8Array(six.secretCount);
    for (let g = 0; g < six.guessCount; g++) {
      six.scoreRow(g, row);
      expect([...row]).toEqual(Array.from({ length: six.secretCount }, (_, s) => six.score(g, s)));
    }
  });

  it('has no symmetry to reduce: every guess is a candidate', () => {
    const all = Int32Array.from(WORDS, (_, i) => i);
    expect([...game.candidateGuesses(game.initialPlayed, all.subarray(2, 4))]).toEqual([...all]);
    expect(game.play(game.initialPlayed, 3)).toBe(game.initialPlayed);
  });

  it('refuses a spec without its list, or a list that is not sorted, unique words of the length', () => {
    const bare = { ...game.spec };
    delete bare.words;
    expect(() => createWordsGame(bare)).toThrow(/needs its word list/);
    expect(() => wordsGame('words-5', ['paper', 'apple'])).toThrow(/not sorted and unique at "apple"/);
    expect(() => wordsGame('words-5', ['apple', 'apple'])).toThrow(/not sorted and unique/);
    expect(() => wordsGame('words-5', ['apple', 'pear'])).toThrow(/"pear" is not a word of 5 letters/);
    expect(() => wordsGame('words-5', ['Apple'])).toThrow(/"Apple" is not a word of 5 letters a-z/);
  });

  it('getGame cannot make a word game (the list is in the store) and says so', () => {
    expect(() => getGame('words-5')).toThrow(/word game: its spec needs the word list/);
  });
});
