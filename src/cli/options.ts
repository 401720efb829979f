/**
 * The one command-line parser of every command and script: node:util's parseArgs reads the
 * tokens, and this module checks them against the option table, so that every mistake (an
 * unknown option, a missing or malformed value, an unexpected argument) is one UsageError naming
 * it, with the nearest option suggested, never a Node.js stack trace.
 */
import { parseArgs } from 'node:util';
import { UsageError } from './errors.ts';
import { didYouMean } from './suggest.ts';

/** What completion offers for an option's value. */
export type Completion = 'variant' | 'strategy' | 'file' | 'directory';

/** One option: parseArgs' type and short letter, plus how its value is checked and described. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
  /** The option may be given several times; its value is then the list of them. */
  readonly multiple?: boolean;
  /** A string value read as a whole number or a number, within [min, max]. */
  readonly parse?: 'integer' | 'number';
  readonly min?: number;
  readonly max?: number;
  /** The value when the option is absent. */
  readonly default?: string | number;
  /** The value's name in help and usage ("id[,id]", "n", "dir"). */
  readonly value?: string;
  /** One line for the help. */
  readonly help?: string;
  /** What shell completion offers for the value. */
  readonly complete?: Completion;
}

/** A command's options by long name. */
export type OptionTable = Readonly<Record<string, OptionSpec>>;

/** The arguments that are not options: how many, and their name in help. */
export interface PositionalSpec {
  readonly name: string;
  readonly min?: number;
  readonly max?: number;
  readonly help?: string;
}

type Scalar<S extends OptionSpec> = S['type'] extends 'boolean' ? boolean : S extends { parse: 'integer' | 'number' } ? number : string;

/** The parsed value of each option: flags are booleans, lists arrays, others undefined when absent. */
export type Values<O extends OptionTable> = {
  -readonly [K in keyof O]: O[K] extends { multiple: true }
    ? Scalar<O[K]>[]
    : O[K]['type'] extends 'boolean'
      ? boolean
      : O[K] extends { default: string | number }
        ? Scalar<O[K]>
        : Scalar<O[K]> | undefined;
};

/** A parsed command line: the options' values and the other arguments, or a request for help. */
export type Parsed<O extends OptionTable> =
  { readonly help: true } | { readonly help: false; readonly values: Values<O>; readonly positionals: string[] };

/** The option every command has. */
export const HELP_OPTION = { type: 'boolean', short: 'h', help: 'show this help' } as const satisfies OptionSpec;

/** Reads a value given as text into what the option's spec says (a number for integer options). */
function convert(name: string, spec: OptionSpec, text: string): string | number {
  if (spec.parse === undefined) return text;
  const n = Number(text);
  const whole = spec.parse === 'integer';
  const ok = text.trim() !== '' && Number.isFinite(n) && (!whole || Number.isInteger(n));
  const inRange = (spec.min === undefined || n >= spec.min) && (spec.max === undefined || n <= spec.max);
  if (ok && inRange) return n;
  const range =
    spec.min !== undefined && spec.max !== undefined
      ? ` from ${spec.min} to ${spec.max}`
      : spec.min !== undefined
        ? `, ${spec.min} or more`
        : spec.max !== undefined
          ? ` up to ${spec.max}`
          : '';
  throw new UsageError(`--${name} takes ${whole ? 'a whole number' : 'a number'}${range}, not ${JSON.stringify(text)}`);
}

/**
 * Parses a command line against an option table (--help/-h is added). The first mistake throws
 * a UsageError whose message names it: "unknown option --varient (did you mean --variant?)",
 * "--variant needs a value (<id>)", "--workers takes a whole number, not "abc"", "unexpected
 * argument "x"". --help anywhere (not as another option's value) wins over any mistake.
 */
export function parseOptions<O extends OptionTable>(options: O, argv: readonly string[], positionals?: PositionalSpec): Parsed<O> {
  const table: Record<string, OptionSpec> = { help: HELP_OPTION, ...options };
  const config: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }> = {};
  for (const [name, spec] of Object.entries(table)) {
    config[name] = {
      type: spec.type,
      ...(spec.short !== undefined ? { short: spec.short } : {}),
      ...(spec.multiple ? { multiple: true } : {}),
    };
  }
  // Not strict: the tokens are checked here, so every mistake gets the same kind of message.
  const { tokens } = parseArgs({ args: [...argv], options: config, strict: false, allowPositionals: true, tokens: true });
  if (tokens.some((t) => t.kind === 'option' && t.name === 'help' && t.value === undefined)) return { help: true };

  const values: Record<string, unknown> = {};
  const rest: string[] = [];
  const longNames = Object.keys(table).map((n) => `--${n}`);
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      rest.push(token.value);
      continue;
    }
    const spec = table[token.name];
    if (spec === undefined) {
      const suggestion = token.rawName.startsWith('--') ? didYouMean(token.rawName, longNames) : '';
      throw new UsageError(`unknown option ${token.rawName}${suggestion}`);
    }
    const label = spec.short !== undefined && token.rawName === `-${spec.short}` ? `-${spec.short}` : `--${token.name}`;
    if (spec.type === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`${label} takes no value (got ${JSON.stringify(token.value)})`);
      values[token.name] = true;
      continue;
    }
    // A value that looks like an option is the next option, not this one's value ("--variant --json").
    if (token.value === undefined || (!token.inlineValue && token.value.startsWith('-') && token.value !== '-')) {
      throw new UsageError(`${label} needs a value (<${spec.value ?? 'value'}>)`);
    }
    const value = convert(token.name, spec, token.value);
    if (spec.multiple === true) values[token.name] = [...((values[token.name] as unknown[] | undefined) ?? []), value];
    else values[token.name] = value;
  }
  for (const [name, spec] of Object.entries(options)) {
    if (values[name] !== undefined) continue;
    if (spec.multiple === true) values[name] = [];
    else if (spec.type === 'boolean') values[name] = false;
    else if (spec.default !== undefined) values[name] = spec.default;
  }

  const min = positionals?.min ?? 0;
  const max = positionals === undefined ? 0 : (positionals.max ?? Infinity);
  if (rest.length > max) {
    const extra = rest[max]!;
    throw new UsageError(
      extra.startsWith('-')
        ? `unknown option ${extra}`
        : `unexpected argument ${JSON.stringify(extra)}${max > 0 ? ` (at most ${max})` : ''}`,
    );
  }
  if (rest.length < min)
    throw new UsageError(`missing ${positionals!.name}${positionals!.help !== undefined ? ` (${positionals!.help})` : ''}`);
  return { help: false, values: values as Values<O>, positionals: rest };
}
