/**
 * The table of codebreaker's commands: each command's options, help and examples as data, and
 * how to load its code. The dispatcher, the help, shell completion and each command's own parser
 * read this one table; a command's code is imported only when it runs. The table itself imports
 * nothing heavy (the catalogue's ids are read only to print a command's help), so that
 * codebreaker --help and a wrong command line answer at once.
 */
import { MOVE_FAMILIES } from '../../src/memento/board.ts';
import { defineCommand, type CommandSpec } from './command.ts';
import { GRAMMAR_EXAMPLES } from './help.ts';
import type { OptionSpec } from './options.ts';

/** --variant, one id or a comma list (all, the default, is the catalogue). */
const variants = {
  type: 'string',
  short: 'v',
  value: 'id[,id]',
  help: `variants: catalogue ids or any id of the grammar (${GRAMMAR_EXAMPLES}); default all`,
  complete: 'variant',
} as const satisfies OptionSpec;
/** --variant, one id. */
const variant = { ...variants, value: 'id', help: `the variant: a catalogue id or any id of the grammar (${GRAMMAR_EXAMPLES})` } as const;
/** --strategy, a comma list. */
const strategies = {
  type: 'string',
  short: 's',
  value: 'id[,id]',
  help: 'strategies (comma list, or all)',
  complete: 'strategy',
} as const satisfies OptionSpec;
/** --data-dir. */
const dataDir = { type: 'string', value: 'dir', help: 'the data directory (default data/ of the package)', complete: 'directory' } as const;
/** --json. */
const json = {
  type: 'boolean',
  help: 'print one JSON document on stdout (docs/cli-json.schema.json); every other line goes to stderr',
} as const;
/** --quiet. */
const quiet = { type: 'boolean', short: 'q', help: 'no progress and no chatter: results and errors only' } as const;

/** codebreaker serve: the HTTP server. */
export const serve = defineCommand({
  name: 'serve',
  script: 'start',
  summary: 'the HTTP server: the API, its documentation at /docs, the web page',
  description: [
    'The same process as npm start and node dist/src/server/server.js. Every setting is an environment variable ' +
      '(PORT, HOST, DATA_DIR, LOG_LEVEL, REDIS_URL, ...: docs/operations.md); the options below set PORT, HOST and ' +
      'DATA_DIR. It runs until SIGINT or SIGTERM, finishing the requests in flight.',
  ],
  options: {
    port: {
      type: 'string',
      short: 'p',
      parse: 'integer',
      min: 0,
      max: 65535,
      value: 'n',
      help: 'the port (PORT; default 3000, 0 any free port)',
    },
    host: { type: 'string', value: 'address', help: 'the address to listen on (HOST; default 127.0.0.1, 0.0.0.0 for every interface)' },
    'data-dir': { ...dataDir, help: 'the trees to serve (DATA_DIR; default data/ of the package)' },
  },
  examples: ['codebreaker serve', 'codebreaker serve --port 8080 --host 0.0.0.0'],
  failure: 'the server could not start (no trees, the port taken) or did not stop within SHUTDOWN_GRACE_MS',
  load: () => import('../serve.ts'),
});

/** codebreaker build: build-trees. */
export const build = defineCommand({
  name: 'build',
  aliases: ['build-trees'],
  script: 'build-trees',
  summary: 'builds decision trees into data/, each verified against every secret first',
  description: [
    'Without --strategy, every greedy strategy; without --variant, every catalogue variant. An exact search ' +
      '(optimal, optimal-worst) keeps a checkpoint in <data-dir>/checkpoints/ until its tree is written.',
  ],
  idLists: ['variants', 'strategies'],
  options: {
    variant: variants,
    strategy: { ...strategies, help: 'strategies (comma list, or all; default every greedy one)' },
    'data-dir': dataDir,
    workers: {
      type: 'string',
      short: 'w',
      parse: 'integer',
      min: 0,
      value: 'n',
      help: 'threads (default one per core; 1 builds on this thread only)',
    },
    resume: { type: 'boolean', help: 'carry on the exact searches from their checkpoints' },
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
    json,
    quiet,
  },
  examples: [
    'codebreaker build --variant mastermind',
    'codebreaker build --variant mastermind --strategy optimal',
    'codebreaker build --variant mm-5x6 --strategy optimal --resume',
    'REDIS_URL=redis://127.0.0.1:6379/0 codebreaker build --variant bulls-and-cows --strategy optimal --queue',
  ],
  failure: 'a tree was not written (it failed its verification, or the board does not allow it)',
  load: () => import('../build-trees.ts'),
});

