// The HTTP API's schemas of GET and POST /v1/variants/:variant/review (TypeBox): a finished
// game's history, and the answer: each guess against the best one there, its skill and luck.
import { Type } from '@sinclair/typebox';
import { BeyondList, StepSchema } from './common.ts';

/** The answer of a game not won (lost, or given up): the history need not end on the winning feedback then. */
const ReviewAnswer = Type.String({
  minLength: 1,
  maxLength: 64,
  description:
    "The answer of a game that was not won (the board filled, or the player stopped): every guess is graded as in a won game, and the answer must fit every feedback. Not given: the history's last guess is the answer.",
});

/** GET /v1/variants/:variant/review: the history of a finished game as GUESS:FEEDBACK items separated by commas. */
export const ReviewQuery = Type.Object(
  {
    history: Type.Optional(
      Type.String({
        maxLength: 2048,
        description: 'e.g. salet:BYBBG,crane:BBGBB,adapt:GGGGG; it ends on the winning feedback, or `answer` says what the answer was.',
      }),
    ),
    answer: Type.Optional(ReviewAnswer),
  },
  { additionalProperties: false },
);

/** POST /v1/variants/:variant/review. */
export const ReviewBody = Type.Object(
  {
    history: Type.Array(StepSchema, { maxItems: 64 }),
    answer: Type.Optional(ReviewAnswer),
  },
  { additionalProperties: false },
);

const Grade = {
  expected: Type.Number({
    description:
      'Expected guesses from this step to the end, this guess included, over the answers it faced, when the rest is played well (see method).',
  }),
  total: Type.Integer({ description: 'The same summed over the answers it faced (expected = total / before).' }),
  withinBoard: Type.Boolean({
    description:
      'True when every one of those answers is found within the guesses the board has left; else the guesses beyond are counted.',
  }),
  exact: Type.Boolean({
    description:
      "True when total is the least there is, proved: by the exact search, or by the board's optimal tree. False when it is an estimate: the total of greedy trees from here, at least the least total and often more.",
  }),
};

/** One graded step. */
export const ReviewStep = Type.Object({
  step: Type.Integer({ description: '1-based.' }),
  guess: Type.String(),
  feedback: Type.String(),
  before: Type.Integer({ description: 'Answers consistent with the history before this guess.' }),
  after: Type.Integer({ description: 'Answers consistent with it after this guess (1 on the winning step).' }),
  played: Type.Object(Grade, { description: 'The guess played, the rest played well.' }),
  best: Type.Object(
    {
      guess: Type.String({ description: 'The best guess here by the same measure (the guess played when nothing does better).' }),
      ...Grade,
    },
    { description: 'The best guess here and its measure.' },
  ),
  method: Type.Union([Type.Literal('exact'), Type.Literal('greedy')], {
    description:
      "How the guess played was graded. exact: the least total, proved (the exact search where it fits a small budget of work, or the board's optimal tree); greedy: the totals of the greedy trees of `strategy` from here, an estimate. best.exact says the same of the best guess's figure.",
  }),
  strategy: Type.String({ description: 'optimal (exact), or the greedy objective (entropy).' }),
  fast: Type.Boolean({
    description:
      "Greedy only: true when the trees took the cheaper rule of live answers (the answers left as the only candidates) for the budget's sake.",
  }),
  optimalTree: Type.Boolean({
    description:
      "True when the history so far follows the board's optimal tree (a file of data/, <variant>.optimal.msgpack): best is that tree's guess and total from here, exact, and so is played when it is the tree's guess.",
  }),
  skill: Type.Integer({
    minimum: 0,
    maximum: 99,
    description: "The guess's skill: 99 times best.expected over played.expected, rounded (99 when as good as the best).",
  }),
  luck: Type.Object(
    {
      expectedAfter: Type.Number({
        description: 'The expected size of the part the answer falls in: the sum of the squared part sizes over before.',
      }),
      after: Type.Integer({ description: 'The size of the part it fell in.' }),
      score: Type.Integer({
        minimum: 0,
        maximum: 99,
        description:
          'The luck of the draw: 99 times the share of the answers before whose part was larger than the one it fell in (those in parts of the same size count half), rounded.',
      }),
    },
    { description: 'The draw: the part the answer could be expected to fall in, against the one it fell in.' },
  ),
});

/** The review of a finished game. */
export const ReviewResponse = Type.Object({
  variant: Type.String({ description: 'The canonical variant id.' }),
  answer: Type.String({ description: "The answer: the last guess of a game won, else the request's answer." }),
  won: Type.Boolean({ description: 'True when the history ends on the winning feedback.' }),
  guesses: Type.Integer({ description: 'Guesses played.' }),
  skill: Type.Integer({
    minimum: 0,
    maximum: 99,
    description:
      "The game's skill: 99 times the first step's best.expected over that plus every step's loss (played.expected - best.expected, when positive), rounded.",
  }),
  luck: Type.Integer({
    minimum: 0,
    maximum: 99,
    description: "The game's luck: the mean of its steps' luck.score over those with more than one answer before them (50 when none).",
  }),
  steps: Type.Array(ReviewStep),
  beyondList: BeyondList,
});
