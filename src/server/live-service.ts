import type { Game } from '../core/game.ts';
import { formatHistory, playedState, type Step } from '../core/history.ts';
import { chooseLive, DEFAULT_LIVE_BUDGET, liveObjective } from '../core/live.ts';
import { createScorer, type Scorer } from '../core/scorer.ts';
import { LruCache } from './lru.ts';

/** Limits of live (off-tree) answers. */
export interface LiveOptions {
  /** Work budget per answer in guess x secret evaluations (above it, the cheaper rule). */
  readonly budget: number;
  /** Entries of the answer cache. */
  readonly cacheSize: number;
  /**
   * Largest score table built for a variant, in guess x secret entries; bigger variants score on
   * the fly. Tables speed live answers several times but cost one byte per entry.
   */
  readonly tableLimit: number;
}

/** Defaults: about 100 ms of work at most, 10 000 cached answers, tables up to 32 MB. */
export const DEFAULT_LIVE_OPTIONS: LiveOptions = { budget: DEFAULT_LIVE_BUDGET, cacheSize: 10_000, tableLimit: 32 * 1024 * 1024 };

/** A live answer: the guess, and whether the budget forced the cheaper rule. */
export interface LiveAnswer {
  readonly guess: number;
  readonly fast: boolean;
}

/** Live answers with a bounded cache keyed by variant, objective and the normalised history. */
export class LiveService {
  readonly #cache: LruCache<string, LiveAnswer>;
  readonly #scorers = new Map<string, Scorer>();
  /** Answers computed (not from the cache), for tests and logs. */
  computed = 0;

  constructor(readonly options: LiveOptions = DEFAULT_LIVE_OPTIONS) {
    this.#cache = new LruCache(options.cacheSize);
  }

  /** The live guess for a history whose consistent secrets are `remaining` (non-empty). */
  answer(game: Game, strategyId: string, steps: readonly Step[], remaining: Int32Array): LiveAnswer {
    const objective = liveObjective(strategyId);
    const key = `${game.spec.id}/${objective.id}/${formatHistory(game, steps)}`;
    const cached = this.#cache.get(key);
    if (cached !== undefined) return cached;
    const choice = chooseLive(this.#scorer(game), objective, playedState(game, steps), remaining, this.options.budget);
    const answer = { guess: choice.guess, fast: choice.fast };
    this.computed++;
    this.#cache.set(key, answer);
    return answer;
  }

  /** Entries in the cache. */
  get cacheEntries(): number {
    return this.#cache.size;
  }

  // One scorer per variant, built on first use: tables take time and memory only when needed.
  #scorer(game: Game): Scorer {
    let scorer = this.#scorers.get(game.spec.id);
    if (scorer === undefined) this.#scorers.set(game.spec.id, (scorer = createScorer(game, this.options.tableLimit)));
    return scorer;
  }
}
