import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { VariantsResponse } from '../schemas/variants.ts';
import type { RouteContext } from './context.ts';

/** GET /v1/variants: every variant with trees, and each strategy's figures. */
export const variantRoutes: FastifyPluginAsync<RouteContext> = async (app, { registry }) => {
  // Computed once the trees are loaded: they never change after.
  let cached: Static<typeof VariantsResponse> | undefined;
  const answer = (): Static<typeof VariantsResponse> => (cached ??= {
    variants: registry.variants().map(([, trees]) => {
      const { id, title, pegs, symbols, secrets, guesses, maxGuesses } = trees[0]!.header.variant;
      return {
        id, title, pegs, symbols, secrets, guesses, maxGuesses,
        strategies: trees.map((t) => {
          const { total, average, max } = t.header.stats;
          return { id: t.strategy, total, average, max };
        }),
      };
    }),
  });
  app.get('/v1/variants', {
    schema: { summary: 'Variants and their strategies', tags: ['trees'], response: { 200: VariantsResponse } },
  }, async () => {
    registry.assertLoaded();
    return answer();
  });
};
