// GET and POST /v1/variants/:variant/review: a finished game graded step by step, by the board's
// proved tree where the game follows it.
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { Game } from '../../core/game.ts';
import type { Step, TextStep } from '../../core/history.ts';
import { gameScores } from '../../core/review-scores.ts';
import { ReviewBody, ReviewQuery, ReviewResponse } from '../../api/review.ts';
import { NoQuery } from '../../api/common.ts';
import { VariantParams } from '../../api/variants.ts';
import { HttpError } from '../errors/http-error.ts';
import { checkHistory } from '../services/next-answer.ts';
import { withBeyondList, type PlayedBoard } from '../services/beyond-list.ts';
import type { Services } from '../services/index.ts';
import { reviewTreeOf } from '../services/optimal-tree.ts';
import { readFirstWordProof } from '../../builder/proofs/families.ts';
import { queryHistory, refuseQueryHistory } from './history-input.ts';

type Params = Static<typeof VariantParams>;
const response = { 200: ReviewResponse, 400: Type.Ref('Error'), 404: Type.Ref('Error'), 422: Type.Ref('Error'), 503: Type.Ref('Error') };

/**
 * GET and POST /v1/variants/:variant/review: a finished game graded step by step (core/review.ts),
 * on every game. The history is checked as by evaluate, and must end on the winning feedback.
 * Where data/ holds the board's optimal tree (<variant>.optimal.msgpack), the steps that follow
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
      return reviewBeyond(services, request.params.variant, queryHistory(request.query.history), request.query.answer);
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
    async (request) => reviewBeyond(services, request.params.variant, request.body.history, request.body.answer),
  );
};

/** The review on the board, or beyond its answers over every word it accepts when none of them fits. */
function reviewBeyond(
  services: Services,
  variant: string,
  raw: readonly TextStep[],
  answer: string | undefined,
): Promise<Static<typeof ReviewResponse>> {
  const board = services.trees.board(variant);
  const on = (b: PlayedBoard): Promise<Static<typeof ReviewResponse>> => review(services, b, raw, answer);
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
  answerText: string | undefined,
): Promise<Static<typeof ReviewResponse>> {
  const { steps, won, answer } = answerText === undefined ? finishedGame(game, raw) : gameWithAnswer(game, raw, answerText);
  const graded = await services.live.review(game, steps, reviewTreeOf(services.trees, spec.id, readFirstWordProof));
  return {
    variant: spec.id,
    answer: game.formatGuess(answer),
    won,
    guesses: steps.length,
    ...gameScores(graded),
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
      skill: s.skill,
      luck: s.luck,
    })),
  };
}

/** A game to review: its steps, whether it was won, and its answer (a guess index). */
interface ReviewedGame {
  readonly steps: Step[];
  readonly won: boolean;
  readonly answer: number;
}

/** A won game's steps: the history must end on the winning feedback. */
function finishedGame(game: Game, raw: readonly TextStep[]): ReviewedGame {
  const { steps, solved } = checkHistory(game, raw);
  if (!solved) {
    throw new HttpError(
      422,
      'not-finished',
      `The history does not end on the winning feedback ${game.feedbackLabel(game.winFeedback)}: a review grades a finished game. ` +
        'Give the whole game, its last guess the answer, or say the answer of a game not won (answer); .../next answers the guess to play meanwhile.',
    );
  }
  return { steps, won: true, answer: steps[steps.length - 1]!.guess };
}

/**
 * A game not won, with its answer: the history judged as any other (the board's length, its
 * colours, hard mode), then the answer, which must be one of the board's answers (else, on a board
 * whose family has one beyond its list, the review goes there) and fit every feedback. A history already won may repeat
 * its answer.
 */
function gameWithAnswer(game: Game, raw: readonly TextStep[], answerText: string): ReviewedGame {
  const answer = game.parseGuess(answerText);
  const { steps, solved } = checkHistory(game, raw, undefined, solvedOrFull(game, raw));
  if (typeof answer === 'string') throw new HttpError(400, 'bad-answer', `The answer "${answerText}": ${answer}.`);
  const word = game.formatGuess(answer);
  if (solved) {
    if (steps[steps.length - 1]!.guess === answer) return { steps, won: true, answer };
    throw new HttpError(
      422,
      'inconsistent-history',
      `The game was won with ${game.formatGuess(steps[steps.length - 1]!.guess)}, not "${word}".`,
    );
  }
  const secret = game.secretGuess.indexOf(answer);
  if (secret < 0) throw new HttpError(422, 'inconsistent-history', `"${word}" is not one of the answers of ${game.spec.title}.`);
  const at = steps.findIndex((s) => game.score(s.guess, secret) !== s.feedback);
  if (at >= 0) {
    const { guess, feedback } = steps[at]!;
    throw new HttpError(
      422,
      'inconsistent-history',
      `The answer "${word}" does not fit step ${at + 1}: ${game.formatGuess(guess)} would have shown ${game.feedbackLabel(game.score(guess, secret))}, not ${game.feedbackLabel(feedback)}.`,
    );
  }
  return { steps, won: false, answer };
}

/** The length a history of a game not won may have: the board's (a lost game fills it), one more never. */
function solvedOrFull(game: Game, raw: readonly TextStep[]): number {
  // judgeHistory calls a full board without the win lost, which is what a review with an answer grades.
  return raw.length === game.spec.maxGuesses ? game.spec.maxGuesses + 1 : game.spec.maxGuesses;
}
