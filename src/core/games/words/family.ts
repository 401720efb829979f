// Word Mastermind's registration: `words-` boards, bulls and cows on a word list.
import type { GameFamily } from '../../family.ts';
import { createWordsGame } from './game.ts';
import { parseWordsId, specOfWords, wordsBoardId, wordsBoardLists, WORDS_GRAMMAR, type WordsBoard } from './grammar.ts';

/** Word Mastermind's registration: `words-` boards, on the word list of their length. */
export const WORDS_FAMILY: GameFamily<WordsBoard> = {
  board: 'words',
  spec: 'words',
  grammar: WORDS_GRAMMAR,
  parse: parseWordsId,
  boardId: wordsBoardId,
  lists: wordsBoardLists,
  listLength: (board) => board.length,
  // The list decides.
  size: () => undefined,
  specOf: (board, [list]) => specOfWords(board, list!),
  createGame: createWordsGame,
};
