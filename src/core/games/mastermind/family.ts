// The Mastermind family's registrations: Mastermind (`mm-`), Bulls and Cows (`bc-`, the same game
// on codes of different digits) and Word Mastermind (`words-`, bulls and cows on a word list).
import type { GameFamily } from '../../family.ts';
import { MASTERMIND_CATALOGUE } from './catalogue.ts';
import { createMastermindGame } from '../mastermind.ts';
import { createWordsGame } from '../words.ts';
import {
  BC_GRAMMAR,
  bullsAndCowsBoardId,
  bullsAndCowsSize,
  mastermindBoardId,
  mastermindSize,
  MM_GRAMMAR,
  parseBullsAndCowsId,
  parseMastermindId,
  parseWordsId,
  specOfBoard,
  specOfWords,
  wordsBoardId,
  wordsBoardLists,
  WORDS_GRAMMAR,
  type BullsAndCowsBoard,
  type MastermindBoard,
  type WordsBoard,
} from './grammar.ts';

/** Mastermind's registration (variants/families.ts): `mm-` boards; its game plays the catalogue's Mastermind specs too. */
export const MASTERMIND_FAMILY: GameFamily<MastermindBoard> = {
  board: 'mastermind',
  spec: 'mastermind',
  grammar: MM_GRAMMAR,
  parse: parseMastermindId,
  boardId: mastermindBoardId,
  lists: () => [],
  listLength: () => 0,
  size: mastermindSize,
  specOf: (board) => specOfBoard(board),
  createGame: createMastermindGame,
  // Every catalogue game of its specs (Bulls and Cows' among them, which are Mastermind's).
  catalogue: MASTERMIND_CATALOGUE,
};

/** Bulls and Cows' registration: `bc-` boards, whose specs are Mastermind's (codes of different digits). */
export const BULLS_AND_COWS_FAMILY: GameFamily<BullsAndCowsBoard> = {
  board: 'bulls-and-cows',
  spec: 'mastermind',
  grammar: BC_GRAMMAR,
  parse: parseBullsAndCowsId,
  boardId: bullsAndCowsBoardId,
  lists: () => [],
  listLength: () => 0,
  size: bullsAndCowsSize,
  specOf: (board) => specOfBoard(board),
  createGame: createMastermindGame,
};

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
