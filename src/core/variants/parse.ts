// The one place a variant id is read (a catalogue id or any id of the grammar) and made canonical,
// and resolved to its spec with the word lists it needs.
import type { VariantSpec, WordListSource } from '../game.ts';
import { VARIANTS } from './catalogue.ts';
import { boardId, boardLists, boardSize, parseBoardId, VariantIdError, type Board } from './grammar.ts';
import { specSize } from './spec.ts';
import { familyOfBoard } from './families.ts';

/**
 * The one place a variant id is read: a catalogue id or any id of the grammar (case-insensitive),
 * made canonical once. Routes, commands, the store, the page's data and the fleet all start here.
 */
export interface ParsedVariant {
  /** The canonical id: the catalogue's for a board the catalogue has (`mm-4x6` is `mastermind`), else the grammar's. */
  readonly id: string;
  /** The board of the grammar (undefined for a catalogue id, whose spec the catalogue holds). */
  readonly board: Board | undefined;
  /** The word lists the game is made of, by file name; empty for code games. */
  readonly lists: readonly string[];
  /** The spec, when the game needs no list (else resolveVariant with the lists). */
  readonly spec: VariantSpec | undefined;
  /** Secrets and allowed guesses, when known before any list is read. */
  readonly size: { readonly secrets: number; readonly guesses: number } | undefined;
}

/**
 * Where word lists come from, by file name: the store reads data/words/ (and a user's lists from
 * where it keeps them), a client takes its caller's. `length` is the letters of the board's words,
 * 0 when the list itself says (a user's lists).
 */
export type ListSource = (name: string, length: number) => WordListSource;

/** A word game resolved without a source of word lists. */
export class ListNeededError extends Error {
  constructor(
    readonly id: string,
    readonly lists: readonly string[],
  ) {
    super(`${id} is a word game: its spec needs the word list ${lists.join(', ')}`);
    this.name = 'ListNeededError';
  }
}

/** Reads a variant id (case-insensitive); throws VariantIdError, naming the grammar, for an id that breaks it. */
export function parseVariant(id: string): ParsedVariant {
  const lower = id.toLowerCase();
  const known = VARIANTS.find((v) => v.id === lower);
  if (known !== undefined) return { id: known.id, board: undefined, lists: [], spec: known, size: specSize(known) };
  const board = parseBoardId(id);
  const lists = boardLists(board);
  if (lists.length > 0) return { id: boardId(board), board, lists, spec: undefined, size: boardSize(board) };
  const spec = familyOfBoard(board.family)!.specOf(board, []);
  return { id: spec.id, board, lists, spec, size: boardSize(board) };
}

/**
 * The spec a variant id names. A word game reads its lists from `lists`; without a source it is a
 * ListNeededError. Throws VariantIdError for an id that breaks the grammar.
 */
export function resolveVariant(id: string | ParsedVariant, lists?: ListSource): VariantSpec {
  const parsed = typeof id === 'string' ? parseVariant(id) : id;
  if (parsed.spec !== undefined) return parsed.spec;
  if (lists === undefined) throw new ListNeededError(parsed.id, parsed.lists);
  const board = parsed.board!;
  const family = familyOfBoard(board.family)!;
  const length = family.listLength(board);
  return family.specOf(
    board,
    parsed.lists.map((name) => lists(name, length)),
  );
}

/** The spec of an id that needs no word list, or undefined (a word game, or an id outside the grammar). */
export function findVariant(id: string): VariantSpec | undefined {
  try {
    return parseVariant(id).spec;
  } catch (err) {
    if (err instanceof VariantIdError) return undefined;
    throw err;
  }
}

/**
 * The id of the board whose secrets are every word this board accepts (a word game board's `-all`
 * twin), where that is wider than its own answers; undefined for any other board. A history
 * that no answer fits is answered there (no dead end when today's answer is new to the list).
 */
export function beyondListId(id: string): string | undefined {
  const board = parseVariant(id).board;
  const beyond = board === undefined ? undefined : familyOfBoard(board.family)?.beyondList?.(board);
  return beyond === undefined ? undefined : boardId(beyond);
}

/**
 * What the page and the terminal assistant say when a game goes beyond its board's answers (a
 * history no answer fits, some accepted words do: `beyondListId`'s board takes over).
 */
export const BEYOND_LIST_NOTE = "Today's answer is not in this list: now guessing over every accepted word.";
