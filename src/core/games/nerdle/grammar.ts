/**
 * Nerdle's part of the variant-id grammar: `nerdle` (the classic game, 8 symbols) and `nerdle-{L}`
 * for equations of L symbols, each with `-g{N}` for N guesses (six by default, as in the game).
 * The central grammar (variants/grammar.ts) asks this part first and words its errors.
 */
import { count } from '../../count.ts';
import { equations, NERDLE_SYMBOLS } from './equations.ts';
import type { NerdleSpec } from './game.ts';

/** A Nerdle board: equations of `length` symbols, `maxGuesses` guesses. */
export interface NerdleBoard {
  readonly family: 'nerdle';
  readonly length: number;
  readonly maxGuesses: number;
}

/** The classic game's length. */
export const NERDLE_LENGTH = 8;
/** The lengths an id may name: up to the classic 8 symbols (their 3^8 feedbacks fit the two bytes of a table, and the equations are made in a second). */
export const NERDLE_LENGTHS: readonly [number, number] = [5, 8];
/** Guesses allowed when an id does not say: the game's six. */
export const NERDLE_MAX_GUESSES = 6;

/** This part of the grammar as an error message shows it. */
export const NERDLE_GRAMMAR = `nerdle[-{L}][-g{N}] (Nerdle: equations of L symbols, ${NERDLE_LENGTHS[0]}-${NERDLE_LENGTHS[1]}, ${NERDLE_LENGTH} by default, the classic game; 6 guesses)`;

const ID = /^nerdle(?:-(\d+))?(?:-g(\d+))?$/;

/**
 * Reads a lower-case id of this part: its board, or a clause saying what is wrong ("the symbols
 * of a Nerdle equation must be from 5 to 8, not 12"), or undefined when the id is not Nerdle's.
 * `guesses` bounds the -g{N} of every board of the grammar.
 */
export function parseNerdleId(id: string, guesses: readonly [number, number]): NerdleBoard | string | undefined {
  const m = ID.exec(id);
  if (m === null) return undefined;
  // Numbers as written (leading zeros left out), even past what a double holds exactly.
  const plain = (digits: string): string => digits.replace(/^0+(?=\d)/, '');
  const length = m[1] === undefined ? NERDLE_LENGTH : Number(m[1]);
  if (length < NERDLE_LENGTHS[0] || length > NERDLE_LENGTHS[1])
    return `the symbols of a Nerdle equation must be from ${NERDLE_LENGTHS[0]} to ${NERDLE_LENGTHS[1]}, not ${plain(m[1]!)}`;
  const maxGuesses = m[2] === undefined ? NERDLE_MAX_GUESSES : Number(m[2]);
  if (maxGuesses < guesses[0] || maxGuesses > guesses[1])
    return `the guesses allowed must be from ${guesses[0]} to ${guesses[1]}, not ${plain(m[2]!)}`;
  return { family: 'nerdle', length, maxGuesses };
}

/** The canonical id of a Nerdle board: the classic length and six guesses left out. */
export function nerdleBoardId(board: NerdleBoard): string {
  return `nerdle${board.length === NERDLE_LENGTH ? '' : `-${board.length}`}${board.maxGuesses === NERDLE_MAX_GUESSES ? '' : `-g${board.maxGuesses}`}`;
}

/** Secrets and guesses of a Nerdle board: its equations, counted from the rules (made once per length). */
export function nerdleSize(board: NerdleBoard): { secrets: number; guesses: number } {
  const n = equations(board.length).length;
  return { secrets: n, guesses: n };
}

/** The spec of a Nerdle board. */
export function nerdleSpec(board: NerdleBoard): NerdleSpec {
  const kind = board.length === NERDLE_LENGTH ? `the classic game, ${NERDLE_LENGTH} symbols` : count(board.length, 'symbol');
  const guesses = board.maxGuesses === NERDLE_MAX_GUESSES ? '' : `, ${count(board.maxGuesses, 'guess', 'guesses')}`;
  return {
    id: nerdleBoardId(board),
    title: `Nerdle (${kind}${guesses})`,
    family: 'nerdle',
    pegs: board.length,
    symbols: NERDLE_SYMBOLS,
    secrets: 'equations',
    guesses: 'equations',
    maxGuesses: board.maxGuesses,
    feedbackStyle: 'GYB',
    size: nerdleSize(board),
  };
}
