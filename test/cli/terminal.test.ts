import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { getGame } from '../../src/core/variants/games.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repo, runNode, type Ran } from './run.ts';
import { consistentSecrets } from '../../src/core/history.ts';
import { playTree } from '../../src/core/tree.ts';
import { loadVariantTrees } from '../../src/store/variant-trees.ts';
import { BEYOND_LIST_NOTE } from '../../src/core/variants/parse.ts';
import { colours, wordsOf } from '../helpers/wordle-rule.ts';

const data = join(repo, 'data');

/** Runs a command of codebreaker (node bin/codebreaker.js), feeding `input` on stdin; resolves with its output and exit code. */
function run(command: string, args: string[], input = ''): Promise<Ran> {
  return runNode(join(repo, 'bin', 'codebreaker.js'), [command, ...args], input);
}

/**
 * Plays the interactive assistant against a secret: answers each "Guess n: CODE" prompt with the
 * true feedback written by `write` (or by `script`, which may also send other lines first, e.g.
 * "play 1234"), and resolves with the whole output once the process ends.
 */
function converse(
  args: string[],
  variant: string,
  secret: string,
  script: (n: number, guess: string, truth: string) => string[] = (_n, _g, truth) => [truth],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; out: string; guesses: string[] }> {
  const game = getGame(variant);
  const s = game.guessSecret[game.parseGuess(secret) as number]!;
  return converseWith(args, (guess) => game.feedbackLabel(game.score(game.parseGuess(guess) as number, s)), script, env);
}

