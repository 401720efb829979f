// The spec of `codebreaker stats`, the judge table of a board's strategies: options, help and
// examples as data, read without loading the command's code.
import { variant, dataDir, json } from '../../common-options.ts';
import { defineCommand } from '../../spec.ts';

/** codebreaker stats: the judge table. */
export const spec = defineCommand({
  name: 'stats',
  script: 'stats',
  summary: "the judge table of a variant: every strategy's average, worst case, guesses",
  synopsis: '--variant <id> [options]',
  description: [
    'For every strategy with a tree of the variant: the average and largest number of guesses, and how many secrets ' +
      'each number of guesses solves. Each tree is checked against every secret as it is read.',
  ],
  idLists: ['variants'],
  options: { variant, 'data-dir': dataDir, json },
  examples: ['codebreaker stats --variant bulls-and-cows', 'codebreaker stats --variant mastermind --json'],
});
