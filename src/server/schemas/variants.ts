import { Type } from '@sinclair/typebox';

/** GET /v1/variants. */
export const VariantsResponse = Type.Object({
  grammar: Type.String({ description: 'How to name any other board (GET /v1/variants/{id} and every tree route take it).' }),
  variants: Type.Array(Type.Object({
    id: Type.String(),
    title: Type.String(),
    pegs: Type.Integer(),
    symbols: Type.String(),
    secrets: Type.Union([Type.Literal('repeat'), Type.Literal('distinct')]),
    guesses: Type.Union([Type.Literal('any'), Type.Literal('distinct')]),
    maxGuesses: Type.Integer(),
    strategies: Type.Array(Type.Object({
      id: Type.String(),
      total: Type.Integer(),
      average: Type.Number(),
      max: Type.Integer(),
    })),
  })),
});

/** GET /v1/variants/:variant. */
export const VariantParams = Type.Object({
  variant: Type.String({ maxLength: 64, description: 'A catalogue id (mastermind) or any id of the grammar (mm-4x7, bc-4x9, mm-5x6-distinct-g8).' }),
});

/** One board, catalogue or not: its rules, sizes, feedback labels and how each strategy is served. */
export const VariantResponse = Type.Object({
  id: Type.String({ description: 'Canonical id (catalogue ids for catalogue boards: mm-4x6 answers as mastermind).' }),
  title: Type.String(),
  pegs: Type.Integer(),
  symbols: Type.String({ description: 'The symbols, in order.' }),
  secrets: Type.Union([Type.Literal('repeat'), Type.Literal('distinct')]),
  guesses: Type.Union([Type.Literal('any'), Type.Literal('distinct')]),
  maxGuesses: Type.Integer({ description: 'The board limit: guesses allowed.' }),
  secretCount: Type.Integer(),
  guessCount: Type.Integer(),
  feedbacks: Type.Array(Type.String(), { description: 'Every feedback label, the winning one last.' }),
  win: Type.String({ description: 'The winning feedback.' }),
  strategies: Type.Array(Type.Object({
    id: Type.String(),
    kind: Type.Union([Type.Literal('greedy'), Type.Literal('exact')]),
    state: Type.Union([Type.Literal('file'), Type.Literal('cached'), Type.Literal('on-demand'), Type.Literal('live-only'), Type.Literal('offline')], {
      description: 'file: a file of data/; cached: built on demand earlier; on-demand: built on the first request (next answers live meanwhile); ' +
        'live-only: too large for a tree here, next answers live; offline: an exact tree that must be built offline (npm run build-trees).',
    }),
  })),
});
