// The spec of `codebreaker word-lists`, which keeps a user's word lists and prints their board
// id: options, help and examples as data, read without loading the command's code.
import { cacheDir, json, quiet } from '../../common-options.ts';
import { defineCommand } from '../../spec.ts';

/** codebreaker word-lists: the command line's twin of POST /v1/word-lists. */
export const spec = defineCommand({
  name: 'word-lists',
  summary: "keeps a user's word lists in the cache directory and prints their variant id",
  description: [
    'Reads an answers file and, optionally, a guesses file (one word a line), checks them as POST /v1/word-lists does, ' +
      'and keeps them in <cache-dir>/word-lists/, where a server with that CACHE_DIR and codebreaker build find them.',
  ],
  options: {
    answers: { type: 'string', value: 'file', help: 'the answers, one word a line (required)', complete: 'file' },
    guesses: {
      type: 'string',
      value: 'file',
      help: 'the other words a guess may be; the answers are guesses too, listed here or not (default: the answers only)',
      complete: 'file',
    },
    'cache-dir': cacheDir,
    json,
    quiet,
  },
  examples: ['codebreaker word-lists --answers answers.txt --guesses guesses.txt'],
  failure: 'a file could not be read',
});
