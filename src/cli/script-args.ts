/**
 * The command-line parser of the developer scripts (npm run bench, node dist/scripts/race.js,
 * ...), which run as top-level code: the commands' parser, with the same help and the same
 * one-line mistakes (exit status 2).
 */
import { defineCommand, type CommandSpec } from './spec.ts';
import { EXIT, UsageError } from './errors.ts';
import { helpText, usageLine } from './help.ts';
import { parseOptions, type OptionTable, type PositionalSpec, type Values } from './options.ts';

/** A developer script's command line: how it is typed, what it does, its options. */
export interface ScriptSpec<O extends OptionTable> {
  /** How the script is typed before its options: "npm run bench --", "node dist/scripts/race.js". */
  readonly invocation: string;
  readonly summary: string;
  readonly synopsis?: string;
  readonly options: O;
  readonly positionals?: PositionalSpec;
  readonly examples?: readonly string[];
}

/**
 * The script's options and arguments; --help prints the help and ends the process (0), a mistake
 * prints one line and the usage line and ends it (2).
 */
export function parseScriptArgs<const O extends OptionTable>(
  script: ScriptSpec<O>,
  argv: readonly string[] = process.argv.slice(2),
): { values: Values<O>; positionals: string[] } {
  const spec: CommandSpec<O> = defineCommand({ name: script.invocation, examples: [], ...script });
  try {
    const parsed = parseOptions(spec.options, argv, spec.positionals);
    if (!parsed.help) return { values: parsed.values, positionals: parsed.positionals };
    process.stdout.write(`${helpText(spec)}\n`);
    process.exit(EXIT.ok);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`${script.invocation}: ${err.message}\n${usageLine(spec)}\n`);
    process.exit(EXIT.usage);
  }
}
