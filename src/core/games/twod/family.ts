// twoD's registration: a family of one catalogue game and no ids of the grammar.
import type { SpecFamily } from '../../family.ts';
import { createTwodGame } from './game.ts';
import { TWOD } from './spec.ts';

/** twoD's registration (variants/families.ts): its game, and its one game of the catalogue. */
export const TWOD_FAMILY: SpecFamily = {
  spec: 'twod',
  createGame: createTwodGame,
  catalogue: [TWOD],
};
