import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WordleGame } from '../../src/core/games/wordle.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { isProofFile } from '../../src/builder/proof-check.ts';
import { newWordleProof, proofMismatch, readWordleProof } from '../../src/builder/wordle-proof.ts';
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
  const variant = file.replace(/\.optimal\.json$/, '');
  const game = createGame(resolveVariant(variant, storeLists(dataDir))) as WordleGame;

  it('is one this code resumes', () => {
    expect(proofMismatch(proof, newWordleProof(game))).toBeNull();
  });

  it("holds Alex Selby's least total for wordle, salet's 7,897", () => {
    if (variant !== 'wordle') return;
    expect([proof.best, proof.complete]).toEqual([{ word: 'salet', total: 7897 }, true]);
  });
});
