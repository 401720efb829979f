import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMAND_SPECS } from '../../src/cli/command-specs.ts';
import { bashScript, zshScript } from '../../src/cli/commands/completion/run.ts';
import { codebreaker } from './run.ts';

const hasZsh = existsSync('/usr/bin/zsh') || existsSync('/bin/zsh');

/** What bash completes for a command line (its last word being completed). */
function bashCompletes(script: string, words: string[]): string[] {
  const program = `${script}
COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; COMPREPLY=()
_codebreaker
printf '%s\\n' "\${COMPREPLY[@]}"`;
  const ran = spawnSync('bash', ['--norc', '-c', program], { encoding: 'utf8' });
  expect(ran.stderr).toBe('');
  return ran.stdout.split('\n').filter(Boolean);
}

describe('codebreaker completion', () => {
  it('bash: a valid script completing commands, options and the ids of their values', async () => {
    const ran = await codebreaker(['completion', 'bash']);
    expect(ran.code).toBe(0);
    expect(ran.out).toBe(bashScript());
    expect(spawnSync('bash', ['-n'], { input: ran.out }).status).toBe(0);
    expect(bashCompletes(ran.out, ['codebreaker', 'bu'])).toEqual(['build']);
    expect(bashCompletes(ran.out, ['codebreaker', 'sta'])).toEqual(['status', 'stats', 'static-search']);
    expect(bashCompletes(ran.out, ['codebreaker', 'build', '--var'])).toEqual(['--variant']);
    expect(bashCompletes(ran.out, ['codebreaker', 'build', '--variant', 'mast'])).toEqual(['mastermind', 'mastermind-distinct']);
    expect(bashCompletes(ran.out, ['codebreaker', 'verify', '-s', 'optimal'])).toEqual(['optimal', 'optimal-worst']);
    expect(bashCompletes(ran.out, ['codebreaker', 'completion', ''])).toEqual(['bash', 'zsh']);
    // Every option of every command, as the parser knows them.
    for (const c of COMMAND_SPECS) {
      const offered = bashCompletes(ran.out, ['codebreaker', c.name, '--']);
      expect(offered.sort()).toEqual([...Object.keys(c.options).map((o) => `--${o}`), '--help'].sort());
    }
  });

  it('zsh: a #compdef script with every command and option', async () => {
    const ran = await codebreaker(['completion', 'zsh']);
    expect(ran.code).toBe(0);
    expect(ran.out).toBe(zshScript());
    expect(ran.out.startsWith('#compdef codebreaker\n')).toBe(true);
    for (const c of COMMAND_SPECS) {
      expect(ran.out).toContain(`'${c.name}:`);
      for (const o of Object.keys(c.options)) expect(ran.out).toContain(`'--${o}[`);
    }
    if (hasZsh) expect(spawnSync('zsh', ['-n'], { input: ran.out }).status).toBe(0);
  });
});
