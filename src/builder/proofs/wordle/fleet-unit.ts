/**
 * The units of a Wordle proof over every first word sent to the fleet (wordle-proof --queue): one
 * first word, the cutoff it is searched under (the best total when it was sent), the Wordle
 * search's version and the lists' sha256, so that a worker of another version or other lists
 * refuses it rather than mixing its answer into the proof; and how a worker settles one.
 */
import { WORDLE_ENGINE_VERSION } from '../../../core/games/wordle/exact/version.ts';
import { UnitRefusedError, type FirstWordUnits } from '../units.ts';
import type { FirstWordStatus } from './proof.ts';
import type { WordleUnitInput } from './unit.ts';

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
 * How a worker settles a Wordle proof's unit: under the cutoff it carries, on a thread, with the
 * function the local proof uses (searchFirstWord, unit.ts), answering the record the local proof
 * would write. A unit of another Wordle search version, or over other lists than this machine's,
 * is refused for good.
 */
export const WORDLE_FIRST_WORD_UNITS: FirstWordUnits = {
  queue: WORDLE_PROOF_QUEUE,
  engine: WORDLE_ENGINE_VERSION,
  settle: async (unit, worker): Promise<Omit<WordleUnitReturn, 'ms'>> => {
    const data = unit as WordleUnitData;
    const { engine } = worker;
    // A unit of a proof run by another search version: its answer would mix two versions' proofs.
    if (data.engine !== engine)
      throw new UnitRefusedError(
        `this worker runs Wordle search version ${engine} and the unit of ${data.proof} comes from a coordinator of version ${String(data.engine)}: one proof never mixes two versions' answers`,
      );
    const spec = await worker.board(data.variant);
    if (spec.family !== 'wordle') throw new UnitRefusedError(`${data.variant} is not a Wordle board`);
    if (spec.answers.sha256 !== data.answers || spec.accepted.sha256 !== data.accepted)
      throw new UnitRefusedError(`this worker's word lists of ${data.variant} are not the coordinator's (their sha256 differ)`);
    const input: WordleUnitInput = { spec, word: data.word, best: data.best, within: data.within };
    const entry = (await worker.run('wordle-first-word', input)) as FirstWordStatus;
    return { engine, entry };
  },
};
