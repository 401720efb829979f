/**
 * Every command's spec, in the order the help lists them: what the top-level help and shell
 * completion read. Specs are plain data, so this list loads none of the commands' code.
 */
import { spec as assist } from './commands/assist/spec.ts';
import { spec as build } from './commands/build-trees/spec.ts';
import { spec as memento } from './commands/memento/spec.ts';
import { spec as serve } from './commands/serve/spec.ts';
import { spec as staticSearch } from './commands/static-search/spec.ts';
import { spec as stats } from './commands/stats/spec.ts';
import { spec as status } from './commands/status/spec.ts';
import { spec as verify } from './commands/verify/spec.ts';
import { spec as wordLists } from './commands/word-lists/spec.ts';
import { spec as worker } from './commands/worker/spec.ts';
import { defineCommand, type CommandSpec } from './spec.ts';

/**
 * codebreaker completion: the shell completion scripts. Its spec stands here rather than in its
 * folder: its body reads this list, so its folder would otherwise both feed the list and read it.
 */
export const completionSpec = defineCommand({
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
});

/** Every command, in the order the help lists them. */
export const COMMAND_SPECS: readonly CommandSpec[] = [
  serve,
  build,
  verify,
  status,
  assist,
  stats,
  wordLists,
  memento,
  staticSearch,
  worker,
  completionSpec,
];

/** The spec of the command a name or alias names, or undefined. */
export function findSpec(name: string): CommandSpec | undefined {
  return COMMAND_SPECS.find((c) => c.name === name || c.aliases?.includes(name) === true);
}
