// The spec of `codebreaker status` (checkpoint-status), how far unfinished exact searches have
// got: options, help and examples as data, read without loading the command's code.
import { dataDir, json } from '../../common-options.ts';
import { defineCommand } from '../../spec.ts';

/** codebreaker status: checkpoint-status. */
export const spec = defineCommand({
  name: 'status',
  aliases: ['checkpoint-status'],
  script: 'checkpoint-status',
  summary: 'how far the unfinished exact searches have got (their checkpoints)',
  description: [
    'For each checkpoint of <data-dir>/checkpoints/: the first guesses settled, the parts solved of those under way, ' +
      'the best tree so far, the proven lower bound and the search time spent. Carry a search on with ' +
      'codebreaker build --resume.',
  ],
  options: {
    'data-dir': dataDir,
    'write-best': {
      type: 'boolean',
      help: 'verify the best tree each checkpoint holds and write it beside it (<variant>.<strategy>.best.msgpack)',
    },
    json,
  },
  examples: ['codebreaker status', 'codebreaker status --write-best', 'codebreaker status --json'],
  failure: 'with --write-best, a best tree held does not verify',
});
