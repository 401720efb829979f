/**
 * Builds the Memento tables into data/memento/tables.msgpack: for every board size up to 6 x 6
 * with the puzzle's own moves (rows, columns, anti-diagonal), the minimal move set of every
 * solvable board, indexed by the board's key tiles (see src/memento/tables.ts). Deterministic
 * bytes; the file is decoded and checked again before it replaces the old one.
 *
 *   npm run build-memento
 *   npm run build-memento -- --data-dir /tmp/data
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { buildAllTables } from '../src/memento/tables.ts';
import { sha256, writeFileAtomic } from '../src/store/manifest.ts';
import { decodeMementoTables, DEFAULT_DATA_DIR, encodeMementoTables, MEMENTO_TABLES_FILE } from '../src/memento/tables-file.ts';

const { values } = parseScriptArgs({
  invocation: 'npm run build-memento --',
  summary: 'rebuilds the Memento tables file (deterministic)',
  options: { 'data-dir': { type: 'string', value: 'dir', help: 'the data directory (default data/)' } },
});
const path = join(values['data-dir'] ?? DEFAULT_DATA_DIR, MEMENTO_TABLES_FILE);
const started = performance.now();
const tables = buildAllTables();
const bytes = encodeMementoTables(tables);
decodeMementoTables(bytes); // throws if any entry fails to clear its board
await mkdir(dirname(path), { recursive: true });
await writeFileAtomic(path, bytes);
let entries = 0;
for (const t of tables.values()) entries += t.solutions.length;
console.log(
  `${path}: ${tables.size} tables, ${entries} solvable boards, ${bytes.length} bytes, sha256 ${sha256(bytes)} ` +
    `(${((performance.now() - started) / 1000).toFixed(2)} s)`,
);