/** The same, with the true feedback of each guess given by `truth` (a word board's colours, say). */
function converseWith(
  args: string[],
  truth: (guess: string) => string,
  script: (n: number, guess: string, truth: string) => string[] = (_n, _g, t) => [t],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; out: string; guesses: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repo, 'bin', 'codebreaker.js'), 'assist', ...args], {
      cwd: repo,
      stdio: 'pipe',
      env: { ...process.env, ...env },
    });
    let out = '';
    let seen = 0;
    const guesses: string[] = [];
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      // A prompt waits at the end of the output: answer it once.
      const m = /Guess (\d+): (\S+)[^\n]*\nFeedback\? $/.exec(out);
      if (m === null || out.length === seen) return;
      seen = out.length;
      const n = Number(m[1]);
      guesses.push(m[2]!);
      const lines = guesses.length > 30 ? ['quit'] : script(n, m[2]!, truth(m[2]!));
      child.stdin.write(lines.map((l) => `${l}\n`).join(''));
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, guesses }));
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
    const { code, out } = await run('assist', ['--variant', 'mastermind', '--strategy', 'minimax', '--secret', '1234']);
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
    const { code, out } = await run('assist', ['--variant', 'mastermind', '--strategy', 'minimax'], input);
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
    const { code, out } = await run('assist', ['--variant', 'bulls-and-cows', '--strategy', 'entropy'], input);
    expect(code).toBe(0);
    expect(out).toContain(`Found it: 5678 in ${labels.length} guesses.`);
  });

  it('takes shorthand feedback: 12 for 1B2W, 1 2, and 1a2b in Bulls and Cows', async () => {
    const short = (label: string, n: number): string => {
      const [b, w] = label.match(/\d+/g)!;
      return n % 2 === 0 ? `${b}${w}` : `${b} ${w}`;
    };
    const mm = await converse(['--variant', 'mastermind', '--strategy', 'minimax'], 'mastermind', '1234', (n, _g, truth) => [
      short(truth, n),
    ]);
    expect(mm.code).toBe(0);
    expect(mm.out).toContain(`Found it: 1234 in ${mm.guesses.length} guesses.`);
    const bc = await converse(['--variant', 'bulls-and-cows', '--strategy', 'entropy'], 'bulls-and-cows', '5678', (_n, _g, truth) => [
      truth.toLowerCase(),
    ]);
    expect(bc.code).toBe(0);
    expect(bc.out).toContain(`Found it: 5678 in ${bc.guesses.length} guesses.`);
    // A label out of range is refused, not guessed at.
    const { out } = await run('assist', ['--variant', 'mastermind', '--strategy', 'minimax'], '35\nquit\n');
    expect(out).toContain('"35" is not a feedback');
  });

  it('takes a different guess the person played, and answers the next ones live', async () => {
    const { code, out, guesses } = await converse(
      ['--variant', 'mastermind', '--strategy', 'minimax'],
      'mastermind',
      '6543',
      (n, guess, truth) => (n === 2 && guess !== '3456' ? ['play 3456'] : [truth]),
    );
    expect(code).toBe(0);
    expect(out).toContain('You played 3456: give its feedback');
    expect(out).toMatch(/Guess 2: 3456 +\(\d+ secrets possible, your guess\)/);
    expect(out).toMatch(/Guess 3: \d{4} +\(\d+ secrets? possible, computed live\)/);
    expect(out).toContain(`Found it: 6543 in ${guesses.length - 1} guesses.`);
  });

  it('undoes an answer and a withdrawn own guess', async () => {
    const game = getGame('mm-3x4');
    const first: Array<{ guess: number; feedback: number }> = [];
    let phase = 0;
    const { code, out } = await converse(['--variant', 'mm-3x4', '--strategy', 'minimax'], 'mm-3x4', '421', (n, guess, truth) => {
      const g = game.parseGuess(guess) as number;
      if (n === 1) first.push({ guess: g, feedback: game.parseFeedback(truth) });
      if (n === 2 && phase === 0) {
        // A wrong answer that still fits answer 1, so it is accepted and must be taken back.
        phase = 1;
        for (let f = 0; f < game.feedbackCount; f++) {
          const label = game.feedbackLabel(f);
          if (
            label !== truth &&
            f !== game.winFeedback &&
            consistentSecrets(game, [...first, { guess: g, feedback: f }]).contradiction === 0
          )
            return [label];
        }
        throw new Error('no other answer fits');
      }
      if (phase === 1) {
        phase = 2;
        return ['undo'];
      }
      if (phase === 2) {
        phase = 3;
        return ['play 444'];
      }
      if (phase === 3) {
        phase = 4;
        return ['undo'];
      }
      return [truth];
    });
    expect(code).toBe(0);
    expect(out).toMatch(/Took back guess 2 \(\d{3}: \dB\dW\)\./);
    expect(out).toMatch(/Guess 2: 444 +\(\d+ secrets? possible, your guess\)/);
    expect(out).toContain('Your own guess is withdrawn.');
    expect(out).toContain('Found it: 421 in');
  });

  it("goes on beyond a Wordle list when today's answer is new to it: the sentence, a suggestion, the game finished", async () => {
    // An answer of the 2023 list that 2022's answers lack (but its accepted words have), played on wordle (2022's lists).
    const answers2022 = wordsOf('wordle-answers.txt');
    const accepted2022 = wordsOf('wordle-guesses.txt');
    const answer = wordsOf('wordle-nyt2023-answers.txt').find((w) => !answers2022.includes(w) && accepted2022.includes(w))!;
    const fitting = (words: string[], played: string[]): string[] =>
      words.filter((w) => played.every((g) => colours(g, w) === colours(g, answer)));
    const auto = await run('assist', ['--variant', 'wordle', '--strategy', 'entropy', '--secret', answer]);
    expect(auto.code).toBe(0);
    expect(auto.out).toContain(`secret ${answer} (not in the list)`);
    expect(auto.out).toContain(`${BEYOND_LIST_NOTE}\n`);
    expect(auto.out).toMatch(new RegExp(`${answer} {2}GGGGG\nSolved in \\d guesses\\.`));

    // Played interactively: the guesses answered so far (an answer refused is asked again), and once
    // beyond the list, colours no accepted word gives, refused, before the true ones.
    const played: string[] = [];
    let refused = '';
    const { code, out } = await converseWith(
      ['--variant', 'wordle', '--strategy', 'entropy'],
      (guess) => colours(guess, answer),
      (n, guess, truth) => {
        played.length = n - 1;
        if (fitting(answers2022, played).length === 0 && refused === '') {
          const possible = new Set(fitting(accepted2022, played).map((w) => colours(guess, w)));
          refused = ['BBBBB', 'YYYYY', 'GGBBB', 'BBBGG'].find((l) => !possible.has(l))!;
          return [refused];
        }
        played.push(guess);
        return [truth];
      },
    );
    expect(code).toBe(0);
    // Said once, when the colours first fit no answer of the list; then the next suggestion, over the accepted words left.
    expect(out.split(BEYOND_LIST_NOTE)).toHaveLength(2);
    const beyondAt = played.findIndex((_, i) => fitting(answers2022, played.slice(0, i + 1)).length === 0) + 1;
    expect(beyondAt).toBeGreaterThan(0);
    const left = fitting(accepted2022, played.slice(0, beyondAt)).length;
    expect(out).toContain(
      `${BEYOND_LIST_NOTE}\nGuess ${beyondAt + 1}: ${played[beyondAt]}   (${left} accepted word${left === 1 ? '' : 's'} possible, computed live)`,
    );
    expect(refused).not.toBe('');
    expect(out).toMatch(new RegExp(`No secret fits this history: step ${beyondAt + 1} \\(${played[beyondAt]}:${refused}\\) contradicts`));
    expect(out).toContain(`Found it: ${answer} in ${played.length} guesses.`);
  });

  it('plays any board of the grammar: --variant mm-3x4 has no file and is answered live', async () => {
    const auto = await run('assist', ['--variant', 'mm-3x4', '--strategy', 'minimax', '--secret', '314']);
    expect(auto.code).toBe(0);
    expect(auto.out).toContain('Mastermind (3 pegs, 4 colours), strategy minimax (computed live), secret 314');
    expect(auto.out).toMatch(/314 {2}3B0W\nSolved in \d guesses\./);
    const { code, out } = await converse(['--variant', 'mm-3x4'], 'mm-3x4', '222');
    expect(code).toBe(0);
    expect(out).toContain('No entropy tree of mm-3x4');
    expect(out).toContain('Found it: 222 in');
    const tooLarge = await run('assist', ['--variant', 'mm-8x16']);
    expect(tooLarge.code).toBe(2);
    expect(tooLarge.err).toMatch(/at most 100,000/);
  });

  it('draws codes in colour only for a terminal (or FORCE_COLOR), never with NO_COLOR', async () => {
    const esc = '\u001b[';
    const plain = await run('assist', ['--variant', 'mastermind', '--strategy', 'minimax', '--secret', '1234']);
    expect(plain.out).not.toContain(esc);
    const coloured = await converseEnv({ FORCE_COLOR: '1' });
    expect(coloured).toContain(`${esc}48;5;`);
    const none = await converseEnv({ FORCE_COLOR: '1', NO_COLOR: '1' });
    expect(none).not.toContain(esc);
  });

  it('runs as the installed codebreaker-assist command from any directory', async () => {
    const out = await new Promise<{ code: number | null; text: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [join(repo, 'bin', 'codebreaker-assist.js'), '--variant', 'twod', '--strategy', 'minimax', '--secret', '13'],
        { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let text = '';
      child.stdout.on('data', (d: Buffer) => (text += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, text }));
    });
    expect(out.code).toBe(0);
    expect(out.text).toMatch(/13\s+LGE\nSolved in \d guesses\./);
  });

  it('loses when the board is full without the win: says so and exits 1; a win in one guess is "1 guess"', async () => {
    const args = ['--variant', 'mm-4x6-g2', '--strategy', 'entropy'];
    const lost = await run('assist', [...args, '--secret', '6543']);
    const played = [...lost.out.matchAll(/^\s+\d+\s+(\d{4})\s+(\dB\dW)$/gm)];
    expect(played).toHaveLength(2);
    expect(played.some((m) => m[2] === '4B0W')).toBe(false);
    expect(lost.out).toContain('Lost: the board allows 2 guesses and the secret was not found in them.');
    expect(lost.out).not.toContain('Solved');
    expect(lost.code).toBe(1);
    // The first guess played, taken as the secret, is found at once.
    const first = played[0]![1]!;
    const won = await run('assist', [...args, '--secret', first]);
    expect(won.code).toBe(0);
    expect(won.out).toContain('Solved in 1 guess.');
  });

  it('suggests "play" with a guess of the board: 01 on twod, a word of the list on words-5', async () => {
    const twod = await run('assist', ['--variant', 'twod', '--strategy', 'minimax'], 'help\nquit\n');
    expect(twod.out).not.toContain('play 1234');
    const twodExamples = [...twod.out.matchAll(/"play (\S+)"/g)].map((m) => m[1]!);
    expect(twodExamples.length).toBeGreaterThanOrEqual(2);
    for (const g of twodExamples) expect(typeof getGame('twod').parseGuess(g), g).toBe('number');
    const words = await run('assist', ['--variant', 'words-5', '--strategy', 'entropy'], 'help\nquit\n');
    const wordExamples = [...words.out.matchAll(/"play (\S+)"/g)].map((m) => m[1]!);
    expect(wordExamples.length).toBeGreaterThanOrEqual(2);
    expect(words.out).not.toContain('play 1234');
    for (const w of wordExamples) expect(w).toMatch(/^[a-z]{5}$/);
    // The word is one the assistant accepts as a guess of its own.
    const played = await run('assist', ['--variant', 'words-5', '--strategy', 'entropy'], `play ${wordExamples[0]}\nquit\n`);
    expect(played.out).toContain(`You played ${wordExamples[0]}`);
  });

  it('takes strategy ids in any case, as variant ids', async () => {
    const lower = await run('assist', ['--variant', 'mastermind', '--strategy', 'minimax', '--secret', '1234']);
    const mixed = await run('assist', ['--variant', 'MasterMind', '--strategy', 'MiniMax', '--secret', '1234']);
    expect(mixed.code).toBe(0);
    expect(mixed.out).toBe(lower.out);
    expect(mixed.out).toContain('strategy minimax,');
  });

  it('says when the input ends early, and refuses unknown trees and secrets', async () => {
    const ended = await run('assist', ['--variant', 'twod', '--strategy', 'minimax'], '');
    expect(ended.code).toBe(1);
    expect(ended.out).toContain('Input ended');
    const unknown = await run('assist', ['--variant', 'mastermind', '--strategy', 'nope']);
    expect(unknown.code).toBe(2);
    const badBoard = await run('assist', ['--variant', 'mm-9x4']);
    expect(badBoard.code).toBe(2);
    expect(badBoard.err).toContain('is not a variant id');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('unknown strategy "nope"');
    const badSecret = await run('assist', ['--variant', 'bulls-and-cows', '--strategy', 'entropy', '--secret', '1123']);
    expect(badSecret.code).toBe(2);
    expect(badSecret.err).toMatch(/differ|distinct/i);
  });
});

