/**
 * The jobs of a Wordle proof's units on the fleet's queue (wordle-proof --queue): their ids and
 * options. The queue, the units and how a worker settles one are the builder's
 * (builder/proofs/wordle/fleet-unit.ts), which the generic worker (fleet/proof-worker.ts) reaches.
 */
import type { JobsOptions } from 'bullmq';
import type { WordleUnitData } from '../../builder/proofs/wordle/fleet-unit.ts';

export { WORDLE_PROOF_QUEUE, type WordleUnitData, type WordleUnitReturn } from '../../builder/proofs/wordle/fleet-unit.ts';

/**
 * A unit's job id: the same unit (proof, engine, lists, word, cutoff) is the same job, so a
 * coordinator started again finds the answer of one it had sent, and adding it twice is a no-op.
 */
export function wordleUnitJobId(data: WordleUnitData): string {
  return [
    data.proof,
    `engine-${data.engine}`,
    data.answers.slice(0, 12),
    data.accepted.slice(0, 12),
    `within-${data.within}`,
    data.word,
    data.best ?? 'none',
  ].join('.');
}

/** How a unit's job is added: its id, three attempts, finished jobs kept an hour (the latest 10,000 of each). */
export function wordleUnitJobOptions(data: WordleUnitData): JobsOptions {
  const kept = { age: 3600, count: 10_000 };
  return { jobId: wordleUnitJobId(data), attempts: 3, removeOnComplete: kept, removeOnFail: kept };
}
