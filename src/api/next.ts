// The HTTP API's schemas of GET and POST .../next (TypeBox): a game's history, and the answer:
// the guess to play now, the secrets left, and whether it came from the tree or was computed live.
import { Type } from '@sinclair/typebox';
import { BeyondList, StepSchema } from './common.ts';

/** GET .../next: the history as GUESS:FEEDBACK items separated by commas. */
export const NextQuery = Type.Object(
  {
    history: Type.Optional(Type.String({ maxLength: 2048, description: 'e.g. 1122:1B0W,3456:0B2W; empty or absent for the first guess.' })),
  },
  { additionalProperties: false },
);

/** POST .../next. */
export const NextBody = Type.Object(
  {
    history: Type.Array(StepSchema, { maxItems: 64 }),
  },
  { additionalProperties: false },
);

/** The answer of both next routes. */
export const NextResponse = Type.Object({
  // nullable rather than a union: OpenAPI 3.0 reads it, and the serializer needs no branch.
  guess: Type.Unsafe<string | null>({ type: 'string', nullable: true, description: 'The guess to play now; null once solved.' }),
  remaining: Type.Unsafe<number | null>({
    type: 'integer',
    nullable: true,
    description:
      'Secrets still consistent with the history; on a game of several boards at once, the tuples of different answers, null when they are more than 2^53 (boards then counts each board).',
  }),
  solved: Type.Boolean({ description: 'True when the last feedback was the winning one.' }),
  source: Type.Union([Type.Literal('tree'), Type.Literal('live'), Type.Literal('live-fast')], {
    description:
      '"tree" on the precomputed tree; "live" when computed off the tree; "live-fast" when the work budget forced the cheaper rule.',
  }),
  step: Type.Integer({ description: 'Number of the guess to play (1 for an empty history).' }),
  beyondList: BeyondList,
  boards: Type.Optional(
    Type.Array(
      Type.Object({
        remaining: Type.Integer({ description: 'Words this board can still be (1 once solved).' }),
        solved: Type.Boolean(),
        beyondList: BeyondList,
      }),
      { description: 'A game of several boards at once: each board, in order (beyondList when it went on over the accepted words).' },
    ),
  ),
});
