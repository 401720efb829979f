import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { TextStep } from '../../core/history.ts';
import { ReviewBody, ReviewQuery, ReviewResponse } from '../../api/review.ts';
import { NoQuery } from '../../api/common.ts';
import { VariantParams } from '../../api/variants.ts';
import { HttpError } from '../plugins/errors.ts';
import { checkHistory } from '../services/next-answer.ts';
import { withBeyondList, type PlayedBoard } from '../services/beyond-list.ts';
import type { Services } from '../services/index.ts';
import { reviewTreeOf } from '../services/optimal-tree.ts';
import { queryHistory, refuseQueryHistory } from './history-input.ts';

type Params = Static<typeof VariantParams>;
const response = { 200: ReviewResponse, 400: Type.Ref('Error'), 404: Type.Ref('Error'), 422: Type.Ref('Error'), 503: Type.Ref('Error') };

/**
 * GET and POST /v1/variants/:variant/review: a finished game graded step by step (core/review.ts),
 * on every game. The history is checked as by evaluate, and must end on the winning feedback.
 * Where data/ holds the board's optimal tree (wordle.optimal.msgpack, ...), the steps that follow
 * it are graded by its figures (services/optimal-tree.ts).
 */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const services = app.codebreaker;
  app.get<{ Params: Params; Querystring: Static<typeof ReviewQuery> }>(
    '/v1/variants/:variant/review',
    {
      schema: {
        summary: 'Review a finished game (history in the query)',
        tags: ['play'],
        params: VariantParams,
        querystring: ReviewQuery,
        response,
      },
    },
    async (request) => {
      return reviewBeyond(services, request.params.variant, queryHistory(request.query.history));
    },
  );

  app.post<{ Params: Params; Body: Static<typeof ReviewBody> }>(
    '/v1/variants/:variant/review',
    {
      schema: {
        summary: 'Review a finished game (history in the body)',
        tags: ['play'],
        params: VariantParams,
        querystring: NoQuery,
        body: ReviewBody,
        response,
      },
      preValidation: refuseQueryHistory,
    },
    async (request) => reviewBeyond(services, request.params.variant, request.body.history),
  );
};

/** The review on the board, or beyond its answers over every word it accepts when none of them fits. */
function reviewBeyond(services: Services, variant: string, raw: readonly TextStep[]): Promise<Static<typeof ReviewResponse>> {
  const board = services.trees.board(variant);
  const on = (b: PlayedBoard): Promise<Static<typeof ReviewResponse>> => review(services, b, raw);
  return withBeyondList(
    board.spec,
    (id) => services.trees.board(id),
    () => on(board),
    on,
  );
}

async function review(
  services: Services,
  { spec, game }: ReturnType<Services['trees']['board']>,
  raw: readonly TextStep[],
): Promise<Static<typeof ReviewResponse>> {
  const { steps, solved } = checkHistory(game, raw);
  if (!solved) {
    throw new HttpError(
      422,
      'not-finished',
      `The history does not end on the winning feedback ${game.feedbackLabel(game.winFeedback)}: a review grades a finished game. ` +
        'Give the whole game, its last guess the answer (.../next answers the guess to play meanwhile).',
    );
  }
  const graded = await services.live.review(game, steps, reviewTreeOf(services.trees, spec.id));
  return {
    variant: spec.id,
    answer: game.formatGuess(steps[steps.length - 1]!.guess),
    guesses: steps.length,
    steps: graded.map((s) => ({
      step: s.step,
      guess: game.formatGuess(s.guess),
      feedback: game.feedbackLabel(s.feedback),
      before: s.before,
      after: s.after,
      played: s.played,
      best: {
        guess: game.formatGuess(s.best.guess),
        expected: s.best.expected,
        total: s.best.total,
        withinBoard: s.best.withinBoard,
        exact: s.best.exact,
      },
      method: s.method,
      strategy: s.strategy,
      fast: s.fast,
      optimalTree: s.optimalTree,
      luck: s.luck,
    })),
  };
}
