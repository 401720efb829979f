/**
 * codebreaker completion bash|zsh: completion scripts written from the command table, so they
 * offer the same commands and options as the parser accepts, and the catalogue's variant and
 * strategy ids as their values.
 */
import { command } from '../../command.ts';
import type { CommandSpec, Runner } from '../../spec.ts';
import { COMMAND_SPECS, completionSpec } from '../../command-specs.ts';
import { EXIT, UsageError } from '../../errors.ts';
import { HELP_OPTION, type OptionSpec } from '../../options.ts';
import { fillHelp, strategyIds, variantIds } from '../../pick.ts';
import { didYouMean } from '../../suggest.ts';

/** Every option of a command, --help included, as [name, spec]. */
function optionsOf(spec: CommandSpec): [string, OptionSpec][] {
  return Object.entries({ ...spec.options, help: HELP_OPTION });
}

/** The words offered for an option's value in bash, or the compgen action. */
function bashValues(option: OptionSpec): string | undefined {
  switch (option.complete) {
    case 'variant':
      return `compgen -W "${variantIds.join(' ')}" -- "$cur"`;
    case 'strategy':
      return `compgen -W "${strategyIds.join(' ')}" -- "$cur"`;
    case 'file':
      return 'compgen -f -- "$cur"';
    case 'directory':
      return 'compgen -d -- "$cur"';
    default:
      return undefined;
  }
}

/** The bash completion script (complete -F). */
export function bashScript(commands: readonly CommandSpec[] = COMMAND_SPECS): string {
  const cases = commands.map((spec) => {
    const words = optionsOf(spec).flatMap(([name, o]) => [`--${name}`, ...(o.short !== undefined ? [`-${o.short}`] : [])]);
    const valued = optionsOf(spec).filter(([, o]) => o.type === 'string');
    const values = valued.map(([name, o]) => {
      const flags = [`--${name}`, ...(o.short !== undefined ? [`-${o.short}`] : [])].join('|');
      const action = bashValues(o);
      return `        ${flags}) ${action === undefined ? 'return 0' : `COMPREPLY=($(${action})); return 0`} ;;`;
    });
    const positional = spec.name === 'completion' ? 'bash zsh' : '';
    return [
      `    ${[spec.name, ...(spec.aliases ?? [])].join('|')})`,
      ...(values.length > 0 ? ['      case "$prev" in', ...values, '      esac'] : []),
      `      opts="${words.join(' ')}"; args="${positional}" ;;`,
    ].join('\n');
  });
  return `# bash completion for codebreaker: eval "$(codebreaker completion bash)"
_codebreaker() {
  local cur prev opts args
  cur="\${COMP_WORDS[COMP_CWORD]}"
  prev="\${COMP_WORDS[COMP_CWORD-1]}"
  if [[ $COMP_CWORD -eq 1 ]]; then
    COMPREPLY=($(compgen -W "${commands.map((c) => c.name).join(' ')} help --help --version" -- "$cur"))
    return 0
  fi
  case "\${COMP_WORDS[1]}" in
${cases.join('\n')}
    help) opts=""; args="${commands.map((c) => c.name).join(' ')}" ;;
    *) return 0 ;;
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
  else
    COMPREPLY=($(compgen -W "$args" -- "$cur"))
  fi
  return 0
}
complete -o default -F _codebreaker codebreaker
`;
}

/** Text inside zsh's single quotes. */
function quoted(text: string): string {
  return text.replace(/'/g, `'\\''`);
}

/** Text inside an _arguments description ([...]), within single quotes. */
function bracketed(text: string): string {
  return quoted(text).replace(/([[\]])/g, '\\$1');
}

/** The _arguments action of an option's value in zsh. */
function zshValues(option: OptionSpec): string {
  const name = quoted(option.value ?? 'value').replace(/:/g, '\\:');
  switch (option.complete) {
    case 'variant':
      return `:${name}:(${variantIds.join(' ')})`;
    case 'strategy':
      return `:${name}:(${strategyIds.join(' ')})`;
    case 'file':
      return `:${name}:_files`;
    case 'directory':
      return `:${name}:_files -/`;
    default:
      return `:${name}: `;
  }
}

/** The zsh completion script (#compdef, _arguments per command). */
export function zshScript(commands: readonly CommandSpec[] = COMMAND_SPECS): string {
  const described = commands.map((c) => `    '${c.name}:${quoted(c.summary)}'`);
  const cases = commands.map((spec) => {
    const specs = optionsOf(spec).flatMap(([name, o]) => {
      const help = `[${bracketed(fillHelp(o.help ?? ''))}]`;
      const value = o.type === 'string' ? zshValues(o) : '';
      return [`'--${name}${help}${value}'`, ...(o.short !== undefined ? [`'-${o.short}${help}${value}'`] : [])];
    });
    if (spec.name === 'completion') specs.push(`':shell:(bash zsh)'`);
    if (spec.positionals !== undefined && spec.name !== 'completion') specs.push(`'*:${quoted(spec.positionals.name)}:_files'`);
    return `    ${[spec.name, ...(spec.aliases ?? [])].join('|')})\n      _arguments -s \\\n        ${specs.join(' \\\n        ')} ;;`;
  });
  return `#compdef codebreaker
# zsh completion for codebreaker: codebreaker completion zsh > "\${fpath[1]}/_codebreaker"
_codebreaker() {
  local -a commands
  commands=(
${described.join('\n')}
  )
  if (( CURRENT == 2 )); then
    _describe -t commands 'codebreaker command' commands
    return
  fi
  local cmd=$words[2]
  shift words
  (( CURRENT-- ))
  case $cmd in
${cases.join('\n')}
    help) _describe -t commands 'codebreaker command' commands ;;
  esac
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
  _codebreaker "$@"
else
  compdef _codebreaker codebreaker
fi
`;
}

/** Runs codebreaker completion. */
export const run: Runner = command(completionSpec, async ({ positionals }) => {
  const shell = positionals[0]!;
  const scripts: Record<string, () => string> = { bash: bashScript, zsh: zshScript };
  const script = scripts[shell];
  if (script === undefined)
    throw new UsageError(`no completion for the shell ${JSON.stringify(shell)}${didYouMean(shell, Object.keys(scripts))}; bash or zsh`);
  process.stdout.write(script());
  return EXIT.ok;
});
