import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WordleGame } from '../../src/core/games/wordle.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { firstGuessCountingBound, firstGuessPartsBound } from '../../src/core/strategies/wordle-exact/first-bound.ts';
import { createWordleExact, wordleColumns } from '../../src/core/strategies/wordle-exact/search.ts';
import { newWordleProof, proofMismatch, readWordleProof, type FirstWordStatus } from '../../src/builder/wordle-proof.ts';
import { storeLists } from '../../src/store/word-lists.ts';

const dataDir = join(import.meta.dirname, '..', '..', 'data');
const proofDir = join(dataDir, 'proofs');
const files = existsSync(proofDir) ? readdirSync(proofDir).filter((f) => f.endsWith('.json') && !f.endsWith('.proof.json')) : [];

/** A small deterministic generator, so a failure replays. */
function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/**
 * A proof over every first word is committed as its checkpoint (the exact searches' proof logs
 * beside it, *.proof.json, have their own test), so that it carries on from it
 * (node dist/scripts/wordle-proof.js --variant <id>). Each must be one this code resumes, and a
 * sample of what it claims is checked again: cuts by recomputing their bound, searches by searching
 * again under the same cutoff (the quick ones).
 */
describe.each(files)('the committed proof %s', (file) => {
  const proof = readWordleProof(join(proofDir, file))!;
  const variant = file.replace(/\.optimal\.json$/, '');
  const game = createGame(resolveVariant(variant, storeLists(dataDir))) as WordleGame;

  it('is over the lists of data/words/, names distinct first words, and resumes', () => {
    expect(proofMismatch(proof, newWordleProof(game))).toBeNull();
    const words = proof.settled.map((e) => e.word);
    expect(new Set(words).size).toBe(words.length);
    for (const w of words) expect(typeof game.parseGuess(w), w).toBe('number');
    expect(proof.complete).toBe(words.length === game.guessCount);
    // The best is a total found, and every cut or search was against a best at least as large.
    const totals = proof.settled.flatMap((e) => (e.status === 'total' ? [e.total] : []));
    expect(proof.best?.total).toBe(Math.min(...totals));
    for (const e of proof.settled) if (e.status === 'cut' || e.status === 'no-tree-below') expect(e.best).toBeGreaterThanOrEqual(proof.best!.total);
  });

  it("holds Alex Selby's least total for wordle, salet's 7,897", () => {
    if (variant !== 'wordle') return;
    expect(proof.best).toEqual({ word: 'salet', total: 7897 });
  });

  it('a sample of its cuts and of its quick searches holds again', () => {
    const columns = wordleColumns(game);
    const random = rng(proof.settled.length);
    const cuts = proof.settled.filter((e): e is Extract<FirstWordStatus, { status: 'cut' }> => e.status === 'cut');
    for (let i = 0; i < 4 && cuts.length > 0; i++) {
      const e = cuts[Math.floor(random() * cuts.length)]!;
      const g = game.parseGuess(e.word) as number;
      const bound = e.by === 'counting' ? firstGuessCountingBound(game, columns, g) : firstGuessPartsBound(game, columns, g, e.best);
      expect(bound, e.word).toBe(e.bound);
      expect(bound).toBeGreaterThanOrEqual(e.best);
    }
    const quick = proof.settled.filter(
      (e): e is Extract<FirstWordStatus, { status: 'no-tree-below' }> => e.status === 'no-tree-below' && e.seconds < 1.5,
    );
    const search = createWordleExact(game, { columns });
    for (let i = 0; i < 2 && quick.length > 0; i++) {
      const e = quick[Math.floor(random() * quick.length)]!;
      expect(search.firstGuessTotal(game.parseGuess(e.word) as number, e.best), e.word).toBeGreaterThanOrEqual(e.best);
    }
  });
});
