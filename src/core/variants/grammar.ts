/**
 * The variant-id grammar: any board of the Mastermind and Bulls-and-Cows families, and Word
 * Mastermind, named by an id such as `mm-4x7`, `mm-5x6-distinct-g8`, `bc-4x9` or `words-5`.
 * Parsing is pure and cheap: it says what a board is and how large, before any game is made.
 * A game family with a folder of its own (games/<family>/) brings its part of the grammar
 * through its registration (families.ts).
 */
import { wordListName } from '../games/words.ts';
import { FAMILY_GRAMMAR, FAMILY_GUESSES_NOTE, familyOfBoard, parseFamilyId, type FamilyBoard } from './families.ts';
import { findLiveBoard, LIVE_GRAMMAR } from './live-games.ts';

/** Colours of `mm-` boards, in order: the first C of these. */
export const MM_COLOURS = '123456789abcdefg';
/** Digits of `bc-` boards: the first C of these. */
export const BC_DIGITS = '0123456789';
/** Guesses allowed when an id does not say (`-gN`). */
export const DEFAULT_MAX_GUESSES = 10;
/** Bounds of the grammar itself (servers set tighter limits on size). */
export const GRAMMAR_BOUNDS = {
  mmPegs: [1, 8],
  mmColours: [2, 16],
  bcPegs: [1, 10],
  bcDigits: [2, 10],
  wordsLength: [3, 6],
  maxGuesses: [1, 50],
} as const;

/** The grammar, as a person reads it in an error message. */
export const VARIANT_GRAMMAR =
  'mm-{P}x{C}[-distinct][-g{N}] (Mastermind: P pegs 1-8, C colours 2-16), ' +
  'bc-{P}x{C}[-g{N}] (Bulls and Cows: P different digits of the first C, C at most 10), ' +
  'words-{L}[-g{N}] (Word Mastermind: words of L letters, 3-6), ' +
  `${FAMILY_GRAMMAR}, ` +
  `${LIVE_GRAMMAR}, ` +
  `where -g{N} is the number of guesses allowed (default 10${FAMILY_GUESSES_NOTE}); ` +
  'or a catalogue id: mastermind, royale, super, bulls-and-cows, mastermind-distinct, twod';

/** A board named by an id of the grammar. */
export type Board =
  | {
      readonly family: 'mastermind';
      readonly pegs: number;
      readonly colours: number;
      readonly distinct: boolean;
      readonly maxGuesses: number;
    }
  | { readonly family: 'bulls-and-cows'; readonly pegs: number; readonly digits: number; readonly maxGuesses: number }
  | { readonly family: 'words'; readonly length: number; readonly maxGuesses: number }
  | FamilyBoard;

/** A board of the central grammar (no family of families.ts). */
type CoreBoard = Exclude<Board, FamilyBoard>;

/** An id that breaks the grammar; the message shows the grammar. */
export class VariantIdError extends Error {
  constructor(
    readonly id: string,
    /** What is wrong, without the grammar (for places that show the grammar otherwise). */
    readonly why: string,
    message = `"${id.length > 40 ? `${id.slice(0, 40)}…` : id}" is not a variant id: ${why}. Variant ids: ${VARIANT_GRAMMAR}.`,
  ) {
    super(message);
    this.name = 'VariantIdError';
  }
}

/**
 * The id of a live game (core/live-game.ts, variants/live-games.ts): a board of the grammar, but
 * one without a tree, a spec or a Game; only what plays it live reads it (the variant's
 * description, `next`, the assistant). Anything else that reads ids meets it as an id it cannot
 * use, with a message that says where it is played.
 */
export class LiveVariantError extends VariantIdError {
  constructor(
    id: string,
    /** The canonical id of the live board. */
    readonly canonical: string,
  ) {
    const why = `${canonical} is a live game: its secrets are too many to list, so it has no tree; GET /v1/variants/${canonical} describes it, and .../next and codebreaker assist play it`;
    super(id, why, `${why.charAt(0).toUpperCase()}${why.slice(1)}.`);
    this.name = 'LiveVariantError';
  }
}

// Numbers of any length: one out of its bounds is named with them (-g999999 is "from 1 to 50"),
// not refused as an id of no form at all.
const ID = /^(?:mm-(\d+)x(\d+)(-distinct)?|bc-(\d+)x(\d+)|words-(\d+))(?:-g(\d+))?$/;

