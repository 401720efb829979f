/**
 * Memento solver speed (the flip puzzle of To the Moon): solves per second on random
 * 6 x 6 boards (table lookup and live) and random 20 x 20 boards (live). "Solvable" boards are made
 * by flipping a random set of lines, so each has an answer; "any" boards are uniform random tiles,
 * which are almost all unsolvable (2^12 of the 2^36 6 x 6 boards are solvable). scripts/bench.ts
 * calls benchMemento(); run alone with `npm run bench-memento`.
 */
import { pathToFileURL } from 'node:url';
import { applyMoves, DEFAULT_FAMILIES, listMoves, solveMemento, type Board, type MementoTables } from '../src/memento/index.ts';
import { loadMementoTables } from '../src/memento/tables-file.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';

/** One measured case: board size, how boards were drawn, where answers came from, and the rate. */
export interface MementoBenchResult {
  readonly case: string;
  readonly solves: number;
  readonly seconds: number;
  readonly solvesPerSecond: number;
}

// xorshift32, so every run draws the same boards.
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s;
  };
}

function randomBoards(rows: number, cols: number, count: number, solvable: boolean, seed: number): Board[] {
  const next = rng(seed);
  const moves = listMoves(rows, cols, DEFAULT_FAMILIES);
  const full = cols >= 32 ? 0xffffffff : (1 << cols) - 1;
  return Array.from({ length: count }, () => {
    const empty: Board = { rows, cols, unsolved: new Uint32Array(rows) };
    if (solvable)
      return applyMoves(
        empty,
        moves.filter(() => next() & 1),
      );
    return { rows, cols, unsolved: Uint32Array.from({ length: rows }, () => next() & full) };
  });
}

function measure(name: string, boards: Board[], tables: MementoTables | undefined, seconds: number): MementoBenchResult {
  for (const b of boards.slice(0, 200)) solveMemento(b, {}, tables); // warm up (and fill the system cache)
  let solves = 0;
  let sink = 0;
  const start = performance.now();
  const stop = start + seconds * 1000;
  while (performance.now() < stop) {
    for (const b of boards) {
      const r = solveMemento(b, {}, tables);
      if (r.kind === 'solved') sink += r.count;
    }
    solves += boards.length;
  }
  const elapsed = (performance.now() - start) / 1000;
  if (sink < 0) console.log(sink); // keeps the results alive
  return { case: name, solves, seconds: elapsed, solvesPerSecond: solves / elapsed };
}

/** Measures solves per second for random 6 x 6 and 20 x 20 boards; about `seconds` per case. */
export async function benchMemento(options: { seconds?: number; tables?: MementoTables } = {}): Promise<MementoBenchResult[]> {
  const seconds = options.seconds ?? 1;
  const tables = options.tables ?? (await loadMementoTables());
  const six = randomBoards(6, 6, 1000, true, 6);
  const twenty = randomBoards(20, 20, 1000, true, 20);
  return [
    measure('6x6 solvable, table', six, tables, seconds),
    measure('6x6 solvable, live', six, undefined, seconds),
    measure('6x6 any, table', randomBoards(6, 6, 1000, false, 66), tables, seconds),
    measure('20x20 solvable, live', twenty, undefined, seconds),
    measure('20x20 any, live', randomBoards(20, 20, 1000, false, 2020), undefined, seconds),
    measure('32x32 solvable, live', randomBoards(32, 32, 1000, true, 32), undefined, seconds),
  ];
}

/** Formats results as aligned lines. */
export function formatMementoBench(results: readonly MementoBenchResult[]): string {
  return results
    .map((r) => `memento ${r.case.padEnd(24)} ${Math.round(r.solvesPerSecond).toLocaleString('en-US').padStart(12)} solves/s`)
    .join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  parseScriptArgs({
    invocation: 'npm run bench-memento --',
    summary: 'Memento solves per second, with and without the tables',
    options: {},
  });
  console.log(formatMementoBench(await benchMemento()));
}
