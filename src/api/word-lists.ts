// The HTTP API's schemas of word lists (TypeBox): a list fetched by its digest
// (GET /v1/word-lists/:sha256); a user's own lists posted are their family's (api/<family>/).
import { Type } from '@sinclair/typebox';

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
