import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { colourOn, Output } from '../../src/cli/output.ts';

/** A stream that collects what is written, as a terminal or a pipe. */
function stream(tty: boolean): PassThrough & { text: () => string } {
  const s = new PassThrough() as PassThrough & { isTTY?: boolean; text: () => string };
  if (tty) s.isTTY = true;
  let text = '';
  s.on('data', (d: Buffer) => (text += d.toString()));
  s.text = () => text;
  return s;
}

describe('output for people and programs', () => {
  it('draws colour on a terminal only, never with NO_COLOR, into a pipe with FORCE_COLOR', () => {
    expect(colourOn(stream(true), {})).toBe(true);
    expect(colourOn(stream(false), {})).toBe(false);
    expect(colourOn(stream(true), { NO_COLOR: '1' })).toBe(false);
    expect(colourOn(stream(true), { NO_COLOR: '1', FORCE_COLOR: '1' })).toBe(false);
    expect(colourOn(stream(false), { FORCE_COLOR: '1' })).toBe(true);
    expect(colourOn(stream(false), { FORCE_COLOR: '0' })).toBe(false);
    expect(colourOn(stream(true), { TERM: 'dumb' })).toBe(false);
  });

  it('keeps stdout for the JSON document under --json, and drops chatter under --quiet', () => {
    const route = (json: boolean, quiet: boolean): [string, string] => {
      const stdout = stream(false);
      const stderr = stream(false);
      const out = new Output({ json, quiet }, stdout, stderr);
      out.result('result');
      out.note('note');
      out.error('error');
      if (json) out.json({ a: 1 });
      return [stdout.text(), stderr.text()];
    };
    expect(route(false, false)).toEqual(['result\nnote\n', 'error\n']);
    expect(route(false, true)).toEqual(['result\n', 'error\n']);
    expect(route(true, false)).toEqual(['{\n  "a": 1\n}\n', 'result\nnote\nerror\n']);
    expect(route(true, true)).toEqual(['{\n  "a": 1\n}\n', 'result\nerror\n']);
  });

  it('draws progress bars on a terminal only, and not under --quiet', () => {
    expect(new Output({ json: false, quiet: false }, stream(false), stream(true), {}).bars).toBe(true);
    expect(new Output({ json: false, quiet: false }, stream(false), stream(true), { TERM: 'dumb' }).bars).toBe(false);
    expect(new Output({ json: false, quiet: false }, stream(true), stream(false), {}).bars).toBe(false);
    expect(new Output({ json: false, quiet: true }, stream(false), stream(true), {}).bars).toBe(false);
  });
});
