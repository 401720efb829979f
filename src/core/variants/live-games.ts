// What is read through the list of live families (games with too many secrets to list, such as
// several boards with word lists at once, registered in families.ts): their grammar and their ids.
import type { LiveBoard, LiveFamily } from '../live-game.ts';
import { LIVE_FAMILIES } from './families.ts';

/** The live families' part of the grammar, as an error message shows it. */
export const LIVE_GRAMMAR = LIVE_FAMILIES.map((f) => f.grammar).join(', ');

/** A board of a live family and its family. */
export interface FoundLiveBoard {
  readonly family: LiveFamily;
  readonly board: LiveBoard;
}

/**
 * The live board an id names (case-insensitive), a clause saying what is wrong with an id of a
 * live family, or undefined when the id is no live family's.
 */
export function findLiveBoard(id: string): FoundLiveBoard | string | undefined {
  const lower = id.toLowerCase();
  for (const family of LIVE_FAMILIES) {
    const board = family.parse(lower);
    if (typeof board === 'string') return board;
    if (board !== undefined) return { family, board };
  }
  return undefined;
}
