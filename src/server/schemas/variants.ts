import { Type } from '@sinclair/typebox';

/** GET /v1/variants. */
export const VariantsResponse = Type.Object({
  variants: Type.Array(Type.Object({
    id: Type.String(),
    title: Type.String(),
    pegs: Type.Integer(),
    symbols: Type.String(),
    secrets: Type.Union([Type.Literal('repeat'), Type.Literal('distinct'), Type.Literal('words')]),
    guesses: Type.Union([Type.Literal('any'), Type.Literal('distinct'), Type.Literal('words')]),
    maxGuesses: Type.Integer(),
    strategies: Type.Array(Type.Object({
      id: Type.String(),
      total: Type.Integer(),
      average: Type.Number(),
      max: Type.Integer(),
    })),
  })),
});
