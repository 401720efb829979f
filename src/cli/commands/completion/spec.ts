// The spec of `codebreaker completion`, which prints the bash or zsh completion script:
// options, help and examples as data, read without loading the command's code.
import { defineCommand } from '../../spec.ts';

/** codebreaker completion: the shell completion scripts. */
export const spec = defineCommand({
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
