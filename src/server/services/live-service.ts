// Live answers off the tree, reviews and suggestions, computed on threads of their own with
// bounded caches, identical requests in flight sharing one computation.
import type { Game, VariantSpec } from '../../core/game.ts';
import type { LiveGame, LivePosition } from '../../core/live-game.ts';
import { formatHistory, packSteps, playedState, type Step } from '../../core/history.ts';
import { chooseLive, DEFAULT_LIVE_BUDGET, liveObjective, liveTableLimit } from '../../core/live.ts';
import { createScorer, type Scorer } from '../../core/scorer.ts';
import { DEFAULT_REVIEW_BUDGETS, reviewGame, type StepGrade, type StepReview } from '../../core/review.ts';
import { suggestGuesses, type Suggestions } from '../../core/suggest.ts';
import { treeGrades, type TreeGrade } from '../../core/review-tree.ts';
import type { ReviewTree } from './optimal-tree.ts';
import { TaskError } from '../../workers/errors.ts';
import { TaskPool, type PoolOptions } from '../../workers/pool.ts';
import { THREAD_IDLE_MS, type ThreadPlan } from './memory-plan.ts';
import { gameBytes } from '../../core/game-bytes.ts';
import { HttpError } from '../errors/http-error.ts';
import { LruCache } from './lru.ts';
import { OpeningsService, type OpeningsOptions } from './openings.ts';
import type { GreedyStrategyId } from '../../core/strategies/objectives.ts';
import { DEFAULT_DATA_DIR } from '../../store/paths.ts';
import { familyOfSpec } from '../../core/variants/families.ts';

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
  /** Worker threads computing live answers; 0 computes them on the event loop (tests, tiny deployments). */
  readonly workers: number;
  /** Live answers allowed to wait for a worker; beyond, 503 with Retry-After. */
  readonly maxQueue: number;
  /** The longest one live answer (or review) may take from its request, waiting included, in milliseconds (LIVE_TASK_TIMEOUT_MS unless a test says otherwise). */
  readonly timeoutMs?: number;
  /** What the threads of live answers, reviews and openings may take (the memory plan's); none by default. */
  readonly threads?: { readonly live: ThreadPlan; readonly review: ThreadPlan; readonly openings: ThreadPlan };
  /** How long a thread stays without work before it is stopped (default THREAD_IDLE_MS). */
  readonly idleMs?: number;
}

/** Defaults: about 100 ms of work at most, 10 000 cached answers, tables up to 32 MB, one worker, 16 waiting. */
export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  budget: DEFAULT_LIVE_BUDGET,
  cacheSize: 10_000,
  tableLimit: 32 * 1024 * 1024,
  workers: 1,
  maxQueue: 16,
};

/**
 * The longest one live computation may take from its request, waiting for a thread included (the
 * work budget keeps them far shorter): a task still waiting then, or still running (its thread is
 * replaced), is answered 503, so no request waits longer for its answer, however many are ahead of it.
 */
export const LIVE_TASK_TIMEOUT_MS = 10_000;

/**
 * Boards of at most this many guess x secret pairs (256 codes: mm-4x4, mm-3x6, bc-3x6 and every
 * smaller board) are answered live on the event loop even when there are live threads: with its
 * score table (64 KB at most, kept for the last INLINE_BOARDS boards) an answer takes well under a
 * millisecond, less than a round trip to a thread, and it never waits behind costly answers queued
 * for the threads, nor is refused with them.
 */
export const INLINE_LIVE_CELLS = 65_536;

/**
 * On boards whose family's kernel scores by columns (scoresByColumns), nodes of at most this many
 * guess x answer pairs (the answers left after two guesses: 20 at most on 12,947 guesses) are
 * answered on the event loop too: the kernel takes a millisecond or two for them, without a
 * table, less than a thread's round trip, and nothing to wait for while the live thread starts.
 * Lists of at most as many answers x guesses get their openings there too (a few milliseconds).
 */
export const INLINE_COLUMN_PAIRS = 262_144;

/**
 * Bytes of the scorers the event loop keeps for small boards (64 KB of tables each at most, and as
 * much for the table by secret) and for the small nodes of boards scored by columns (no table; their games).
 */
