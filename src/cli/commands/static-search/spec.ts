// The spec of `codebreaker static-search`, the Static Game's exhaustive search: options, help
// and examples as data, read without loading the command's code.
import { variant, quiet } from '../../common-options.ts';
import { defineCommand } from '../../spec.ts';

/** codebreaker static-search: the Static Game's exhaustive search. */
export const spec = defineCommand({
  name: 'static-search',
  script: 'static-search',
  summary: 'the Static Game: do k fixed guesses single out every secret?',
  synopsis: '--variant <id> --k <guesses> [options]',
  description: [
    'An exhaustive search for a set of k guesses whose feedbacks single out every secret, with a progress line and a ' +
      'checkpoint (JSON) every 10 s; --resume carries it on. --no-pair-stage and --canon-depth change how the search ' +
      'works, not its answer: cross-checks.',
  ],
  idLists: ['variants'],
  options: {
    variant: { ...variant, help: 'the variant (default mastermind)' },
    k: { type: 'string', short: 'k', parse: 'integer', min: 1, max: 16, value: 'guesses', help: 'the number of fixed guesses' },
    resume: { type: 'string', value: 'file', help: 'carry on from this checkpoint (and go on writing it)', complete: 'file' },
    checkpoint: {
      type: 'string',
      value: 'file',
      help: 'the checkpoint file (default static-search.<variant>.k<k>.json)',
      complete: 'file',
    },
    'max-minutes': { type: 'string', parse: 'number', min: 0, value: 'm', help: 'stop after m minutes, keeping the checkpoint' },
    progress: { type: 'string', parse: 'number', min: 0, default: 10, value: 'seconds', help: 'seconds between progress lines' },
    'best-first': { type: 'boolean', help: 'find a set fast (proves nothing if none is found)' },
    'no-pair-stage': { type: 'boolean', help: 'try the last two guesses one by one (a cross-check)' },
    'canon-depth': {
      type: 'string',
      parse: 'integer',
      min: 0,
      value: 'd',
      help: 'symmetry cuts on prefixes of up to d guesses (default 4)',
    },
    quiet: { ...quiet, help: 'no progress lines' },
  },
  examples: [
    'codebreaker static-search --variant mastermind --k 5',
    'codebreaker static-search --variant mastermind --k 6 --best-first',
    'codebreaker static-search --variant mastermind --k 5 --resume static-search.mastermind.k5.json',
  ],
  failure: 'the search stopped (--max-minutes) before its answer, or a set found does not separate',
});
