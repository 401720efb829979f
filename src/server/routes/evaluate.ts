// GET /v1/variants/:variant/evaluate: how good a guess is after a history (its parts and
// measures), beside every strategy's own guess there measured the same way.
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { evaluateGuess, type GuessEvaluation } from '../../core/evaluate.ts';
import { walkTree } from '../../core/flat-tree.ts';
import { consistentSecrets, type Step, type TextStep } from '../../core/history.ts';
import type { Game, VariantSpec } from '../../core/game.ts';
import { withBeyondList, type PlayedBoard } from '../services/beyond-list.ts';
import { checkHistory } from '../services/next-answer.ts';
import { STRATEGIES } from '../../core/strategies/index.ts';
import { HttpError } from '../errors/http-error.ts';
import { queryHistory } from './history-input.ts';
import { EvaluateQuery, EvaluateResponse, VariantParams } from '../../api/variants.ts';

/** The measures of an evaluation, as the API writes them. */
function measures(e: GuessEvaluation): { worst: number; expectedSize: number; entropy: number; canWin: boolean } {
  return { worst: e.worst, expectedSize: e.expectedSize, entropy: e.entropy, canWin: e.canWin };
}

/**
 * GET /v1/variants/:variant/evaluate: how good a guess is after a history, for frontends that
 * grade a player's guess: its partition of the remaining secrets, and every strategy's own guess
 * there measured the same way. Strategies answer from their tree where there is one (a file, or a
 * tree built on demand), else live; no build is started.
 */
export const evaluateRoutes: FastifyPluginAsync = async (app) => {
  const { trees, registry, live } = app.codebreaker;
  /** The evaluation of `guessText` after a history on one board. */
  async function evaluate(
    spec: VariantSpec,
    game: Game,
    raw: readonly TextStep[],
    guessText: string,
  ): Promise<Static<typeof EvaluateResponse>> {
    const { steps, secrets: known, solved } = checkHistory(game, raw);
    if (solved)
      throw new HttpError(422, 'solved', 'The history ends with the winning feedback: the game is over, there is no guess to grade.');
    const guess = game.parseGuess(guessText);
    if (typeof guess === 'string') throw new HttpError(400, 'bad-guess', `${guess}.`);
    // In hard mode the guess graded must be one the player may play now.
    const breach = game.ruleBreach?.([...steps, { guess, feedback: game.winFeedback }]);
    if (breach != null && breach.step === steps.length + 1)
      throw new HttpError(422, 'hard-mode', `The guess "${game.formatGuess(guess)}" cannot be played now: it ${breach.reason}.`);
    const secrets = known ?? consistentSecrets(game, steps).secrets;
    const graded = evaluateGuess(game, guess, secrets);
    const choices: Static<typeof EvaluateResponse>['choices'] = {};
    for (const strategy of STRATEGIES) {
      const tree = registry.find(spec.id, strategy.id) ?? trees.onDemand?.peek(spec, strategy.id);
      const choice = tree === undefined ? undefined : treeChoice(tree.flat, steps);
      const g = choice ?? (await live.answer(game, strategy.id, steps, secrets)).guess;
      choices[strategy.id] = { guess: game.formatGuess(g), ...measures(evaluateGuess(game, g, secrets)) };
    }
    return {
      guess: game.formatGuess(guess),
      remaining: secrets.length,
      parts: Object.fromEntries([...graded.parts].map(([f, n]) => [game.feedbackLabel(f), n])),
      ...measures(graded),
      choices,
    };
  }

  app.get<{ Params: Static<typeof VariantParams>; Querystring: Static<typeof EvaluateQuery> }>(
    '/v1/variants/:variant/evaluate',
    {
      schema: {
        summary: 'How good a guess is now',
        tags: ['play'],
        params: VariantParams,
        querystring: EvaluateQuery,
        response: { 200: EvaluateResponse, 400: Type.Ref('Error'), 404: Type.Ref('Error'), 422: Type.Ref('Error'), 503: Type.Ref('Error') },
      },
    },
    async (request): Promise<Static<typeof EvaluateResponse>> => {
      const board = trees.board(request.params.variant);
      const history = queryHistory(request.query.history);
      const grade = ({ spec, game }: PlayedBoard): Promise<Static<typeof EvaluateResponse>> =>
        evaluate(spec, game, history, request.query.guess);
      return withBeyondList(
        board.spec,
        (id) => trees.board(id),
        () => grade(board),
        grade,
      );
    },
  );
};

/** The tree's guess after a history that follows it, or undefined off the tree. */
function treeChoice(flat: Parameters<typeof walkTree>[0], steps: readonly Step[]): number | undefined {
  const walk = walkTree(flat, steps);
  return walk.kind === 'node' ? flat.guess[walk.node] : undefined;
}
