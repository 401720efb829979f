/**
 * codebreaker <command> [options]: the one command line. It reads the command's name, and loads
 * and runs that command's code (a dynamic import: the help, the version and a wrong command line
 * answer without loading any of it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../store/paths.ts';
import { COMMAND_SPECS, findSpec } from './command-specs.ts';
import { EXIT } from './errors.ts';
import { columns } from './help.ts';
import { endOnClosedPipe } from './output.ts';
import { LOADERS } from './registry.ts';
import { didYouMean } from './suggest.ts';

/** The top-level usage line. */
export const USAGE = 'Usage: codebreaker <command> [options]   (codebreaker <command> --help: its options)';

/** The package's version, from package.json. */
export function version(): string {
  return (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The top-level help: the commands, the global options, examples and exit statuses. */
export function mainHelp(): string {
  return [
    'codebreaker: precomputed, verified decision trees for Mastermind, Bulls and Cows and their relatives',
    '',
    USAGE,
    '',
    'Commands:',
    ...columns(COMMAND_SPECS.map((c) => [c.name, c.summary] as const)),
    '',
    'Options:',
    ...columns([
      ['-h, --help', 'this help; codebreaker <command> --help (or codebreaker help <command>) for a command'],
      ['--version', 'the version'],
    ]),
    '',
    'Examples:',
    '  codebreaker serve',
    '  codebreaker build --variant mastermind --strategy minimax',
    '  codebreaker stats --variant mastermind --json',
    '',
    'Exit status: 0 success, 1 the work failed (a tree that does not verify, a search that stopped), 2 a wrong',
    'command line. Every command and its JSON output: docs/cli.md.',
  ].join('\n');
}

/** Prints a wrong command line's one line and the usage line; returns 2. */
function usageError(message: string): number {
  process.stderr.write(`codebreaker: ${message}\n${USAGE}\n`);
  return EXIT.usage;
}

/** Runs codebreaker on its arguments; resolves with the exit status. */
export async function main(argv: readonly string[]): Promise<number> {
  endOnClosedPipe();
  const [first, ...rest] = argv;
  if (first === undefined) {
    process.stderr.write(`${mainHelp()}\n`);
    return EXIT.usage;
  }
  if (first === '--help' || first === '-h' || (first === 'help' && rest.length === 0)) {
    process.stdout.write(`${mainHelp()}\n`);
    return EXIT.ok;
  }
  if (first === '--version') {
    process.stdout.write(`${version()}\n`);
    return EXIT.ok;
  }
  if (first === 'help') return main([rest[0]!, '--help']);
  if (first.startsWith('-')) return usageError(`unknown option ${first}${didYouMean(first, ['--help', '--version'])}`);
  const spec = findSpec(first);
  const load = spec === undefined ? undefined : LOADERS[spec.name];
  if (load === undefined) {
    return usageError(
      `unknown command ${first}${didYouMean(
        first,
        COMMAND_SPECS.flatMap((c) => [c.name, ...(c.aliases ?? [])]),
      )}`,
    );
  }
  const { run } = await load();
  return run(rest);
}
