// The games and scorers a thread keeps, so a board's tables are made once a thread: the most
// recently used few, bounded in bytes by the pool's memory plan.
import { workerData } from 'node:worker_threads';
import type { Game, VariantSpec } from '../../core/game.ts';
import { createGame } from '../../core/variants/games.ts';
import { gameBytes } from '../../core/game-bytes.ts';
import { createScorer, DEFAULT_TABLE_LIMIT, type Scorer } from '../../core/scorer.ts';
import type { ThreadData, ThreadMemory } from '../protocol.ts';
import { feedbackBytes, type FeedbackArray } from '../../core/feedback-array.ts';

/**
 * A thread keeps the games and scorers it has built, so a variant's tables are made once per
 * thread; the most recently used few only, and within a number of bytes each (the pool's
 * ThreadMemory), since any board of the grammar and any user's lists may be asked for.
 */
export const THREAD_GAMES = 16;
/** Scorers a thread keeps. */
export const THREAD_SCORERS = 4;

/** A thread's bounds when its pool gives none (and on the main thread): about a dozen large boards, and two tables of 32 million entries. */
export const DEFAULT_THREAD_MEMORY: ThreadMemory = { gameBytes: 48 * 1024 * 1024, scorerBytes: 128 * 1024 * 1024 };

/** This thread's bounds: its pool's (workerData), else the defaults. */
export const THREAD_MEMORY: ThreadMemory = { ...DEFAULT_THREAD_MEMORY, ...(workerData as ThreadData | null)?.memory };

/** Bytes of a scorer's own tables: its score table unless another thread made it (shared memory), and its table by secret when that is a copy. */
function scorerBytes(scorer: Scorer, shared: boolean): number {
  const own = shared ? 0 : (scorer.table?.byteLength ?? 0);
  return own + (scorer.columns !== undefined && scorer.columns !== scorer.table ? scorer.columns.byteLength : 0);
}

interface Held<V> {
  readonly value: V;
  readonly bytes: number;
}

const games = new Map<string, Held<Game>>();
const scorers = new Map<string, Held<Scorer>>();

/**
 * The value of a key in a least-recently-used map (a Map's order is insertion order), made and
 * kept when absent; the oldest go beyond `limit` values or `maxBytes` in all (the newest stays),
 * each counted as it weighed when it was made. `expected`, the bytes a value about to be made will
 * take, lets the oldest go before it is made rather than after, so that a thread moving from one
 * large board to the next never holds both tables.
 */
function kept<V>(
  map: Map<string, Held<V>>,
  key: string,
  limit: number,
  maxBytes: number,
  make: () => V,
  weigh: (value: V) => number,
  expected = 0,
): V {
  let held = map.get(key);
  if (held !== undefined) map.delete(key);
  else {
    trim(map, limit - 1, maxBytes - expected, 0);
    const value = make();
    held = { value, bytes: weigh(value) };
  }
  map.set(key, held);
  trim(map, limit, maxBytes, 1);
  return held.value;
}

/** Lets go of the oldest values until at most `limit` values of at most `maxBytes` in all are left, or `keep` (the newest stay). */
function trim<V>(map: Map<string, Held<V>>, limit: number, maxBytes: number, keep: number): void {
  let bytes = 0;
  for (const h of map.values()) bytes += h.bytes;
  for (const [oldest, h] of map) {
    if ((map.size <= limit && bytes <= maxBytes) || map.size <= keep) break;
    map.delete(oldest);
    bytes -= h.bytes;
  }
}

/** The game of a spec, built once per thread while kept. */
export function gameOf(spec: VariantSpec): Game {
  return kept(games, spec.id, THREAD_GAMES, THREAD_MEMORY.gameBytes, () => createGame(spec), gameBytes);
}

/**
 * A scorer over the main thread's score table when one is given (shared memory, so no thread
 * builds it again), else over a table of its own up to `tableLimit` entries.
 */
export function scorerOf(spec: VariantSpec, table: FeedbackArray | undefined, tableLimit?: number): Scorer {
  const game = gameOf(spec);
  const key = table !== undefined ? `${spec.id}/shared` : `${spec.id}/${tableLimit ?? 'default'}`;
  return kept(
    scorers,
    key,
    THREAD_SCORERS,
    THREAD_MEMORY.scorerBytes,
    () => {
      return table !== undefined ? createScorer(game, undefined, table) : createScorer(game, tableLimit);
    },
    (scorer) => scorerBytes(scorer, table !== undefined),
    table !== undefined ? 0 : tableBytes(game, tableLimit),
  );
}

/** The bytes of the tables a scorer of a game will make with this limit (its table, and the table by secret; none when too large). */
function tableBytes(game: Game, tableLimit = DEFAULT_TABLE_LIMIT): number {
  const entries = game.secretCount * game.guessCount;
  return entries > tableLimit ? 0 : entries * feedbackBytes(game.feedbackCount) * (game.symmetricScore ? 1 : 2);
}

/** Lets go of every game and scorer this thread keeps (their memory is collected with them). */
export function forgetKept(): void {
  games.clear();
  scorers.clear();
}
