// A tree's queries: the game it plays against one secret (.../path/:secret) and the secrets that
// need the most guesses (.../worst-case).
import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { pathOf } from '../../core/flat-tree.ts';
import { quote } from '../../core/history.ts';
import { HttpError } from '../errors/http-error.ts';
import type { ServedTree } from '../services/registry.ts';
import { wholeTree } from '../services/tree-service.ts';
import { NoQuery, TreeParams, treeErrors } from '../../api/common.ts';
import { PathParams, PathResponse, WorstQuery, WorstResponse } from '../../api/queries.ts';

/** The game a tree plays against secret index s, as the API writes it. */
function pathAnswer(tree: ServedTree, s: number): Static<typeof PathResponse> {
  const game = tree.flat.game;
  return {
    secret: game.formatGuess(game.secretGuess[s]!),
    steps: pathOf(tree.flat, s).map((st) => ({ guess: tree.flat.game.formatGuess(st.guess), feedback: game.feedbackLabel(st.feedback) })),
  };
}

/** GET .../path/:secret and GET .../worst-case: questions about a tree. */
export const queryRoutes: FastifyPluginAsync = async (app) => {
  const { trees } = app.codebreaker;
  app.get<{ Params: Static<typeof PathParams> }>(
    '/v1/trees/:variant/:strategy/path/:secret',
    {
      schema: {
        summary: 'The game the tree plays against a secret',
        tags: ['trees'],
        params: PathParams,
        querystring: NoQuery,
        response: { 200: PathResponse, ...treeErrors },
      },
    },
    async (request) => {
      const tree = wholeTree(await trees.lookup(request.params.variant, request.params.strategy, true), trees.treeLimit);
      const game = tree.flat.game;
      const g = game.parseGuess(request.params.secret);
      if (typeof g === 'string') throw new HttpError(400, 'bad-secret', `${g}.`);
      const s = game.guessSecret[g]!;
      if (s < 0) throw new HttpError(404, 'unknown-secret', `${quote(request.params.secret)} is never a secret in ${game.spec.title}.`);
      return pathAnswer(tree, s);
    },
  );

  app.get<{ Params: Static<typeof TreeParams>; Querystring: Static<typeof WorstQuery> }>(
    '/v1/trees/:variant/:strategy/worst-case',
    {
      schema: {
        summary: 'The secrets that need the most guesses',
        tags: ['trees'],
        params: TreeParams,
        querystring: WorstQuery,
        response: { 200: WorstResponse, ...treeErrors },
      },
    },
    async (request) => {
      const tree = wholeTree(await trees.lookup(request.params.variant, request.params.strategy, true), trees.treeLimit);
      const worst = tree.flat.worst;
      const paths = Array.from(worst.subarray(0, request.query.limit), (s) => pathAnswer(tree, s));
      return { max: tree.flat.max, count: worst.length, paths };
    },
  );
};
