// POST /v1/word-lists: a user's own lists, of the family that takes them (its core registration's
// userListsFormat), checked, kept and named by their content, so the same lists always get the
// same board id.
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { NoQuery } from '../../api/common.ts';
import { userListsSchemas } from '../../api/word-lists.ts';
import { UserListsConflictError, userListsVariant } from '../../store/user-lists.ts';
import { USER_LISTS_FORMAT } from '../../store/user-lists-format.ts';
import { HttpError } from '../errors/http-error.ts';
import { fleetUnavailable } from '../services/fleet-unavailable.ts';

/** The body and answer of POST /v1/word-lists, in the words of the family that takes users' lists. */
const { body: WordListsBody, response: WordListsResponse } = userListsSchemas(USER_LISTS_FORMAT.api);

/**
 * The largest body of POST /v1/word-lists: two lists of 15,000 words of 5 letters take about
 * 240 KB as compact JSON; twice that leaves room for spaces and line breaks.
 */
export const WORD_LISTS_BODY_LIMIT = 512 * 1024;

/**
 * POST /v1/word-lists: a user's own lists, checked, kept (the cache directory, and the
 * fleet's Redis), and named by their content: 201 with the variant id the first time, 200 with
 * the same id for the same lists again. The id works on every route, with -hard and -g{N}.
 */
export const wordListRoutes: FastifyPluginAsync = async (app) => {
  const { userLists, fleet, trees, live } = app.codebreaker;
  app.post<{ Body: Static<typeof WordListsBody> }>(
    '/v1/word-lists',
    {
      bodyLimit: WORD_LISTS_BODY_LIMIT,
      schema: {
        summary: USER_LISTS_FORMAT.api.summary,
        tags: ['variants'],
        querystring: NoQuery,
        body: WordListsBody,
        response: {
          200: WordListsResponse,
          201: WordListsResponse,
          400: Type.Ref('Error'),
          409: Type.Ref('Error'),
          503: Type.Ref('Error'),
        },
      },
    },
    async (request, reply): Promise<Static<typeof WordListsResponse>> => {
      const checked = USER_LISTS_FORMAT.check(request.body);
      if (!checked.ok) throw new HttpError(400, 'bad-word-list', checked.message);
      const { lists } = checked;
      let kept;
      try {
        kept = await userLists.add(lists);
      } catch (err) {
        if (err instanceof UserListsConflictError)
          throw new HttpError(409, 'word-list-conflict', `${err.message}; change the lists a little (add a guess) to get another id.`);
        // With a fleet, lists are kept in its Redis first: while it is away they cannot be shared.
        if (fleet !== null)
          throw fleetUnavailable(err, 'The fleet is unavailable: the lists cannot be shared with the other servers now. Retry shortly.');
        throw err;
      }
      reply.code(kept.created ? 201 : 200);
      // Their openings (the first two guesses of every strategy) are computed now, in the
      // background, so that the board's first answers are lookups (a no-op once known).
      live.openings.prepare(trees.game(trees.spec(userListsVariant(kept.key))));
      return {
        variant: userListsVariant(kept.key),
        answers: lists.answers.length,
        guesses: lists.guesses.length,
        length: lists.answers[0]!.length,
      };
    },
  );
};
