// The boards: the catalogue with each strategy's figures (GET /v1/variants), one board's rules
// and strategies, and the word lists they name by digest (GET /v1/word-lists/:sha256).
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { VARIANT_GRAMMAR } from '../../core/variants/grammar.ts';
import { NoQuery } from '../../api/common.ts';
import { VariantParams, VariantResponse, VariantsResponse } from '../../api/variants.ts';
import { WordListParams, WordListResponse } from '../../api/word-lists.ts';
import type { VariantSpec, WordList } from '../../core/game.ts';
import { HttpError } from '../errors/http-error.ts';
import { matchesEtag } from '../plugins/caching.ts';
import { LIVE_GAME_STRATEGIES, type ServedLiveGame } from '../services/live-games.ts';

/** A word list as the variant route answers it: its file, count, digest and words. */
function listAnswer(list: WordList): { list: string; count: number; sha256: string; entries: string[] } {
  return { list: list.list, count: list.count, sha256: list.sha256, entries: [...list.entries] };
}

/** A word list as the catalogue names it: its file, count and digest, not its words. */
function listRef(list: WordList): { list: string; count: number; sha256: string } {
  return { list: list.list, count: list.count, sha256: list.sha256 };
}

/**
 * A list named by its content never changes: browsers keep it a year and never ask again, and a
 * board whose list changes names another digest.
 */
