import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { VARIANT_GRAMMAR } from '../../core/variants/grammar.ts';
import { NoQuery } from '../../api/common.ts';
import { VariantParams, VariantResponse, VariantsResponse } from '../../api/variants.ts';
import type { WordList } from '../../core/game.ts';

/** A word list as the variant route answers it: its file, count, digest and words. */
function listAnswer(list: WordList): { list: string; count: number; sha256: string; entries: string[] } {
  return { list: list.list, count: list.count, sha256: list.sha256, entries: [...list.entries] };
}

/** GET /v1/variants: every variant with trees, and each strategy's figures. */
export const variantRoutes: FastifyPluginAsync = async (app) => {
  const { registry, trees } = app.codebreaker;
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
      return [
        {
          id,
          title,
          pegs,
          symbols,
          secrets,
          guesses,
          maxGuesses,
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
      const { spec, game } = trees.board(request.params.variant);
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
        // Wordle: both lists and the mode, so that a client can play the board itself (the page does).
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
};
