// The HTTP API's schemas of the boards (TypeBox): the catalogue (GET /v1/variants), one board's
// rules and strategies (GET /v1/variants/:variant), and a guess graded (.../evaluate).
import { Type } from '@sinclair/typebox';
import { BeyondList } from './common.ts';

/** A word list named by its file, size and digest, without its words (GET /v1/word-lists/{sha256} gives them). */
const WordListRef = (description: string) =>
  Type.Object(
    {
      list: Type.String({ description: 'The word list, a file of data/words/.' }),
      count: Type.Integer(),
      sha256: Type.String({ description: "The sha256 of the list's file: GET /v1/word-lists/{sha256} answers its words." }),
    },
    { description },
  );

/** GET /v1/variants. */
export const VariantsResponse = Type.Object({
  grammar: Type.String({ description: 'How to name any other board (GET /v1/variants/{id} and every tree route take it).' }),
  variants: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      pegs: Type.Integer(),
      symbols: Type.String(),
      secrets: Type.Union([Type.Literal('repeat'), Type.Literal('distinct'), Type.Literal('words'), Type.Literal('equations')]),
      guesses: Type.Union([Type.Literal('any'), Type.Literal('distinct'), Type.Literal('words'), Type.Literal('equations')]),
      maxGuesses: Type.Integer(),
      words: Type.Optional(WordListRef('Word games: the list their secrets and guesses come from.')),
      answers: Type.Optional(WordListRef('Boards of answers and accepted words: the list of answers (the secrets).')),
      accepted: Type.Optional(WordListRef('Boards of answers and accepted words: the words accepted as guesses besides the answers.')),
      hard: Type.Optional(Type.Boolean({ description: 'Boards with a hard mode: hard mode.' })),
      strategies: Type.Array(
        Type.Object({
          id: Type.String(),
          kind: Type.Union([Type.Literal('greedy'), Type.Literal('exact'), Type.Literal('static'), Type.Literal('search')], {
            description:
              'greedy: one rule applied at every node; exact: a proven optimum; static: fixed guesses, then the secret; ' +
              'search: a greedy tree improved by search (built offline only).',
          }),
          total: Type.Integer(),
          average: Type.Number(),
          max: Type.Integer(),
        }),
      ),
    }),
  ),
});

/** GET /v1/variants/:variant. */
export const VariantParams = Type.Object({
  variant: Type.String({
    maxLength: 64,
    description: 'A catalogue id (mastermind) or any id of the grammar (mm-4x7, bc-4x9, mm-5x6-distinct-g8).',
  }),
});

/** A word list with its words, as a board's answer carries it (the page plays word games from these). */
function wordList(entries: string, description: string) {
  return Type.Object(
    {
      list: Type.String({ description: 'The word list, a file of data/words/.' }),
      count: Type.Integer(),
      sha256: Type.String(),
      entries: Type.Array(Type.String(), { description: entries }),
    },
    { description },
  );
}

