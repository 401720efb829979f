// The spec of `codebreaker build` (build-trees), which builds the decision trees into data/:
// options, help and examples as data, read without loading the command's code.
import { variants, strategies, dataDir, cacheDir, json, quiet } from '../../common-options.ts';
import { defineCommand } from '../../spec.ts';

/** codebreaker build: build-trees. */
export const spec = defineCommand({
  name: 'build',
  aliases: ['build-trees'],
  script: 'build-trees',
  summary: 'builds decision trees into data/, each verified against every secret first',
  description: [
    'Without --strategy, every greedy strategy; without --variant, every catalogue variant. An exact search ' +
      '(optimal, optimal-worst) on a board large enough for threads keeps a checkpoint in <data-dir>/checkpoints/ ' +
      "until its tree is written (a smaller board's takes about a second: only to resume one), and entropy-search " +
      'one in <data-dir>/checkpoints/search/.',
  ],
  idLists: ['variants', 'strategies'],
  options: {
    variant: variants,
    strategy: { ...strategies, help: 'strategies (comma list, or all; default every greedy one)' },
    'data-dir': dataDir,
    'cache-dir': {
      ...cacheDir,
      help: "where users' lists (from codebreaker word-lists) are found: its word-lists/ (default $CACHE_DIR, else cache/)",
    },
    workers: {
      type: 'string',
      short: 'w',
      parse: 'integer',
      min: 0,
      value: 'n',
      help: 'threads (default one per core; 1 builds on this thread only)',
    },
    resume: { type: 'boolean', help: 'carry on the exact searches and entropy-search from their checkpoints' },
    queue: { type: 'boolean', help: "send the exact searches' units to the fleet's workers (REDIS_URL; codebreaker worker)" },
    lanes: {
      type: 'string',
      parse: 'integer',
      min: 1,
      value: 'n',
      help: 'with --queue: units sent at once (default: the worker threads seen, plus one)',
    },
    durations: {
      type: 'string',
      value: 'file',
      help: "with --queue: write every unit's run time (ms, JSON) to this file",
      complete: 'file',
    },
    first: {
      type: 'string',
      value: 'guess',
      help: 'with an exact strategy: the best tree whose first guess is this one, on every variant named (one thread, no checkpoint)',
    },
    force: {
      type: 'boolean',
      help: 'with --first: write the tree even over a better one of the data directory (by default that one is kept)',
    },
    json,
    quiet,
  },
  examples: [
    'codebreaker build --variant mastermind',
    'codebreaker build --variant mastermind --strategy optimal',
    'codebreaker build --variant mm-5x6 --strategy optimal --resume',
    'REDIS_URL=redis://127.0.0.1:6379/0 codebreaker build --variant bulls-and-cows --strategy optimal --queue',
  ],
  failure: 'a tree was not written (it failed its verification, or the board, or the first guess, does not allow it)',
});
