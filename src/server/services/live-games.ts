// The live games (several boards of a game at once) behind the variant and next routes: made on
// their boards' games and played by the greedy objectives on the live threads.
import type { Game, VariantSpec } from '../../core/game.ts';
import type { LiveGame } from '../../core/live-game.ts';
import type { TextStep } from '../../core/history.ts';
import { OBJECTIVES } from '../../core/strategies/objectives.ts';
import { VariantIdError } from '../../core/variants/grammar.ts';
import { findLiveBoard } from '../../core/variants/live-games.ts';
import { HttpError } from '../errors/http-error.ts';
import type { LiveService } from './live-service.ts';
import type { NextAnswer } from './next-answer.ts';
import type { TreeService } from './tree-service.ts';
import { LruCache } from './lru.ts';

/**
 * The live games (core/live-game.ts, variants/live-games.ts) behind the variant and next routes:
 * made on the games their boards name, as the tree service makes any board (its lists, its limits),
 * and played by the greedy objectives, their guesses computed by the live service.
 */

/** The strategies that play a live game: the greedy objectives, each board's cost added up. */
export const LIVE_GAME_STRATEGIES: readonly string[] = OBJECTIVES.map((o) => o.id);

/** A live game and the specs of the games it is played on (what a thread makes it again from). */
export interface ServedLiveGame {
  readonly game: LiveGame;
  readonly specs: readonly VariantSpec[];
}

/** Each board's part of a next answer on a live game. */
export interface LiveBoardAnswer {
  remaining: number;
  solved: boolean;
  beyondList?: true;
}

/** The next answer on a live game: the routes' answer, `remaining` null past 2^53, and each board's count. */
export type LiveNextAnswer = Omit<NextAnswer, 'remaining'> & {
  remaining: number | null;
  boards: LiveBoardAnswer[];
  beyondList?: true;
};

/** Live games kept made, by canonical id (each -g{N} of a family is one; their kernel is shared). */
const LIVE_GAMES_KEPT = 16;

/** The live games of a server: made on its boards' games, described, and played by next. */
export class LiveGames {
  readonly #made = new LruCache<string, { readonly games: readonly Game[]; readonly served: ServedLiveGame }>(LIVE_GAMES_KEPT);

  constructor(
    readonly trees: TreeService,
    readonly live: LiveService,
  ) {}

  /**
   * The live game a variant id names, or undefined when it names none; a 400 showing the grammar for
   * an id of a live family that breaks its rule. Its games are the tree service's (its lists, within
   * its limits); the live game is made again when they are.
   */
  find(variant: string): ServedLiveGame | undefined {
    const found = findLiveBoard(variant);
    if (found === undefined) return undefined;
    if (typeof found === 'string') throw new HttpError(400, 'bad-variant', new VariantIdError(variant, found).message);
    const boards = found.board.games.map((id) => this.trees.board(id));
    const games = boards.map((b) => b.game);
    const held = this.#made.get(found.board.id);
    if (held !== undefined && held.games.every((g, i) => g === games[i])) return held.served;
    const served = { game: found.family.create(found.board, games), specs: boards.map((b) => b.spec) };
    this.#made.set(found.board.id, { games, served });
    return served;
  }

  /** A strategy id that plays live games, or a 404 naming them. */
  strategy(served: ServedLiveGame, id: string): string {
    const strategy = this.trees.strategy(id);
    if (!LIVE_GAME_STRATEGIES.includes(strategy.id)) {
      throw new HttpError(
        404,
        'not-built',
        `${served.game.id} is a live game, played by the greedy strategies alone (${LIVE_GAME_STRATEGIES.join(', ')}): ${strategy.id} needs a tree, and its secrets are too many for one.`,
      );
    }
    return strategy.id;
  }

  /**
   * The next guess after a history: a 400 for a step that cannot be read, a 422 for a contradiction
   * (naming the step and the board) or a board full without every board solved; once every board is
   * solved, no guess, as the other boards' routes answer a won game.
   */
  async next(served: ServedLiveGame, strategyId: string, raw: readonly TextStep[]): Promise<LiveNextAnswer> {
    const strategy = this.strategy(served, strategyId);
    const { game } = served;
    const verdict = game.judge(raw);
    switch (verdict.kind) {
      case 'malformed':
        throw new HttpError(400, 'bad-history', verdict.message);
      case 'contradiction':
        throw new HttpError(422, 'inconsistent-history', verdict.message);
      case 'board-full':
        throw new HttpError(422, 'board-full', verdict.message);
    }
    const step = verdict.steps + 1;
    const boards = verdict.boards.map((b): LiveBoardAnswer => ({
      remaining: b.remaining.length,
      solved: b.solved,
      ...(b.beyondList ? { beyondList: true as const } : {}),
    }));
    const remaining = verdict.remaining <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(verdict.remaining) : null;
    const beyond = boards.some((b) => b.beyondList === true) ? { beyondList: true as const } : {};
    if (verdict.kind === 'solved') return { guess: null, remaining, solved: true, source: 'live', step, boards, ...beyond };
    const answer = await this.live.liveGame(game, served.specs, strategy, verdict.key, verdict.position);
    return { guess: game.formatGuess(answer.guess), remaining, solved: false, source: 'live', step, boards, ...beyond };
  }
}
