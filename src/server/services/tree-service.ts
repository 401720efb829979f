// The trees behind every tree route: whether an answer comes from a file of data/, the cache, a
// build on demand or live only, by board, strategy and the server's limits.
import type { Game, VariantSpec } from '../../core/game.ts';
import { LiveVariantError, VariantIdError } from '../../core/variants/grammar.ts';
import { resolveVariant } from '../../core/variants/parse.ts';
import { specSize } from '../../core/variants/spec.ts';
import { DEFAULT_DATA_DIR } from '../../store/paths.ts';
import { storeLists, WordListError } from '../../store/word-lists.ts';
import { UnknownUserListsError, userListsKeyOf, type UserListStore } from '../../store/user-lists.ts';
import { LruCache } from './lru.ts';
import { findStrategy, STATIC_STRATEGY, STRATEGIES, type Strategy } from '../../core/strategies/index.ts';
import { treeFileName } from '../../store/manifest.ts';
import { HttpError } from '../errors/http-error.ts';
import { buildingError, DEFAULT_ON_DEMAND, type OnDemandTrees } from './on-demand.ts';
import type { ExactProgress } from '../../builder/exact-stop.ts';
import { offlineCommand, outcomeMessage, type TreeOutcome } from '../../builder/tree-outcome.ts';
import { unavailableError, type ServedTree, type TreeRegistry } from './registry.ts';
import { GameCache } from './game-cache.ts';

/**
 * What a request for a tree finds: the tree; or a board served live meanwhile (being built), only
 * live (too large for a tree), live for good (an outcome without a tree: over-limit, impossible,
 * too-long), live until a failed build is tried again, or live while its build is refused (its
 * lane full: `error` is the 503 for routes that need the tree whole).
 */
export type Lookup =
  | { readonly kind: 'tree'; readonly tree: ServedTree; readonly source: 'file' | 'cached' | 'built' }
  | ({ readonly kind: 'pending'; readonly spec: VariantSpec; readonly strategy: Strategy; readonly game: Game } & (
      | { readonly reason: 'building'; readonly done: number; readonly total: number; readonly search?: ExactProgress }
      | { readonly reason: 'live-only' }
      | { readonly reason: 'no-tree'; readonly outcome: TreeOutcome; readonly message: string }
      | { readonly reason: 'failed'; readonly message: string; readonly retryAfterS: number }
      | { readonly reason: 'refused'; readonly error: HttpError }
    ));

/**
 * How a strategy of a board is served: from a file, from the cache, built on demand, or live only;
 * or live only because its build ended without a tree (over-limit, impossible, too-long).
 */
export type StrategyState = 'file' | 'cached' | 'on-demand' | 'live-only' | TreeOutcome['kind'];

/**
 * The trees behind every tree route: a variant id of the catalogue or of the grammar (aliases
 * resolved), a strategy, and the server's limits decide whether the answer comes from a file in
 * data/, a tree built on demand, or live computation.
 */
export class TreeService {
  // Specs by the id asked for (games by canonical id: `games`, shared by trees and live answers).
  readonly #specs = new LruCache<string, VariantSpec>(1024);

  /** `dataDir` holds the word lists of word games (data/words/); `userLists` users' lists (POST /v1/word-lists). */
  constructor(
    readonly registry: TreeRegistry,
    readonly onDemand: OnDemandTrees | null,
    readonly dataDir: string = DEFAULT_DATA_DIR,
    readonly userLists?: UserListStore,
    readonly games: GameCache = new GameCache(registry),
  ) {}

  /**
   * The spec a variant id names; a 400 showing the grammar when it names none, a 404 for a user's
   * lists this server does not have (the store must have loaded them: UserListStore.load).
   */
  spec(variant: string): VariantSpec {
    const key = variant.toLowerCase();
    const known = this.#specs.get(key);
    if (known !== undefined) return known;
    try {
      const spec = resolveVariant(key, this.userLists?.lists(this.dataDir) ?? storeLists(this.dataDir));
      // Users' lists are not kept here: their store bounds the lists held in memory.
      if (userListsKeyOf(key) === undefined) this.#specs.set(key, spec);
      return spec;
    } catch (err) {
      // A live game's id is read by its own routes (the variant's description, next) before it gets here.
      if (err instanceof LiveVariantError) throw new HttpError(422, 'live-game', err.message);
      if (err instanceof VariantIdError) throw new HttpError(400, 'bad-variant', err.message);
      if (err instanceof UnknownUserListsError) throw new HttpError(404, 'unknown-variant', `${capitalised(err.publicMessage)}.`);
      if (err instanceof WordListError)
        throw new HttpError(404, 'no-word-list', `No word list for ${key} on this server: ${err.publicMessage}.`);
      throw err;
    }
  }