/** One board, catalogue or not: its rules, sizes, feedback labels and how each strategy is served. */
export const VariantResponse = Type.Object({
  id: Type.String({ description: 'Canonical id (catalogue ids for catalogue boards: mm-4x6 answers as mastermind).' }),
  title: Type.String(),
  pegs: Type.Integer(),
  symbols: Type.String({ description: 'The symbols, in order.' }),
  secrets: Type.Union(
    [Type.Literal('repeat'), Type.Literal('distinct'), Type.Literal('words'), Type.Literal('equations'), Type.Literal('word-tuples')],
    { description: 'word-tuples: a game of several boards at once, whose secret is one answer a board, all different.' },
  ),
  guesses: Type.Union([Type.Literal('any'), Type.Literal('distinct'), Type.Literal('words'), Type.Literal('equations')]),
  boards: Type.Optional(
    Type.Integer({
      description:
        'A game of several boards at once (live: no tree): the boards; a guess is played on every board not yet solved, and its feedback joins one per board with /.',
    }),
  ),
  board: Type.Optional(
    Type.String({ description: 'A game of several boards at once: the id of the game each board is (GET /v1/variants/{board}).' }),
  ),
  words: Type.Optional(
    wordList('The words, in order: the secrets and the allowed guesses.', 'Word games: the list their secrets and guesses come from.'),
  ),
  answers: Type.Optional(
    wordList('The answers, sorted: the secrets.', 'Boards of answers and accepted words: the list of answers (the secrets).'),
  ),
  accepted: Type.Optional(
    wordList(
      'The accepted words, sorted.',
      'Boards of answers and accepted words: the words accepted as guesses besides the answers (every answer is a guess too, listed here or not).',
    ),
  ),
  hard: Type.Optional(
    Type.Boolean({ description: 'Boards with a hard mode: hard mode (each guess keeps the greens and reuses the letters revealed).' }),
  ),
  maxGuesses: Type.Integer({ description: 'The board limit: guesses allowed.' }),
  secretCount: Type.Unsafe<number | null>({
    type: 'integer',
    nullable: true,
    description: 'The secrets; null when they are more than 2^53 (a game of several boards at once), secretCountExact then gives them.',
  }),
  secretCountExact: Type.Optional(
    Type.String({ pattern: '^[0-9]+$', description: 'A game of several boards at once: its secrets counted exactly, in decimal digits.' }),
  ),
  guessCount: Type.Integer(),
  feedbacks: Type.Array(Type.String(), {
    description: "Every feedback label, the winning one last; a game of several boards at once: one board's, which its feedbacks join.",
  }),
  feedbackFormat: Type.Optional(Type.String({ description: 'A game of several boards at once: how its feedback is written.' })),
  win: Type.String({ description: "The winning feedback (a game of several boards at once: one board's)." }),
  strategies: Type.Array(
    Type.Object({
      id: Type.String(),
      kind: Type.Union([Type.Literal('greedy'), Type.Literal('exact'), Type.Literal('static'), Type.Literal('search')]),
      state: Type.Union(
        [
          Type.Literal('file'),
          Type.Literal('cached'),
          Type.Literal('on-demand'),
          Type.Literal('live-only'),
          Type.Literal('offline'),
          Type.Literal('over-limit'),
          Type.Literal('impossible'),
          Type.Literal('too-long'),
        ],
        {
          description:
            'file: a file of data/; cached: built on demand earlier; on-demand: built on the first request (next answers live meanwhile); ' +
            'live-only: too large for a tree here, next answers live; offline: an exact, static or search tree that must be built offline (npm run build-trees); ' +
            "over-limit: its tree needs more guesses than the board allows; impossible: no strategy fits the board's limit (proved); " +
            'too-long: the exact search ran over the budget. The last three are known once a build was tried; next still answers live.',
        },
      ),
    }),
  ),
});

/** GET /v1/variants/:variant/evaluate: a history and the guess to grade. */
export const EvaluateQuery = Type.Object(
  {
    history: Type.Optional(
      Type.String({ maxLength: 2048, description: 'e.g. 1122:1B0W,3456:0B2W; empty or absent before the first guess.' }),
    ),
    guess: Type.String({ maxLength: 100, description: 'The guess to grade, e.g. 1234.' }),
  },
  { additionalProperties: false },
);

const Measures = {
  worst: Type.Integer({ description: 'The largest part: secrets left in the worst case.' }),
  expectedSize: Type.Number({ description: 'Expected secrets left: sum of the squared part sizes over the remaining count.' }),
  entropy: Type.Number({ description: 'Information of the feedback, in bits.' }),
  canWin: Type.Boolean({ description: 'True when the guess may be the secret.' }),
};

/** How good a guess is now, and each strategy's own choice measured the same way. */
export const EvaluateResponse = Type.Object({
  guess: Type.String(),
  remaining: Type.Integer({ description: 'Secrets consistent with the history.' }),
  parts: Type.Record(Type.String(), Type.Integer(), {
    description: 'Secrets left after each feedback the guess can get (the winning one too); they sum to remaining.',
  }),
  ...Measures,
  choices: Type.Record(Type.String(), Type.Object({ guess: Type.String(), ...Measures }), {
    description: "Each strategy's guess at this history (its tree's, or computed live off the tree), with the same measures.",
  }),
  beyondList: BeyondList,
});
