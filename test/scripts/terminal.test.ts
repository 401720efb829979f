import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consistentSecrets } from '../../src/core/history.ts';
import { playTree } from '../../src/core/tree.ts';
import { loadVariantTrees } from '../../scripts/variant-trees.ts';

const repo = join(import.meta.dirname, '..', '..');
const data = join(repo, 'data');

/** Runs a compiled script (dist/scripts), feeding `input` on stdin; resolves with its output and exit code. */
function run(script: string, args: string[], input = ''): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repo, 'dist', 'scripts', script.replace(/\.ts$/, '.js')), ...args], { cwd: repo, stdio: 'pipe' });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}

/** The feedback labels the tree's game gets against a secret, in order, and for guess 2 a label no secret allows. */
async function labelsFor(variant: string, strategy: string, secret: string): Promise<{ labels: string[]; impossible: string }> {
  const [tree] = await loadVariantTrees(data, variant, strategy);
  const { game, root } = tree!;
  const s = game.guessSecret[game.parseGuess(secret) as number]!;
  const steps = playTree(game, root, s).steps;
  let impossible = '';
  for (let f = 0; f < game.feedbackCount && impossible === ''; f++) {
    const tried = [steps[0]!, { guess: steps[1]!.guess, feedback: f }];
    if (consistentSecrets(game, tried).contradiction === 2) impossible = game.feedbackLabel(f);
  }
  return { labels: steps.map((st) => game.feedbackLabel(st.feedback)), impossible };
}

describe('npm run assist', () => {
  it('plays a given secret by itself and prints the game', async () => {
    const { code, out } = await run('assist.ts', ['--variant', 'mastermind', '--strategy', 'minimax', '--secret', '1234']);
    expect(code).toBe(0);
    const { labels } = await labelsFor('mastermind', 'minimax', '1234');
    expect(out).toContain('secret 1234');
    expect(out).toMatch(new RegExp(`\\s${labels.length}\\s+1234\\s+4B0W`));
    expect(out).toContain(`Solved in ${labels.length} guesses.`);
  });

  it('takes feedback the way players write it, explains a contradiction and lets it be typed again', async () => {
    const { labels, impossible: wrong } = await labelsFor('mastermind', 'minimax', '1234');
    // A wrong answer to guess 2 (one that no secret allows after guess 1's answer), then the right one.
    const input = [labels[0]!.toLowerCase(), 'nonsense', wrong, ...labels.slice(1)].join('\n') + '\n';
    const { code, out } = await run('assist.ts', ['--variant', 'mastermind', '--strategy', 'minimax'], input);
    expect(code).toBe(0);
    expect(out).toContain('"nonsense" is not a feedback');
    expect(out).toMatch(/No secret fits this history: step 2 \(\d{4}:[0-4]B[0-4]W\) contradicts step 1/);
    expect(out).toContain('Type it again, or "undo"');
    expect(out).toContain(`Found it: 1234 in ${labels.length} guesses.`);
  });

  it('undoes an answer so an earlier mistake can be corrected', async () => {
    const { labels } = await labelsFor('bulls-and-cows', 'entropy', '5678');
    const mistaken = labels[0] === '0A0B' ? '0A1B' : '0A0B';
    const input = [mistaken, 'undo', ...labels.map((l) => l.toLowerCase())].join('\n') + '\n';
    const { code, out } = await run('assist.ts', ['--variant', 'bulls-and-cows', '--strategy', 'entropy'], input);
    expect(code).toBe(0);
    expect(out).toContain(`Found it: 5678 in ${labels.length} guesses.`);
  });

  it('runs as the installed codebreaker-assist command from any directory', async () => {
    const out = await new Promise<{ code: number | null; text: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [join(repo, 'bin', 'codebreaker-assist.js'), '--variant', 'twod', '--strategy', 'minimax', '--secret', '13'], { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (d: Buffer) => (text += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, text }));
    });
    expect(out.code).toBe(0);
    expect(out.text).toMatch(/13\s+LGE\nSolved in \d guesses\./);
  });

  it('says when the input ends early, and refuses unknown trees and secrets', async () => {
    const ended = await run('assist.ts', ['--variant', 'twod', '--strategy', 'minimax'], '');
    expect(ended.code).toBe(1);
    expect(ended.out).toContain('Input ended');
    const unknown = await run('assist.ts', ['--variant', 'mastermind', '--strategy', 'nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown strategy "nope"');
    const badSecret = await run('assist.ts', ['--variant', 'bulls-and-cows', '--strategy', 'entropy', '--secret', '1123']);
    expect(badSecret.code).toBe(2);
    expect(badSecret.err).toMatch(/differ|distinct/i);
  });
});

