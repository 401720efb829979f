// GET and POST /v1/trees/:variant/:strategy/next: the guess to play after a history, from the
// tree, or live off it, while it is built, or beyond the board's answers.
import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { answerLive, answerNext, type NextAnswer } from '../services/next-answer.ts';
import { withBeyondList, type MaybeBeyond } from '../services/beyond-list.ts';
import type { TextStep } from '../../core/history.ts';
import type { TreeService } from '../services/tree-service.ts';
import type { LiveService } from '../services/live-service.ts';
import { NoQuery, TreeParams, treeErrors } from '../../api/common.ts';
import { queryHistory, refuseQueryHistory } from './history-input.ts';
import { NextBody, NextQuery, NextResponse } from '../../api/next.ts';

type Params = Static<typeof TreeParams>;
const response = { 200: NextResponse, ...treeErrors, 422: { $ref: 'Error' }, 503: { $ref: 'Error' } };

/** GET and POST .../next: the guess to play after a history. */
export const nextRoutes: FastifyPluginAsync = async (app) => {
  const { trees, live, liveGames } = app.codebreaker;
  app.get<{ Params: Params; Querystring: Static<typeof NextQuery> }>(
    '/v1/trees/:variant/:strategy/next',
    {
      schema: { summary: 'Next guess (history in the query)', tags: ['play'], params: TreeParams, querystring: NextQuery, response },
    },
    async (request) => {
      const { variant, strategy } = request.params;
      // A live game (several boards at once) has no tree: its own service answers it.
      const playedLive = liveGames.find(variant);
      if (playedLive !== undefined) return liveGames.next(playedLive, strategy, queryHistory(request.query.history));
      const found = await trees.lookup(variant, strategy);
      return answer(found, queryHistory(request.query.history), live, trees);
    },
  );

  app.post<{ Params: Params; Body: Static<typeof NextBody> }>(
    '/v1/trees/:variant/:strategy/next',
    {
      schema: {
        summary: 'Next guess (history in the body)',
        tags: ['play'],
        params: TreeParams,
        querystring: NoQuery,
        body: NextBody,
        response,
      },
      preValidation: refuseQueryHistory,
    },
    async (request) => {
      const { variant, strategy } = request.params;
      const playedLive = liveGames.find(variant);
      if (playedLive !== undefined) return liveGames.next(playedLive, strategy, request.body.history);
      return answer(await trees.lookup(variant, strategy), request.body.history, live, trees);
    },
  );
};

/**
 * From the tree when there is one; live while it is built, or when the board is too large for one;
 * beyond the board's answers, live over every word it accepts, when none of its answers fits.
 */
function answer(
  found: Awaited<ReturnType<TreeService['lookup']>>,
  history: readonly TextStep[],
  live: LiveService,
  trees: TreeService,
): Promise<MaybeBeyond<NextAnswer>> {
  const strategy = found.kind === 'tree' ? found.tree.strategy : found.strategy.id;
  return withBeyondList(
    found.kind === 'tree' ? found.tree.flat.game.spec : found.game.spec,
    (id) => trees.board(id),
    () => (found.kind === 'tree' ? answerNext(found.tree, history, live) : answerLive(found.game, strategy, history, live)),
    (twin) => answerLive(twin.game, strategy, history, live),
  );
}
