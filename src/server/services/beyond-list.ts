/**
 * No dead end on a board of word lists: a history that no answer of the board fits, but some
 * accepted words do, is answered over those words, as the board's `-all` twin would, and the
 * answer says so (`beyondList: true`). A history no accepted word fits stays the board's own 422.
 */
import type { Game, VariantSpec } from '../../core/game.ts';
import { beyondListId } from '../../core/variants/parse.ts';
import { HttpError } from '../errors/http-error.ts';

/** A board as the routes play it: its spec and its game. */
export interface PlayedBoard {
  readonly spec: VariantSpec;
  readonly game: Game;
}

/** What a route answered, marked when it was answered beyond the board's list. */
export type MaybeBeyond<T> = T & { beyondList?: true };

/**
 * Runs `onBoard`; when it refuses the history as inconsistent with the board's answers and the
 * board has a wider twin (`beyondListId`), runs `onTwin` on that twin instead and marks the answer.
 * `twinBoard` makes the twin's board (the tree service's, so limits and caches hold).
 */
export async function withBeyondList<T extends object>(
  spec: VariantSpec,
  twinBoard: (id: string) => PlayedBoard,
  onBoard: () => Promise<T>,
  onTwin: (twin: PlayedBoard) => Promise<T>,
): Promise<MaybeBeyond<T>> {
  try {
    return await onBoard();
  } catch (err) {
    if (!(err instanceof HttpError && err.code === 'inconsistent-history')) throw err;
    const twin = beyondListId(spec.id);
    if (twin === undefined) throw err;
    try {
      return { ...(await onTwin(twinBoard(twin))), beyondList: true };
    } catch (beyond) {
      // No accepted word fits either: the board's own message names the step that contradicts.
      if (beyond instanceof HttpError && beyond.code === 'inconsistent-history') throw err;
      throw beyond;
    }
  }
}
