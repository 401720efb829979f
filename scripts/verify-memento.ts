/**
 * Verifies data/memento/tables.msgpack (the Memento flip puzzle of To the Moon):
 *  1. the file decodes, has every size up to 6 x 6, and every entry clears its board;
 *  2. exhaustively, by brute force over all 2^(r+c+1) move sets of each size (the method of the
 *     puzzle's original Python solver), every entry has the fewest moves of any set making its
 *     board, and is the set the original solver's search order meets first among those;
 *  3. every entry equals the live solver's answer;
 *  4. for a random sample of boards per size, applying tiles one move at a time, the entry solves
 *     the board and no set with fewer moves does.
 * Exits non-zero on any failure.
 *
 *   npm run verify-memento
 *   npm run verify-memento -- --sample 500 --seed 7
 */
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { applyMoves, DEFAULT_FAMILIES, isSolved } from '../src/memento/board.ts';
import { getSystem, searchOrderBefore, solveBoard } from '../src/memento/solver.ts';
import { arrayToSet, boardKey, boardOfMoveSet, setToArray, sizeKey, TABLE_MAX_SIDE } from '../src/memento/tables.ts';
import { DEFAULT_DATA_DIR, loadMementoTables } from '../src/memento/tables-file.ts';

const { values } = parseScriptArgs({
  invocation: 'npm run verify-memento --',
  summary: 'checks every Memento table entry against brute force',
  options: {
    'data-dir': { type: 'string', value: 'dir', help: 'the data directory (default data/)' },
    sample: { type: 'string', parse: 'integer', min: 0, default: 100, value: 'n', help: 'boards re-solved by brute force per size' },
    seed: { type: 'string', parse: 'integer', default: 1, value: 's', help: "the sample's seed" },
  },
});
const sample = values.sample;
let rng = values.seed >>> 0 || 1;
const random = (): number => {
  // xorshift32: a reproducible sample without a dependency.
  rng ^= rng << 13;
  rng >>>= 0;
  rng ^= rng >>> 17;
  rng ^= rng << 5;
  rng >>>= 0;
  return rng / 2 ** 32;
};

const started = performance.now();
const problems: string[] = [];
const tables = await loadMementoTables(values['data-dir'] ?? DEFAULT_DATA_DIR);
let entries = 0;
let sampled = 0;
for (let r = 1; r <= TABLE_MAX_SIDE; r++) {
  for (let c = 1; c <= TABLE_MAX_SIDE; c++) {
    const table = tables.get(sizeKey(r, c));
    if (table === undefined) {
      problems.push(`${r} x ${c}: no table`);
      continue;
    }
    const system = getSystem(r, c, DEFAULT_FAMILIES);
    const n = system.moves.length;
    const weightOf = (set: number): number => setToArray(set, n).reduce((a, b) => a + b, 0);
    // Brute force: the lightest set (search order among ties) per reachable board, keyed by its key tiles.
    const best = new Int32Array(table.solutions.length).fill(-1);
    for (let set = 0; set < 2 ** n; set++) {
      const key = boardKey(table.keyCells, boardOfMoveSet(system, set));
      const old = best[key]!;
      if (
        old < 0 ||
        weightOf(set) < weightOf(old) ||
        (weightOf(set) === weightOf(old) && searchOrderBefore(setToArray(set, n), setToArray(old, n)))
      ) {
        best[key] = set;
      }
    }
    table.solutions.forEach((set, key) => {
      entries++;
      const want = best[key]!;
      if (want < 0) problems.push(`${r} x ${c}: key ${key} is reached by no move set`);
      else if (weightOf(set) !== weightOf(want))
        problems.push(`${r} x ${c}: key ${key} has ${weightOf(set)} moves, brute force finds ${weightOf(want)}`);
      else if (set !== want) problems.push(`${r} x ${c}: key ${key} breaks the tie differently from the original solver's search order`);
      const live = solveBoard(boardOfMoveSet(system, set));
      if (live.kind !== 'solved' || arrayToSet(Uint8Array.from(system.moves, (m) => (live.moves.includes(m) ? 1 : 0))) !== set) {
        problems.push(`${r} x ${c}: key ${key} differs from the live solver`);
      }
    });
    // Sample: literal brute force on the board, as the original solver does it, over every set with fewer moves.
    for (let s = 0; s < Math.min(sample, table.solutions.length); s++) {
      const key = Math.floor(random() * table.solutions.length);
      const set = table.solutions[key]!;
      const board = boardOfMoveSet(system, set);
      const moves = (x: number) => system.moves.filter((_, k) => (x >>> k) & 1);
      if (!isSolved(applyMoves(board, moves(set)))) problems.push(`${r} x ${c}: key ${key} does not solve its board`);
      for (let other = 0; other < 2 ** n; other++) {
        if (weightOf(other) < weightOf(set) && isSolved(applyMoves(board, moves(other)))) {
          problems.push(`${r} x ${c}: key ${key} has ${weightOf(set)} moves but ${weightOf(other)} suffice`);
          break;
        }
      }
      sampled++;
    }
  }
}
for (const p of problems.slice(0, 20)) console.error(`FAIL ${p}`);
console.log(
  `${tables.size} tables, ${entries} entries checked exhaustively against brute force, ${sampled} boards re-solved by ` +
    `brute force, ${problems.length} problem(s) (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
if (problems.length > 0) process.exit(1);
