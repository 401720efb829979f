import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WordleProof } from '../../src/builder/proofs/wordle/proof.ts';
import { checkWordleProof } from '../../src/builder/proofs/wordle/check.ts';
import { decodeMsgpack, parseTreeFile } from '../../src/store/tree-file.ts';
import { codebreaker, repo, runNode } from './run.ts';

/** Wordle's colours straight from the rule: greens, then yellows left to right while an unmatched copy is left. */
function colours(guess: string, answer: string): string {
  const out: string[] = [...guess].map((ch, i) => (ch === answer[i] ? 'G' : 'B'));
  const unmatched = [...answer].filter((_, i) => out[i] !== 'G');
  for (let i = 0; i < guess.length; i++) {
    const at = unmatched.indexOf(guess[i]!);
    if (out[i] === 'G' || at < 0) continue;
    out[i] = 'Y';
    unmatched.splice(at, 1);
  }
  return out.join('');
}

/** The parts a guess leaves of `left` that are not the win, by label. */
function partsAfter(w: string, left: readonly string[]): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  for (const a of left) {
    const label = colours(w, a);
    if (!/^G+$/.test(label)) parts.set(label, [...(parts.get(label) ?? []), a]);
  }
  return parts;
}

/** Whether every answer of `left` can be found within r guesses, by trying every guess at every position (memoised). */
function bruteFits(words: readonly string[], left: readonly string[], r: number, memo: Map<string, boolean>): boolean {
  if (left.length === 0) return true;
  if (r === 0) return false;
  const key = `${left.join()}|${r}`;
  let fits = memo.get(key);
  if (fits !== undefined) return fits;
  fits = words.some((w) => [...partsAfter(w, left).values()].every((p) => bruteFits(words, p, r - 1, memo)));
  memo.set(key, fits);
  return fits;
}

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

// A Wordle board of the grammar on a list of its own: wordle-3 over every 8th word of the
// package's three-letter list (61 words, answers and guesses alike), six guesses. No first word
// finds every answer within four guesses; within five, as within six, the least total is 197; in
// hard mode within five 199 (tab).
const words = readFileSync(join(repo, 'data', 'words', 'words-3.txt'), 'utf8')
  .trim()
  .split('\n')
  .filter((_, i) => i % 8 === 0);
let dir = '';
const script = join(repo, 'dist', 'scripts', 'wordle-proof.js');
const proofOf = async (name: string): Promise<WordleProof> => JSON.parse(await readFile(join(dir, 'proofs', name), 'utf8')) as WordleProof;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'codebreaker-worst-'));
  dirs.push(dir);
  await mkdir(join(dir, 'words'));
  await writeFile(join(dir, 'words', 'words-3.txt'), `${words.join('\n')}\n`);
  for (const args of [
    ['--variant', 'wordle-3'],
    ['--variant', 'wordle-3', '--strategy', 'optimal-worst', '--try-first', 'tab'],
    ['--variant', 'wordle-3-hard', '--strategy', 'optimal-worst', '--try-first', 'tab'],
  ]) {
    const ran = await runNode(script, [...args, '--data-dir', dir]);
    expect(ran.code, ran.out + ran.err).toBe(0);
  }
  const optimal = (await proofOf('wordle-3.optimal.json')).best!.word;
  for (const [variant, strategy, first] of [
    ['wordle-3', 'optimal', optimal],
    ['wordle-3', 'optimal-worst', optimal],
    ['wordle-3-hard', 'optimal-worst', 'tab'],
  ] as const) {
    const ran = await codebreaker(['build', '--variant', variant, '--strategy', strategy, '--first', first, '--data-dir', dir]);
    expect(ran.code, ran.err).toBe(0);
  }
}, 120_000);

