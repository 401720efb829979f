// The spec of `codebreaker verify` (verify-trees), which checks tree files: options, help and
// examples as data, read without loading the command's code.
import { variants, strategies, dataDir, cacheDir, json, quiet } from '../../common-options.ts';
import { defineCommand } from '../../spec.ts';

/** codebreaker verify: verify-trees. */
export const spec = defineCommand({
  name: 'verify',
  aliases: ['verify-trees'],
  script: 'verify-trees',
  summary: 'checks tree files: their manifest entry, every secret played, their stats',
  synopsis: '[options] [file.msgpack ...]',
  description: [
    "Each file's sha256 is checked against the data directory's manifest.json, every secret of its variant is " +
      "played through the tree within the board's limit, and the stats of its header must be the ones measured.",
  ],
  options: {
    variant: { ...variants, help: 'only the files of these variants (comma list)' },
    strategy: { ...strategies, help: 'only the files of these strategies (comma list)' },
    'data-dir': dataDir,
    'cache-dir': {
      ...cacheDir,
      help: "where the lists of users' boards are found: its word-lists/ (default $CACHE_DIR, else cache/)",
    },
    json,
    quiet: { ...quiet, help: 'print only the failures and the summary line' },
  },
  positionals: { name: 'file.msgpack ...', help: 'only these files (default every file of the data directory)' },
  examples: [
    'codebreaker verify',
    'codebreaker verify --variant mastermind --strategy minimax --json',
    'codebreaker verify royale.minimax.msgpack',
  ],
  failure: 'a file failed its checks, or no file was checked',
});
