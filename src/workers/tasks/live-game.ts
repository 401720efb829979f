// The live-game task: the next guess of a live game (several word boards at once), computed
// off the server's event loop.
import type { VariantSpec } from '../../core/game.ts';
import type { LiveGame } from '../../core/live-game.ts';
import { liveObjective } from '../../core/live.ts';
import { findLiveBoard } from '../../core/variants/live-games.ts';
import { gameOf } from './scorers.ts';

/** A live game's guess to compute (core/live-game.ts): the game's id, the specs of the games it is played on, the position. */
export interface LiveGameInput {
  readonly id: string;
  /** The specs of the games its board names, in order (the thread makes and keeps their games). */
  readonly specs: readonly VariantSpec[];
  readonly strategy: string;
  /** The words left on each unsolved board (guess indices, ascending). */
  readonly boards: readonly Int32Array[];
  readonly guessesLeft: number;
}

/** The games of live boards this thread has made, by id (each holds its kernel's buffers). */
const made = new Map<string, { readonly games: readonly object[]; readonly game: LiveGame }>();
/** Live games a thread keeps: a handful of ids at most exist (three boards of one family). */
const MADE_KEPT = 8;

/** The same pure computation as the server's inline path (LiveGame.choose), off its event loop. */
export function liveGameTask(input: LiveGameInput): { guess: number } {
  const found = findLiveBoard(input.id);
  if (typeof found !== 'object') throw new Error(`${input.id} is no live game`);
  const games = input.specs.map(gameOf);
  let held = made.get(input.id);
  // Made again when the thread has made its games again (they were let go).
  if (held === undefined || held.games.some((g, i) => g !== games[i])) {
    held = { games, game: found.family.create(found.board, games) };
    made.delete(input.id);
    if (made.size >= MADE_KEPT) made.delete(made.keys().next().value!);
    made.set(input.id, held);
  }
  const guess = held.game.choose({ boards: input.boards, guessesLeft: input.guessesLeft }, liveObjective(input.strategy));
  return { guess };
}
