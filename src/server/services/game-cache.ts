// The games the server plays its boards on, made once: data/'s boards kept for good, any other in
// a cache bounded in bytes, least recently used out first.
import type { Game, VariantSpec } from '../../core/game.ts';
import { gameBytes } from '../../core/game-bytes.ts';
import { createGame } from '../../core/variants/games.ts';
import { sharedGame } from '../../store/load-trees.ts';
import { LruCache } from './lru.ts';
import type { TreeRegistry } from './registry.ts';

/**
 * Bytes of the games kept for boards without a file of data/, by default (the server's memory
 * ceiling gives its own: memory-plan.ts): a game is counted as 100 bytes a code (gameBytes), so
 * about half a million codes, a dozen boards of 40,000 codes or hundreds of small ones. A count
 * alone let a client fill memory with a few hundred large boards that differ only in their
 * guesses allowed (mm-6x6-g1 to -g50).
 */
export const GAME_CACHE_BYTES = 48 * 1024 * 1024;

/**
 * The games the server plays its boards on, made once: a board of data/ on the game its files
 * were checked on (one per board, for good), any other board on one of a bounded cache, least
 * recently used first out (made again when asked for after). Trees built on demand are checked
 * on these games too, so they keep none for good.
 */
export class GameCache {
  readonly #games: LruCache<string, Game>;

  constructor(
    readonly registry: TreeRegistry,
    bytes: number = GAME_CACHE_BYTES,
  ) {
    this.#games = new LruCache<string, Game>(bytes, gameBytes);
  }

  /** The game of a spec, made once while it is kept. */
  game(spec: VariantSpec): Game {
    // The game the files of a served board are played on (whether decoded yet or not).
    if (this.registry.loaded && this.registry.has(spec.id)) return sharedGame(spec);
    // Users' lists of the same id are the same lists (the id is their checksum): the id is the key.
    let game = this.#games.get(spec.id);
    if (game === undefined) {
      game = createGame(spec);
      this.#games.set(spec.id, game);
    }
    return game;
  }

  /** Bytes of the games kept now, as counted (gameBytes). */
  get bytes(): number {
    return this.#games.weight;
  }

  /** Lets go of the games used least recently, half of what is kept (memory pressure): each is made again when asked for. */
  shed(): void {
    this.#games.evictTo(this.#games.weight / 2);
  }
}