describe('the least worst case of a small Wordle board (optimal-worst)', () => {
  it('proves that no first word finds every answer within four guesses, each as the brute force says, and the part it names fails within three', async () => {
    const proof = await proofOf('wordle-3.optimal-worst.json');
    expect(proof).toMatchObject({ strategy: 'optimal-worst', within: 4, depth: 5, best: null, complete: true });
    expect(proof.settled.map((e) => e.word).sort()).toEqual(words);
    const memo = new Map<string, boolean>();
    for (const e of proof.settled) {
      expect(e.status, e.word).toBe('none-within-limit');
      if (e.status !== 'none-within-limit') continue;
      const parts = partsAfter(e.word, words);
      // No strategy opening with it fits four guesses; some part fails within three, the named one.
      expect(
        [...parts.values()].every((p) => bruteFits(words, p, 3, memo)),
        e.word,
      ).toBe(false);
      const part = parts.get(e.part!.feedback)!;
      expect(part.length).toBe(e.part!.size);
      expect(bruteFits(words, part, 3, memo), `${e.word} ${e.part!.feedback}`).toBe(false);
    }
    // Within five some first word fits: the least worst case is five.
    expect(words.some((w) => [...partsAfter(w, words).values()].every((p) => bruteFits(words, p, 4, memo)))).toBe(true);
  });

  it('takes the least total within five from the least total within six, and hard mode rests on normal mode', async () => {
    const normal = await proofOf('wordle-3.optimal-worst.json');
    const optimal = await proofOf('wordle-3.optimal.json');
    expect(normal.least).toEqual({ ...optimal.best, from: 'wordle-3.optimal.json' });
    expect(optimal.best!.total).toBe(197);
    const hard = await proofOf('wordle-3-hard.optimal-worst.json');
    expect(hard).toMatchObject({ strategy: 'optimal-worst', within: 5, depth: 5, best: { word: 'tab', total: 199 }, complete: true });
    expect(hard.shallower!.from).toBe('wordle-3.optimal-worst.json');
    expect(hard.shallower!.note).toMatch(/every hard-mode strategy is a normal-mode strategy/);
  });

  it('codebreaker build --strategy optimal-worst writes the tree of the least worst case, the same bytes with --first or over every first word, listed in the manifest', async () => {
    const bytes = await readFile(join(dir, 'wordle-3.optimal-worst.msgpack'));
    const tree = parseTreeFile(decodeMsgpack(new Uint8Array(bytes)));
    expect(tree.strategy.id).toBe('optimal-worst');
    expect(tree.stats).toMatchObject({ total: 197, max: 5 });
    const hard = parseTreeFile(decodeMsgpack(new Uint8Array(await readFile(join(dir, 'wordle-3-hard.optimal-worst.msgpack')))));
    expect(hard.stats).toMatchObject({ total: 199, max: 5 });
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { files: Array<{ file: string; strategy: string }> };
    expect(
      manifest.files
        .filter((t) => t.strategy === 'optimal-worst')
        .map((t) => t.file)
        .sort(),
    ).toEqual(['wordle-3-hard.optimal-worst.msgpack', 'wordle-3.optimal-worst.msgpack']);
    // Over every first word, in a directory of its own: the least worst case, then the least total within it.
    const other = await mkdtemp(join(tmpdir(), 'codebreaker-worst-all-'));
    dirs.push(other);
    await cp(join(dir, 'words'), join(other, 'words'), { recursive: true });
    for (const variant of ['wordle-3', 'wordle-3-hard']) {
      const ran = await codebreaker(['build', '--variant', variant, '--strategy', 'optimal-worst', '--data-dir', other, '--json']);
      expect(ran.code, ran.err).toBe(0);
      const built = parseTreeFile(decodeMsgpack(new Uint8Array(await readFile(join(other, `${variant}.optimal-worst.msgpack`)))));
      expect(built.stats).toMatchObject({ total: variant === 'wordle-3' ? 197 : 199, max: 5 });
    }
    expect(
      parseTreeFile(decodeMsgpack(new Uint8Array(await readFile(join(other, 'wordle-3-hard.optimal-worst.msgpack'))))).root.guess,
    ).toBe('tab');
    // The same bytes on every build (the file held to tab says so in its description, the other not).
    const first = await readFile(join(other, 'wordle-3-hard.optimal-worst.msgpack'));
    const again = await codebreaker(['build', '--variant', 'wordle-3-hard', '--strategy', 'optimal-worst', '--data-dir', other]);
    expect(again.code, again.err).toBe(0);
    expect(await readFile(join(other, 'wordle-3-hard.optimal-worst.msgpack'))).toEqual(first);
    const held = await codebreaker([
      'build',
      '--variant',
      'wordle-3-hard',
      '--strategy',
      'optimal-worst',
      '--first',
      'tab',
      '--data-dir',
      other,
      '--force',
    ]);
    expect(held.code, held.err).toBe(0);
    expect(await readFile(join(other, 'wordle-3-hard.optimal-worst.msgpack'))).toEqual(
      await readFile(join(dir, 'wordle-3-hard.optimal-worst.msgpack')),
    );
  }, 120_000);

  it('npm run check-proof holds for the three proofs, each resting on the next', async () => {
    const ran = await runNode(join(repo, 'dist', 'scripts', 'check-proof.js'), ['--data-dir', dir, '--resolve', '3']);
    expect(ran.code, ran.out).toBe(0);
    expect(ran.out).toMatch(/wordle-3-hard\.optimal-worst\.json: holds/);
    expect(ran.out).toMatch(/wordle-3\.optimal-worst\.json: holds/);
    expect(ran.out).toMatch(/no first word finds every answer within 4 guesses, so the least worst case is 5/);
    expect(ran.out).toMatch(/in normal mode over the same lists: every hard-mode strategy is a normal-mode strategy/);
    expect(ran.out).toMatch(
      /3 of the 61 first words the depth search settled searched again by the total search within 4 guesses, none fitting/,
    );
  });

  it('check-proof refuses a proof of the least worst case tampered with', async () => {
    const normal = await proofOf('wordle-3.optimal-worst.json');
    const hard = await proofOf('wordle-3-hard.optimal-worst.json');
    const tree = async (variant: string) => new Uint8Array(await readFile(join(dir, `${variant}.optimal-worst.msgpack`)));
    const check = async (value: unknown, variant = 'wordle-3') => checkWordleProof(value, await tree(variant), { dataDir: dir, cuts: 0 });
    expect((await check(normal)).problems).toEqual([]);
    expect((await check(hard, 'wordle-3-hard')).problems).toEqual([]);
    const problems = async (value: unknown, variant = 'wordle-3') => (await check(value, variant)).problems.join('\n');
    // A first word missing; a part that is not the word's; another depth; another least total.
    expect(await problems({ ...normal, settled: normal.settled.slice(1) })).toMatch(/1 accepted words are not settled/);
    const first = normal.settled[0] as Extract<WordleProof['settled'][number], { status: 'none-within-limit' }>;
    const part = { ...first, part: { ...first.part!, size: first.part!.size + 1 } };
    expect(await problems({ ...normal, settled: [part, ...normal.settled.slice(1)] })).toMatch(
      new RegExp(
        `${first.word} \\(none-within-limit\\): its part ${first.part!.feedback} holds ${first.part!.size} answers, not ${first.part!.size + 1}`,
      ),
    );
    expect(await problems({ ...normal, depth: 4 })).toMatch(/its depth is 4, and its searches within 4 guesses give 5/);
    expect(await problems({ ...normal, least: { ...normal.least!, total: 196 } })).toMatch(
      /its least total within 5 is \w+ 196, and wordle-3\.optimal\.json proves \w+ 197/,
    );
    // A word that fits within four would make it a proof of a least total within four, resting on nothing.
    const fits = {
      ...normal,
      best: { word: 'tab', total: 199 },
      settled: [{ word: 'tab', status: 'total', total: 199, seconds: 0 }, ...normal.settled.filter((e) => e.word !== 'tab')],
    };
    expect(await problems(fits)).toMatch(/tab fits within 4 guesses, and no proof says that none fits within 3/);
    // Hard mode resting on a proof that is not of one guess less, or on none.
    expect(await problems({ ...hard, shallower: { ...hard.shallower!, from: 'wordle-3.optimal.json' } }, 'wordle-3-hard')).toMatch(
      /wordle-3\.optimal\.json does not prove that no strategy fits within 4 guesses/,
    );
    const { shallower: _shallower, ...alone } = hard;
    expect(await problems(alone, 'wordle-3-hard')).toMatch(/tab fits within 5 guesses, and no proof says that none fits within 4/);
    // A proof it rests on that does not hold: the normal-mode one cut short.
    const cut = join(dir, 'proofs', 'wordle-3.optimal-worst.json');
    const kept = await readFile(cut, 'utf8');
    try {
      await writeFile(cut, JSON.stringify({ ...normal, settled: normal.settled.slice(2), complete: false }));
      expect(await problems(hard, 'wordle-3-hard')).toMatch(
        /it rests on wordle-3\.optimal-worst\.json, which does not hold: not a proof of the optimum: incomplete/,
      );
    } finally {
      await writeFile(cut, kept);
    }
    // The tree: the normal-mode tree is not hard mode's (another total, and guesses hard mode forbids).
    const wrongTree = checkWordleProof(hard, await tree('wordle-3'), { dataDir: dir, cuts: 0 });
    expect(wrongTree.problems.join('\n')).toMatch(/holds wordle-3\/optimal-worst/);
  });
});
