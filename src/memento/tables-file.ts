/**
 * The Memento tables file: encoding, decoding with checks, and loading from data/memento/. The
 * file is one msgpack map of plain maps, arrays and byte strings, so any msgpack decoder can read
 * it; the same tables always give the same bytes.
 *
 *   { format: "codebreaker-memento-tables", version: 1,
 *     moves: ["rows", "columns", "anti-diagonal"],
 *     tables: [ { rows, cols, keyCells: [tile, ...], solutions: <bin: uint16 little-endian per key> } ] }
 *
 * It lives in a subdirectory so the tree loader, which reads every *.msgpack of data/, skips it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as Msgpackr from 'msgpackr';
import * as packEntry from 'msgpackr/pack';
import { DEFAULT_FAMILIES } from './board.ts';
import { checkTable, sizeKey, TABLE_MAX_SIDE, type MementoTable } from './tables.ts';

/** The tables file's format name and version. */
export const MEMENTO_FORMAT = 'codebreaker-memento-tables';
/** The tables file format version this code reads and writes. */
export const MEMENTO_VERSION = 1;

/** The tables file's path inside a data directory. */
export const MEMENTO_TABLES_FILE = join('memento', 'tables.msgpack');

/** The default data directory (the repository's data/). */
export { DEFAULT_DATA_DIR } from '../store/paths.ts';
import { DEFAULT_DATA_DIR } from '../store/paths.ts';

// msgpackr's entry without its native string decoder, as for tree files: loading that addon cost
// the server's start about 15 ms of CPU before its first answer, and these tables decode no faster with it.
const { Packr } = packEntry as typeof Msgpackr;
const packr = new Packr({ useRecords: false, moreTypes: false, variableMapSize: true });

/** Thrown when bytes are not a valid tables file; the message says what is wrong. */
export class MementoTablesError extends Error {}

/** Encodes tables in size order; the same tables always give the same bytes. */
export function encodeMementoTables(tables: ReadonlyMap<string, MementoTable>): Uint8Array {
  const list = [...tables.values()].sort((a, b) => a.rows - b.rows || a.cols - b.cols);
  return packr.pack({
    format: MEMENTO_FORMAT,
    version: MEMENTO_VERSION,
    moves: [...DEFAULT_FAMILIES],
    tables: list.map((t) => {
      const bytes = new Uint8Array(t.solutions.length * 2);
      const view = new DataView(bytes.buffer);
      t.solutions.forEach((v, i) => view.setUint16(i * 2, v, true));
      return { rows: t.rows, cols: t.cols, keyCells: [...t.keyCells], solutions: bytes };
    }),
  });
}

/**
 * Decodes a tables file and checks it: format, sizes, key tiles equal to the solver's, and every
 * entry clearing its board (checkTable). Throws MementoTablesError.
 */
export function decodeMementoTables(bytes: Uint8Array): Map<string, MementoTable> {
  let value: unknown;
  try {
    value = packr.unpack(bytes);
  } catch (err) {
    throw new MementoTablesError(`not valid msgpack (${(err as Error).message})`);
  }
  const fail = (why: string): never => {
    throw new MementoTablesError(why);
  };
  const v = value as Record<string, unknown>;
  if (typeof value !== 'object' || value === null) fail('not a msgpack map');
  if (v.format !== MEMENTO_FORMAT) fail(`format is ${JSON.stringify(v.format)}, expected ${MEMENTO_FORMAT}`);
  if (v.version !== MEMENTO_VERSION) fail(`version ${JSON.stringify(v.version)} is not supported`);
  if (!Array.isArray(v.moves) || v.moves.join(',') !== DEFAULT_FAMILIES.join(',')) fail(`moves must be ${DEFAULT_FAMILIES.join(', ')}`);
  if (!Array.isArray(v.tables)) fail('tables is not an array');
  const tables = new Map<string, MementoTable>();
  for (const raw of v.tables as unknown[]) {
    const t = raw as Record<string, unknown>;
    const rows = t.rows;
    const cols = t.cols;
    if (
      !Number.isInteger(rows) ||
      !Number.isInteger(cols) ||
      (rows as number) < 1 ||
      (cols as number) < 1 ||
      (rows as number) > TABLE_MAX_SIDE ||
      (cols as number) > TABLE_MAX_SIDE
    ) {
      fail(`a table has size ${String(rows)} x ${String(cols)}`);
    }
    const key = sizeKey(rows as number, cols as number);
    if (tables.has(key)) fail(`two tables for ${key}`);
    if (!Array.isArray(t.keyCells) || !t.keyCells.every((c) => Number.isInteger(c))) fail(`${key}: keyCells is not a list of tiles`);
    if (!(t.solutions instanceof Uint8Array) || t.solutions.length % 2 !== 0) fail(`${key}: solutions is not a uint16 byte string`);
    const bin = t.solutions as Uint8Array;
    const view = new DataView(bin.buffer, bin.byteOffset, bin.byteLength);
    const solutions = new Uint16Array(bin.length / 2);
    for (let i = 0; i < solutions.length; i++) solutions[i] = view.getUint16(i * 2, true);
    const table: MementoTable = { rows: rows as number, cols: cols as number, keyCells: t.keyCells as number[], solutions };
    const problem = checkTable(table);
    if (problem !== null) fail(problem);
    tables.set(key, table);
  }
  return tables;
}

/** Reads and checks data/memento/tables.msgpack of a data directory. */
export async function loadMementoTables(dataDir: string = DEFAULT_DATA_DIR): Promise<Map<string, MementoTable>> {
  const path = join(dataDir, MEMENTO_TABLES_FILE);
  const bytes = await readFile(path);
  try {
    return decodeMementoTables(bytes);
  } catch (err) {
    if (err instanceof MementoTablesError) throw new MementoTablesError(`${path}: ${err.message}`);
    throw err;
  }
}
