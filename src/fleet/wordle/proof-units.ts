/**
 * The units of a Wordle proof over every first word sent to the fleet (wordle-proof --queue): one
 * first word, the cutoff it is searched under (the best total when it was sent), the Wordle
 * search's version and the lists' sha256, so that a worker of another version or other lists
 * refuses it rather than mixing its answer into the proof.
 */
import type { JobsOptions } from 'bullmq';
import type { FirstWordStatus } from '../../builder/proofs/wordle/proof.ts';

/** The queue of Wordle proofs' units. */
export const WORDLE_PROOF_QUEUE = 'wordle-proof-units';

/** One first word to search, as a job carries it. */
export interface WordleUnitData {
  /** The proof: `<variant>.<strategy>`. */
  readonly proof: string;
  readonly variant: string;
  readonly word: string;
  /** The cutoff: the best total known when it was sent (null: none yet). */
  readonly best: number | null;
  /** The guesses the search allows (the proof's `within`). */
  readonly within: number;
  /** The coordinator's Wordle search version (WORDLE_ENGINE_VERSION). */
  readonly engine: number;
  /** The sha256 of the answers and accepted lists the coordinator proves over. */
  readonly answers: string;
  readonly accepted: string;
}

/** A unit's answer: how the word is settled (the record the local proof writes), by which search version, in how long. */
export interface WordleUnitReturn {
  readonly engine: number;
  readonly entry: FirstWordStatus;
  readonly ms: number;
}

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
