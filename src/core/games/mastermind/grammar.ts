// The Mastermind family's part of the variant-id grammar: `mm-` boards (Mastermind, repeats or
// distinct colours) and `bc-` boards (Bulls and Cows), their canonical ids, sizes and specs.
import type { VariantSpec } from '../../game.ts';
import type { MastermindSpec } from './spec.ts';
import { count } from '../../count.ts';
import { catalogueSpecOf } from './catalogue.ts';
import { GRAMMAR_BOUNDS, guessesSuffix, guessesTitle, idNumbers } from '../../grammar-bounds.ts';

/** Colours of `mm-` boards, in order: the first C of these. */
export const MM_COLOURS = '123456789abcdefg';
/** Digits of `bc-` boards: the first C of these. */
export const BC_DIGITS = '0123456789';

/** A Mastermind board: `mm-{P}x{C}[-distinct][-g{N}]`. */
export interface MastermindBoard {
  readonly family: 'mastermind';
  readonly pegs: number;
  readonly colours: number;
  readonly distinct: boolean;
  readonly maxGuesses: number;
}

/** A Bulls-and-Cows board: `bc-{P}x{C}[-g{N}]`. */
export interface BullsAndCowsBoard {
  readonly family: 'bulls-and-cows';
  readonly pegs: number;
  readonly digits: number;
  readonly maxGuesses: number;
}

/** The parts of the grammar, as an error message shows them. */
export const MM_GRAMMAR = 'mm-{P}x{C}[-distinct][-g{N}] (Mastermind: P pegs 1-8, C colours 2-16)';
export const BC_GRAMMAR = 'bc-{P}x{C}[-g{N}] (Bulls and Cows: P different digits of the first C, C at most 10)';

/** Reads a lower-case `mm-` id: its board, a clause saying what is wrong, or undefined for another id. */
export function parseMastermindId(id: string, guesses: readonly [number, number]): MastermindBoard | string | undefined {
  const m = /^mm-(\d+)x(\d+)(-distinct)?(?:-g(\d+))?$/.exec(id);
  if (m === null) return undefined;
  const read = idNumbers(m[4], guesses, [
    [m[1]!, GRAMMAR_BOUNDS.mmPegs, 'pegs'],
    [m[2]!, GRAMMAR_BOUNDS.mmColours, 'colours'],
  ]);
  if (typeof read === 'string') return read;
  const [pegs, colours] = read.values as [number, number];
  const distinct = m[3] !== undefined;
  if (distinct && pegs > colours) return `${pegs} pegs of different colours need at least ${pegs} colours`;
  return { family: 'mastermind', pegs, colours, distinct, maxGuesses: read.maxGuesses };
}

/** Reads a lower-case `bc-` id: its board, a clause saying what is wrong, or undefined for another id. */
export function parseBullsAndCowsId(id: string, guesses: readonly [number, number]): BullsAndCowsBoard | string | undefined {
  const m = /^bc-(\d+)x(\d+)(?:-g(\d+))?$/.exec(id);
  if (m === null) return undefined;
  const read = idNumbers(m[3], guesses, [
    [m[1]!, GRAMMAR_BOUNDS.bcPegs, 'digits in a code'],
    [m[2]!, GRAMMAR_BOUNDS.bcDigits, 'digits to choose from'],
  ]);
  if (typeof read === 'string') return read;
  const [pegs, digits] = read.values as [number, number];
  if (pegs > digits) return `${pegs} different digits need at least ${pegs} digits to choose from`;
  return { family: 'bulls-and-cows', pegs, digits, maxGuesses: read.maxGuesses };
}

/** The canonical id of a Mastermind board. */
export function mastermindBoardId(board: MastermindBoard): string {
  return `mm-${board.pegs}x${board.colours}${board.distinct ? '-distinct' : ''}${guessesSuffix(board.maxGuesses)}`;
}

/** The canonical id of a Bulls-and-Cows board. */
export function bullsAndCowsBoardId(board: BullsAndCowsBoard): string {
  return `bc-${board.pegs}x${board.digits}${guessesSuffix(board.maxGuesses)}`;
}

/** n!/(n-k)!: codes of k different symbols out of n. */
function arrangements(n: number, k: number): number {
  let a = 1;
  for (let i = 0; i < k; i++) a *= n - i;
  return a;
}

/** Secrets and allowed guesses of a Mastermind board. */
export function mastermindSize(board: MastermindBoard): { secrets: number; guesses: number } {
  return {
    secrets: board.distinct ? arrangements(board.colours, board.pegs) : board.colours ** board.pegs,
    guesses: board.colours ** board.pegs,
  };
}

/** Secrets and allowed guesses of a Bulls-and-Cows board. */
export function bullsAndCowsSize(board: BullsAndCowsBoard): { secrets: number; guesses: number } {
  const n = arrangements(board.digits, board.pegs);
  return { secrets: n, guesses: n };
}

/**
 * The spec of a Mastermind or Bulls-and-Cows board. A board the catalogue has is the catalogue's
 * spec (so `mm-4x6` is `mastermind`, and both answer from the same trees); any other gets its
 * canonical grammar id.
 */
export function specOfBoard(board: MastermindBoard | BullsAndCowsBoard): VariantSpec {
  const spec: MastermindSpec =
    board.family === 'mastermind'
      ? {
          id: mastermindBoardId(board),
          title: `Mastermind (${count(board.pegs, 'peg')}, ${count(board.colours, 'colour')}${board.distinct ? ', secrets of different colours' : ''}${guessesTitle(board.maxGuesses)})`,
          family: 'mastermind',
          pegs: board.pegs,
          symbols: MM_COLOURS.slice(0, board.colours),
          secrets: board.distinct ? 'distinct' : 'repeat',
          guesses: 'any',
          maxGuesses: board.maxGuesses,
          feedbackStyle: 'BW',
        }
      : {
          id: bullsAndCowsBoardId(board),
          title: `Bulls and Cows (${board.pegs === 1 ? '1 digit' : `${board.pegs} different digits`} of ${board.digits}${guessesTitle(board.maxGuesses)})`,
          family: 'mastermind',
          pegs: board.pegs,
          symbols: BC_DIGITS.slice(0, board.digits),
          secrets: 'distinct',
          guesses: 'distinct',
          maxGuesses: board.maxGuesses,
          feedbackStyle: 'AB',
        };
  return catalogueSpecOf(spec);
}
