import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codebreaker, repo, runNode, STACK_LINE } from './run.ts';

const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** The npm scripts that run a command of codebreaker (node bin/codebreaker.js X), by command. */
const npmCommands = Object.entries(pkg.scripts)
  .map(([name, command]) => [name, /^node bin\/codebreaker\.js ([\w-]+)$/.exec(command)?.[1]] as const)
  .filter((entry): entry is readonly [string, string] => entry[1] !== undefined);

/** The npm scripts that run a developer script (node dist/scripts/X.js), by script file. */
const npmScripts = Object.entries(pkg.scripts)
  .map(([name, command]) => [name, /^node dist\/scripts\/([\w-]+)\.js$/.exec(command)?.[1]] as const)
  .filter((entry): entry is readonly [string, string] => entry[1] !== undefined);

/** Every developer script that reads options, through the commands' parser. */
const parsing = readdirSync(join(repo, 'scripts'))
  .filter((f) => f.endsWith('.ts'))
  .filter((f) => /\bparseScriptArgs\(/.test(readFileSync(join(repo, 'scripts', f), 'utf8')))
  .map((f) => f.replace(/\.ts$/, ''));

/** Checks a wrong command line's answer: exit 2, one line naming the option, then the usage line. */
function expectUnknownOption(ran: { code: number | null; out: string; err: string }): void {
  expect(ran.code, ran.err).toBe(2);
  expect(ran.out).toBe('');
  const lines = ran.err.trimEnd().split('\n');
  expect(lines, ran.err).toHaveLength(2);
  expect(lines[0]).toMatch(/: unknown option --no-such-option$/);
  expect(lines[1]).toMatch(/^Usage: /);
  expect(ran.err).not.toMatch(STACK_LINE);
}

describe('the npm scripts and the developer scripts: one parser, one set of habits', () => {
  it('every user-facing npm script runs a command of codebreaker', () => {
    const names = npmCommands.map(([name]) => name);
    for (const name of ['build-trees', 'verify-trees', 'checkpoint-status', 'stats', 'memento', 'assist', 'static-search', 'worker'])
      expect(names).toContain(name);
  });

  for (const [name, command] of npmCommands) {
    it(`npm run ${name} -- --no-such-option (codebreaker ${command}): one line naming it, the usage line, exit 2`, async () => {
      expectUnknownOption(await codebreaker([command, '--no-such-option'], '', { REDIS_URL: '' }));
    });
  }

  for (const script of new Set([...npmScripts.map(([, file]) => file), ...parsing])) {
    it(`node dist/scripts/${script}.js --no-such-option: one line naming it, the usage line, exit 2`, async () => {
      expectUnknownOption(await runNode(join(repo, 'dist', 'scripts', `${script}.js`), ['--no-such-option'], '', { REDIS_URL: '' }));
    });
  }

  it('npm run build-trees -- --varient mastermind: the suggestion, as codebreaker build gives it', async () => {
    const ran = await codebreaker(['build-trees', '--varient', 'mastermind']);
    expect(ran.code).toBe(2);
    expect(ran.err.split('\n')[0]).toBe('codebreaker build: unknown option --varient (did you mean --variant?)');
  });
});
