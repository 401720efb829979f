/**
 * codebreaker assist on games of several Wordle boards at once: --secret plays the game by itself
 * (each line's colours checked by the rule of test/helpers), the interactive assistant explains a
 * feedback it cannot take, naming the step and the board, and asks again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codebreaker, repo, STACK_LINE } from './run.ts';
import { colours } from '../helpers/wordle-rule.ts';

describe('codebreaker assist --variant quordle', () => {
  it('plays a secret of four answers to the end within nine guesses, the colours of each board true', async () => {
    const secret = ['cigar', 'rebut', 'sissy', 'humph'];
    const ran = await codebreaker(['assist', '--variant', 'Quordle', '--strategy', 'minimax', '--secret', secret.join(',')]);
    expect(ran.code, ran.err).toBe(0);
    const lines = ran.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Quordle \(4 Wordle boards at once.*strategy minimax \(computed live\), secret cigar,rebut,sissy,humph$/);
    const steps = lines.slice(1, -1).map((l) => /^\s*\d+ {2}([a-z]{5}) {2}(\S+)$/.exec(l)!.slice(1));
    const solved = secret.map(() => false);
    for (const [guess, feedback] of steps) {
      expect(feedback).toBe(secret.map((a, b) => (solved[b] ? '-----' : colours(guess!, a))).join('/'));
      secret.forEach((a, b) => {
        if (a === guess) solved[b] = true;
      });
    }
    expect(solved.every(Boolean)).toBe(true);
    expect(steps.length).toBeLessThanOrEqual(9);
    expect(lines.at(-1)).toBe(`Solved in ${steps.length} guesses.`);
  });

  it('refuses a secret that is not one answer a board, all different, and a strategy that needs a tree', async () => {
    for (const [args, message] of [
      [['--variant', 'dordle', '--secret', 'cigar'], /is 2 answers, one a board/],
      [['--variant', 'dordle', '--secret', 'cigar,cigar'], /twice in it/],
      [['--variant', 'dordle', '--strategy', 'optimal', '--secret', 'cigar,rebut'], /greedy strategies alone/],
      [['--variant', 'dordle-g1'], /from 2 \(one a board\) to 50, not 1/],
    ] as const) {
      const ran = await codebreaker(['assist', ...args]);
      expect(ran.code).toBe(2);
      expect(ran.err).toMatch(message);
      expect(ran.err).not.toMatch(STACK_LINE);
    }
    // Other commands say where it is played.
    const stats = await codebreaker(['stats', '--variant', 'octordle']);
    expect(stats.code).toBe(2);
    expect(stats.err).toMatch(/octordle is a live game.*codebreaker assist play it/i);
  });

  it('asks again, naming the step and the board, when a feedback cannot be taken', async () => {
    const openings = JSON.parse(readFileSync(join(repo, 'data', 'openings', 'wordle.json'), 'utf8')) as {
      openings: Record<string, { first: string }>;
    };
    const first = openings.openings['entropy']!.first;
    const truth = ['cigar', 'rebut'].map((a) => colours(first, a)).join('/');
    const ran = await codebreaker(['assist', '--variant', 'dordle'], `BBBBB\nBBBBB/-----\nBBBBB/BXBBB\n${truth}\nquit\n`);
    expect(ran.code).toBe(0);
    expect(ran.out).toContain(`Guess 1: ${first}   (board 1: 2309, board 2: 2309)`);
    expect(ran.out).toMatch(/Step 1: "BBBBB" gives 1 feedback; Dordle .* has 2 boards/);
    expect(ran.out).toContain('Step 1, board 2: ----- says the board was solved');
    expect(ran.out).toContain('Step 1, board 2: "BXBBB" is not a Wordle feedback');
    expect(ran.out).toMatch(/Guess 2: [a-z]{5} {3}\(board 1: \d+, board 2: \d+\)/);
  });
});
