/**
 * The runner of a command: it parses a command line against the command's spec and runs the
 * command's body, turning every CliError into its exit status and one line on stderr.
 */
import { CliError, EXIT, UsageError } from './errors.ts';
import { helpText, usageLine } from './help.ts';
import { parseOptions, type OptionTable, type Values } from './options.ts';
import { endOnClosedPipe, Output } from './output.ts';
import type { CommandSpec, Runner } from './spec.ts';

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
        // The ids and the families' parts of the help read the core: loaded for the help only.
        const { familyHelp, fillHelp, idsParagraph } = await import('./pick.ts');
        process.stdout.write(`${helpText(spec, (spec.idLists ?? []).map(idsParagraph), familyHelp(spec.name), fillHelp)}\n`);
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