/** The autoplayed game's output with extra environment variables. */
async function converseEnv(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(repo, 'bin', 'codebreaker.js'), 'assist', '--variant', 'mastermind', '--strategy', 'minimax', '--secret', '1234'],
      { cwd: repo, stdio: 'pipe', env: { ...process.env, ...env } },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
}

describe('npm run stats', () => {
  it("prints the Tsinghua Bulls-and-Cows paper's judge table for every strategy of Bulls and Cows", async () => {
    const { code, out } = await run('stats', ['--variant', 'bulls-and-cows']);
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

describe('npm run verify-trees', () => {
  it('aligns its columns whatever the lengths of the file names and numbers', async () => {
    const names = (await readdir(data)).filter((f) => f.endsWith('.msgpack')).sort((a, b) => a.length - b.length);
    const files = [names[0]!, names[names.length - 1]!, 'super.entropy.msgpack'];
    const { code, out } = await run('verify', files);
    expect(code).toBe(0);
    const lines = out.split('\n').filter((l) => l.startsWith('ok'));
    expect(lines).toHaveLength(3);
    for (const word of ['secrets,', 'average', 'max']) {
      expect(new Set(lines.map((l) => l.indexOf(` ${word}`))).size, word).toBe(1);
    }
    // Every file named is listed.
    for (const file of files)
      expect(
        lines.some((l) => l.includes(file)),
        file,
      ).toBe(true);
  });
});

describe('the terminal tools on Word Mastermind (words-5)', () => {
  it('assist plays a word and refuses a non-word', async () => {
    const { code, out } = await run('assist', ['--variant', 'WORDS-5', '--strategy', 'entropy', '--secret', 'apple']);
    expect(code).toBe(0);
    const { labels } = await labelsFor('words-5', 'entropy', 'apple');
    expect(out).toContain('Word Mastermind (5 letters), strategy entropy, secret apple');
    expect(out).toMatch(new RegExp(`\\s${labels.length}\\s+apple\\s+5A0B`));
    const bad = await run('assist', ['--variant', 'words-5', '--strategy', 'entropy', '--secret', 'xyzzy']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('"xyzzy" is not a word of the words-5 list');
  });

  it('stats and verify-trees read the words-5 trees', async () => {
    const stats = await run('stats', ['--variant', 'words-5']);
    expect(stats.code).toBe(0);
    expect(stats.out).toContain('Word Mastermind (5 letters): 3554 secrets, at most 10 guesses each.');
    expect(stats.out).toMatch(/^entropy\s+4\.837\s+7\s/m);
    const verify = await run('verify', ['words-5.entropy.msgpack', 'words-5.minimax.msgpack']);
    expect(verify.code).toBe(0);
    expect(verify.out).toContain('2 file(s) verified against every secret, 0 failed');
  });

  it("build-trees builds a word board into a data directory, on its list or the package's, and says when its list is malformed", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'codebreaker-build-words-'));
    try {
      // No words/ in the data directory: the package's list.
      const shipped = await run('build', ['--variant', 'words-3', '--strategy', 'minimax', '--data-dir', dir]);
      expect(shipped.code, shipped.err).toBe(0);
      expect(shipped.out).toMatch(/^words-3\/minimax: total \d+, /m);
      await mkdir(join(dir, 'words'));
      await writeFile(join(dir, 'words', 'words-4.txt'), 'pear\napple\n');
      const bad = await run('build', ['--variant', 'words-4', '--strategy', 'minimax', '--data-dir', dir]);
      expect(bad.code).toBe(2);
      expect(bad.err).toMatch(/^codebreaker build: words-4: words-4\.txt line 2: "apple" has 5 letters, not 4$/m);
      await rm(join(dir, 'words'), { recursive: true });
      await cp(join(data, 'words'), join(dir, 'words'), { recursive: true });
      const built = await run('build', ['--variant', 'words-3-g9', '--strategy', 'minimax,entropy', '--data-dir', dir]);
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
