/**
 * Symmetry of sets of guesses: a permutation of positions with a permutation of colours maps a
 * separating set onto a separating set, so only the sets whose ascending list is the
 * lexicographically smallest of their orbit need a search.
 */
import type { Game } from '../../game.ts';
import { codeTables, positionPermutations } from '../../symmetry.ts';

/** Position and colour symmetry of sets of guesses (games of symbol codes). */
export interface SetSymmetry {
  /** orbitMin[g]: the smallest guess that a symmetry maps g onto. */
  readonly orbitMin: Int32Array;
  /**
   * True when no symmetry maps the guesses prefix[0..len), ascending, onto a set whose ascending
   * list is lexicographically smaller.
   */
  isCanonical(prefix: Int32Array, len: number): boolean;
}

/** The symmetry of a game's sets of guesses, or null when it has none that is known here. */
export function createSetSymmetry(game: Game): SetSymmetry | null {
  if (game.symbolCodes !== true) return null;
  const { pegs, k, digits, codeOf, guessOfCode } = codeTables(game);
  const G = game.guessCount;
  const perms = positionPermutations(pegs);

  // The partial colour map of the search: sigma[c] is c's image (-1: not yet chosen), range the
  // bit set of images used. An undo stack records the colours mapped at each step.
  const sigma = new Int8Array(k).fill(-1);
  let range = 0;
  const undo = new Int8Array(k);
  let undoLen = 0;
  const fresh = new Int8Array(k);

  /**
   * The smallest code of x's images under position permutation perm and the colour map extended
   * as cheaply as possible: colours not yet mapped take the smallest free colours in order of
   * first appearance. With `commit`, the extension is added to sigma (and to the undo stack).
   */
  const image = (x: number, perm: Uint8Array, commit: boolean): number => {
    fresh.fill(-1);
    let taken = range;
    let code = 0;
    const base = x * pegs;
    for (let p = 0; p < pegs; p++) {
      const c = digits[base + perm[p]!]!;
      let m = sigma[c]!;
      if (m < 0) {
        m = fresh[c]!;
        if (m < 0) {
          const bit = ~taken & (taken + 1);
          m = 31 - Math.clz32(bit);
          taken |= bit;
          fresh[c] = m;
          if (commit) {
            sigma[c] = m;
            undo[undoLen++] = c;
          }
        }
      }
      code = code * k + m;
    }
    if (commit) range = taken;
    return code;
  };

  const orbitMin = new Int32Array(G);
  for (let g = 0; g < G; g++) {
    let best = Infinity;
    for (const perm of perms) best = Math.min(best, image(g, perm, false));
    orbitMin[g] = guessOfCode[best]!;
  }

  const MAX = 16;
  const ties = new Int32Array(MAX * MAX);
  let target: Int32Array = new Int32Array(0);
  let len = 0;

  /** True when some extension of the current map puts a smaller list than target from step t on. */
  const smaller = (perm: Uint8Array, t: number, remaining: number): boolean => {
    if (t === len) return false;
    let best = Infinity;
    let nt = 0;
    for (let i = 0; i < len; i++) {
      if (!(remaining & (1 << i))) continue;
      const c = image(target[i]!, perm, false);
      if (c < best) {
        best = c;
        nt = 0;
      }
      if (c === best) ties[t * MAX + nt++] = i;
    }
    const want = codeOf[target[t]!]!;
    if (best < want) return true;
    if (best > want) return false;
    for (let j = 0; j < nt; j++) {
      const i = ties[t * MAX + j]!;
      const savedRange = range;
      const savedUndo = undoLen;
      image(target[i]!, perm, true);
      const found = smaller(perm, t + 1, remaining & ~(1 << i));
      while (undoLen > savedUndo) sigma[undo[--undoLen]!] = -1;
      range = savedRange;
      if (found) return true;
    }
    return false;
  };

  return {
    orbitMin,
    isCanonical(prefix, n) {
      if (n > MAX) throw new Error(`sets of more than ${MAX} guesses are not supported`);
      target = prefix;
      len = n;
      for (const perm of perms) if (smaller(perm, 0, (1 << n) - 1)) return false;
      return true;
    },
  };
}
