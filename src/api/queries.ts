// The HTTP API's schemas of a tree's queries (TypeBox): the game it plays against one secret
// (.../path/:secret) and the secrets that need the most guesses (.../worst-case).
import { Type } from '@sinclair/typebox';

const Step = Type.Object({ guess: Type.String(), feedback: Type.String() });

/** GET .../path/:secret. */
export const PathParams = Type.Object({
  variant: Type.String({ maxLength: 64 }),
  strategy: Type.String({ maxLength: 64 }),
  secret: Type.String({ maxLength: 100, description: 'A secret code, e.g. 3456.' }),
});

/** The game the tree plays against one secret. */
export const PathResponse = Type.Object({
  secret: Type.String(),
  steps: Type.Array(Step),
});

/** GET .../worst-case?limit=N. */
export const WorstQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 0, maximum: 1000, default: 10, description: 'Paths to list (at most 1000).' }),
  },
  { additionalProperties: false },
);

/** The secrets that need the most guesses. */
export const WorstResponse = Type.Object({
  max: Type.Integer({ description: 'Guesses needed by the worst secrets.' }),
  count: Type.Integer({ description: 'Secrets that need max guesses.' }),
  paths: Type.Array(PathResponse, { description: 'The first `limit` of them, in code order.' }),
});
