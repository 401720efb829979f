// The game families whose proofs have a format of their own, and what is read through the list.
// The node side's one list naming families: such proofs read files, run on threads and go through
// the fleet's queues, which the core's registration (core/variants/families.ts) cannot hold; the
// server, the fleet and the command line reach a family's proofs through it.
import type { FamilyProofs, FirstWordProof } from './verdict.ts';
import { WORDLE_PROOFS } from './wordle/family.ts';

/** Each family's proofs of its own format (a new one is one line here and one in FAMILY_PROOF_TASKS). */
export const FAMILY_PROOFS: readonly FamilyProofs[] = [WORDLE_PROOFS];

/** The tasks of every family's proofs, by kind, for the builder's task table (builder/tasks.ts). */
export const FAMILY_PROOF_TASKS = { ...WORDLE_PROOFS.tasks };

/** The family proofs of a parsed proof file, by its `format`, or undefined for a proof log. */
export function familyProofsOf(value: unknown): FamilyProofs | undefined {
  const format = (value as { format?: unknown } | null)?.format;
  return FAMILY_PROOFS.find((p) => p.format === format);
}

/**
 * Reads the proof over every first word of a board's optimal tree (data/proofs/<variant>.optimal.json),
 * by the first family whose proofs have one, or undefined; throws when a file cannot be read.
 */
export function readFirstWordProof(dataDir: string, variant: string): FirstWordProof | undefined {
  for (const family of FAMILY_PROOFS) {
    const proof = family.readFirstWordProof?.(dataDir, variant);
    if (proof !== undefined) return proof;
  }
  return undefined;
}
