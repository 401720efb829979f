import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codebreaker, STACK_LINE } from './run.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'codebreaker-word-lists-'));
  await writeFile(join(dir, 'answers.txt'), 'crane\nslate\n\nbrick\n plumb\nfjord\n');
  await writeFile(join(dir, 'guesses.txt'), 'crane\nslate\nbrick\nplumb\nfjord\nsalet\ntrace\n');
  await writeFile(join(dir, 'mixed.txt'), 'crane\nslat\n');
  await writeFile(join(dir, 'others.txt'), 'salet\ntrace\n');
  await writeFile(join(dir, 'one.txt'), 'crane\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('codebreaker word-lists', () => {
  it('lists of mixed lengths: exit 2, naming the file and the line', async () => {
    const ran = await codebreaker(['word-lists', '--answers', join(dir, 'mixed.txt'), '--cache-dir', join(dir, 'cache')]);
    expect(ran.code).toBe(2);
    expect(ran.err.split('\n')[0]).toContain(`${join(dir, 'mixed.txt')} line 2`);
    expect(ran.err).not.toMatch(STACK_LINE);
  });

  it('--guesses are the other words a guess may be, as its help says: a file without the answers is taken, the same lists', async () => {
    const help = await codebreaker(['word-lists', '--help']);
    expect(help.out).toMatch(/--guesses <file> +the other words a guess may be/);
    const cache = join(dir, 'cache-others');
    const ran = (guesses: string) =>
      codebreaker(['word-lists', '--answers', join(dir, 'answers.txt'), '--guesses', join(dir, guesses), '--cache-dir', cache, '--json']);
    const others = await ran('others.txt');
    expect(others.code, others.err).toBe(0);
    const made = JSON.parse(others.out) as { variant: string; created: boolean; answers: number; guesses: number };
    expect(made).toMatchObject({ created: true, answers: 5, guesses: 7 });
    // The guesses file that repeats the answers is the same lists: the same id, already kept.
    const whole = await ran('guesses.txt');
    expect(JSON.parse(whole.out)).toMatchObject({ variant: made.variant, created: false, answers: 5, guesses: 7 });
  });

  it('says one answer and one guess in the singular', async () => {
    const ran = await codebreaker(['word-lists', '--answers', join(dir, 'one.txt'), '--cache-dir', join(dir, 'cache-one')]);
    expect(ran.code, ran.err).toBe(0);
    expect(ran.out).toMatch(/^1 answer, 1 guess; kept in /m);
  });

  it('the same lists twice give the same id, and build on that id writes a verified tree', async () => {
    const cache = join(dir, 'cache');
    const args = ['word-lists', '--answers', join(dir, 'answers.txt'), '--guesses', join(dir, 'guesses.txt'), '--cache-dir', cache];
    const first = await codebreaker([...args, '--json']);
    expect(first.code, first.err).toBe(0);
    const made = JSON.parse(first.out) as { variant: string; created: boolean; answers: number; guesses: number };
    expect(made).toMatchObject({ created: true, answers: 5 });
    expect(made.variant).toMatch(/^wordle-u[0-9a-f]{12}$/);
    const again = await codebreaker([...args, '--quiet']);
    expect(again.code, again.err).toBe(0);
    expect(again.out.trim()).toBe(made.variant);

    const data = join(dir, 'data');
    const built = await codebreaker([
      'build',
      '--variant',
      made.variant,
      '--strategy',
      'optimal',
      '--cache-dir',
      cache,
      '--data-dir',
      data,
      '--json',
    ]);
    expect(built.code, built.err).toBe(0);
    // build verifies every tree against every secret before it writes it.
    expect(JSON.parse(built.out)).toMatchObject({ ok: true, trees: [{ variant: made.variant, written: true, stats: { secrets: 5 } }] });

    // verify finds the lists where build did; without them it names the board it cannot read.
    const verified = await codebreaker(['verify', '--data-dir', data, '--cache-dir', cache, '--json']);
    expect(verified.code, verified.err).toBe(0);
    expect(JSON.parse(verified.out)).toMatchObject({ ok: true, checked: 1, files: [{ variant: made.variant, secrets: 5 }] });
    const elsewhere = await codebreaker(['verify', '--data-dir', data, '--cache-dir', join(dir, 'empty-cache')]);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.err).toContain(made.variant.slice('wordle-u'.length));
    expect(elsewhere.err).not.toMatch(STACK_LINE);
  });
});
