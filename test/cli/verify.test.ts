import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const bin = join(import.meta.dirname, '..', '..', 'bin', 'codebreaker.js');

describe('codebreaker verify', () => {
  it('names a data directory that does not exist in one line: exit 1, no stack trace', () => {
    const missing = join(import.meta.dirname, 'no-such-data-dir');
    const run = spawnSync(process.execPath, [bin, 'verify', '--data-dir', missing], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${missing} is not a directory of tree files`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
