/**
 * Lookup tables of minimal solutions for small boards with the puzzle's own moves (rows, columns,
 * d). Pure: building, indexing and looking up; bytes and files are in src/memento/tables-file.ts.
 *
 * A table over all 2^(r*c) boards would be 2^36 entries at 6 x 6, but only the boards some move set
 * produces can be solved, and those form a space of dimension rank(A) <= r + c. On such a board the
 * rank "key tiles" of the system (independent equations) determine every other tile, so the table
 * is indexed by those tiles' bits: 2^rank entries (4096 at 6 x 6), each the minimal move set. A
 * board not in that space has a key too; the looked-up set then fails to clear it, which is how a
 * lookup proves a board unsolvable.
 */
import { DEFAULT_FAMILIES, type Board } from './board.ts';
import { getSystem, lightestInCoset, particularSolution, resultOf, solvesBoard, type MementoSystem, type SolveResult } from './solver.ts';

/** The largest side of a tabled board: every size up to 6 x 6 has a table. */
export const TABLE_MAX_SIDE = 6;

/** The table of one board size: the minimal move set of every solvable board, by key. */
export interface MementoTable {
  readonly rows: number;
  readonly cols: number;
  /** The key tiles (i * cols + j); bit t of a key is whether tile keyCells[t] is unsolved. */
  readonly keyCells: readonly number[];
  /** solutions[key]: bit k set when move k (in order r0.., c0.., d) is in the minimal set. */
  readonly solutions: Uint16Array;
}

/** Every table, by size "RxC". */
export type MementoTables = ReadonlyMap<string, MementoTable>;

/** The map key of a board size. */
export function sizeKey(rows: number, cols: number): string {
  return `${rows}x${cols}`;
}

/** The key of a board in a table: its key tiles' unsolved bits. */
export function boardKey(keyCells: readonly number[], board: Board): number {
  let key = 0;
  keyCells.forEach((cell, t) => {
    const i = Math.floor(cell / board.cols);
    if ((board.unsolved[i]! >>> (cell % board.cols)) & 1) key |= 1 << t;
  });
  return key;
}

/** The board that a move set (bit k = move k) produces from the solved board, i.e. A x. */
export function boardOfMoveSet(system: MementoSystem, set: number): Board {
  const unsolved = new Uint32Array(system.rows);
  for (let k = 0; k < system.moves.length; k++) {
    if (((set >>> k) & 1) === 0) continue;
    for (let i = 0; i < system.rows; i++) unsolved[i] = unsolved[i]! ^ system.moveMasks[k * system.rows + i]!;
  }
  return { rows: system.rows, cols: system.cols, unsolved };
}

/** A 0/1 move array from a bit set, and back. */
export function setToArray(set: number, n: number): Uint8Array {
  const x = new Uint8Array(n);
  for (let k = 0; k < n; k++) x[k] = (set >>> k) & 1;
  return x;
}

/** The bit set of a 0/1 move array. */
export function arrayToSet(x: Uint8Array): number {
  let set = 0;
  x.forEach((v, k) => {
    if (v) set |= 1 << k;
  });
  return set;
}

/**
 * Builds the table of one size with the live solver: every move set is enumerated once (2^13 at
 * 6 x 6), which reaches every key, and each key's board gets its minimal set.
 */
export function buildTable(rows: number, cols: number): MementoTable {
  const system = getSystem(rows, cols, DEFAULT_FAMILIES);
  const n = system.moves.length;
  if (n > 16) throw new Error(`a ${rows} x ${cols} table needs ${n} moves, more than 16 bits per entry`);
  const size = 2 ** system.rank;
  const solutions = new Uint16Array(size);
  const filled = new Uint8Array(size);
  let remaining = size;
  for (let set = 0; set < 2 ** n && remaining > 0; set++) {
    const board = boardOfMoveSet(system, set);
    const key = boardKey(system.keyCells, board);
    if (filled[key]) continue;
    const x = particularSolution(system, board);
    if (x === null) throw new Error(`internal: a ${rows} x ${cols} board made by moves is unsolvable`);
    solutions[key] = arrayToSet(lightestInCoset(system, x));
    filled[key] = 1;
    remaining--;
  }
  if (remaining > 0) throw new Error(`internal: ${remaining} keys of the ${rows} x ${cols} table unreached`);
  return { rows, cols, keyCells: [...system.keyCells], solutions };
}

/** Builds every table up to TABLE_MAX_SIDE x TABLE_MAX_SIDE, sizes in row-major order. */
export function buildAllTables(maxSide = TABLE_MAX_SIDE): Map<string, MementoTable> {
  const tables = new Map<string, MementoTable>();
  for (let r = 1; r <= maxSide; r++) for (let c = 1; c <= maxSide; c++) tables.set(sizeKey(r, c), buildTable(r, c));
  return tables;
}

/** Looks a board up in its table: the minimal set if the board is solvable, else unsolvable. */
export function lookupTable(table: MementoTable, board: Board, best?: number): SolveResult {
  if (table.rows !== board.rows || table.cols !== board.cols) {
    throw new RangeError(`a ${table.rows} x ${table.cols} table cannot answer for a ${board.rows} x ${board.cols} board`);
  }
  const system = getSystem(board.rows, board.cols, DEFAULT_FAMILIES);
  const x = setToArray(table.solutions[boardKey(table.keyCells, board)]!, system.moves.length);
  return resultOf(system, solvesBoard(system, board, x) ? x : null, best);
}

/**
 * Checks a table against the solver's system: same key tiles, and every entry, applied to the one
 * solvable board with its key, clears it. Returns the first problem as a sentence, or null.
 */
export function checkTable(table: MementoTable): string | null {
  const { rows, cols } = table;
  const system = getSystem(rows, cols, DEFAULT_FAMILIES);
  if (table.keyCells.join(',') !== system.keyCells.join(',')) return `${rows} x ${cols}: key tiles differ from the solver's`;
  if (table.solutions.length !== 2 ** system.rank)
    return `${rows} x ${cols}: ${table.solutions.length} entries, expected ${2 ** system.rank}`;
  for (let key = 0; key < table.solutions.length; key++) {
    const set = table.solutions[key]!;
    if (set >= 2 ** system.moves.length) return `${rows} x ${cols}: entry ${key} names a move that does not exist`;
    // The set produces board A x; it solves the board with this key exactly when A x has this key.
    if (boardKey(table.keyCells, boardOfMoveSet(system, set)) !== key) return `${rows} x ${cols}: entry ${key} does not solve its board`;
  }
  return null;
}
