import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_SPECS } from '../../src/cli/command-specs.ts';
import { parseVariant } from '../../src/core/variants/parse.ts';
import { ANSI, codebreaker, repo, runNode, STACK_LINE } from './run.ts';
import { staticImports } from '../helpers/static-imports.ts';

const version = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }).version;

/** Checks a wrong command line's answer: exit 2, nothing on stdout, one line naming the mistake, then the usage line. */
function expectUsageError(ran: { code: number | null; out: string; err: string }, line: RegExp | string): void {
  expect(ran.code).toBe(2);
  expect(ran.out).toBe('');
  const lines = ran.err.trimEnd().split('\n');
  expect(lines, ran.err).toHaveLength(2);
  if (typeof line === 'string') expect(lines[0]).toBe(line);
  else expect(lines[0]).toMatch(line);
  expect(lines[1]).toMatch(/^Usage: /);
  expect(ran.err).not.toMatch(STACK_LINE);
}

describe('codebreaker', () => {
  it('--help lists every command, with examples and the exit statuses', async () => {
    const ran = await codebreaker(['--help']);
    expect(ran.code).toBe(0);
    expect(ran.err).toBe('');
    expect(ran.out).toMatch(/^Usage: codebreaker <command> \[options\]/m);
    for (const c of COMMAND_SPECS) expect(ran.out).toMatch(new RegExp(`^  ${c.name}\\s+\\S`, 'm'));
    expect(ran.out).toContain('Examples:');
    expect(ran.out).toMatch(/Exit status: 0 success, 1 .*, 2 /);
    expect(ran.out).not.toMatch(ANSI);
    expect((await codebreaker(['-h'])).out).toBe(ran.out);
    expect((await codebreaker(['help'])).out).toBe(ran.out);
  });

  it('loads no command before it runs: the help, the version and a wrong command line need no server, queue, builder or catalogue', () => {
    const { files, packages } = staticImports(join(repo, 'src', 'cli', 'main.ts'));
    expect([...packages].filter((p) => !p.startsWith('node:'))).toEqual([]);
    const loaded = [...files].map((f) => relative(repo, f).split('\\').join('/'));
    expect(loaded.filter((f) => /^src\/(server|fleet|builder|workers|store\/(?!paths))/.test(f))).toEqual([]);
    // The commands' specs, not their bodies.
    expect(loaded.filter((f) => f.startsWith('src/cli/commands/') && !f.endsWith('/spec.ts'))).toEqual([]);
    expect(loaded.filter((f) => f.startsWith('scripts/'))).toEqual([]);
    // The catalogue's games and strategies are read only to run a command or print its help.
    expect(loaded.filter((f) => f.startsWith('src/core/') || f === 'src/cli/pick.ts')).toEqual([]);
  });

  it('codebreaker build loads no server, queue or progress-bar library, nor the native msgpack decoder, before it needs one', () => {
    const { packages } = staticImports(join(repo, 'src', 'cli', 'commands', 'build-trees', 'run.ts'));
    const heavy = ['fastify', 'bullmq', 'ioredis', 'cli-progress', 'msgpackr', 'msgpackr-extract'];
    expect([...packages].filter((p) => heavy.includes(p) || p.startsWith('@fastify/'))).toEqual([]);
  });

  it('--version is the version of package.json', async () => {
    expect(await codebreaker(['--version'])).toEqual({ code: 0, out: `${version}\n`, err: '' });
  });

  it('with no command: the help on stderr, exit 2', async () => {
    const ran = await codebreaker([]);
    expect(ran.code).toBe(2);
    expect(ran.out).toBe('');
    expect(ran.err).toContain('Usage: codebreaker <command>');
  });

  it('an unknown command: one line suggesting the nearest, then the usage line, exit 2', async () => {
    expectUsageError(await codebreaker(['buidl']), 'codebreaker: unknown command buidl (did you mean build?)');
    expectUsageError(await codebreaker(['stast', '--variant', 'mastermind']), 'codebreaker: unknown command stast (did you mean stats?)');
    expectUsageError(await codebreaker(['frobnicate']), 'codebreaker: unknown command frobnicate');
    expectUsageError(await codebreaker(['--verison']), 'codebreaker: unknown option --verison (did you mean --version?)');
  });

  it('the old script names are aliases: build-trees, verify-trees, checkpoint-status', async () => {
    for (const [alias, name] of [
      ['build-trees', 'build'],
      ['verify-trees', 'verify'],
      ['checkpoint-status', 'status'],
    ] as const) {
      const ran = await codebreaker([alias, '--help']);
      expect(ran.code).toBe(0);
      expect(ran.out).toMatch(new RegExp(`^Usage: codebreaker ${name}`, 'm'));
    }
  });

  for (const c of COMMAND_SPECS) {
    describe(`codebreaker ${c.name}`, () => {
      it('--help: usage, options, an example, exit 0', async () => {
        const ran = await codebreaker([c.name, '--help']);
        expect(ran.code).toBe(0);
        expect(ran.err).toBe('');
        expect(ran.out).toMatch(new RegExp(`^Usage: codebreaker ${c.name}`, 'm'));
        expect(ran.out).toContain('-h, --help');
        expect(ran.out).toMatch(new RegExp(`^Examples:\\n  (\\S+=\\S+ )?codebreaker ${c.name}`, 'm'));
        expect(ran.out).not.toMatch(ANSI);
        expect((await codebreaker(['help', c.name])).out).toBe(ran.out);
        expect((await codebreaker([c.name, '-h'])).out).toBe(ran.out);
      });

      it('an unknown option: one line naming it, then the usage line, exit 2', async () => {
        expectUsageError(await codebreaker([c.name, '--no-such-option']), `codebreaker ${c.name}: unknown option --no-such-option`);
      });

      it('a misspelt option: the nearest suggested', async () => {
        const name = Object.keys(c.options)[0];
        if (name === undefined) return;
        const typo = `--${name.slice(0, 2)}${name[3] ?? ''}${name[2]}${name.slice(4)}`;
        expectUsageError(await codebreaker([c.name, typo, 'x']), `codebreaker ${c.name}: unknown option ${typo} (did you mean --${name}?)`);
      });
    });
  }

  it('build --help names the Wordle boards among the variants, each id one the grammar takes', async () => {
    const help = (await codebreaker(['build', '--help'])).out;
    const paragraph = help.slice(help.indexOf('Variants:'), help.indexOf('\n\n', help.indexOf('Variants:'))).replace(/\n/g, ' ');
    for (const id of ['wordle', 'wordle-hard', 'wordle-{L}', 'wordle-u{ID}', '-hard', '-g{N}'])
      expect(paragraph).toMatch(new RegExp(`(^|[ (,:])${id.replace(/[{}]/g, '\\$&')}[ ),;]`));
    // The ids it names are the grammar's: the forms filled in as the help says.
    for (const id of ['wordle', 'wordle-hard', 'wordle-4', 'wordle-3-hard-g8', 'wordle-u0123456789ab-hard', 'wordle-g7'])
      expect(parseVariant(id).id).toBe(id);
    expect(help).toMatch(/--variant <id\[,id\]> +variants: catalogue ids or any id of the grammar \(wordle, wordle-hard,/);
  });

  it('codebreaker build --varient mastermind: the one line the user needs', async () => {
    expectUsageError(
      await codebreaker(['build', '--varient', 'mastermind']),
      'codebreaker build: unknown option --varient (did you mean --variant?)',
    );
  });

  it('a missing or malformed value, an unknown id: one line naming it, then the usage line, exit 2', async () => {
    expectUsageError(
      await codebreaker(['build', '--workers', 'abc']),
      'codebreaker build: --workers takes a whole number, 0 or more, not "abc"',
    );
    expectUsageError(await codebreaker(['build', '--lanes', '0']), 'codebreaker build: --lanes takes a whole number, 1 or more, not "0"');
    expectUsageError(await codebreaker(['build', '--variant']), 'codebreaker build: --variant needs a value (<id[,id]>)');
    expectUsageError(await codebreaker(['stats', '--variant', '--json']), 'codebreaker stats: --variant needs a value (<id>)');
    expectUsageError(await codebreaker(['stats']), 'codebreaker stats: name a variant (--variant <id>)');
    expectUsageError(
      await codebreaker(['stats', '--variant', 'mastremind']),
      'codebreaker stats: unknown variant "mastremind" (did you mean mastermind?)',
    );
    expectUsageError(
      await codebreaker(['verify', '--strategy', 'minimx']),
      /^codebreaker verify: unknown strategy "minimx" \(did you mean minimax\?\); known: /,
    );
    expectUsageError(
      await codebreaker(['worker', '--threads', '0']),
      'codebreaker worker: --threads takes a whole number from 1 to 256, not "0"',
    );
    expectUsageError(
      await codebreaker(['serve', '--port', 'http']),
      'codebreaker serve: --port takes a whole number from 0 to 65535, not "http"',
    );
    expectUsageError(
      await codebreaker(['static-search', '--k', 'five']),
      'codebreaker static-search: --k takes a whole number from 1 to 16, not "five"',
    );
    expectUsageError(await codebreaker(['status', '--write-best=yes']), 'codebreaker status: --write-best takes no value (got "yes")');
    expectUsageError(await codebreaker(['build', 'mastermind']), 'codebreaker build: unexpected argument "mastermind"');
    expectUsageError(await codebreaker(['completion', 'fish']), 'codebreaker completion: no completion for the shell "fish"; bash or zsh');
  });

  it('codebreaker-assist, the older command, is codebreaker assist', async () => {
    const args = ['--variant', 'mastermind', '--strategy', 'minimax', '--secret', '1234'];
    const old = await runNode(join(repo, 'bin', 'codebreaker-assist.js'), args);
    expect(old.code).toBe(0);
    expect(old.out).toContain('Solved in');
    expect(old.out).toBe((await codebreaker(['assist', ...args])).out);
    expectUsageError(
      await runNode(join(repo, 'bin', 'codebreaker-assist.js'), ['--varient', 'x']),
      /unknown option --varient \(did you mean --variant\?\)/,
    );
  });

  it('nothing in colour when piped, even where a terminal gets colour', async () => {
    for (const args of [
      ['assist', '--variant', 'mastermind', '--strategy', 'minimax', '--secret', '1234'],
      ['stats', '--variant', 'mastermind'],
      ['verify', '--variant', 'mastermind', '--strategy', 'minimax'],
      ['build', '--variant', 'twod', '--strategy', 'minimax', '--data-dir', join(repo, 'no-such-dir-for-a-test'), '--help'],
    ]) {
      const ran = await codebreaker(args);
      expect(ran.code, args.join(' ')).toBe(0);
      expect(ran.out + ran.err, args.join(' ')).not.toMatch(ANSI);
    }
    // FORCE_COLOR is the way to colour a pipe, and NO_COLOR wins over it.
    const forced = await codebreaker(['assist', '--variant', 'mastermind', '--strategy', 'minimax', '--secret', '1234'], '', {
      FORCE_COLOR: '1',
    });
    expect(forced.out).toMatch(ANSI);
    const off = await codebreaker(['assist', '--variant', 'mastermind', '--strategy', 'minimax', '--secret', '1234'], '', {
      FORCE_COLOR: '1',
      NO_COLOR: '1',
    });
    expect(off.out).not.toMatch(ANSI);
  });
});
