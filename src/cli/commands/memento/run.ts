/**
 * The Memento flip puzzle of To the Moon in a terminal, with the input and output of the puzzle's
 * original Python solver: row number, column number, best move, then the rows as space-separated
 * 0/1 (1 solved, 0 unsolved).
 * Prints the fewest moves one per line (r0.., c0.., d; m for the main diagonal), "Already solved:
 * no move needed." for a solved board, or "No answer for best move N" when no solution has at
 * most N moves (the reason goes to stderr).
 * Prompts like the original solver when stdin is a terminal; reads silently from a pipe.
 *
 *   codebreaker memento                                   (npm run memento)
 *   printf '3\n3\n2\n1 0 0\n1 0 0\n1 0 0\n' | codebreaker memento
 *   codebreaker memento --moves rows,columns,anti-diagonal,main-diagonal
 */
import { createInterface } from 'node:readline';
import {
  boardFromRows,
  capitalise,
  DEFAULT_FAMILIES,
  MAX_SIDE,
  MementoInputError,
  normalizeFamilies,
  rowName,
  solveMemento,
  type MoveFamily,
} from '../../../memento/index.ts';
import { command } from '../../command.ts';
import type { Runner } from '../../spec.ts';
import { spec } from './spec.ts';
import { EXIT, UsageError } from '../../errors.ts';

/** Thrown for input a person typed wrong; printed as one line, exit status 1. */
class InputError extends Error {}

/** Runs codebreaker memento. */
export const run: Runner = command(spec, async ({ values }) => {
  let families: MoveFamily[] = [...DEFAULT_FAMILIES];
  if (values.moves !== undefined) {
    try {
      families = normalizeFamilies(
        values.moves
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
    } catch (err) {
      if (!(err instanceof MementoInputError)) throw err;
      throw new UsageError(err.message);
    }
  }
  // isTTY is undefined, not false, when stdin is not a terminal (@types/node says boolean).
  const interactive = (process.stdin as { isTTY?: boolean }).isTTY === true;
  const rl = createInterface({ input: process.stdin, terminal: interactive, output: interactive ? process.stdout : undefined });
  const lines = rl[Symbol.asyncIterator]();

  /** The next input line, after showing the prompt when a person is typing. */
  const ask = async (prompt: string, what: string): Promise<string> => {
    if (interactive && prompt !== '') process.stdout.write(prompt);
    const next = await lines.next();
    if (next.done === true) throw new InputError(`The input ended before ${what}.`);
    return next.value;
  };

  /** Reads a whole number in [min, max] from one line. */
  const askNumber = async (prompt: string, what: string, min: number, max: number): Promise<number> => {
    const text = (await ask(prompt, what)).trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max) {
      throw new InputError(`The ${what} must be a whole number from ${min} to ${max}; got ${JSON.stringify(text)}.`);
    }
    return n;
  };

  try {
    const rowNum = await askNumber('Row number: ', 'row number', 1, MAX_SIDE);
    const colNum = await askNumber('Col number: ', 'column number', 1, MAX_SIDE);
    const best = await askNumber('Best move: ', 'best move', 0, Number.MAX_SAFE_INTEGER);
    if (interactive) console.log('Input table, 1 for solved, 0 for unsolved');
    const rows: string[] = [];
    while (rows.length < rowNum) {
      const line = await ask('', `${rowName(rows.length)} (${rowNum} rows expected, r0 to r${rowNum - 1})`);
      if (line.trim() === '') continue; // a stray blank line is not a row
      const tiles = line.trim().split(/\s+/);
      const bad = tiles.find((t) => t !== '0' && t !== '1');
      // Rows are counted from 0, as the moves r0, r1, … that flip them (and as the API counts them).
      const row = capitalise(rowName(rows.length));
      if (bad !== undefined)
        throw new InputError(`${row} has ${JSON.stringify(bad)}; tiles are 0 (unsolved) or 1 (solved), separated by spaces.`);
      if (tiles.length !== colNum)
        throw new InputError(`${row} has ${tiles.length} tile${tiles.length === 1 ? '' : 's'}; the column number is ${colNum}.`);
      rows.push(tiles.join(''));
    }
    rl.close();
    const result = solveMemento(boardFromRows(rows), { families, best });
    if (result.kind === 'solved') {
      for (const move of result.moves) console.log(move.name);
      // The original solver prints nothing here; a person would wonder whether it worked.
      if (result.moves.length === 0) console.log('Already solved: no move needed.');
    } else {
      console.log(`No answer for best move ${best}`);
      console.error(
        result.kind === 'unsolvable'
          ? `(No set of moves solves this board, with any number of moves.)`
          : `(The fewest moves that solve this board is ${result.count}.)`,
      );
    }
    return EXIT.ok;
  } catch (err) {
    rl.close();
    if (!(err instanceof InputError)) throw err;
    if (interactive) process.stdout.write('\n');
    console.error(`Error: ${err.message}`);
    return EXIT.failed;
  }
});