const INLINE_TABLE_BYTES = 16 * 1024 * 1024;

/** Bytes of the score tables the event loop keeps without live threads (LIVE_WORKERS=0), when the plan gives none. */
const EVENT_LOOP_TABLE_BYTES = 128 * 1024 * 1024;

/** Bytes a scorer holds: its tables (the table, and the table by secret when it is a copy), and its game, which it keeps alive. */
function scorerBytes(scorer: Scorer): number {
  const table = scorer.table?.byteLength ?? 0;
  return gameBytes(scorer.game) + table + (scorer.columns !== undefined && scorer.columns !== scorer.table ? scorer.columns.byteLength : 0);
}

/** Seconds a client is asked to wait before retrying a refused live answer. */
const RETRY_AFTER_SECONDS = 1;

/** Reviews kept whole, and step gradings kept by position and guess (inline boards; threads keep their own). */
const REVIEWS_KEPT = 1000;
/** Suggestions kept, by position and what was asked. */
const SUGGESTIONS_KEPT = 1000;
const GRADES_KEPT = 4096;

/** A live answer: the guess, and whether the budget forced the cheaper rule. */
export interface LiveAnswer {
  readonly guess: number;
  readonly fast: boolean;
}

/**
 * Live answers with a bounded cache keyed by variant, objective and the normalised history;
 * identical requests in flight share one computation.
 */
export class LiveService {
  readonly #cache: LruCache<string, LiveAnswer>;
  readonly #inFlight = new Map<string, Promise<LiveAnswer>>();
  readonly #scorers: LruCache<string, Scorer>;
  readonly #pool: TaskPool | null;
  /** Reviews' own lane: a review never waits behind live answers, nor they behind it. */
  readonly #reviewPool: TaskPool | null;
  readonly #reviews = new LruCache<string, StepReview[]>(REVIEWS_KEPT);
  readonly #reviewing = new Map<string, Promise<StepReview[]>>();
  readonly #grades = new LruCache<string, StepGrade>(GRADES_KEPT);
  readonly #suggestions = new LruCache<string, Suggestions>(SUGGESTIONS_KEPT);
  readonly #suggesting = new Map<string, Promise<Suggestions>>();
  /** Answers computed (not from the cache), for tests and logs. */
  computed = 0;

  /** The openings of boards' lists (families with liveOpenings): the first two guesses of each, by the full rule. */
  readonly openings: OpeningsService;