/** codebreaker verify: verify-trees. */
export const verify = defineCommand({
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
  load: () => import('../verify-trees.ts'),
});

/** codebreaker status: checkpoint-status. */
export const status = defineCommand({
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
  load: () => import('../checkpoint-status.ts'),
});

/** codebreaker assist: the terminal assistant. */
export const assist = defineCommand({
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
  load: () => import('../assist.ts'),
});

/** codebreaker stats: the judge table. */
export const stats = defineCommand({
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
  load: () => import('../stats.ts'),
});

/** codebreaker memento: the flip puzzle solver. */
export const memento = defineCommand({
  name: 'memento',
  script: 'memento',
  summary: 'solves the Memento flip puzzle read from standard input',
  description: [
    "Reads the reference solver's input: row number, column number, best move, then the rows as space-separated 0/1 " +
      '(1 solved, 0 unsolved). Rows and columns are numbered from 0, as the moves r0, c0, ... that flip them. ' +
      'Prompts on a terminal; reads silently from a pipe.',
  ],
  options: {
    moves: { type: 'string', value: MOVE_FAMILIES.join(','), help: 'the move families (comma list)' },
  },
  examples: ['codebreaker memento', "printf '3\\n3\\n2\\n1 0 0\\n1 0 0\\n1 0 0\\n' | codebreaker memento"],
  failure: 'the input was wrong (named on stderr)',
  load: () => import('../memento.ts'),
});

/** codebreaker static-search: the Static Game's exhaustive search. */
export const staticSearch = defineCommand({
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
  load: () => import('../static-search.ts'),
});

/** codebreaker worker: a worker process of the fleet. */
export const worker = defineCommand({
  name: 'worker',
  script: 'worker',
  summary: 'a worker process of the fleet at REDIS_URL',
  description: [
    'Builds trees on demand and runs units of exact searches (codebreaker build --queue), one per thread, until ' +
      'SIGTERM or SIGINT; then it finishes the jobs in flight (or, past WORKER_GRACE_MS, default 10000 ms, hands ' +
      'them back to the queue) and exits 0. Without REDIS_URL it exits 2.',
  ],
  options: {
    threads: {
      type: 'string',
      short: 't',
      parse: 'integer',
      min: 1,
      max: 256,
      value: 'n',
      help: "threads (default this machine's cores)",
    },
    'data-dir': { ...dataDir, help: 'the data directory for word lists (default data/ of the package)' },
    quiet: { ...quiet, help: 'only errors and the lines saying it is ready and stopped' },
  },
  examples: ['REDIS_URL=redis://127.0.0.1:6379/0 codebreaker worker --threads 8'],
  load: () => import('../worker.ts'),
});

/** codebreaker completion: the shell completion scripts. */
export const completion = defineCommand({
  name: 'completion',
  summary: 'prints the shell completion script (bash or zsh)',
  synopsis: '<bash|zsh>',
  description: [
    'bash: add eval "$(codebreaker completion bash)" to ~/.bashrc.',
    'zsh: codebreaker completion zsh > "${fpath[1]}/_codebreaker" (a directory of fpath), then start a new shell; ' +
      'or add eval "$(codebreaker completion zsh)" to ~/.zshrc after compinit.',
  ],
  options: {},
  positionals: { name: 'shell', min: 1, max: 1, help: 'bash or zsh' },
  examples: ['codebreaker completion bash', 'codebreaker completion zsh'],
  load: () => import('./completion.ts'),
});

/** Every command, in the order the help lists them. */
export const COMMANDS: readonly CommandSpec[] = [serve, build, verify, status, assist, stats, memento, staticSearch, worker, completion];

/** The command a name or alias names, or undefined. */
export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((c) => c.name === name || c.aliases?.includes(name) === true);
}
