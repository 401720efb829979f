// The spec of `codebreaker assist`, the terminal assistant (it guesses, the person gives the
// feedback): options, help and examples as data, read without loading the command's code.
import { variant, strategies, dataDir } from '../../common-options.ts';
import { defineCommand } from '../../spec.ts';

/** codebreaker assist: the terminal assistant. */
export const spec = defineCommand({
  name: 'assist',
  script: 'assist',
  summary: 'the terminal assistant: it guesses, you type the feedback',
  synopsis: '--variant <id> [options]',
  description: [
    'Answer each guess with its feedback: 1B2W (blacks, whites), 1A2B (bulls, cows), or just 12. Guesses come from ' +
      'the tree file while the game follows it, else they are computed live (boards of the grammar without a file, ' +
      'or after a guess of your own: "play 1234"). "undo", "help" and "quit" at the prompt.',
  ],
  idLists: ['variants', 'strategies'],
  options: {
    variant,
    strategy: { ...strategies, value: 'id', help: 'the strategy', default: 'entropy' },
    secret: { type: 'string', value: 'code', help: 'play this secret by itself and print the game' },
    'data-dir': dataDir,
  },
  examples: [
    'codebreaker assist --variant mastermind --strategy optimal',
    'codebreaker assist --variant bulls-and-cows --strategy entropy --secret 1234',
    'codebreaker assist --variant mm-3x4',
  ],
  failure: "the input ended before the secret was found, or --secret was not found within the board's guesses",
});
