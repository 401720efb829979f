// Word Mastermind's part of the variant-id grammar: `words-` boards (bulls and cows on the word
// list of their length), their canonical ids, lists and specs.
import type { WordListSource } from '../../game.ts';
import { count } from '../../count.ts';
import { GRAMMAR_BOUNDS, guessesSuffix, guessesTitle, idNumbers } from '../../grammar-bounds.ts';
import { wordListName } from './game.ts';
import type { WordsSpec } from './spec.ts';

/** A Word Mastermind board: `words-{L}[-g{N}]`. */
export interface WordsBoard {
  readonly family: 'words';
  readonly length: number;
  readonly maxGuesses: number;
}

/** Its part of the grammar, as an error message shows it. */
export const WORDS_GRAMMAR = 'words-{L}[-g{N}] (Word Mastermind: words of L letters, 3-6)';

/** Reads a lower-case `words-` id: its board, a clause saying what is wrong, or undefined for another id. */
export function parseWordsId(id: string, guesses: readonly [number, number]): WordsBoard | string | undefined {
  const m = /^words-(\d+)(?:-g(\d+))?$/.exec(id);
  if (m === null) return undefined;
  const read = idNumbers(m[2], guesses, [[m[1]!, GRAMMAR_BOUNDS.wordsLength, 'letters']]);
  if (typeof read === 'string') return read;
  return { family: 'words', length: read.values[0]!, maxGuesses: read.maxGuesses };
}

/** The canonical id of a Word Mastermind board. */
export function wordsBoardId(board: WordsBoard): string {
  return `words-${board.length}${guessesSuffix(board.maxGuesses)}`;
}

/** The word list of a Word Mastermind board, by file name. */
export function wordsBoardLists(board: WordsBoard): readonly string[] {
  return [wordListName(board.length)];
}

/**
 * The spec of a Word Mastermind board (Tsinghua Bulls-and-Cows paper): the words of `list`, all of
 * `board.length` letters, are the secrets and the guesses; feedback is bulls and cows.
 */
export function specOfWords(board: WordsBoard, list: WordListSource): WordsSpec {
  return {
    id: wordsBoardId(board),
    title: `Word Mastermind (${count(board.length, 'letter')}${guessesTitle(board.maxGuesses)})`,
    family: 'words',
    pegs: board.length,
    symbols: 'abcdefghijklmnopqrstuvwxyz',
    secrets: 'words',
    guesses: 'words',
    maxGuesses: board.maxGuesses,
    feedbackStyle: 'AB',
    words: { list: list.name, count: list.entries.length, sha256: list.sha256, entries: list.entries },
  };
}
