import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { splitHistoryText } from '../../core/history.ts';
import { HttpError } from '../errors.ts';
import { answerNext } from '../next-answer.ts';
import { TreeParams, treeErrors } from '../schemas/common.ts';
import { NextBody, NextQuery, NextResponse } from '../schemas/next.ts';
import type { RouteContext } from './context.ts';

type Params = Static<typeof TreeParams>;
const response = { 200: NextResponse, ...treeErrors, 422: { $ref: 'Error' }, 503: { $ref: 'Error' } };

/** GET and POST .../next: the guess to play after a history. */
export const nextRoutes: FastifyPluginAsync<RouteContext> = async (app, { registry, live }) => {
  app.get<{ Params: Params; Querystring: Static<typeof NextQuery> }>('/v1/trees/:variant/:strategy/next', {
    schema: { summary: 'Next guess (history in the query)', tags: ['play'], params: TreeParams, querystring: NextQuery, response },
  }, async (request) => {
    const tree = registry.get(request.params.variant, request.params.strategy);
    const split = splitHistoryText(request.query.history ?? '');
    if (!split.ok) throw new HttpError(400, 'bad-history', split.error.message);
    return answerNext(tree, split.steps, live);
  });

  app.post<{ Params: Params; Body: Static<typeof NextBody> }>('/v1/trees/:variant/:strategy/next', {
    schema: { summary: 'Next guess (history in the body)', tags: ['play'], params: TreeParams, body: NextBody, response },
  }, async (request) => {
    const tree = registry.get(request.params.variant, request.params.strategy);
    return answerNext(tree, request.body.history, live);
  });
};
