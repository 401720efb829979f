// The list of live families (games with too many secrets to list, such as several Wordle boards
// at once): a new one is one line here, and everything else finds it through this list.
import type { LiveBoard, LiveFamily } from '../live-game.ts';
import { QUORDLE_FAMILY } from '../games/quordle/game.ts';

/**
 * The live families (core/live-game.ts): games whose secrets are too many to list, played live.
 * A new one is one line here; the grammar, the server, its threads and the command line find it
 * through this list.
 */
export const LIVE_FAMILIES: readonly LiveFamily[] = [QUORDLE_FAMILY];

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
