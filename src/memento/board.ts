/**
 * Boards and moves of the Memento flip puzzle, the memory-fragment puzzle of the game To the Moon
 * (Freebird Games, 2011). "The original solver" below is the puzzle's reference solver, a short
 * Python brute force over every move set. A board is r x c tiles, each on its solved side (1 in the
 * original solver's input) or its unsolved side (0); a move flips every tile of one line. Pure: no I/O.
 */

/** A family of lines that may be flipped; the puzzle itself uses the first three. */
export type MoveFamily = 'rows' | 'columns' | 'anti-diagonal' | 'main-diagonal';

/** Every move family, in the order moves are numbered and printed (rows, columns, d, m). */
export const MOVE_FAMILIES: readonly MoveFamily[] = ['rows', 'columns', 'anti-diagonal', 'main-diagonal'];

/** The puzzle's own moves: every row, every column, and the diagonal from the bottom-left corner. */
export const DEFAULT_FAMILIES: readonly MoveFamily[] = ['rows', 'columns', 'anti-diagonal'];

/** The largest side a board may have: one row of tiles fits one 32-bit word. */
export const MAX_SIDE = 32;

/**
 * A board. Bit j of `unsolved[i]` is set when tile (i, j) shows its unsolved side (a 0 in the
 * original solver's input); row 0 is the top row, column 0 the left column. Bits at j >= cols are zero.
 */
export interface Board {
  readonly rows: number;
  readonly cols: number;
  readonly unsolved: Uint32Array;
}

/** One move: its printed name (r0.., c0.., d as the original solver prints them; m for the main diagonal) and its line. */
export interface Move {
  readonly name: string;
  readonly family: MoveFamily;
  /** Row or column number for rows and columns; 0 for the diagonals. */
  readonly index: number;
}

