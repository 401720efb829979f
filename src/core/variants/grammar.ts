/**
 * The variant-id grammar: every board of a registered family (families.ts), named by an id such
 * as `mm-4x7`, `mm-5x6-distinct-g8`, `bc-4x9` or `words-5`, and the live families' boards.
 * Parsing is pure and cheap: it says what a board is and how large, before any game is made.
 * Each family brings its part of the grammar through its registration.
 */
import { FAMILY_GRAMMAR, FAMILY_GUESSES_NOTE, familyOfBoard, parseFamilyId, type FamilyBoard } from './families.ts';
import { GRAMMAR_BOUNDS } from '../grammar-bounds.ts';
import { VARIANTS } from './catalogue.ts';
import { findLiveBoard, LIVE_GRAMMAR } from './live-games.ts';

export { DEFAULT_MAX_GUESSES, GRAMMAR_BOUNDS } from '../grammar-bounds.ts';
export { BC_DIGITS, MM_COLOURS } from '../games/mastermind/grammar.ts';

/** The grammar, as a person reads it in an error message. */
export const VARIANT_GRAMMAR =
  `${FAMILY_GRAMMAR}, ` +
  `${LIVE_GRAMMAR}, ` +
  `where -g{N} is the number of guesses allowed (default 10${FAMILY_GUESSES_NOTE}); ` +
  `or a catalogue id: ${VARIANTS.map((v) => v.id).join(', ')}`;

/** A board named by an id of the grammar: a board of a registered family. */
export type Board = FamilyBoard;

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

/** Parses an id of the grammar (case-insensitive); throws VariantIdError naming what is wrong, LiveVariantError for a live game's id. */
export function parseBoardId(id: string): Board {
  const live = findLiveBoard(id);
  if (typeof live === 'string') throw new VariantIdError(id, live);
  if (live !== undefined) throw new LiveVariantError(id, live.board.id);
  const own = parseFamilyId(id.toLowerCase(), GRAMMAR_BOUNDS.maxGuesses);
  if (typeof own === 'string') throw new VariantIdError(id, own);
  if (own === undefined) throw new VariantIdError(id, 'it does not match the grammar');
  return own.board;
}

/** The registration of a board's family (every board of the grammar has one). */
function familyOf(board: Board): NonNullable<ReturnType<typeof familyOfBoard>> {
  const family = familyOfBoard(board.family);
  if (family === undefined) throw new Error(`no family registered for boards of ${board.family}`);
  return family;
}

/** The canonical (lower-case, shortest) id of a board: the default number of guesses is left out. */
export function boardId(board: Board): string {
  return familyOf(board).boardId(board);
}

/** The word lists a board is made of, by file name (none for code boards): the store reads them. */
export function boardLists(board: Board): readonly string[] {
  return familyOf(board).lists(board);
}

/** Secrets and allowed guesses of a board (boards of word lists: undefined, the lists decide). */
export function boardSize(board: Board): { secrets: number; guesses: number } | undefined {
  return familyOf(board).size(board);
}
