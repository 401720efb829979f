/**
 * A command: its name, options, help and examples (a CommandSpec, plain data the dispatcher,
 * the help and shell completion read without loading the command's code), and the runner that
 * parses a command line against it and runs the command's body, turning every CliError into its
 * exit status and one line on stderr.
 */
import { CliError, EXIT, UsageError } from './errors.ts';
import { helpText, usageLine, type IdList } from './help.ts';
import { parseOptions, type OptionTable, type PositionalSpec, type Values } from './options.ts';
import { endOnClosedPipe, Output } from './output.ts';

/** Runs a command on its arguments (those after the command's name); resolves with the exit status. */
export type Runner = (argv: readonly string[]) => Promise<number>;

/** A command as data: what the help, the usage line, the dispatcher and completion need. */
export interface CommandSpec<O extends OptionTable = OptionTable> {
  /** The subcommand's name (codebreaker build), or the script's file name for a developer script. */
  readonly name: string;
  /** How the command is typed before its options: "codebreaker build" by default. */
  readonly invocation?: string;
  /** Other names the dispatcher accepts (the old script names). */
  readonly aliases?: readonly string[];
  /** The npm script that runs the same code (npm run build-trees). */
  readonly script?: string;
  /** One line: what the command does. */
  readonly summary: string;
  /** What follows the command in its usage line; "[options]" by default. */
  readonly synopsis?: string;
  /** Paragraphs for the help, after the usage line. */
  readonly description?: readonly string[];
  /** The ids the help lists after the description (read from the catalogue only to print the help). */
  readonly idLists?: readonly IdList[];
  readonly options: O;
  readonly positionals?: PositionalSpec;
  /** Command lines to show in the help, each a complete example. */
  readonly examples: readonly string[];
  /** When the command exits 1 (the work failed); omitted when it never does. */
  readonly failure?: string;
  /** Loads the command's code (a dynamic import, so the dispatcher stays fast). */
  readonly load?: () => Promise<{ readonly run: Runner }>;
}

/** Keeps a command's option table's literal types, so its values are typed. */
export function defineCommand<const O extends OptionTable>(spec: CommandSpec<O>): CommandSpec<O> {
  return spec;
}

/** What a command's body gets: its parsed options and arguments, and where to write. */
export interface CommandContext<O extends OptionTable> {
  readonly values: Values<O>;
  readonly positionals: string[];
  readonly out: Output;
}

/**
 * The runner of a command: --help prints the help (exit 0); a UsageError prints one line and the
 * usage line (exit 2); another CliError prints its line (its exit status); otherwise the body's
 * exit status. Output is built from the options --json and --quiet when the command has them.
 */
export function command<O extends OptionTable>(spec: CommandSpec<O>, body: (context: CommandContext<O>) => Promise<number>): Runner {
  return async (argv) => {
    endOnClosedPipe();
    const stderr = (line: string): void => void process.stderr.write(`${line}\n`);
    const prefix = spec.invocation ?? `codebreaker ${spec.name}`;
    try {
      const parsed = parseOptions(spec.options, argv, spec.positionals);
      if (parsed.help) {
        const lists = spec.idLists ?? [];
        const ids = lists.length === 0 ? [] : lists.map((await import('./pick.ts')).idsParagraph);
        process.stdout.write(`${helpText(spec, ids)}\n`);
        return EXIT.ok;
      }
      const flags = parsed.values as Record<string, unknown>;
      const out = new Output({ json: flags.json === true, quiet: flags.quiet === true });
      return await body({ values: parsed.values, positionals: parsed.positionals, out });
    } catch (err) {
      if (!(err instanceof CliError)) throw err;
      stderr(`${prefix}: ${err.message}`);
      if (err instanceof UsageError) stderr(usageLine(spec));
      return err.code;
    }
  };
}