/** Why a board description was refused; `code` is the short error code the API answers with. */
export class MementoInputError extends Error {
  /** Short machine-readable reason: empty, ragged, bad-character, too-large, bad-moves. */
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * How messages name a row: numbered from 0, as the moves r0, r1, … flip them, with the move
 * beside ("row 1 (r1)"). The API, the terminal and the page share this one numbering.
 */
export function rowName(i: number): string {
  return `row ${i} (r${i})`;
}

/** How messages name a column: numbered from 0, as the moves c0, c1, … ("column 2 (c2)"). */
export function columnName(j: number): string {
  return `column ${j} (c${j})`;
}

/** A sentence's first letter in capitals. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Mask of the low `cols` bits, as a signed 32-bit pattern (cols may be 32). */
export function fullRowMask(cols: number): number {
  return cols >= 32 ? -1 : (1 << cols) - 1;
}

/** Parses rows written as strings of 0 and 1 ("100"); 1 is solved, as in the original solver's input. */
export function boardFromRows(rows: readonly string[]): Board {
  if (rows.length === 0) throw new MementoInputError('empty', 'The board has no rows.');
  const cols = rows[0]!.length;
  if (cols === 0) throw new MementoInputError('empty', `The board has no columns: ${rowName(0)} is empty.`);
  if (rows.length > MAX_SIDE || cols > MAX_SIDE) {
    throw new MementoInputError(
      'too-large',
      `The board is ${rows.length} x ${cols}; at most ${MAX_SIDE} rows and ${MAX_SIDE} columns are allowed.`,
    );
  }
  const unsolved = new Uint32Array(rows.length);
  rows.forEach((row, i) => {
    if (row.length !== cols) {
      throw new MementoInputError(
        'ragged',
        `${capitalise(rowName(i))} has ${row.length} tiles but ${rowName(0)} has ${cols}; every row must be as long.`,
      );
    }
    let mask = 0;
    for (let j = 0; j < cols; j++) {
      const ch = row[j];
      if (ch === '0') mask |= 1 << j;
      else if (ch !== '1') {
        throw new MementoInputError(
          'bad-character',
          `${capitalise(rowName(i))} has ${JSON.stringify(ch)} at ${columnName(j)}; tiles are 0 (unsolved) or 1 (solved).`,
        );
      }
    }
    unsolved[i] = mask;
  });
  return { rows: rows.length, cols, unsolved };
}

/** Writes a board back as rows of 0 and 1. */
export function boardToRows(board: Board): string[] {
  const out: string[] = [];
  for (let i = 0; i < board.rows; i++) {
    let s = '';
    const mask = board.unsolved[i]!;
    for (let j = 0; j < board.cols; j++) s += (mask >>> j) & 1 ? '0' : '1';
    out.push(s);
  }
  return out;
}

/** An empty (all solved) board of the given size. */
export function solvedBoard(rows: number, cols: number): Board {
  return { rows, cols, unsolved: new Uint32Array(rows) };
}

/** True when every tile shows its solved side. */
export function isSolved(board: Board): boolean {
  for (let i = 0; i < board.rows; i++) if (board.unsolved[i] !== 0) return false;
  return true;
}

/** Puts families in the canonical order and drops repeats; throws on an empty or unknown list. */
export function normalizeFamilies(families: readonly string[]): MoveFamily[] {
  for (const f of families) {
    if (!(MOVE_FAMILIES as readonly string[]).includes(f)) {
      throw new MementoInputError('bad-moves', `Unknown move family ${JSON.stringify(f)}; the families are ${MOVE_FAMILIES.join(', ')}.`);
    }
  }
  const out = MOVE_FAMILIES.filter((f) => families.includes(f));
  if (out.length === 0) throw new MementoInputError('bad-moves', 'At least one move family is needed.');
  return out;
}

/**
 * The moves of a board size, numbered in the original solver's printing order (its
 * print_solution): rows top to bottom, columns left to right, then d; m (ours) comes last.
 */
export function listMoves(rows: number, cols: number, families: readonly MoveFamily[]): Move[] {
  const moves: Move[] = [];
  if (families.includes('rows')) for (let i = 0; i < rows; i++) moves.push({ name: `r${i}`, family: 'rows', index: i });
  if (families.includes('columns')) for (let j = 0; j < cols; j++) moves.push({ name: `c${j}`, family: 'columns', index: j });
  if (families.includes('anti-diagonal')) moves.push({ name: 'd', family: 'anti-diagonal', index: 0 });
  if (families.includes('main-diagonal')) moves.push({ name: 'm', family: 'main-diagonal', index: 0 });
  return moves;
}

/**
 * The tiles a move flips, as one mask per row. The anti-diagonal starts at the bottom-left corner
 * and climbs: cells (r-1-i, i) for i < min(r, c), as the original solver's apply_solution does; the main
 * diagonal starts at the top-left corner: cells (i, i) for i < min(r, c).
 */
export function moveMask(rows: number, cols: number, move: Move): Uint32Array {
  const mask = new Uint32Array(rows);
  const diag = Math.min(rows, cols);
  switch (move.family) {
    case 'rows':
      mask[move.index] = fullRowMask(cols);
      break;
    case 'columns':
      for (let i = 0; i < rows; i++) mask[i] = 1 << move.index;
      break;
    case 'anti-diagonal':
      for (let i = 0; i < diag; i++) mask[rows - 1 - i] = 1 << i;
      break;
    case 'main-diagonal':
      for (let i = 0; i < diag; i++) mask[i] = 1 << i;
      break;
  }
  return mask;
}

/** The board after flipping the given moves (in any order: flips commute). */
export function applyMoves(board: Board, moves: readonly Move[]): Board {
  const unsolved = Uint32Array.from(board.unsolved);
  for (const move of moves) {
    const mask = moveMask(board.rows, board.cols, move);
    for (let i = 0; i < board.rows; i++) unsolved[i] = unsolved[i]! ^ mask[i]!;
  }
  return { rows: board.rows, cols: board.cols, unsolved };
}

/** Finds moves by name ("r1", "c0", "d", "m") for a board size; throws on an unknown name. */
export function movesByName(rows: number, cols: number, names: readonly string[]): Move[] {
  const all = listMoves(rows, cols, MOVE_FAMILIES);
  return names.map((name) => {
    const move = all.find((m) => m.name === name);
    if (move === undefined) throw new MementoInputError('bad-moves', `No move ${JSON.stringify(name)} on a ${rows} x ${cols} board.`);
    return move;
  });
}
