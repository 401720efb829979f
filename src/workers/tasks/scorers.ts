import type { Game, VariantSpec } from '../../core/game.ts';
import { createGame } from '../../core/variants/games.ts';
import { createScorer, type Scorer } from '../../core/scorer.ts';

/**
 * A thread keeps the games and scorers it has built, so a variant's tables are made once per
 * thread; the most recently used few only, since any board of the grammar and any user's lists
 * may be asked for (a Wordle scorer holds two tables of up to LIVE tableLimit entries each).
 */
export const THREAD_GAMES = 16;
/**
 * Codes (secrets and guesses) of the games a thread keeps, at most: sixteen boards of 60,000
 * codes held about 130 MB on the live thread. The server's own bound (GAME_CACHE_CODES).
 */
export const THREAD_GAME_CODES = 500_000;
/** Scorers a thread keeps. */
export const THREAD_SCORERS = 4;

const games = new Map<string, Game>();
const scorers = new Map<string, Scorer>();

/**
 * The value of a key in a least-recently-used map (a Map's order is insertion order), made and
 * kept when absent; the oldest go beyond `limit` values or `maxWeight` in all (the newest stays).
 */
function kept<V>(map: Map<string, V>, key: string, limit: number, make: () => V, weigh?: (value: V) => number, maxWeight = Infinity): V {
  let value = map.get(key);
  if (value !== undefined) map.delete(key);
  else value = make();
  map.set(key, value);
  let weight = weigh === undefined ? 0 : [...map.values()].reduce((sum, v) => sum + weigh(v), 0);
  for (const [oldest, held] of map) {
    if ((map.size <= limit && weight <= maxWeight) || map.size === 1) break;
    map.delete(oldest);
    if (weigh !== undefined) weight -= weigh(held);
  }
  return value;
}

/** The game of a spec, built once per thread. */
export function gameOf(spec: VariantSpec): Game {
  return kept(
    games,
    spec.id,
    THREAD_GAMES,
    () => createGame(spec),
    (game) => game.secretCount + game.guessCount,
    THREAD_GAME_CODES,
  );
}

/**
 * A scorer over the main thread's score table when one is given (shared memory, so no thread
 * builds it again), else over a table of its own up to `tableLimit` entries.
 */
export function scorerOf(spec: VariantSpec, table: Uint8Array | undefined, tableLimit?: number): Scorer {
  const key = table !== undefined ? `${spec.id}/shared` : `${spec.id}/${tableLimit ?? 'default'}`;
  return kept(scorers, key, THREAD_SCORERS, () => {
    const game = gameOf(spec);
    return table !== undefined ? createScorer(game, undefined, table) : createScorer(game, tableLimit);
  });
}
