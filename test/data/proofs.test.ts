import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WordleGame } from '../../src/core/games/wordle/game.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { isProofFile } from '../../src/builder/proofs/check.ts';
import { newWordleProof, proofMismatch, proofStrategy, proofWithin, readWordleProof } from '../../src/builder/proofs/wordle/proof.ts';
import { storeLists } from '../../src/store/word-lists.ts';

const dataDir = join(import.meta.dirname, '..', '..', 'data');
const proofDir = join(dataDir, 'proofs');
const files = existsSync(proofDir) ? readdirSync(proofDir).filter((f) => isProofFile(f) && !f.endsWith('.proof.json')) : [];

/**
 * A proof over every first word is committed as its checkpoint, so that it carries on from it
 * (node dist/scripts/wordle-proof.js --variant <id>): each must be one this code resumes (the same
 * Wordle search version, board and lists). What it proves is checked by npm run check-proof, which
 * test/data/proof-logs.test.ts runs on every committed proof.
 */
describe.each(files)('the committed proof %s', (file) => {
  const proof = readWordleProof(join(proofDir, file))!;
  const variant = file.replace(/\.optimal(-worst)?\.json$/, '');
  const game = createGame(resolveVariant(variant, storeLists(dataDir))) as WordleGame;

  it('is one this code resumes', () => {
    expect(proofMismatch(proof, newWordleProof(game, { strategy: proofStrategy(proof), within: proofWithin(proof) }))).toBeNull();
  });

  it("holds Alex Selby's least total for wordle, salet's 7,897", () => {
    if (file !== 'wordle.optimal.json') return;
    expect([proof.best, proof.complete]).toEqual([{ word: 'salet', total: 7897 }, true]);
  });

  it('holds the least worst case of wordle, 5 (no first word within 4, as Jonathan Olson found), and the least total within it, 7,897', () => {
    if (file !== 'wordle.optimal-worst.json') return;
    expect(proof).toMatchObject({ within: 4, depth: 5, best: null, complete: true, least: { word: 'salet', total: 7897 } });
    expect(proof.settled.every((e) => e.status === 'none-within-limit')).toBe(true);
  });

  it("searches hard mode within 5, resting on normal mode's proof that none fits within 4, at most Alex Selby's PALET tree, 8,181", () => {
    if (file !== 'wordle-hard.optimal-worst.json') return;
    expect(proof).toMatchObject({ within: 5, shallower: { from: 'wordle.optimal-worst.json' } });
    expect(proof.best!.total).toBeLessThanOrEqual(8181);
    // Under way it has proved no depth yet; complete, the least worst case is 5.
    expect(proof.depth).toBe(proof.complete ? 5 : undefined);
  });
});
