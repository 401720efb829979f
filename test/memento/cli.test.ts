import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runNode } from '../cli/run.ts';

const bin = join(import.meta.dirname, '..', '..', 'bin', 'codebreaker.js');

/** Runs the compiled terminal script, feeding stdin through a pipe (so it does not prompt). */
async function run(input: string, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { code, out, err } = await runNode(bin, ['memento', ...args], input);
  return { code, stdout: out, stderr: err };
}

describe('codebreaker memento (src/cli/commands/memento/run.ts)', () => {
  it("prints the puzzle's worked examples as the original solver does", async () => {
    expect(await run('3\n3\n2\n1 0 0\n1 0 0\n1 0 0\n')).toMatchObject({ code: 0, stdout: 'c1\nc2\n' });
    expect(await run('3\n3\n3\n1 0 0\n0 0 0\n0 0 1\n')).toMatchObject({ code: 0, stdout: 'r1\nc1\nd\n' });
  });

  it('says "No answer for best move N" when best is too small or the board unsolvable', async () => {
    const tight = await run('3\n3\n2\n1 0 0\n0 0 0\n0 0 1\n');
    expect(tight).toMatchObject({ code: 0, stdout: 'No answer for best move 2\n' });
    expect(tight.stderr).toMatch(/fewest moves .* is 3/);
    const never = await run('2\n2\n9\n0 1\n1 1\n');
    expect(never.stdout).toBe('No answer for best move 9\n');
    expect(never.stderr).toMatch(/No set of moves/);
  });

  it('says so when the board is already solved', async () => {
    expect(await run('2\n2\n0\n1 1\n1 1\n')).toMatchObject({ code: 0, stdout: 'Already solved: no move needed.\n' });
  });

  it('takes other move families', async () => {
    expect((await run('3\n3\n1\n0 1 1\n1 0 1\n1 1 0\n', ['--moves', 'rows,columns,main-diagonal'])).stdout).toBe('m\n');
    expect((await run('1\n1\n1\n0\n', ['--moves', 'knight'])).stderr).toMatch(
      /Unknown move family "knight"; the families are rows, columns/,
    );
  });

  it('explains bad input and exits 1', async () => {
    const cases: Array<[string, RegExp]> = [
      ['x\n', /row number must be a whole number/],
      ['3\n40\n', /column number must be a whole number from 1 to 32/],
      ['3\n3\n-1\n', /best move must be a whole number/],
      // Rows counted from 0, as the moves r0, r1, … and as the API's messages count them.
      ['3\n3\n2\n1 0 0\n1 2 0\n', /Row 1 \(r1\) has "2"/],
      ['3\n3\n2\n1 0 0\n1 0\n', /Row 1 \(r1\) has 2 tiles; the column number is 3/],
      ['3\n3\n2\n1 0\n', /Row 0 \(r0\) has 2 tiles;/],
      ['3\n3\n2\n1 0 0\n0 0\n1 1 1\n', /Row 1 \(r1\) has 2 tiles;/],
      ['3\n1\n2\n1\n', /input ended before row 1 \(r1\) \(3 rows expected, r0 to r2\)/],
      ['3\n2\n2\n1\n', /Row 0 \(r0\) has 1 tile; the column number is 2/],
    ];
    for (const [input, message] of cases) {
      const r = await run(input);
      expect(r.code, input).toBe(1);
      expect(r.stdout, input).toBe('');
      expect(r.stderr, input).toMatch(message);
    }
  });
});
