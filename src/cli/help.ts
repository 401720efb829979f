/**
 * The help of a command and its usage line, written from its CommandSpec, so the help, the
 * errors and the documentation name the same options.
 */
import type { CommandSpec } from './spec.ts';
import type { OptionSpec } from './options.ts';
import { HELP_OPTION } from './options.ts';

/** "-v, --variant <id>" or "    --json", as the help lists an option. */
export function optionLabel(name: string, spec: OptionSpec): string {
  const short = spec.short === undefined ? '    ' : `-${spec.short}, `;
  return `${short}--${name}${spec.type === 'string' ? ` <${spec.value ?? 'value'}>` : ''}`;
}

/** The command's usage line: "Usage: codebreaker stats --variant <id> [options]". */
export function usageLine(spec: CommandSpec): string {
  const invocation = spec.invocation ?? `codebreaker ${spec.name}`;
  const positional = spec.positionals === undefined || spec.synopsis !== undefined ? '' : ` [${spec.positionals.name}]`;
  return `Usage: ${invocation} ${spec.synopsis ?? '[options]'}${positional}`;
}

/** The width help is wrapped to. */
export const HELP_WIDTH = 100;

/** A paragraph as lines of at most `width` characters (a longer word stays whole), each after `indent`. */
export function wrap(text: string, width = HELP_WIDTH, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && indent.length + line.length + 1 + word.length > width) {
      lines.push(`${indent}${line}`);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(`${indent}${line}`);
  return lines;
}

/** Rows of two columns, the first padded to the widest, the second wrapped and its continuation lines indented under it. */
export function columns(rows: readonly (readonly [string, string])[], indent = '  '): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  const hanging = ' '.repeat(indent.length + width + 2);
  return rows.flatMap(([left, right]) => {
    const [first = '', ...rest] = wrap(right, HELP_WIDTH, hanging);
    return [`${indent}${left.padEnd(width)}  ${first.trimStart()}`.trimEnd(), ...rest];
  });
}

/** The default of an option as the help shows it, or "". */
function defaultNote(spec: OptionSpec): string {
  return spec.default === undefined ? '' : ` (default ${spec.default})`;
}

/** How the npm script of a command is typed: "npm start", or "npm run build-trees -- [options]". */
export function npmAlias(script: string): string {
  return script === 'start' ? 'npm start' : `npm run ${script} -- [options]`;
}

/**
 * The full help: summary, usage, description, options, examples, exit statuses and the npm alias;
 * `ids` are paragraphs that follow the description (the ids of its idLists); `family` what the
 * game families add (their paragraphs after the description, their examples after the command's);
 * `fill` fills an option's help in (the grammar's examples, pick.ts fillHelp).
 */
export function helpText(
  spec: CommandSpec,
  ids: readonly string[] = [],
  family: { readonly paragraphs: readonly string[]; readonly examples: readonly string[] } = { paragraphs: [], examples: [] },
  fill: (help: string) => string = (help) => help,
): string {
  const invocation = spec.invocation ?? `codebreaker ${spec.name}`;
  const options = Object.entries<OptionSpec>({ ...spec.options, help: HELP_OPTION }).map(
    ([name, option]) => [optionLabel(name, option), `${fill(option.help ?? '')}${defaultNote(option)}`] as const,
  );
  const lines = [...wrap(`${invocation}: ${spec.summary}`), '', usageLine(spec)];
  for (const paragraph of [...(spec.description ?? []), ...family.paragraphs, ...ids]) lines.push('', ...wrap(paragraph));
  if (spec.positionals !== undefined) lines.push('', 'Arguments:', ...columns([[spec.positionals.name, spec.positionals.help ?? '']]));
  lines.push('', 'Options:', ...columns(options));
  const examples = [...spec.examples, ...family.examples];
  if (examples.length > 0) lines.push('', 'Examples:', ...examples.map((e) => `  ${e}`));
  if (spec.invocation === undefined) {
    lines.push('', ...wrap(`Exit status: 0 success${spec.failure !== undefined ? `; 1 ${spec.failure}` : ''}; 2 a wrong command line.`));
  }
  if (spec.script !== undefined) lines.push(`Also: ${npmAlias(spec.script)}`);
  return lines.join('\n');
}
