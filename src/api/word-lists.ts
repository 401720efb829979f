// The HTTP API's schemas of word lists (TypeBox): a list fetched by its digest
// (GET /v1/word-lists/:sha256), and a user's own lists posted (POST /v1/word-lists), described in
// the words of the family that takes them.
import { Type } from '@sinclair/typebox';
import type { UserListsApiText } from '../core/family.ts';

/** GET /v1/word-lists/:sha256. */
export const WordListParams = Type.Object({
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$', description: "The sha256 of the list's file, as a board names it (GET /v1/variants)." }),
});

/** A word list of the server's boards, with its words: named by its content, it never changes. */
export const WordListResponse = Type.Object({
  list: Type.String({ description: 'The word list, a file of data/words/.' }),
  count: Type.Integer(),
  sha256: Type.String(),
  entries: Type.Array(Type.String(), { description: 'The words, in the order of the file (sorted).' }),
});

/**
 * POST /v1/word-lists: a user's own lists (body) and their variant id (response), described by
 * the family that takes them. Items are typed loosely (any JSON value), so that the lists' own
 * check names the list, index and word at fault (400 bad-word-list).
 */
export function userListsSchemas(text: UserListsApiText) {
  const body = Type.Object(
    {
      answers: Type.Array(Type.Unknown(), { description: text.answers }),
      guesses: Type.Optional(Type.Array(Type.Unknown(), { description: text.guesses })),
    },
    { additionalProperties: false },
  );
  // The lists' variant id, the same for the same lists whatever their order or case.
  const response = Type.Object({
    variant: Type.String({ description: text.variant }),
    answers: Type.Integer({ description: 'Answers kept.' }),
    guesses: Type.Integer({ description: 'Words accepted as guesses.' }),
    length: Type.Integer({ description: 'Letters of every word.' }),
  });
  return { body, response };
}
