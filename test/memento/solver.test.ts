import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyMoves,
  boardFromRows,
  boardToRows,
  DEFAULT_FAMILIES,
  isSolved,
  listMoves,
  MementoInputError,
  MOVE_FAMILIES,
  type Board,
  type MoveFamily,
} from '../../src/memento/board.ts';
import { getSystem, searchOrderBefore, solveBoard, type SolveResult } from '../../src/memento/solver.ts';

const names = (r: SolveResult): string[] => (r.kind === 'unsolvable' ? [] : r.moves.map((m) => m.name));

/** Every board the original solver's brute force can solve, with its lightest set (search order among ties). */
function bruteForce(rows: number, cols: number, families: readonly MoveFamily[]): Map<string, number[]> {
  const moves = listMoves(rows, cols, families);
  const byBoard = new Map<string, number[]>();
  const empty: Board = { rows, cols, unsolved: new Uint32Array(rows) };
  for (let set = 0; set < 2 ** moves.length; set++) {
    const chosen = moves.flatMap((_, k) => ((set >>> k) & 1 ? [k] : []));
    const key = boardToRows(
      applyMoves(
        empty,
        chosen.map((k) => moves[k]!),
      ),
    ).join('/');
    const old = byBoard.get(key);
    const asArray = (ks: number[]) => Uint8Array.from(moves, (_, k) => (ks.includes(k) ? 1 : 0));
    if (
      old === undefined ||
      chosen.length < old.length ||
      (chosen.length === old.length && searchOrderBefore(asArray(chosen), asArray(old)))
    ) {
      byBoard.set(key, chosen);
    }
  }
  return byBoard;
}

/** Checks every one of the 2^(r*c) boards of a size against brute force over all move sets. */
function checkAllBoards(rows: number, cols: number, families: readonly MoveFamily[]): void {
  const moves = listMoves(rows, cols, families);
  const brute = bruteForce(rows, cols, families);
  let solvable = 0;
  for (let state = 0; state < 2 ** (rows * cols); state++) {
    const unsolved = new Uint32Array(rows);
    for (let i = 0; i < rows; i++) unsolved[i] = (state >>> (i * cols)) & ((1 << cols) - 1);
    const board: Board = { rows, cols, unsolved };
    const result = solveBoard(board, { families });
    const want = brute.get(boardToRows(board).join('/'));
    if (want === undefined) {
      expect(result.kind).toBe('unsolvable');
      continue;
    }
    solvable++;
    expect(result.kind).toBe('solved');
    if (result.kind !== 'solved') continue;
    expect(result.count).toBe(want.length);
    expect(isSolved(applyMoves(board, result.moves))).toBe(true);
    expect(names(result)).toEqual(want.map((k) => moves[k]!.name));
  }
  expect(solvable).toBe(brute.size);
}

describe("the puzzle's worked examples", () => {
  it('3 x 3 "1 0 0 / 1 0 0 / 1 0 0", best 2: c1 c2', () => {
    const r = solveBoard(boardFromRows(['100', '100', '100']), { best: 2 });
    expect(r.kind).toBe('solved');
    expect(names(r)).toEqual(['c1', 'c2']);
  });
  it('3 x 3 "1 0 0 / 0 0 0 / 0 0 1", best 3: r1 c1 d', () => {
    const r = solveBoard(boardFromRows(['100', '000', '001']), { best: 3 });
    expect(r.kind).toBe('solved');
    expect(names(r)).toEqual(['r1', 'c1', 'd']);
  });
  it('below the minimum, best reports no answer (and says how many moves are needed)', () => {
    const r = solveBoard(boardFromRows(['100', '000', '001']), { best: 2 });
    expect(r).toMatchObject({ kind: 'over-best', best: 2, count: 3 });
  });
  it('a solved board needs no move, even with best 0', () => {
    expect(solveBoard(boardFromRows(['111', '111']), { best: 0 })).toMatchObject({ kind: 'solved', count: 0 });
  });
});

/**
 * The search of the puzzle's original Python solver, line for line (its solve_memento):
 * itertools.product over [False, True] with r0 first, skip sets with more than best moves, print
 * the first that solves.
 */
function originalProgram(board: Board, best: number): string[] | 'No answer' {
  const moves = listMoves(board.rows, board.cols, DEFAULT_FAMILIES);
  const n = moves.length;
  for (let code = 0; code < 2 ** n; code++) {
    const solution = moves.map((_, k) => ((code >>> (n - 1 - k)) & 1) === 1); // position 0 varies slowest
    if (solution.filter(Boolean).length > best) continue;
    const chosen = moves.filter((_, k) => solution[k]);
    if (isSolved(applyMoves(board, chosen))) return chosen.map((m) => m.name);
  }
  return 'No answer';
}

describe('the original solver itself', () => {
  it('prints what the solver prints when best is the minimum, and no answer below it (every 3 x 3 board)', () => {
    for (let state = 0; state < 512; state++) {
      const unsolved = Uint32Array.from([state & 7, (state >>> 3) & 7, (state >>> 6) & 7]);
      const board: Board = { rows: 3, cols: 3, unsolved };
      const r = solveBoard(board);
      if (r.kind !== 'solved') {
        expect(originalProgram(board, 7)).toBe('No answer');
        continue;
      }
      expect(originalProgram(board, r.count)).toEqual(names(r));
      if (r.count > 0) expect(originalProgram(board, r.count - 1)).toBe('No answer');
    }
  });
});

