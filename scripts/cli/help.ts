/**
 * The help of a command and its usage line, written from its CommandSpec, so the help, the
 * errors and the documentation name the same options.
 */
import type { CommandSpec } from './command.ts';
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

/** Rows of two columns, the first padded to the widest, continuation lines indented under the second. */
export function columns(rows: readonly (readonly [string, string])[], indent = '  '): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `${indent}${left.padEnd(width)}  ${right}`.trimEnd());
}

/** The default of an option as the help shows it, or "". */
function defaultNote(spec: OptionSpec): string {
  return spec.default === undefined ? '' : ` (default ${spec.default})`;
}

/** How the npm script of a command is typed: "npm start", or "npm run build-trees -- [options]". */
export function npmAlias(script: string): string {
  return script === 'start' ? 'npm start' : `npm run ${script} -- [options]`;
}

/** The full help: summary, usage, options, examples, exit statuses and the npm alias. */
export function helpText(spec: CommandSpec): string {
  const invocation = spec.invocation ?? `codebreaker ${spec.name}`;
  const options = Object.entries<OptionSpec>({ ...spec.options, help: HELP_OPTION }).map(
    ([name, option]) => [optionLabel(name, option), `${option.help ?? ''}${defaultNote(option)}`] as const,
  );
  const lines = [`${invocation}: ${spec.summary}`, '', usageLine(spec)];
  if (spec.description !== undefined) lines.push('', ...spec.description);
  if (spec.positionals !== undefined) lines.push('', 'Arguments:', ...columns([[spec.positionals.name, spec.positionals.help ?? '']]));
  lines.push('', 'Options:', ...columns(options));
  if (spec.examples.length > 0) lines.push('', 'Examples:', ...spec.examples.map((e) => `  ${e}`));
  if (spec.invocation === undefined) {
    lines.push('', `Exit status: 0 success${spec.failure !== undefined ? `, 1 ${spec.failure}` : ''}, 2 a wrong command line.`);
  }
  if (spec.script !== undefined) lines.push(`Also: ${npmAlias(spec.script)}`);
  return lines.join('\n');
}
