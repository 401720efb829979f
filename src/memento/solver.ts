/**
 * Exact minimal solutions of the Memento flip puzzle of To the Moon.
 *
 * Flipping a line twice undoes it and flips commute, so a solution is a set of moves; the puzzle's
 * reference solver (in Python) enumerates all 2^(r+c+1) sets. A set is a vector x over GF(2), one
 * bit per move, and the board is solved when, for every tile, the number of chosen moves covering
 * it is odd exactly on the unsolved tiles: A x = u, one equation per tile. Gaussian elimination on
 * bit masks gives one solution x0 (or proves there is none), and every solution is x0 plus a vector
 * of the null space of A. The fewest moves is therefore the lightest vector of the coset x0 + null(A).
 *
 * That coset is small: rows and columns alone have a one-dimensional null space (all rows plus all
 * columns flip every tile twice), since R x_r + C x_c = 0 forces every x_ri = x_cj; each diagonal adds
 * one unknown, so the nullity is at most 1 + 2 = 3 and the coset has at most 8 members. Enumerating
 * all of them proves the answer minimal, at any board size.
 */
import {
  DEFAULT_FAMILIES,
  listMoves,
  MAX_SIDE,
  MOVE_FAMILIES,
  moveMask,
  normalizeFamilies,
  type Board,
  type Move,
  type MoveFamily,
} from './board.ts';

/** The linear system of one board size and move set, reduced once and cached. */
export interface MementoSystem {
  readonly rows: number;
  readonly cols: number;
  readonly families: readonly MoveFamily[];
  /** The unknowns, in the original solver's printing order. */
  readonly moves: readonly Move[];
  /** moveMasks[k * rows + i]: the tiles of row i that move k flips. */
  readonly moveMasks: Uint32Array;
  /** The rank of A: solvable boards form a space of 2^rank boards. */
  readonly rank: number;
  /**
   * Tiles (i * cols + j) of `rank` independent equations, in row-major order. On a solvable board
   * these tiles determine every other tile, so they index the solvable boards (see tables.ts).
   */
  readonly keyCells: readonly number[];
  /**
   * particular[k * rows + i]: the tiles of row i whose unsolved bits XOR to move k in the solution
   * that leaves every free move off.
   */
  readonly particular: Uint32Array;
  /** The nonzero entries of `particular`, move by move: rows sparseRow[t] and masks sparseMask[t] for t in [sparseStart[k], sparseStart[k + 1]). */
  readonly sparseStart: Uint32Array;
  readonly sparseRow: Uint8Array;
  readonly sparseMask: Uint32Array;
  /** A basis of the null space: move sets (0/1 per move) that flip no tile at all. */
  readonly nullBasis: readonly Uint8Array[];
}

/** Options of a solve: which lines are moves (default the puzzle's own), and the puzzle's "best move" limit. */
export interface SolveOptions {
  readonly families?: readonly MoveFamily[];
  /** Report no solution when the fewest moves exceed this (the original solver prints "No answer for best move N"). */
  readonly best?: number | undefined;
}

/** The outcome of a solve. */
export type SolveResult =
  | { readonly kind: 'solved'; readonly moves: readonly Move[]; readonly count: number }
  | { readonly kind: 'unsolvable' }
  | { readonly kind: 'over-best'; readonly best: number; readonly moves: readonly Move[]; readonly count: number };

// Larger null spaces cannot occur (see the header); the guard keeps a future move family honest.
const MAX_NULLITY = 20;
const CACHE_LIMIT = 256;
const cache = new Map<number, MementoSystem>();

/** The reduced system of a board size and move families (cached, the 256 most recently built kept). */
export function getSystem(rows: number, cols: number, families: readonly MoveFamily[] = DEFAULT_FAMILIES): MementoSystem {
  if (!(rows >= 1 && rows <= MAX_SIDE && cols >= 1 && cols <= MAX_SIDE && Number.isInteger(rows) && Number.isInteger(cols))) {
    throw new RangeError(`a board is 1 to ${MAX_SIDE} rows by 1 to ${MAX_SIDE} columns, not ${rows} x ${cols}`);
  }
  // A numeric key keeps the hot path free of string building: 4 family bits, then the size.
  const fams = families === DEFAULT_FAMILIES ? DEFAULT_FAMILIES : normalizeFamilies(families);
  let bits = 0;
  for (const f of fams) bits |= 1 << MOVE_FAMILIES.indexOf(f);
  const key = (rows * 64 + cols) * 16 + bits;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const system = buildSystem(rows, cols, fams);
  cache.set(key, system);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return system;
}

