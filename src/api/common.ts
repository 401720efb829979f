// The HTTP API's shared schemas (TypeBox), read by the server's routes and the typed client:
// the error answer, a tree's path parameters, its statistics and a game's step.
import { Type } from '@sinclair/typebox';

/** Every error answer: a short code and a sentence (HTTP API, version 1). */
export const ErrorSchema = Type.Object(
  {
    error: Type.String({ description: 'Short machine-readable code, e.g. "unknown-variant".' }),
    message: Type.String({ description: 'A sentence a person understands.' }),
  },
  { $id: 'Error', title: 'Error' },
);

/** The error answers a tree route can give, for its response schema. */
export const treeErrors = {
  400: Type.Ref('Error'),
  404: Type.Ref('Error'),
} as const;

/** The query of a route that takes no parameters: any parameter is refused (400 naming it). */
export const NoQuery = Type.Object({}, { additionalProperties: false });

/** Path parameters naming a tree. */
export const TreeParams = Type.Object({
  variant: Type.String({ maxLength: 64, description: 'Variant id, e.g. mastermind.' }),
  strategy: Type.String({ maxLength: 64, description: 'Strategy id, e.g. minimax.' }),
});

/** A tree's statistics over every secret. */
export const StatsSchema = Type.Object({
  secrets: Type.Integer(),
  total: Type.Integer({ description: 'Guesses summed over all secrets.' }),
  average: Type.Number(),
  max: Type.Integer({ description: 'Guesses needed by the worst secret.' }),
  histogram: Type.Array(Type.Integer(), { description: 'histogram[d] = secrets found with exactly d guesses.' }),
});

/** One step of a game as the API writes it. */
export const StepSchema = Type.Object(
  {
    guess: Type.String({ maxLength: 100, description: 'A code, e.g. 1122.' }),
    feedback: Type.String({ maxLength: 100, description: 'A feedback label, e.g. 1B0W, 1A2B or L--.' }),
  },
  { additionalProperties: false },
);

/** The mark of an answer given beyond a word board's answers, over every word it accepts (its -all twin). */
export const BeyondList = Type.Optional(
  Type.Literal(true, {
    description:
      "Present when no answer of the board's list fits the history but some accepted words do: the answer is over those words (the board's -all twin).",
  }),
);