describe('npm run stats', () => {
  it('prints the Tsinghua Bulls-and-Cows paper\'s judge table for every strategy of Bulls and Cows', async () => {
    const { code, out } = await run('stats.ts', ['--variant', 'bulls-and-cows']);
    expect(code).toBe(0);
    const trees = await loadVariantTrees(data, 'bulls-and-cows');
    expect(out).toMatch(/^strategy\s+average\s+max\s+1\s+2\s+3\s+4\s+5\s+6\s+7\s+8\s+9\s+10\s+failed$/m);
    for (const t of trees) {
      const s = t.header.stats;
      const counts = Array.from({ length: 10 }, (_, i) => s.histogram[i + 1] ?? 0).join('\\s+');
      expect(out).toMatch(new RegExp(`^${t.header.strategy.id}\\s+${s.average.toFixed(3)}\\s+${s.max}\\s+${counts}\\s+0$`, 'm'));
    }
  });
});

describe('the terminal tools on Word Mastermind (words-5)', () => {
  it('assist plays a word and refuses a non-word', async () => {
    const { code, out } = await run('assist.ts', ['--variant', 'WORDS-5', '--strategy', 'entropy', '--secret', 'apple']);
    expect(code).toBe(0);
    const { labels } = await labelsFor('words-5', 'entropy', 'apple');
    expect(out).toContain('Word Mastermind (5 letters), strategy entropy, secret apple');
    expect(out).toMatch(new RegExp(`\\s${labels.length}\\s+apple\\s+5A0B`));
    const bad = await run('assist.ts', ['--variant', 'words-5', '--strategy', 'entropy', '--secret', 'xyzzy']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('"xyzzy" is not a word of the words-5 list');
  });

  it('stats and verify-trees read the words-5 trees', async () => {
    const stats = await run('stats.ts', ['--variant', 'words-5']);
    expect(stats.code).toBe(0);
    expect(stats.out).toContain('Word Mastermind (5 letters): 3554 secrets, at most 10 guesses each.');
    expect(stats.out).toMatch(/^entropy\s+4\.837\s+7\s/m);
    const verify = await run('verify-trees.ts', ['words-5.entropy.msgpack', 'words-5.minimax.msgpack']);
    expect(verify.code).toBe(0);
    expect(verify.out).toContain('2 file(s) verified against every secret, 0 failed');
  });

  it('build-trees builds a word board into a data directory that has its list, and says when it has none', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'codebreaker-build-words-'));
    try {
      const none = await run('build-trees.ts', ['--variant', 'words-3', '--strategy', 'minimax', '--data-dir', dir]);
      expect(none.code).toBe(2);
      expect(none.err).toMatch(/^words-3: no word list .*words-3\.txt$/m);
      await cp(join(data, 'words'), join(dir, 'words'), { recursive: true });
      const built = await run('build-trees.ts', ['--variant', 'words-3-g9', '--strategy', 'minimax,entropy', '--data-dir', dir]);
      expect(built.code).toBe(0);
      expect(built.out).toMatch(/^words-3-g9\/minimax: total \d+, .* words-3-g9\.minimax\.msgpack \d+ bytes$/m);
      const trees = await loadVariantTrees(dir, 'words-3-g9');
      expect(trees.map((t) => t.header.strategy.id)).toEqual(['minimax', 'entropy']);
      expect(trees[0]!.header.variant).toMatchObject({ id: 'words-3-g9', maxGuesses: 9, words: { list: 'words-3.txt', count: 487 } });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
