// The Mastermind family's registrations: Mastermind (`mm-`) and Bulls and Cows (`bc-`, the same
// game on codes of different digits).
import type { GameFamily } from '../../family.ts';
import { MASTERMIND_CATALOGUE } from './catalogue.ts';
import { createMastermindGame } from './game.ts';
import {
  BC_GRAMMAR,
  bullsAndCowsBoardId,
  bullsAndCowsSize,
  mastermindBoardId,
  mastermindSize,
  MM_GRAMMAR,
  parseBullsAndCowsId,
  parseMastermindId,
  specOfBoard,
  type BullsAndCowsBoard,
  type MastermindBoard,
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
  symbolCodes: true,
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
  symbolCodes: true,
};
