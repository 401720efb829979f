// The HTTP API's schemas of a user's own Wordle lists posted (POST /v1/word-lists), named by
// their content (TypeBox).
import { Type } from '@sinclair/typebox';

/**
 * POST /v1/word-lists: a user's own Wordle lists. Items are typed loosely here (any JSON value),
 * so that the lists' own check names the list, index and word at fault (400 bad-word-list).
 */
export const WordListsBody = Type.Object(
  {
    answers: Type.Array(Type.Unknown(), {
      description: 'The answers (the secrets): 1 to 15,000 words of 3 to 5 letters a-z, all of one length, none twice.',
    }),
    guesses: Type.Optional(
      Type.Array(Type.Unknown(), {
        description:
          'The other words accepted as guesses: the answers are guesses too, listed here or not (at most 15,000 with them); the answers alone when left out.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The lists' variant id, the same for the same lists whatever their order or case. */
export const WordListsResponse = Type.Object({
  variant: Type.String({
    description: 'wordle-u{ID}: ID is the first 12 hex digits of the sha256 of the lists; add -hard and -g{N} for their boards.',
  }),
  answers: Type.Integer({ description: 'Answers kept.' }),
  guesses: Type.Integer({ description: 'Words accepted as guesses.' }),
  length: Type.Integer({ description: 'Letters of every word.' }),
});