  constructor(
    readonly options: LiveOptions = DEFAULT_LIVE_OPTIONS,
    openings?: Omit<OpeningsOptions, 'thread'>,
  ) {
    const { threads, idleMs = THREAD_IDLE_MS } = options;
    const lane = (plan: ThreadPlan | undefined): Partial<PoolOptions> =>
      plan === undefined ? { idleMs } : { idleMs, resourceLimits: plan.resourceLimits, memory: plan.memory };
    this.openings = new OpeningsService({
      dataDir: DEFAULT_DATA_DIR,
      cacheDir: undefined,
      ...openings,
      thread: options.workers > 0,
      inlinePairs: INLINE_COLUMN_PAIRS,
      pool: lane(threads?.openings),
      timeoutMs: options.timeoutMs ?? LIVE_TASK_TIMEOUT_MS,
    });
    this.#cache = new LruCache(options.cacheSize);
    // Without threads, a scorer (and table) per board asked for, as before; with them, small boards' only; within bytes either way.
    this.#scorers = new LruCache(
      options.workers > 0 ? INLINE_TABLE_BYTES : (threads?.live.memory.scorerBytes ?? EVENT_LOOP_TABLE_BYTES),
      scorerBytes,
    );
    // Threads start on the first live request (or review): most traffic stays on the trees and never needs them.
    const deadlineMs = options.timeoutMs ?? LIVE_TASK_TIMEOUT_MS;
    this.#pool =
      options.workers > 0 ? new TaskPool({ size: options.workers, maxQueue: options.maxQueue, deadlineMs, ...lane(threads?.live) }) : null;
    this.#reviewPool =
      options.workers > 0 ? new TaskPool({ size: 1, maxQueue: options.maxQueue, deadlineMs, ...lane(threads?.review) }) : null;
  }

  /** The live guess for a history whose consistent secrets are `remaining` (non-empty). */
  async answer(game: Game, strategyId: string, steps: readonly Step[], remaining: Int32Array): Promise<LiveAnswer> {
    const objective = liveObjective(strategyId);
    const key = `${game.spec.id}/${objective.id}/${formatHistory(game, steps)}`;
    const cached = this.#cache.get(key);
    if (cached !== undefined) return cached;
    const pending = this.#inFlight.get(key);
    if (pending !== undefined) return pending;
    const promise = this.#compute(game, objective.id, steps, remaining)
      .then((answer) => {
        this.computed++;
        this.#cache.set(key, answer);
        return answer;
      })
      .finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, promise);
    return promise;
  }

  /**
   * A live game's guess (core/live-game.ts) at an open position whose history's canonical text is
   * `key`: cached and shared while in flight as the answers above are; on the live threads (the
   * same queue and time limits) unless it takes at most INLINE_COLUMN_PAIRS evaluations. A
   * position where every board still has every answer takes its board game's opening when its
   * family has openings (committed in data/openings/ for the project's lists), as each board splits alike.
   * `specs` are those of the games the live game is played on, which a thread makes again.
   */
  async liveGame(
    game: LiveGame,
    specs: readonly VariantSpec[],
    strategyId: string,
    key: string,
    position: LivePosition,
  ): Promise<LiveAnswer> {
    const objective = liveObjective(strategyId);
    const cacheKey = `${game.id}/${objective.id}/${key}`;
    const cached = this.#cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const pending = this.#inFlight.get(cacheKey);
    if (pending !== undefined) return pending;
    const promise = this.#computeLiveGame(game, specs, objective.id, position)
      .then((guess) => {
        const answer = { guess, fast: false };
        this.computed++;
        this.#cache.set(cacheKey, answer);
        return answer;
      })
      .finally(() => this.#inFlight.delete(cacheKey));
    this.#inFlight.set(cacheKey, promise);
    return promise;
  }

  async #computeLiveGame(game: LiveGame, specs: readonly VariantSpec[], objectiveId: string, position: LivePosition): Promise<number> {
    if (game.fresh(position) && familyOfSpec(game.boardGame.spec)?.liveOpenings !== undefined) {
      // The thread that answers the guesses after this one boots meanwhile.
      this.#pool?.start();
      const entry = this.openings.of(game.boardGame);
      const firsts = await this.openings.firstWithin(entry).catch((err: unknown) => {
        throw liveError(err, 'opening');
      });
      const first = firsts.get(objectiveId as GreedyStrategyId);
      if (first !== undefined) return first;
    }
    if (this.#pool !== null && game.work(position) > INLINE_COLUMN_PAIRS) {
      const output = await this.#pool
        .run('live-game', { id: game.id, specs, strategy: objectiveId, boards: position.boards, guessesLeft: position.guessesLeft })
        .catch((err: unknown) => {
          throw liveError(err);
        });
      return output.guess;
    }
    return game.choose(position, liveObjective(objectiveId));
  }

  /**
   * The review of a history judged solved (core/review.ts): on a live thread for boards above
   * INLINE_LIVE_CELLS, within the same queue and time limits as live answers; cached by variant
   * and history (and the proved tree), identical requests in flight sharing one computation.
   * `optimal`, the board's tree of the least total when it has one, grades the steps that follow it
   * (the first only when its first guess is proved the best).
   */
  async review(game: Game, steps: readonly Step[], optimal?: ReviewTree): Promise<StepReview[]> {
    const known = optimal === undefined ? [] : treeGrades(optimal.flat, steps);
    if (optimal !== undefined && !optimal.rootProved && known.length > 0) known[0] = null;
    const key = `${game.spec.id}/${formatHistory(game, steps)}${optimal === undefined ? '' : `/${optimal.sha256}/${optimal.rootProved}`}`;
    const cached = this.#reviews.get(key);
    if (cached !== undefined) return cached;
    let pending = this.#reviewing.get(key);
    if (pending === undefined) {
      pending = this.#computeReview(game, steps, known)
        .then((review) => {
          this.#reviews.set(key, review);
          return review;
        })
        .finally(() => this.#reviewing.delete(key));
      this.#reviewing.set(key, pending);
    }
    return pending;
  }

  async #computeReview(game: Game, steps: readonly Step[], known: ReadonlyArray<TreeGrade | null>): Promise<StepReview[]> {
    const { tableLimit } = this.options;
    if (this.#reviewPool !== null && game.guessCount * game.secretCount > INLINE_LIVE_CELLS) {
      const flat = packSteps(steps);
      return this.#reviewPool.run('review', { spec: game.spec, steps: flat, tableLimit, known }).catch((err: unknown) => {
        throw liveError(err, 'review');
      });
    }
    // The same scorer as live answers (no table for a family scored by columns: its kernel scores it).
    let scorer = this.#scorers.get(game.spec.id);
    if (scorer === undefined) this.#scorers.set(game.spec.id, (scorer = createScorer(game, liveTableLimit(game.spec, tableLimit))));
    return reviewGame(scorer, steps, DEFAULT_REVIEW_BUDGETS, this.#grades, known);
  }

  /**
   * Suggestions at a position (core/suggest.ts): the answers `remaining` after `steps` (an open,
   * consistent history). On the reviews' thread for boards above INLINE_LIVE_CELLS (the same
   * gradings: they never wait behind live answers, nor these behind them), within the queue and
   * time limits of live answers; cached by variant, position and what was asked, identical requests
   * in flight sharing one computation. `choice` is the board's own guess there, `known` the figures
   * of its tree of the least total when the history follows it.
   */
  async suggest(
    game: Game,
    steps: readonly Step[],
    remaining: Int32Array,
    ask: {
      readonly limit: number;
      readonly answersOnly: boolean;
      readonly choice?: number | undefined;
      readonly known?: TreeGrade | null | undefined;
    },
  ): Promise<Suggestions> {
    const known = ask.known ?? null;
    const key = [
      game.spec.id,
      formatHistory(game, steps),
      ask.limit,
      ask.answersOnly,
      ask.choice ?? -1,
      known === null ? '' : `${known.guess}:${known.total}:${known.depth}`,
    ].join('/');
    const cached = this.#suggestions.get(key);
    if (cached !== undefined) return cached;
    let pending = this.#suggesting.get(key);
    if (pending === undefined) {
      pending = this.#computeSuggestions(game, steps, remaining, { ...ask, known })
        .then((answer) => {
          this.#suggestions.set(key, answer);
          return answer;
        })
        .finally(() => this.#suggesting.delete(key));
      this.#suggesting.set(key, pending);
    }
    return pending;
  }

  async #computeSuggestions(
    game: Game,
    steps: readonly Step[],
    remaining: Int32Array,
    ask: { readonly limit: number; readonly answersOnly: boolean; readonly choice?: number | undefined; readonly known: TreeGrade | null },
  ): Promise<Suggestions> {
    const { tableLimit } = this.options;
    if (this.#reviewPool !== null && game.guessCount * game.secretCount > INLINE_LIVE_CELLS) {
      const flat = packSteps(steps);
      return this.#reviewPool
        .run('suggest', {
          spec: game.spec,
          steps: flat,
          limit: ask.limit,
          answersOnly: ask.answersOnly,
          choice: ask.choice ?? -1,
          known: ask.known,
          tableLimit,
        })
        .catch((err: unknown) => {
          throw liveError(err, 'suggestion');
        });
    }
    let scorer = this.#scorers.get(game.spec.id);
    if (scorer === undefined) this.#scorers.set(game.spec.id, (scorer = createScorer(game, liveTableLimit(game.spec, tableLimit))));
    return suggestGuesses(scorer, steps, remaining, ask);
  }

  /** Live answers waiting for a thread. */
  get queued(): number {
    return this.#pool?.queued ?? 0;
  }

  /** Threads computing live answers now. */
  get running(): number {
    return this.#pool?.running ?? 0;
  }

  /** Entries in the cache. */
  get cacheEntries(): number {
    return this.#cache.size;
  }

  /** Reviews waiting for their thread, and computed on it now. */
  get reviewsQueued(): number {
    return this.#reviewPool?.queued ?? 0;
  }

  get reviewsRunning(): number {
    return this.#reviewPool?.running ?? 0;
  }

  /**
   * Lets go of half of what it holds beyond its answers (memory pressure): the event loop's score
   * tables, the reviews and gradings kept; and stops the threads without work now (live answers,
   * reviews, openings).
   */
  shed(): void {
    for (const cache of [this.#scorers, this.#reviews, this.#grades]) cache.evictTo(cache.weight / 2);
    this.#pool?.stopIdle();
    this.#reviewPool?.stopIdle();
    this.openings.shed();
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all([this.#pool?.close(), this.#reviewPool?.close(), this.openings.close()]);
  }

  async #compute(game: Game, objectiveId: string, steps: readonly Step[], remaining: Int32Array): Promise<LiveAnswer> {
    const { tableLimit } = this.options;
    let budget = this.options.budget;
    // On a board whose family has openings (liveOpenings), the first guess and the second after it are the
    // full rule's, whatever the budget: the openings of the lists (a lookup once known; the second is
    // computed here until they are whole).
    const family = familyOfSpec(game.spec);
    const openings = family?.liveOpenings;
    if (openings !== undefined && steps.length <= 1) {
      // The thread that answers the guesses after these boots meanwhile.
      if (game.guessCount * game.secretCount > INLINE_LIVE_CELLS) this.#pool?.start();
      const entry = this.openings.of(game);
      // Bounded as any live answer: lists whose openings are still being computed answer 503 busy, retried shortly.
      const firsts = await this.openings.firstWithin(entry).catch((err: unknown) => {
        throw liveError(err, 'opening');
      });
      const first = firsts.get(objectiveId as GreedyStrategyId)!;
      if (steps.length === 0) return { guess: first, fast: false };
      if (steps[0]!.guess === first) {
        const guess = entry.done === undefined ? undefined : openings.guess(entry.done, objectiveId as GreedyStrategyId, steps, game);
        if (guess !== undefined) return { guess, fast: false };
        budget = Infinity;
      }
    }
    const inline =
      game.guessCount * game.secretCount <= INLINE_LIVE_CELLS ||
      (family?.scoresByColumns === true && game.guessCount * remaining.length <= INLINE_COLUMN_PAIRS);
    if (this.#pool !== null && !inline) {
      const flat = packSteps(steps);
      return this.#pool
        .run('live-answer', { spec: game.spec, strategy: objectiveId, steps: flat, budget, tableLimit })
        .catch((err: unknown) => {
          throw liveError(err);
        });
    }
    let scorer = this.#scorers.get(game.spec.id);
    if (scorer === undefined) this.#scorers.set(game.spec.id, (scorer = createScorer(game, liveTableLimit(game.spec, tableLimit))));
    // Without threads every board is answered here; with them, only the small ones (INLINE_LIVE_CELLS) and small nodes scored by columns.
    const choice = chooseLive(scorer, liveObjective(objectiveId), playedState(game, steps), remaining, budget);
    return { guess: choice.guess, fast: choice.fast };
  }
}

/** The answer a refused or failed live computation gets: 503 with Retry-After when it is worth retrying. */
export function liveError(err: unknown, what = 'off-tree answer'): Error {
  if (!(err instanceof TaskError)) return err instanceof Error ? err : new Error(String(err));
  const retry = { 'Retry-After': String(RETRY_AFTER_SECONDS) };
  switch (err.code) {
    case 'queue-full':
      return new HttpError(503, 'busy', `Too many ${what}s are being computed; retry shortly.`, retry);
    case 'timeout':
      return new HttpError(503, 'busy', `This ${what} took too long to compute; retry shortly.`, retry);
    case 'closed':
    case 'cancelled':
      return new HttpError(503, 'unavailable', 'The server is shutting down.');
    case 'unavailable':
      return new HttpError(
        503,
        'unavailable',
        'Off-tree answers are unavailable on this server at the moment; answers on the tree still work.',
        { 'Retry-After': '60' },
      );
    case 'out-of-memory':
      return new HttpError(
        503,
        'memory',
        `This ${what} needed more memory than the server gives its thread (MEMORY_MAX_MB bounds it); retry later.`,
        { 'Retry-After': '60' },
      );
    case 'failed':
      return new Error(`live computation failed: ${err.message}`);
  }
}
