// The HTTP API's schemas of GET /v1/variants/:variant/suggestions (TypeBox): the best guesses
// at a position, ranked, each with its measures.
import { Type } from '@sinclair/typebox';
import { BeyondList } from './common.ts';

/** GET /v1/variants/:variant/suggestions. */
export const SuggestQuery = Type.Object(
  {
    history: Type.Optional(
      Type.String({ maxLength: 2048, description: 'e.g. salet:BYBBG,crane:BBGBB; empty or absent before the first guess.' }),
    ),
    limit: Type.Integer({ minimum: 1, maximum: 20, default: 5, description: 'Suggestions wanted (1 to 20).' }),
    answersOnly: Type.Boolean({
      default: false,
      description: 'Only guesses that are answers still possible (true), or every guess the board allows now.',
    }),
    strategy: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          "The strategy whose guess is always among the suggestions (its tree's guess, else its live answer): optimal where the board has its optimal tree in data/, else entropy, unless given.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** One suggestion. */
export const SuggestionSchema = Type.Object({
  guess: Type.String(),
  expected: Type.Number({
    description:
      "Expected guesses from this step to the end, this guess included, over the answers left, when the rest is played well: the review's measure (see exact).",
  }),
  total: Type.Integer({ description: 'The same summed over the answers left (expected = total / remaining).' }),
  exact: Type.Boolean({
    description:
      "True when total is the least there is after this guess, proved (the exact search, or the board's optimal tree); false for an estimate, the total of greedy trees (at least the least total).",
  }),
  withinBoard: Type.Boolean({ description: 'True when every answer left is found within the guesses the board has left.' }),
  worst: Type.Object(
    {
      guesses: Type.Optional(
        Type.Integer({
          description:
            'Guesses needed at most (this one included) by the tree whose total `total` is: present for the greedy trees and the optimal tree, absent for the exact search (it proves totals, not depths).',
        }),
      ),
      largestPart: Type.Integer({ description: 'The answers left at worst after this guess (the largest part it leaves).' }),
    },
    { description: 'The worst case.' },
  ),
  canWin: Type.Boolean({ description: 'True when the guess is one of the answers left.' }),
  choice: Type.Boolean({ description: "True for the strategy's own guess here (always among the suggestions)." }),
  method: Type.Union([Type.Literal('exact'), Type.Literal('greedy')], {
    description: "exact: the exact search or the optimal tree; greedy: the entropy trees' total, an estimate.",
  }),
  fast: Type.Boolean({ description: 'Greedy only: true when the trees took the cheaper rule of live answers for the budget.' }),
  entropy: Type.Number({ description: "The split's information in bits, over every answer left (the screen's measure)." }),
});

/** The ranked suggestions at a position. */
export const SuggestResponse = Type.Object({
  variant: Type.String({ description: 'The canonical variant id (the -all twin beyond the list).' }),
  step: Type.Integer({ description: 'The number of the guess to play (1 for an empty history).' }),
  remaining: Type.Integer({ description: 'Answers consistent with the history.' }),
  strategy: Type.String({ description: 'The strategy whose guess is marked choice.' }),
  suggestions: Type.Array(SuggestionSchema, {
    description:
      'Fewest expected guesses first; ties to a guess that can win, then alphabetically. The choice takes the last place when it ranks below.',
  }),
  screen: Type.Object(
    {
      candidates: Type.Integer({ description: 'Guesses screened (every allowed guess, or the answers left with answersOnly).' }),
      answersRead: Type.Integer({
        description: 'Answers each was read against: every one left, or an even sample within the budget of cells.',
      }),
      graded: Type.Integer({ description: 'Guesses graded by the review measure.' }),
    },
    { description: 'How the suggestions were found.' },
  ),
  beyondList: BeyondList,
});