/** Builds and reduces the system of a board size (use getSystem, which caches). */
export function buildSystem(rows: number, cols: number, families: readonly MoveFamily[]): MementoSystem {
  const moves = listMoves(rows, cols, families);
  const n = moves.length;
  const moveMasks = new Uint32Array(n * rows);
  moves.forEach((move, k) => moveMasks.set(moveMask(rows, cols, move), k * rows));
  const bits = Array.from({ length: Math.max(n, rows * cols) }, (_, b) => 1n << BigInt(b));

  // XOR basis of the tile equations, indexed by lowest unknown: basis[b].eq has lowest set bit b.
  // Each basis vector remembers which key tiles it sums (comb), so right-hand sides follow along.
  // Unknowns need up to 66 bits (32 rows, 32 columns, 2 diagonals), hence BigInt; this runs once
  // per board size, and solving then only uses 32-bit row masks.
  const basis = new Array<{ eq: bigint; comb: bigint } | undefined>(n).fill(undefined);
  const keyCells: number[] = [];
  for (let i = 0; i < rows && keyCells.length < n; i++) {
    for (let j = 0; j < cols && keyCells.length < n; j++) {
      let eq = 0n;
      for (let k = 0; k < n; k++) if ((moveMasks[k * rows + i]! >>> j) & 1) eq |= bits[k]!;
      let comb = 0n;
      for (let b = 0; b < n && eq !== 0n; b++) {
        if ((eq & bits[b]!) === 0n) continue;
        const row = basis[b];
        if (row === undefined) {
          basis[b] = { eq, comb: comb | bits[keyCells.length]! };
          keyCells.push(i * cols + j);
          break;
        }
        eq ^= row.eq;
        comb ^= row.comb;
      }
    }
  }
  // Back substitution to reduced row echelon form: each pivot row keeps only free unknowns.
  for (let b = n - 1; b >= 0; b--) {
    const row = basis[b];
    if (row === undefined) continue;
    for (let a = 0; a < b; a++) {
      const other = basis[a];
      if (other !== undefined && (other.eq & bits[b]!) !== 0n) {
        other.eq ^= row.eq;
        other.comb ^= row.comb;
      }
    }
  }
  const particular = new Uint32Array(n * rows);
  const free: number[] = [];
  for (let b = 0; b < n; b++) {
    const row = basis[b];
    if (row === undefined) {
      free.push(b);
      continue;
    }
    keyCells.forEach((cell, t) => {
      if ((row.comb & bits[t]!) === 0n) return;
      const i = Math.floor(cell / cols);
      particular[b * rows + i] = particular[b * rows + i]! | (1 << (cell % cols));
    });
  }
  if (free.length > MAX_NULLITY) throw new Error(`null space of dimension ${free.length} is too large to enumerate`);
  const nullBasis = free.map((f) => {
    const v = new Uint8Array(n);
    v[f] = 1;
    for (let b = 0; b < n; b++) if (basis[b] !== undefined && (basis[b]!.eq & bits[f]!) !== 0n) v[b] = 1;
    return v;
  });
  // Key tiles sit mostly in the first row and column, so most of `particular` is zero: skip it.
  const sparseStart = new Uint32Array(n + 1);
  const sparseRow: number[] = [];
  const sparseMask: number[] = [];
  for (let k = 0; k < n; k++) {
    for (let i = 0; i < rows; i++) {
      const mask = particular[k * rows + i]!;
      if (mask !== 0) {
        sparseRow.push(i);
        sparseMask.push(mask);
      }
    }
    sparseStart[k + 1] = sparseRow.length;
  }
  return {
    rows,
    cols,
    families,
    moves,
    moveMasks,
    rank: keyCells.length,
    keyCells,
    particular,
    sparseStart,
    sparseRow: Uint8Array.from(sparseRow),
    sparseMask: Uint32Array.from(sparseMask),
    nullBasis,
  };
}

