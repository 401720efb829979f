/**
 * The Memento flip puzzle of To the Moon: boards, the exact GF(2) solver, and the
 * small-board tables. Pure: no I/O.
 */
import { DEFAULT_FAMILIES, normalizeFamilies, type Board, type MoveFamily } from './board.ts';
import { solveBoard, type SolveResult } from './solver.ts';
import { lookupTable, sizeKey, type MementoTables } from './tables.ts';

export * from './board.ts';
export * from './solver.ts';
export * from './tables.ts';

/** Where an answer came from: a precomputed table, or the live solver. */
export type MementoSource = 'table' | 'live';

/**
 * Solves a board, from the tables when they cover it (the puzzle's own moves, up to 6 x 6), else live. Both
 * give the same move set, because the tables are built with the live solver's tie rule.
 */
export function solveMemento(
  board: Board,
  options: { families?: readonly MoveFamily[]; best?: number | undefined } = {},
  tables?: MementoTables,
): SolveResult & { readonly source: MementoSource } {
  const families =
    options.families === undefined || options.families === DEFAULT_FAMILIES ? DEFAULT_FAMILIES : normalizeFamilies(options.families);
  const isDefault = families === DEFAULT_FAMILIES || families.join(',') === DEFAULT_FAMILIES.join(',');
  const table = isDefault && tables !== undefined ? tables.get(sizeKey(board.rows, board.cols)) : undefined;
  if (table !== undefined) return { ...lookupTable(table, board, options.best), source: 'table' };
  return { ...solveBoard(board, { families, best: options.best }), source: 'live' };
}
