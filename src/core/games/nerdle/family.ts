// Nerdle's registration: the one line variants/families.ts needs to know the game.
import type { GameFamily } from '../../family.ts';
import { createNerdleGame, type NerdleSpec } from './game.ts';
import { NERDLE_GRAMMAR, nerdleBoardId, nerdleSize, nerdleSpec, parseNerdleId, type NerdleBoard } from './grammar.ts';

/** Nerdle's registration (variants/families.ts): its grammar, specs and game; its equations need no list. */
export const NERDLE_FAMILY: GameFamily<NerdleBoard> = {
  board: 'nerdle',
  spec: 'nerdle',
  grammar: NERDLE_GRAMMAR,
  parse: parseNerdleId,
  boardId: nerdleBoardId,
  lists: () => [],
  listLength: (board) => board.length,
  size: nerdleSize,
  specOf: (board) => nerdleSpec(board),
  createGame: (spec) => createNerdleGame(spec as NerdleSpec),
  // `/nerdle`, `/nerdle-6/assist`, `/nerdle/review`.
  pages: { prefixes: ['nerdle'], views: ['assist', 'review'] },
};
