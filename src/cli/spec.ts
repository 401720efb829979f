/**
 * A command as data (a CommandSpec): its name, options, help and examples, which the dispatcher,
 * the help and shell completion read without loading the command's code. Each command's spec.ts
 * holds one; its body (run.ts) imports it, never the other way round.
 */
import type { OptionTable, PositionalSpec } from './options.ts';

/** Runs a command on its arguments (those after the command's name); resolves with the exit status. */
export type Runner = (argv: readonly string[]) => Promise<number>;

/** A list of ids the help of a command can end its description with. */
export type IdList = 'variants' | 'strategies';

/** Ids of the variant-id grammar beside the families' boards, as the help shows them. */
export const OTHER_GRAMMAR_EXAMPLES = 'mm-4x7, mm-5x6-distinct-g8, bc-4x9, words-5';
/**
 * Where an option's help (and shell completion) names ids of the variant-id grammar: the families'
 * boards most people come for (GameFamily.helpExamples), then OTHER_GRAMMAR_EXAMPLES. A slot, filled
 * when the help is printed (pick.ts fillHelp), so that a spec stays plain data that loads no game
 * (the families' registrations cost a command's start 25 to 100 ms).
 */
export const GRAMMAR_EXAMPLES = '{grammar examples}';

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
}

/** Keeps a command's option table's literal types, so its values are typed. */
export function defineCommand<const O extends OptionTable>(spec: CommandSpec<O>): CommandSpec<O> {
  return spec;
}
