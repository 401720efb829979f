// Wordle's proofs over every first word as the generic code reaches them (proofs/families.ts):
// their format, their checker, the task that settles one first word on a thread, the reader of a
// board's proof, their units on the fleet and what status says of them.
import { join } from 'node:path';
import type { FamilyProofs } from '../verdict.ts';
import { proofFile, readWordleProof, WORDLE_PROOF_FORMAT } from './proof.ts';
import { WORDLE_FIRST_WORD_UNITS } from './fleet-unit.ts';
import { wordleProofStatus } from './status.ts';
import { wordleFirstWordTask } from './unit.ts';

/** Wordle's proofs over every first word: check-proof reads them by their format; the fleet's workers settle their units by the task. */
export const WORDLE_PROOFS = {
  format: WORDLE_PROOF_FORMAT,
  checker: async () => {
    const { checkWordleProof, wordleProofTreeFile } = await import('./check.ts');
    return { treeFile: wordleProofTreeFile, check: (value, tree, options) => checkWordleProof(value, tree, options) };
  },
  tasks: { 'wordle-first-word': wordleFirstWordTask },
  readFirstWordProof: (dataDir, variant) => readWordleProof(join(dataDir, ...proofFile(variant, 'optimal').split('/'))),
  units: WORDLE_FIRST_WORD_UNITS,
  status: wordleProofStatus,
} satisfies FamilyProofs;
