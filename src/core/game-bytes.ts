// What a game weighs in the caches that keep games: 100 bytes a code, measured and rounded up, so
// that their byte bounds count games too.
import type { Game } from './game.ts';

/**
 * What a game is counted as in the caches that keep games, in bytes a code (secret or guess):
 * measured once made from 24 (Mastermind boards) to 89 (a word game's lists with hard mode's tables),
 * rounded up for what a game adds in use (hard mode's constraints, interned as they are met).
 */
export const GAME_BYTES_PER_CODE = 100;

/** Bytes a game is counted as: GAME_BYTES_PER_CODE a code. */
export function gameBytes(game: Game): number {
  return (game.secretCount + game.guessCount) * GAME_BYTES_PER_CODE;
}