  /** The game of a spec, made once while kept (catalogue, grammar and word boards alike: GameCache). */
  game(spec: VariantSpec): Game {
    return this.games.game(spec);
  }

  /** The spec and its game, within the server's limits (a 422 naming the size and the limit beyond them). */
  board(variant: string): { spec: VariantSpec; game: Game } {
    this.registry.assertLoaded();
    const spec = this.spec(variant);
    // Without trees on demand the default limit still holds: a game is made only for a board that fits.
    const limit = this.onDemand?.options.liveSecrets ?? DEFAULT_ON_DEMAND.liveSecrets;
    if (!this.registry.has(spec.id)) {
      const { secrets, guesses } = specSize(spec);
      if (secrets > limit || guesses > limit) {
        throw new HttpError(
          422,
          'too-large',
          `${spec.id} has ${secrets.toLocaleString('en-US')} secrets and ${guesses.toLocaleString('en-US')} guesses; this server answers boards of at most ${limit.toLocaleString('en-US')} (LIVE_MAX_SECRETS).`,
        );
      }
    }
    return { spec, game: this.game(spec) };
  }

  /** The strategy of an id, or a 404 naming the strategies. */
  strategy(id: string): Strategy {
    const strategy = findStrategy(id);
    if (strategy === undefined) {
      throw new HttpError(
        404,
        'unknown-strategy',
        `Unknown strategy ${JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}…` : id)}; strategies: ${STRATEGIES.map((s) => s.id).join(', ')}.`,
      );
    }
    return strategy;
  }

  /** Largest board with trees on demand (for messages). */
  get treeLimit(): number {
    return this.onDemand?.options.treeSecrets ?? 0;
  }

  /** How each strategy of a board is served now (no build is started). */
  async states(spec: VariantSpec): Promise<Array<{ id: string; state: StrategyState | 'offline' }>> {
    return Promise.all(STRATEGIES.map(async (s) => ({ id: s.id, state: await this.#stateOf(spec, s) })));
  }

  async #stateOf(spec: VariantSpec, strategy: Strategy): Promise<StrategyState | 'offline'> {
    if (this.registry.lists(spec.id, strategy.id)) return 'file';
    // Static trees are built offline only: without a file, never cached or built here.
    if (this.onDemand === null || strategy.onDemand === 'never') return 'offline';
    if (this.onDemand.peek(spec, strategy.id) !== undefined || (await this.onDemand.cached(spec, strategy.id))) return 'cached';
    const outcome = await this.onDemand.outcome(spec, strategy.id);
    if (outcome !== undefined) return outcome.kind;
    const { secrets, guesses } = specSize(spec);
    const o = this.onDemand.options;
    if (strategy.onDemand === 'search') return secrets <= o.exactSecrets ? 'on-demand' : 'offline';
    return secrets <= o.treeSecrets && guesses <= o.treeSecrets ? 'on-demand' : 'live-only';
  }

  /**
   * The tree of a variant and strategy. A file in data/ answers first; else, with trees on
   * demand, a build starts (or is under way, or is done) and the answer says so; static trees,
   * and exact trees of boards too large to build here, are a 404 that says how to build them offline.
   * `whole`: the route needs the tree itself (header, file, path, worst case), so a build just
   * started is waited for a moment (buildWaitMs); `next` answers live at once instead.
   */
  async lookup(variant: string, strategyId: string, whole = false): Promise<Lookup> {
    const { spec, game } = this.board(variant);
    const strategy = this.strategy(strategyId);
    const file = this.registry.find(spec.id, strategy.id);
    if (file !== undefined) return { kind: 'tree', tree: file, source: 'file' };
    // A file of data/ that failed its checks is not rebuilt behind the operator's back: it is reported.
    const problem = this.registry.problems.find((p) => p.file === treeFileName(spec.id, strategy.id));
    if (problem !== undefined) throw unavailableError(spec.id, strategy.id, problem);
    if (this.onDemand === null) return { kind: 'tree', tree: this.registry.get(spec.id, strategy.id), source: 'file' };
    if (strategy.kind === 'search') throw searchNotBuilt(spec.id, strategy.id);
    if (strategy.onDemand === 'never') throw staticNotBuilt(spec.id);
    const { secrets, guesses } = specSize(spec);
    const o = this.onDemand.options;
    if (strategy.onDemand === 'search' && secrets > o.exactSecrets) {
      throw new HttpError(
        404,
        'not-built',
        `No ${strategy.id} tree of ${spec.id} is published, and its board (${secrets.toLocaleString('en-US')} secrets) is too large for an exact search on demand ` +
          `(at most ${o.exactSecrets.toLocaleString('en-US')}, EXACT_MAX_SECRETS); build it offline: ${offlineCommand(spec.id, strategy.id)}.`,
      );
    }
    if (strategy.onDemand === 'tree' && (secrets > o.treeSecrets || guesses > o.treeSecrets)) {
      return { kind: 'pending', spec, strategy, game, reason: 'live-only' };
    }
    const state = await this.onDemand.state(spec, strategy.id, whole ? o.buildWaitMs : 0);
    const pending = { kind: 'pending', spec, strategy, game } as const;
    switch (state.kind) {
      case 'refused':
        return { ...pending, reason: 'refused', error: state.error };
      case 'ready':
        return { kind: 'tree', tree: state.tree, source: state.source };
      case 'settled':
        return { ...pending, reason: 'no-tree', outcome: state.outcome, message: outcomeMessage(spec.id, strategy.id, state.outcome) };
      case 'failed':
        return {
          ...pending,
          reason: 'failed',
          retryAfterS: state.retryAfterS,
          // The reason is logged; a limit the build met (the memory ceiling) is told.
          message: `The ${strategy.id} tree of ${spec.id} could not be built (${state.told ?? 'the reason is logged'}); it is tried again in ${state.retryAfterS} s. Meanwhile .../next answers live.`,
        };
      case 'building':
        return {
          ...pending,
          reason: 'building',
          done: state.done,
          total: state.total || secrets,
          ...(state.search !== undefined ? { search: state.search } : {}),
        };
    }
  }
}

/**
 * The 404 of a static tree without a file: static trees are built offline only (their search runs on
 * one thread, about two minutes for Mastermind), so the message says how to build one, or why none can be.
 */
export function staticNotBuilt(variant: string): HttpError {
  const why = STATIC_STRATEGY.unsupported(variant);
  return new HttpError(
    404,
    'not-built',
    why !== null
      ? `No static tree of ${variant} is published, and none can be built: ${why}.`
      : `No static tree of ${variant} is published, and static trees are not built on demand (their search can take minutes); ` +
          `build it offline: ${offlineCommand(variant, 'static')}.`,
  );
}

/** The 404 for a search strategy's tree that data/ does not hold: its builds take long, so never on demand. */
export function searchNotBuilt(variant: string, strategy: string): HttpError {
  return new HttpError(
    404,
    'not-built',
    `No ${strategy} tree of ${variant} is published, and ${strategy} trees are not built on demand (their search can take hours); ` +
      `build it offline: ${offlineCommand(variant, strategy)}.`,
  );
}

/**
 * The tree a route needs whole (file, path, worst case): a 503 while it is built or until a failed
 * build is tried again, a 422 when the board is too large for one or its build ended without one.
 */
export function wholeTree(found: Lookup, treeLimit: number): ServedTree {
  if (found.kind === 'tree') return found.tree;
  switch (found.reason) {
    case 'building':
      throw buildingError(found.spec, found.strategy.id, found.done, found.total);
    case 'no-tree':
      throw new HttpError(422, found.outcome.kind, found.message);
    case 'failed':
      throw new HttpError(503, 'build-failed', found.message, { 'Retry-After': String(found.retryAfterS) });
    case 'live-only':
      throw tooLargeForTree(found.spec, treeLimit);
    case 'refused':
      throw found.error;
  }
}

/** The 422 of a route that needs a whole tree on a board too large to build one. */
export function tooLargeForTree(spec: VariantSpec, limit: number): HttpError {
  const { secrets, guesses } = specSize(spec);
  return new HttpError(
    422,
    'too-large-for-tree',
    `${spec.id} has ${secrets.toLocaleString('en-US')} secrets and ${guesses.toLocaleString('en-US')} guesses; this server builds trees for boards of at most ` +
      `${limit.toLocaleString('en-US')} (TREE_MAX_SECRETS). Its next guesses are answered live: .../next.`,
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