export const WORD_LIST_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /v1/variants: every variant with trees, and each strategy's figures; GET /v1/variants/:variant,
 * one board; GET /v1/word-lists/:sha256, a list one of them names (the catalogue names its word
 * boards' lists by digest, so that a client fetches each list once, whatever boards share it).
 */
export const variantRoutes: FastifyPluginAsync = async (app) => {
  const { registry, trees, liveGames } = app.codebreaker;
  /** The lists of the boards this server has described, by sha256. */
  const lists = new Map<string, WordList>();
  const remember = (spec: VariantSpec): void => {
    for (const list of [spec.words, spec.answers, spec.accepted]) if (list !== undefined) lists.set(list.sha256, list);
  };
  // Made from the files' listing (their manifest entries) and the boards' specs, nothing decoded,
  // once per version of the registry: it changes only when a file fails its check on first use.
  let cached: { readonly version: number; readonly answer: Static<typeof VariantsResponse> } | undefined;
  const variants = (): Static<typeof VariantsResponse>['variants'] =>
    registry.variants().flatMap(([variant, served]) => {
      let spec;
      try {
        spec = trees.spec(variant);
      } catch {
        // A word game whose list is gone: its files cannot pass their checks either; checking them
        // now reports them (and takes them out of the registry) rather than listing them.
        for (const t of served) registry.find(t.variant, t.strategy);
        return [];
      }
      const { id, title, pegs, symbols, secrets, guesses, maxGuesses } = spec;
      remember(spec);
      return [
        {
          id,
          title,
          pegs,
          symbols,
          secrets,
          guesses,
          maxGuesses,
          // Word boards name their lists by digest (GET /v1/word-lists/:sha256 gives the words).
          ...(spec.words === undefined ? {} : { words: listRef(spec.words) }),
          ...(spec.answers === undefined ? {} : { answers: listRef(spec.answers) }),
          ...(spec.accepted === undefined ? {} : { accepted: listRef(spec.accepted) }),
          ...(spec.hard === undefined ? {} : { hard: spec.hard }),
          strategies: served.map((t) => {
            const { total, average, max } = t.stats;
            return { id: t.strategy, kind: trees.strategy(t.strategy).kind, total, average, max };
          }),
        },
      ];
    });
  const answer = (): Static<typeof VariantsResponse> => {
    if (cached?.version !== registry.version) {
      const list = variants();
      cached = { version: registry.version, answer: { grammar: `Any board: ${VARIANT_GRAMMAR}.`, variants: list } };
    }
    return cached.answer;
  };
  app.get(
    '/v1/variants',
    {
      schema: {
        summary: 'Variants and their strategies',
        tags: ['trees'],
        querystring: NoQuery,
        response: { 200: VariantsResponse, 400: Type.Ref('Error'), 503: Type.Ref('Error') },
      },
    },
    async () => {
      registry.assertLoaded();
      return answer();
    },
  );

  app.get<{ Params: Static<typeof VariantParams> }>(
    '/v1/variants/:variant',
    {
      schema: {
        summary: 'One board: its rules, sizes, labels and strategies',
        tags: ['trees'],
        params: VariantParams,
        querystring: NoQuery,
        response: { 200: VariantResponse, 400: Type.Ref('Error'), 422: Type.Ref('Error'), 503: Type.Ref('Error') },
      },
    },
    async (request): Promise<Static<typeof VariantResponse>> => {
      const playedLive = liveGames.find(request.params.variant);
      if (playedLive !== undefined) {
        playedLive.specs.forEach(remember);
        return liveVariant(playedLive);
      }
      const { spec, game } = trees.board(request.params.variant);
      remember(spec);
      const feedbacks = Array.from({ length: game.feedbackCount }, (_, f) => f)
        .filter((f) => f !== game.winFeedback)
        .map((f) => game.feedbackLabel(f));
      const win = game.feedbackLabel(game.winFeedback);
      const states = await trees.states(spec);
      return {
        id: spec.id,
        title: spec.title,
        pegs: spec.pegs,
        symbols: spec.symbols,
        secrets: spec.secrets,
        guesses: spec.guesses,
        maxGuesses: spec.maxGuesses,
        ...(spec.words === undefined ? {} : { words: listAnswer(spec.words) }),
        // Boards of answers and accepted words: both lists and the mode, so that a client can play the board itself (the page does).
        ...(spec.answers === undefined ? {} : { answers: listAnswer(spec.answers) }),
        ...(spec.accepted === undefined ? {} : { accepted: listAnswer(spec.accepted) }),
        ...(spec.hard === undefined ? {} : { hard: spec.hard }),
        secretCount: game.secretCount,
        guessCount: game.guessCount,
        feedbacks: [...feedbacks, win],
        win,
        strategies: states.map((s) => ({ id: s.id, kind: trees.strategy(s.id).kind, state: s.state })),
      };
    },
  );

  /**
   * A live game (several boards at once): its boards, the game each board is and its lists, its
   * secrets counted exactly (null past 2^53, in digits always), one board's feedbacks, and the
   * strategies that play it, each live only (no tree).
   */
  const liveVariant = ({ game, specs }: ServedLiveGame): Static<typeof VariantResponse> => {
    const d = game.describe();
    const board = specs[0]!;
    return {
      id: d.id,
      title: d.title,
      pegs: board.pegs,
      symbols: board.symbols,
      secrets: 'word-tuples',
      guesses: 'words',
      boards: d.boards,
      board: d.board,
      ...(board.answers === undefined ? {} : { answers: listAnswer(board.answers) }),
      ...(board.accepted === undefined ? {} : { accepted: listAnswer(board.accepted) }),
      maxGuesses: d.maxGuesses,
      secretCount: d.secretCount <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(d.secretCount) : null,
      secretCountExact: d.secretCount.toString(),
      guessCount: d.guessCount,
      feedbacks: [...d.boardFeedbacks],
      feedbackFormat: d.feedbackFormat,
      win: d.boardFeedbacks.at(-1)!,
      strategies: LIVE_GAME_STRATEGIES.map((id) => ({ id, kind: trees.strategy(id).kind, state: 'live-only' as const })),
    };
  };

  app.get<{ Params: Static<typeof WordListParams> }>(
    '/v1/word-lists/:sha256',
    {
      schema: {
        summary: "A word list a board names, by its file's sha256",
        tags: ['variants'],
        params: WordListParams,
        querystring: NoQuery,
        response: {
          200: WordListResponse,
          304: { description: 'Not modified (If-None-Match names the ETag).', type: 'null' },
          400: Type.Ref('Error'),
          404: Type.Ref('Error'),
          503: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const { sha256 } = request.params;
      // The catalogue's lists are known once it has been made (which a client asks first).
      if (!lists.has(sha256)) {
        registry.assertLoaded();
        answer();
      }
      const list = lists.get(sha256);
      if (list === undefined)
        throw new HttpError(
          404,
          'unknown-word-list',
          `No word list of this server's boards has the sha256 ${sha256}; GET /v1/variants names its boards' lists, and GET /v1/variants/{id} any board's.`,
        );
      const etag = `"${sha256}"`;
      reply.header('cache-control', WORD_LIST_CACHE_CONTROL).header('etag', etag).header('vary', 'Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return listAnswer(list);
    },
  );
};
