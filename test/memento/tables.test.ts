import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardFromRows, type Board } from '../../src/memento/board.ts';
import { solveBoard } from '../../src/memento/solver.ts';
import { buildAllTables, buildTable, checkTable, lookupTable, sizeKey } from '../../src/memento/tables.ts';
import { solveMemento } from '../../src/memento/index.ts';
import {
  decodeMementoTables,
  DEFAULT_DATA_DIR,
  encodeMementoTables,
  loadMementoTables,
  MEMENTO_TABLES_FILE,
  MementoTablesError,
} from '../../src/memento/tables-file.ts';

describe('memento tables', () => {
  it('the committed file is exactly what the build script makes (deterministic, up to date)', async () => {
    const onDisk = await readFile(join(DEFAULT_DATA_DIR, MEMENTO_TABLES_FILE));
    const built = encodeMementoTables(buildAllTables());
    expect(Buffer.from(built).equals(onDisk)).toBe(true);
    expect(Buffer.from(encodeMementoTables(buildAllTables())).equals(Buffer.from(built))).toBe(true);
  });

  it('loads every size up to 6 x 6, 2^rank entries each', async () => {
    const tables = await loadMementoTables();
    expect(tables.size).toBe(36);
    const t66 = tables.get('6x6')!;
    expect(t66.keyCells.length).toBe(12);
    expect(t66.solutions.length).toBe(4096);
  });

  it('a lookup answers like the live solver on every 4 x 4 and 3 x 5 board', () => {
    for (const [rows, cols] of [
      [4, 4],
      [3, 5],
    ] as const) {
      const table = buildTable(rows, cols);
      for (let state = 0; state < 2 ** (rows * cols); state++) {
        const unsolved = new Uint32Array(rows);
        for (let i = 0; i < rows; i++) unsolved[i] = (state >>> (i * cols)) & ((1 << cols) - 1);
        const board: Board = { rows, cols, unsolved };
        expect(lookupTable(table, board, 3)).toEqual(solveBoard(board, { best: 3 }));
      }
    }
  });

  it("solveMemento uses a table only for the puzzle's own moves and the sizes it holds", async () => {
    const tables = await loadMementoTables();
    const board = boardFromRows(['100', '000', '001']);
    expect(solveMemento(board, {}, tables)).toMatchObject({ kind: 'solved', count: 3, source: 'table' });
    expect(solveMemento(board, { families: ['rows', 'columns', 'anti-diagonal', 'main-diagonal'] }, tables).source).toBe('live');
    expect(solveMemento(boardFromRows(Array.from({ length: 7 }, () => '0000000')), {}, tables)).toMatchObject({ source: 'live', count: 7 });
    expect(solveMemento(board).source).toBe('live');
  });

  it('a tampered entry is refused on load', () => {
    const tables = buildAllTables(3);
    const t = tables.get(sizeKey(3, 3))!;
    expect(checkTable(t)).toBeNull();
    const bad = Uint16Array.from(t.solutions);
    bad[5] = bad[5]! ^ 1; // drop or add r0: no longer clears its board
    const tampered = new Map([[sizeKey(3, 3), { ...t, solutions: bad }]]);
    expect(() => decodeMementoTables(encodeMementoTables(tampered))).toThrow(MementoTablesError);
    expect(() => decodeMementoTables(new Uint8Array([0xc1]))).toThrow(MementoTablesError);
  });
});
