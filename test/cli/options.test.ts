import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/errors.ts';
import { parseOptions, type OptionTable } from '../../src/cli/options.ts';

const table = {
  variant: { type: 'string', short: 'v', value: 'id' },
  workers: { type: 'string', short: 'w', parse: 'integer', min: 0 },
  lanes: { type: 'string', parse: 'integer', min: 1, max: 64, default: 8 },
  minutes: { type: 'string', parse: 'number', min: 0 },
  tag: { type: 'string', multiple: true },
  json: { type: 'boolean' },
} as const satisfies OptionTable;

/** The UsageError's message a command line gives. */
function mistake(argv: string[], positionals?: { name: string; min?: number; max?: number }): string {
  try {
    parseOptions(table, argv, positionals);
  } catch (err) {
    if (err instanceof UsageError) return err.message;
    throw err;
  }
  throw new Error(`no mistake in ${argv.join(' ')}`);
}

describe('the option parser', () => {
  it('reads values typed by the table: numbers, flags, lists and defaults', () => {
    const parsed = parseOptions(table, ['-v', 'mastermind', '--workers=2', '--minutes', '1.5', '--tag', 'a', '--tag', 'b', '--json']);
    expect(parsed).toEqual({
      help: false,
      values: { variant: 'mastermind', workers: 2, lanes: 8, minutes: 1.5, tag: ['a', 'b'], json: true },
      positionals: [],
    });
    const empty = parseOptions(table, []);
    expect(empty).toEqual({ help: false, values: { lanes: 8, tag: [], json: false }, positionals: [] });
  });

  it('names an unknown option and suggests the nearest', () => {
    expect(mistake(['--varient', 'mastermind'])).toBe('unknown option --varient (did you mean --variant?)');
    expect(mistake(['--no-such-option'])).toBe('unknown option --no-such-option');
    expect(mistake(['-x'])).toBe('unknown option -x');
  });

  it('names a missing or malformed value', () => {
    expect(mistake(['--variant'])).toBe('--variant needs a value (<id>)');
    expect(mistake(['--variant', '--json'])).toBe('--variant needs a value (<id>)');
    expect(mistake(['-v'])).toBe('-v needs a value (<id>)');
    expect(mistake(['--workers', 'abc'])).toBe('--workers takes a whole number, 0 or more, not "abc"');
    expect(mistake(['--workers', '1.5'])).toBe('--workers takes a whole number, 0 or more, not "1.5"');
    expect(mistake(['--workers', ''])).toBe('--workers takes a whole number, 0 or more, not ""');
    expect(mistake(['--lanes', '0'])).toBe('--lanes takes a whole number from 1 to 64, not "0"');
    expect(mistake(['--minutes', 'soon'])).toBe('--minutes takes a number, 0 or more, not "soon"');
    expect(mistake(['--json=yes'])).toBe('--json takes no value (got "yes")');
  });

  it('refuses arguments a command does not take, and counts those it does', () => {
    expect(mistake(['extra'])).toBe('unexpected argument "extra"');
    expect(parseOptions(table, ['a', 'b'], { name: 'file ...' })).toMatchObject({ positionals: ['a', 'b'] });
    expect(mistake(['a', 'b'], { name: 'file', max: 1 })).toBe('unexpected argument "b" (at most 1)');
    expect(mistake([], { name: 'shell', min: 1 })).toBe('missing shell');
    expect(parseOptions(table, ['--', '--json'], { name: 'file ...' })).toMatchObject({ positionals: ['--json'] });
  });

  it('answers --help or -h anywhere, even beside a mistake', () => {
    expect(parseOptions(table, ['--help'])).toEqual({ help: true });
    expect(parseOptions(table, ['--varient', 'x', '-h'])).toEqual({ help: true });
  });
});
