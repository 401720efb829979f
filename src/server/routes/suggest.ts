// GET /v1/variants/:variant/suggestions: the guesses worth playing after a history, ranked by
// the review's measure, computed on the live threads and cached by position.
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { walkTree } from '../../core/flat-tree.ts';
import { consistentSecrets, type Step, type TextStep } from '../../core/history.ts';
import { treeGrades } from '../../core/review-tree.ts';
import { SuggestQuery, SuggestResponse } from '../../api/suggest.ts';
import { VariantParams } from '../../api/variants.ts';
import { HttpError } from '../errors/http-error.ts';
import { withBeyondList, type PlayedBoard } from '../services/beyond-list.ts';
import type { Services } from '../services/index.ts';
import { checkHistory } from '../services/next-answer.ts';
import { reviewTreeOf } from '../services/optimal-tree.ts';
import { readFirstWordProof } from '../../builder/proofs/families.ts';
import { queryHistory } from './history-input.ts';

type Query = Static<typeof SuggestQuery>;
type Answer = Static<typeof SuggestResponse>;

/**
 * GET /v1/variants/:variant/suggestions: the guesses worth playing after a history, ranked by the
 * review's measure (core/suggest.ts), computed on the live threads and cached by position. The
 * strategy's own guess (its tree's, else its live answer) is always among them; where data/ holds
 * the board's optimal tree and the history follows it, its guess is graded by the tree's figures.
 */
export const suggestRoutes: FastifyPluginAsync = async (app) => {
  const services = app.codebreaker;
  app.get<{ Params: Static<typeof VariantParams>; Querystring: Query }>(
    '/v1/variants/:variant/suggestions',
    {
      schema: {
        summary: 'Ranked guesses to play now',
        tags: ['play'],
        params: VariantParams,
        querystring: SuggestQuery,
        response: { 200: SuggestResponse, 400: Type.Ref('Error'), 404: Type.Ref('Error'), 422: Type.Ref('Error'), 503: Type.Ref('Error') },
      },
    },
    async (request): Promise<Answer> => {
      const { trees } = services;
      const board = trees.board(request.params.variant);
      const history = queryHistory(request.query.history);
      const strategy = request.query.strategy === undefined ? undefined : trees.strategy(request.query.strategy.toLowerCase()).id;
      const on = (b: PlayedBoard): Promise<Answer> => suggest(services, b, history, request.query, strategy);
      return withBeyondList(
        board.spec,
        (id) => trees.board(id),
        () => on(board),
        on,
      );
    },
  );
};

/** The suggestions on one board. */
async function suggest(
  services: Services,
  { spec, game }: PlayedBoard,
  raw: readonly TextStep[],
  query: Query,
  asked: string | undefined,
): Promise<Answer> {
  const { trees, registry, live } = services;
  const { steps, secrets: known, solved } = checkHistory(game, raw);
  if (solved)
    throw new HttpError(422, 'solved', 'The history ends with the winning feedback: the game is over, there is nothing to suggest.');
  const secrets = known ?? consistentSecrets(game, steps).secrets;
  const optimal = reviewTreeOf(trees, spec.id, readFirstWordProof);
  // The optimal tree's figures at this position, when the history follows it: exact for its guess
  // (a tree held to its first guess is the best tree after that guess).
  const grade = optimal === undefined ? null : (treeGrades(optimal.flat, [...steps, { guess: -1, feedback: -1 }]).at(-1) ?? null);
  const strategy = asked ?? (optimal !== undefined ? 'optimal' : 'entropy');
  const tree = registry.find(spec.id, strategy) ?? trees.onDemand?.peek(spec, strategy);
  const choice =
    (tree === undefined ? undefined : treeChoice(tree.flat, steps)) ?? (await live.answer(game, strategy, steps, secrets)).guess;
  const found = await live.suggest(game, steps, secrets, { limit: query.limit, answersOnly: query.answersOnly, choice, known: grade });
  return {
    variant: spec.id,
    step: steps.length + 1,
    remaining: secrets.length,
    strategy,
    suggestions: found.suggestions.map((s) => ({
      guess: game.formatGuess(s.guess),
      expected: s.grade.expected,
      total: s.grade.total,
      exact: s.grade.exact,
      withinBoard: s.grade.withinBoard,
      worst: s.depth === undefined ? { largestPart: s.largestPart } : { guesses: s.depth, largestPart: s.largestPart },
      canWin: s.canWin,
      choice: s.choice,
      method: s.method,
      fast: s.fast,
      entropy: s.entropy,
    })),
    screen: { candidates: found.screened, answersRead: found.sampled, graded: found.graded },
  };
}

/** The tree's guess after a history that follows it, or undefined off the tree. */
function treeChoice(flat: Parameters<typeof walkTree>[0], steps: readonly Step[]): number | undefined {
  const walk = walkTree(flat, steps);
  return walk.kind === 'node' ? flat.guess[walk.node] : undefined;
}
