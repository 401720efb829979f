import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// CI runs the table verification through the test suite (scripts/verify-memento.ts).
it('npm run verify-memento passes on the committed tables', () => {
  const script = join(import.meta.dirname, '..', '..', 'dist', 'scripts', 'verify-memento.js');
  const run = spawnSync(process.execPath, [script, '--sample', '30'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(
    /36 tables, 15618 entries checked exhaustively against brute force, \d+ boards re-solved by brute force, 0 problem\(s\)/,
  );
});