/** Parity (0 or 1) of the set bits of a 32-bit word. */
export function parity32(x: number): number {
  x ^= x >>> 16;
  x ^= x >>> 8;
  x ^= x >>> 4;
  x ^= x >>> 2;
  x ^= x >>> 1;
  return x & 1;
}

/** True when flipping the chosen moves (0/1 per move) solves the board exactly. */
export function solvesBoard(system: MementoSystem, board: Board, chosen: Uint8Array): boolean {
  const { rows, moveMasks } = system;
  const on: number[] = [];
  for (let k = 0; k < chosen.length; k++) if (chosen[k]) on.push(k * rows);
  for (let i = 0; i < rows; i++) {
    let acc = board.unsolved[i]!;
    for (const base of on) acc ^= moveMasks[base + i]!;
    if (acc !== 0) return false;
  }
  return true;
}

/**
 * The solution of A x = u with every free move off, or null when the board is unsolvable. The key
 * tiles' equations give x; the board is solvable exactly when that x clears every tile.
 */
export function particularSolution(system: MementoSystem, board: Board): Uint8Array | null {
  const { moves, sparseStart, sparseRow, sparseMask } = system;
  const x = new Uint8Array(moves.length);
  for (let k = 0; k < moves.length; k++) {
    let acc = 0;
    for (let t = sparseStart[k]!; t < sparseStart[k + 1]!; t++) acc ^= board.unsolved[sparseRow[t]!]! & sparseMask[t]!;
    x[k] = parity32(acc);
  }
  return solvesBoard(system, board, x) ? x : null;
}

/**
 * True when move set a comes before b in the original solver's search order (itertools.product over
 * [False, True], r0 first): at the first move where they differ, a leaves it off.
 */
export function searchOrderBefore(a: Uint8Array, b: Uint8Array): boolean {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k] === 0;
  return false;
}

/**
 * The lightest member of the coset x + null(A), by enumerating all of it (at most 8 members, see
 * the header), so the result is proven minimal. Among equally light sets it returns the one the
 * original solver's search meets first, so with best equal to the minimum it prints the same moves.
 */
export function lightestInCoset(system: MementoSystem, x: Uint8Array): Uint8Array {
  const { nullBasis } = system;
  let bestSet = x;
  let bestWeight = weight(x);
  for (let combo = 1; combo < 1 << nullBasis.length; combo++) {
    const y = Uint8Array.from(x);
    nullBasis.forEach((v, t) => {
      if ((combo >>> t) & 1) for (let k = 0; k < y.length; k++) y[k] = y[k]! ^ v[k]!;
    });
    const w = weight(y);
    if (w < bestWeight || (w === bestWeight && searchOrderBefore(y, bestSet))) {
      bestSet = y;
      bestWeight = w;
    }
  }
  return bestSet;
}

/** Number of chosen moves in a 0/1 move set. */
export function weight(x: Uint8Array): number {
  let w = 0;
  for (const v of x) w += v;
  return w;
}

/** The result of a minimal move set against an optional best limit. */
export function resultOf(system: MementoSystem, chosen: Uint8Array | null, best?: number): SolveResult {
  if (chosen === null) return { kind: 'unsolvable' };
  const moves = system.moves.filter((_, k) => chosen[k] === 1);
  if (best !== undefined && moves.length > best) return { kind: 'over-best', best, moves, count: moves.length };
  return { kind: 'solved', moves, count: moves.length };
}

/** Solves a board with the fewest moves (proven minimal), or says it cannot be solved (within best). */
export function solveBoard(board: Board, options: SolveOptions = {}): SolveResult {
  const system = getSystem(board.rows, board.cols, options.families ?? DEFAULT_FAMILIES);
  const x = particularSolution(system, board);
  return resultOf(system, x === null ? null : lightestInCoset(system, x), options.best);
}