describe('unsolvable boards', () => {
  it('one unsolved tile off the diagonal cannot be fixed', () => {
    expect(solveBoard(boardFromRows(['011', '111', '111'])).kind).toBe('unsolvable');
  });
  it('the main diagonal makes more boards solvable', () => {
    const board = boardFromRows(['011', '101', '110']);
    expect(solveBoard(board).kind).toBe('unsolvable');
    expect(names(solveBoard(board, { families: MOVE_FAMILIES }))).toEqual(['m']);
  });
  it('a 32 x 32 board with a single unsolved tile', () => {
    const rows = Array.from({ length: 32 }, (_, i) => (i === 5 ? '1'.repeat(7) + '0' + '1'.repeat(24) : '1'.repeat(32)));
    expect(solveBoard(boardFromRows(rows)).kind).toBe('unsolvable');
  });
});

describe('every board against brute force over all move sets', () => {
  it("every 3 x 3 board, the puzzle's own moves", () => checkAllBoards(3, 3, DEFAULT_FAMILIES));
  it("every 4 x 4 board, the puzzle's own moves", () => checkAllBoards(4, 4, DEFAULT_FAMILIES));
  it('every 3 x 3 and 4 x 4 board, all four families', () => {
    checkAllBoards(3, 3, MOVE_FAMILIES);
    checkAllBoards(4, 4, MOVE_FAMILIES);
  });
  it('rectangles and thin boards, every family subset', () => {
    const subsets = Array.from({ length: 15 }, (_, s) => MOVE_FAMILIES.filter((_, f) => (s + 1) & (1 << f)));
    for (const [r, c] of [
      [1, 1],
      [1, 4],
      [4, 1],
      [2, 3],
      [3, 2],
      [2, 5],
      [3, 4],
    ] as const) {
      for (const families of subsets) checkAllBoards(r, c, families);
    }
  });
});

describe('any size up to 32 x 32', () => {
  it('the null space never exceeds dimension 3 (so the coset search is at most 8 sets)', () => {
    for (const [r, c] of [
      [1, 1],
      [1, 32],
      [32, 1],
      [2, 2],
      [7, 13],
      [32, 32],
      [31, 32],
    ] as const) {
      expect(getSystem(r, c, MOVE_FAMILIES).nullBasis.length).toBeLessThanOrEqual(3);
    }
    expect(getSystem(32, 32, DEFAULT_FAMILIES).nullBasis.length).toBe(1);
  });
  it('boards made by random move sets are solved, with no more moves than made them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 32 }),
        fc.integer({ min: 1, max: 32 }),
        fc.subarray([...MOVE_FAMILIES], { minLength: 1 }),
        fc.array(fc.boolean(), { minLength: 66, maxLength: 66 }),
        (rows, cols, families, picks) => {
          const moves = listMoves(rows, cols, families);
          const made = moves.filter((_, k) => picks[k]);
          const board = applyMoves({ rows, cols, unsolved: new Uint32Array(rows) }, made);
          const r = solveBoard(board, { families });
          if (r.kind !== 'solved') return false;
          return isSolved(applyMoves(board, r.moves)) && r.count <= made.length;
        },
      ),
      { numRuns: 300 },
    );
  });
  it('on boards where brute force is feasible (at most 14 moves), the count is the true minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.nat(), (rows, cols, pick) => {
        const moves = listMoves(rows, cols, DEFAULT_FAMILIES);
        const set = pick % 2 ** moves.length;
        const board = applyMoves(
          { rows, cols, unsolved: new Uint32Array(rows) },
          moves.filter((_, k) => (set >>> k) & 1),
        );
        const r = solveBoard(board);
        if (r.kind !== 'solved') return false;
        for (let other = 0; other < 2 ** moves.length; other++) {
          const chosen = moves.filter((_, k) => (other >>> k) & 1);
          if (chosen.length < r.count && isSolved(applyMoves(board, chosen))) return false;
        }
        return true;
      }),
      { numRuns: 60 },
    );
  });
});

describe('board input', () => {
  it('refuses empty, ragged, other characters and too large', () => {
    const code = (rows: string[]): string => {
      try {
        boardFromRows(rows);
        return 'ok';
      } catch (err) {
        return (err as MementoInputError).code;
      }
    };
    expect(code([])).toBe('empty');
    expect(code([''])).toBe('empty');
    expect(code(['10', '1'])).toBe('ragged');
    expect(code(['12'])).toBe('bad-character');
    expect(code(['1'.repeat(33)])).toBe('too-large');
    expect(code(Array.from({ length: 33 }, () => '1'))).toBe('too-large');
    expect(code(Array.from({ length: 32 }, () => '0'.repeat(32)))).toBe('ok');
  });
  it('round-trips rows', () => {
    expect(boardToRows(boardFromRows(['100', '010']))).toEqual(['100', '010']);
  });
});