/** Parses an id of the grammar (case-insensitive); throws VariantIdError naming what is wrong, LiveVariantError for a live game's id. */
export function parseBoardId(id: string): Board {
  const live = findLiveBoard(id);
  if (typeof live === 'string') throw new VariantIdError(id, live);
  if (live !== undefined) throw new LiveVariantError(id, live.board.id);
  const own = parseFamilyId(id.toLowerCase(), GRAMMAR_BOUNDS.maxGuesses);
  if (typeof own === 'string') throw new VariantIdError(id, own);
  if (own !== undefined) return own.board;
  const m = ID.exec(id.toLowerCase());
  if (m === null) throw new VariantIdError(id, 'it does not match the grammar');
  const within = (digits: string, [lo, hi]: readonly [number, number], what: string): number => {
    const value = Number(digits);
    // The number as written (leading zeros left out), even past what a double holds exactly.
    if (value < lo || value > hi)
      throw new VariantIdError(id, `${what} must be from ${lo} to ${hi}, not ${digits.replace(/^0+(?=\d)/, '')}`);
    return value;
  };
  const g = m[7];
  const maxGuesses = g === undefined ? DEFAULT_MAX_GUESSES : within(g, GRAMMAR_BOUNDS.maxGuesses, 'the guesses allowed');
  if (m[1] !== undefined) {
    const pegs = within(m[1], GRAMMAR_BOUNDS.mmPegs, 'pegs');
    const colours = within(m[2]!, GRAMMAR_BOUNDS.mmColours, 'colours');
    const distinct = m[3] !== undefined;
    if (distinct && pegs > colours) throw new VariantIdError(id, `${pegs} pegs of different colours need at least ${pegs} colours`);
    return { family: 'mastermind', pegs, colours, distinct, maxGuesses };
  }
  if (m[4] !== undefined) {
    const pegs = within(m[4], GRAMMAR_BOUNDS.bcPegs, 'digits in a code');
    const digits = within(m[5]!, GRAMMAR_BOUNDS.bcDigits, 'digits to choose from');
    if (pegs > digits) throw new VariantIdError(id, `${pegs} different digits need at least ${pegs} digits to choose from`);
    return { family: 'bulls-and-cows', pegs, digits, maxGuesses };
  }
  return { family: 'words', length: within(m[6]!, GRAMMAR_BOUNDS.wordsLength, 'letters'), maxGuesses };
}

/** The canonical (lower-case, shortest) id of a board: the default number of guesses is left out. */
export function boardId(board: Board): string {
  const registered = familyOfBoard(board.family);
  if (registered !== undefined) return registered.boardId(board as FamilyBoard);
  const core = board as CoreBoard;
  const g = core.maxGuesses === DEFAULT_MAX_GUESSES ? '' : `-g${core.maxGuesses}`;
  switch (core.family) {
    case 'mastermind':
      return `mm-${core.pegs}x${core.colours}${core.distinct ? '-distinct' : ''}${g}`;
    case 'bulls-and-cows':
      return `bc-${core.pegs}x${core.digits}${g}`;
    case 'words':
      return `words-${core.length}${g}`;
  }
}

/** n!/(n-k)!: codes of k different symbols out of n. */
function arrangements(n: number, k: number): number {
  let a = 1;
  for (let i = 0; i < k; i++) a *= n - i;
  return a;
}

/** The word lists a board is made of, by file name (none for code boards): the store reads them. */
export function boardLists(board: Board): readonly string[] {
  if (board.family === 'words') return [wordListName(board.length)];
  return familyOfBoard(board.family)?.lists(board as FamilyBoard) ?? [];
}

/** Secrets and allowed guesses of a board (words boards: undefined, the word list decides). */
export function boardSize(board: Board): { secrets: number; guesses: number } | undefined {
  const registered = familyOfBoard(board.family);
  if (registered !== undefined) return registered.size(board as FamilyBoard);
  const core = board as CoreBoard;
  switch (core.family) {
    case 'mastermind':
      return {
        secrets: core.distinct ? arrangements(core.colours, core.pegs) : core.colours ** core.pegs,
        guesses: core.colours ** core.pegs,
      };
    case 'bulls-and-cows': {
      const n = arrangements(core.digits, core.pegs);
      return { secrets: n, guesses: n };
    }
    case 'words':
      return undefined;
  }
}
